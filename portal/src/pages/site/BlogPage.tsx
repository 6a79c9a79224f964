/** /blog: published posts, newest first; /blog/{slug}: one post with its own SEO fields. */
import { Card, CardActionArea, CardContent, CardMedia, Grid, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { formatDate } from '../../format/format';
import { usePublicItem, usePublicList } from '../../public/publicApi';
import { QueryState } from '../../public/QueryState';
import { RichText } from '../../public/RichText';
import { usePageMeta } from '../../seo/usePageMeta';
import { PageHeading } from '../../layout/PageHeading';

interface Post {
  id: number;
  title: string;
  slug: string;
  excerpt: string | null;
  body: string | null;
  cover_image: string | null;
  author: string | null;
  seo_title: string | null;
  seo_description: string | null;
  seo_keywords: string | null;
  published_at: string | null;
}

export const BlogPage = () => {
  const { t } = useTranslation();
  usePageMeta({ title: t('site.blog'), description: t('site.blogIntro') });
  const posts = usePublicList<Post>('cms-posts', { sort: ['published_at', 'DESC'] });
  return (
    <Stack spacing={3}>
      <PageHeading title={t('site.blog')} intro={t('site.blogIntro')} large />
      <QueryState query={posts}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography>{t('site.noPosts')}</Typography>
          ) : (
            <Grid container spacing={2}>
              {rows.map((p) => (
                <Grid key={p.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    <CardActionArea component={RouterLink} to={`/blog/${p.slug}`} sx={{ height: '100%' }}>
                      {p.cover_image && <CardMedia component="img" height="160" image={p.cover_image} alt="" />}
                      <CardContent>
                        <Typography variant="h6" component="h2">
                          {p.title}
                        </Typography>
                        {p.published_at && (
                          <Typography variant="caption" color="text.secondary">
                            {formatDate(p.published_at)}
                          </Typography>
                        )}
                        {p.excerpt && <Typography variant="body2">{p.excerpt}</Typography>}
                      </CardContent>
                    </CardActionArea>
                  </Card>
                </Grid>
              ))}
            </Grid>
          )
        }
      </QueryState>
    </Stack>
  );
};

const PostBody = ({ post }: { post: Post }) => {
  const { t } = useTranslation();
  usePageMeta({
    title: post.seo_title || post.title,
    description: post.seo_description ?? post.excerpt ?? undefined,
    keywords: post.seo_keywords ?? undefined,
  });
  return (
    <Stack spacing={2} component="article" sx={{ maxWidth: 860 }}>
      <Typography variant="h3" component="h1" sx={{ fontSize: { xs: '2rem', md: '2.75rem' } }}>
        {post.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {[post.author ? t('site.by', { author: post.author }) : null, post.published_at ? formatDate(post.published_at) : null]
          .filter(Boolean)
          .join(' · ')}
      </Typography>
      <RichText html={post.body} />
    </Stack>
  );
};

export const PostPage = () => {
  const { slug } = useParams();
  const post = usePublicItem<Post>('cms-posts', slug);
  return <QueryState query={post}>{(p) => <PostBody post={p} />}</QueryState>;
};
