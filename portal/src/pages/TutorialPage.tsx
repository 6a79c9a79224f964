/** /tutorial (members): the user manuals staff publish in the CMS — text, a document, or a video link. */
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { Accordion, AccordionDetails, AccordionSummary, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { usePublicList } from '../public/publicApi';
import { QueryState } from '../public/QueryState';
import { RichText } from '../public/RichText';
import { usePageMeta } from '../seo/usePageMeta';
import { PageHeading } from '../layout/PageHeading';

interface Manual {
  id: number;
  title: string;
  body: string | null;
  file_path: string | null;
  video_url: string | null;
}

const TutorialPage = () => {
  const { t } = useTranslation();
  usePageMeta({ title: t('tutorial.title'), robots: 'noindex, nofollow' });
  const manuals = usePublicList<Manual>('cms-user-manuals', { sort: ['sort_order', 'ASC'], perPage: 100 });
  return (
    <Stack spacing={3} sx={{ maxWidth: 900 }}>
      <PageHeading title={t('tutorial.title')} intro={t('tutorial.intro')} />
      <QueryState query={manuals}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography>{t('tutorial.none')}</Typography>
          ) : (
            <div>
              {rows.map((m) => (
                <Accordion key={m.id} disableGutters variant="outlined">
                  <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                    <Typography component="h2" sx={{ fontWeight: 600 }}>
                      {m.title}
                    </Typography>
                  </AccordionSummary>
                  <AccordionDetails>
                    <RichText html={m.body} />
                    <Stack direction="row" spacing={2} sx={{ mt: 1 }}>
                      {m.file_path && (
                        <Link href={m.file_path} target="_blank" rel="noopener">
                          {t('tutorial.document')}
                        </Link>
                      )}
                      {m.video_url && (
                        <Link href={m.video_url} target="_blank" rel="noopener">
                          {t('tutorial.video')}
                        </Link>
                      )}
                    </Stack>
                  </AccordionDetails>
                </Accordion>
              ))}
            </div>
          )
        }
      </QueryState>
    </Stack>
  );
};

export default TutorialPage;
