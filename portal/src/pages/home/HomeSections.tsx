/**
 * The home page's sections, all from the CMS the back office edits (nothing hard-coded that the CMS
 * holds): banners, key features, journey, benefits, testimonials, sponsors and team. A section with
 * no published items is left out.
 */
import { Avatar, Box, Card, CardContent, Grid, Rating, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePublicList } from '../../public/publicApi';

type Row = Record<string, string | number | null> & { id: number };

function Section({ title, resource, children }: { title: string; resource: string; children: (rows: Row[]) => ReactNode }) {
  const rows = usePublicList<Row>(resource, { sort: ['sort_order', 'ASC'], perPage: 24 });
  if (!rows.data?.length) return null;
  return (
    <Box component="section" sx={{ py: 4 }} aria-label={title}>
      <Typography variant="h4" component="h2" sx={{ mb: 2, fontSize: { xs: '1.6rem', md: '2rem' } }}>
        {title}
      </Typography>
      {children(rows.data)}
    </Box>
  );
}

const text = (v: unknown) => (v == null ? '' : String(v));

const CardGrid = ({ rows, render }: { rows: Row[]; render: (r: Row) => ReactNode }) => (
  <Grid container spacing={2}>
    {rows.map((r) => (
      <Grid key={r.id} size={{ xs: 12, sm: 6, md: 4 }}>
        <Card variant="outlined" sx={{ height: '100%' }}>
          <CardContent>{render(r)}</CardContent>
        </Card>
      </Grid>
    ))}
  </Grid>
);

const titled = (r: Row) => (
  <>
    <Typography variant="h6" component="h3">
      {text(r.title)}
    </Typography>
    <Typography variant="body2" color="text.secondary">
      {text(r.description)}
    </Typography>
  </>
);

export const HomeBanners = () => {
  const banners = usePublicList<Row>('cms-banners', { sort: ['sort_order', 'ASC'], filter: { placement: 'home' } });
  const first = banners.data?.[0];
  if (!first?.image) return null;
  return (
    <Box
      component="img"
      src={text(first.image)}
      alt={text(first.title)}
      sx={{ width: '100%', maxHeight: 320, objectFit: 'cover', borderRadius: 2, mb: 2 }}
    />
  );
};

export const HomeSections = () => {
  const { t } = useTranslation();
  return (
    <>
      <Section title={t('home.features')} resource="cms-key-features">
        {(rows) => <CardGrid rows={rows} render={titled} />}
      </Section>
      <Section title={t('home.journey')} resource="cms-journey-entries">
        {(rows) => (
          <Stack component="ol" spacing={1.5} sx={{ pl: 3 }}>
            {rows.map((r) => (
              <li key={r.id}>
                <Typography component="span" sx={{ fontWeight: 600 }}>
                  {r.year ? `${text(r.year)} — ` : ''}
                  {text(r.title)}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {text(r.description)}
                </Typography>
              </li>
            ))}
          </Stack>
        )}
      </Section>
      <Section title={t('home.benefits')} resource="cms-benefits">
        {(rows) => <CardGrid rows={rows} render={titled} />}
      </Section>
      <Section title={t('home.testimonials')} resource="cms-testimonials">
        {(rows) => (
          <CardGrid
            rows={rows}
            render={(r) => (
              <>
                {r.rating ? <Rating value={Number(r.rating)} readOnly size="small" /> : null}
                <Typography sx={{ my: 1 }}>“{text(r.message)}”</Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {text(r.name)}
                </Typography>
                <Typography variant="caption" color="text.secondary">
                  {[r.designation, r.company].filter(Boolean).join(', ')}
                </Typography>
              </>
            )}
          />
        )}
      </Section>
      <Section title={t('home.sponsors')} resource="cms-sponsors">
        {(rows) => (
          <Stack direction="row" spacing={3} sx={{ flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            {rows.map((r) =>
              r.logo ? (
                <Box
                  key={r.id}
                  component="img"
                  src={text(r.logo)}
                  alt={text(r.name)}
                  sx={{ height: 48, maxWidth: 160, objectFit: 'contain' }}
                />
              ) : (
                <Typography key={r.id} sx={{ fontWeight: 600 }}>
                  {text(r.name)}
                </Typography>
              ),
            )}
          </Stack>
        )}
      </Section>
      <Section title={t('home.team')} resource="cms-team-members">
        {(rows) => (
          <CardGrid
            rows={rows}
            render={(r) => (
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
                <Avatar src={text(r.photo) || undefined} alt="">
                  {text(r.name).slice(0, 1)}
                </Avatar>
                <div>
                  <Typography sx={{ fontWeight: 600 }}>{text(r.name)}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {text(r.designation)}
                  </Typography>
                </div>
              </Stack>
            )}
          />
        )}
      </Section>
    </>
  );
};
