/**
 * A CMS page: /about (the about page), /p/{slug} (a free page) and /page/privacy-policy (the free page
 * with slug privacy-policy). Title, body and the page's own SEO fields and robots value.
 */
import { Stack, Typography } from '@mui/material';
import { useParams } from 'react-router-dom';
import { usePublicItem, usePublicList } from '../../public/publicApi';
import { QueryState } from '../../public/QueryState';
import { RichText } from '../../public/RichText';
import { usePageMeta } from '../../seo/usePageMeta';

interface CmsPageRow {
  id: number;
  title: string;
  body: string | null;
  seo_title: string | null;
  seo_description: string | null;
  seo_keywords: string | null;
  robots: string | null;
}

const PageBody = ({ page }: { page: CmsPageRow }) => {
  usePageMeta({
    title: page.seo_title || page.title,
    description: page.seo_description ?? undefined,
    keywords: page.seo_keywords ?? undefined,
    robots: page.robots ?? undefined,
  });
  return (
    <Stack spacing={2} component="article" sx={{ maxWidth: 860 }}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
        {page.title}
      </Typography>
      <RichText html={page.body} />
    </Stack>
  );
};

export const SlugPage = ({ slug }: { slug?: string }) => {
  const params = useParams();
  const query = usePublicItem<CmsPageRow>('cms-pages', slug ?? params.slug);
  return <QueryState query={query}>{(page) => <PageBody page={page} />}</QueryState>;
};

export const AboutPage = () => {
  const query = usePublicList<CmsPageRow>('cms-about', { perPage: 1 });
  return (
    <QueryState query={query}>
      {(rows) => (
        <PageBody
          page={rows[0] ?? { id: 0, title: 'About us', body: '', seo_title: null, seo_description: null, seo_keywords: null, robots: null }}
        />
      )}
    </QueryState>
  );
};

export const PrivacyPage = () => <SlugPage slug="privacy-policy" />;
