/**
 * /subscription: the public plan list (active plans with a published version in effect), prices in ₹
 * (en-IN). A signed-in member's "Choose" opens checkout for that plan (?plan={id}); a visitor signs in
 * first. /subscription/renew/{businessId} is the same page with that business chosen in checkout.
 */
import { Alert, Button, Card, CardActions, CardContent, Grid, Stack, Typography } from '@mui/material';
import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router-dom';
import { toPaise } from '@bakaya/api/validation';
import { formatInr } from '../../format/format';
import { usePublicList } from '../../public/publicApi';
import { QueryState } from '../../public/QueryState';
import { usePageMeta } from '../../seo/usePageMeta';
import { useSession } from '../../session/sessionStore';
import { PageHeading } from '../../layout/PageHeading';

interface Plan {
  id: number;
  name: string;
  slug: string;
  description: string | null;
  fee: string;
  duration_value: number;
  duration_unit: 'months' | 'years';
  free_businesses: number | null;
  free_cirs: number | null;
  cir_fee: string | null;
  report_defaulter_fee: string | null;
  igst_percent: string | null;
}

const CheckoutPanel = lazy(() => import('../money/CheckoutPanel'));

const SubscriptionPage = () => {
  const { t } = useTranslation();
  const session = useSession();
  const { businessId } = useParams();
  const [search, setSearch] = useSearchParams();
  usePageMeta({ title: t('site.plans'), description: t('site.plansIntro') });
  const plans = usePublicList<Plan>('membership-plans', { sort: ['fee', 'ASC'] });
  const chosenId = session ? Number(search.get('plan')) || 0 : 0;
  const choose = (id: number | null) =>
    setSearch(
      (prev) => {
        const next = new URLSearchParams(prev);
        if (id) next.set('plan', String(id));
        else next.delete('plan');
        return next;
      },
      { replace: !id },
    );
  return (
    <Stack spacing={3}>
      <PageHeading title={t('site.plans')} intro={t('site.plansIntro')} large />
      <QueryState query={plans}>
        {(rows) => {
          const chosen = rows.find((p) => p.id === chosenId);
          return rows.length === 0 ? (
            <Typography>{t('site.noPlans')}</Typography>
          ) : (
            <>
              {chosenId > 0 && !chosen && <Alert severity="warning">{t('money.planGone')}</Alert>}
              {chosen && (
                <Suspense fallback={null}>
                  <CheckoutPanel
                    key={chosen.id}
                    planId={chosen.id}
                    planName={chosen.name}
                    businessId={Number(businessId) || undefined}
                    onChangePlan={() => choose(null)}
                  />
                </Suspense>
              )}
              <Grid container spacing={2}>
                {rows.map((p) => (
                  <Grid key={p.id} size={{ xs: 12, sm: 6, md: 4 }}>
                    <Card variant="outlined" sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}>
                      <CardContent sx={{ flexGrow: 1 }}>
                        <Typography variant="h5" component="h2">
                          {p.name}
                        </Typography>
                        <Typography variant="h4" component="p" sx={{ my: 1, fontWeight: 700 }}>
                          {formatInr(p.fee)}
                        </Typography>
                        <Typography color="text.secondary">
                          {t('site.perDuration', { count: p.duration_value, unit: t(`site.units.${p.duration_unit}`) })}
                        </Typography>
                        {p.description && <Typography sx={{ mt: 1 }}>{p.description}</Typography>}
                        <Stack component="ul" spacing={0.5} sx={{ pl: 2, mt: 1 }}>
                          {!!p.free_businesses && <li>{t('site.freeBusinesses', { count: p.free_businesses })}</li>}
                          {!!p.free_cirs && <li>{t('site.freeCirs', { count: p.free_cirs })}</li>}
                          {p.cir_fee && <li>{t('site.cirFee', { fee: formatInr(p.cir_fee) })}</li>}
                          {p.report_defaulter_fee && (
                            <li>
                              {toPaise(p.report_defaulter_fee) === 0
                                ? t('site.reportFree')
                                : t('site.reportFee', { fee: formatInr(p.report_defaulter_fee) })}
                            </li>
                          )}
                          {p.igst_percent && Number(p.igst_percent) > 0 && <li>{t('site.gst', { percent: p.igst_percent })}</li>}
                        </Stack>
                      </CardContent>
                      <CardActions>
                        {!session ? (
                          <Button variant="contained" component={RouterLink} to="/login" state={{ from: `/subscription?plan=${p.id}` }}>
                            {t('site.choose')}
                          </Button>
                        ) : p.id === chosenId ? (
                          <Button variant="outlined" disabled>
                            {t('money.selected')}
                          </Button>
                        ) : (
                          <Button variant="contained" onClick={() => choose(p.id)}>
                            {t('site.choose')}
                          </Button>
                        )}
                      </CardActions>
                    </Card>
                  </Grid>
                ))}
              </Grid>
            </>
          );
        }}
      </QueryState>
    </Stack>
  );
};

export default SubscriptionPage;
