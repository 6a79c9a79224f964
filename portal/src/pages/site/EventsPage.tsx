/** /events (Events & Media) and /gallery (the cover images of published events and media). */
import { Card, CardContent, CardMedia, Grid, ImageList, ImageListItem, Link, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../format/format';
import { usePublicList } from '../../public/publicApi';
import { QueryState } from '../../public/QueryState';
import { usePageMeta } from '../../seo/usePageMeta';

interface EventRow {
  id: number;
  title: string;
  kind: string;
  description: string | null;
  event_date: string | null;
  location: string | null;
  cover_image: string | null;
  link_url: string | null;
}

const useEvents = () => usePublicList<EventRow>('cms-events', { sort: ['event_date', 'DESC'], perPage: 60 });

export const EventsPage = () => {
  const { t } = useTranslation();
  usePageMeta({ title: t('site.events') });
  const events = useEvents();
  return (
    <Stack spacing={3}>
      <Typography variant="h3" component="h1">
        {t('site.events')}
      </Typography>
      <QueryState query={events}>
        {(rows) =>
          rows.length === 0 ? (
            <Typography>{t('site.noEvents')}</Typography>
          ) : (
            <Grid container spacing={2}>
              {rows.map((e) => (
                <Grid key={e.id} size={{ xs: 12, sm: 6, md: 4 }}>
                  <Card variant="outlined" sx={{ height: '100%' }}>
                    {e.cover_image && <CardMedia component="img" height="160" image={e.cover_image} alt="" />}
                    <CardContent>
                      <Typography variant="h6" component="h2">
                        {e.link_url ? (
                          <Link href={e.link_url} target="_blank" rel="noopener">
                            {e.title}
                          </Link>
                        ) : (
                          e.title
                        )}
                      </Typography>
                      <Typography variant="caption" color="text.secondary">
                        {[e.event_date ? formatDate(e.event_date) : null, e.location].filter(Boolean).join(' · ')}
                      </Typography>
                      {e.description && <Typography variant="body2">{e.description}</Typography>}
                    </CardContent>
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

export const GalleryPage = () => {
  const { t } = useTranslation();
  usePageMeta({ title: t('site.gallery') });
  const events = useEvents();
  return (
    <Stack spacing={3}>
      <Typography variant="h3" component="h1">
        {t('site.gallery')}
      </Typography>
      <QueryState query={events}>
        {(rows) => {
          const pictures = rows.filter((e) => e.cover_image);
          return pictures.length === 0 ? (
            <Typography>{t('site.noGallery')}</Typography>
          ) : (
            <ImageList
              variant="masonry"
              cols={3}
              gap={8}
              sx={{ columnCount: { xs: '1 !important', sm: '2 !important', md: '3 !important' } }}
            >
              {pictures.map((e) => (
                <ImageListItem key={e.id}>
                  <img src={e.cover_image!} alt={e.title} loading="lazy" />
                </ImageListItem>
              ))}
            </ImageList>
          );
        }}
      </QueryState>
    </Stack>
  );
};
