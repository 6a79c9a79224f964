/** /faq: published questions grouped by the spec's help topics (general, orders, products, delivery, return, offers). */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePublicList } from '../../public/publicApi';
import { QueryState } from '../../public/QueryState';
import { RichText } from '../../public/RichText';
import { usePageMeta } from '../../seo/usePageMeta';

const TOPICS = ['general', 'orders', 'products', 'delivery', 'return', 'offers'] as const;
interface Faq {
  id: number;
  query: string;
  answer: string | null;
  category: string;
}

const FaqPage = () => {
  const { t } = useTranslation();
  usePageMeta({ title: t('site.faq') });
  const faqs = usePublicList<Faq>('cms-faqs', { sort: ['sort_order', 'ASC'], perPage: 100 });
  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <Typography variant="h3" component="h1">
        {t('site.faq')}
      </Typography>
      <QueryState query={faqs}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography>{t('site.noFaqs')}</Typography>
          ) : (
            TOPICS.filter((topic) => rows.some((r) => r.category === topic)).map((topic) => (
              <section key={topic} aria-labelledby={`topic-${topic}`}>
                <Typography id={`topic-${topic}`} variant="h5" component="h2" sx={{ mb: 1 }}>
                  {t(`site.topics.${topic}`)}
                </Typography>
                {rows
                  .filter((r) => r.category === topic)
                  .map((r) => (
                    <Accordion key={r.id} disableGutters variant="outlined">
                      <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                        <Typography component="h3" sx={{ fontWeight: 600 }}>
                          {r.query}
                        </Typography>
                      </AccordionSummary>
                      <AccordionDetails>
                        <RichText html={r.answer} />
                      </AccordionDetails>
                    </Accordion>
                  ))}
              </section>
            ))
          )
        }
      </QueryState>
    </Stack>
  );
};

export default FaqPage;
