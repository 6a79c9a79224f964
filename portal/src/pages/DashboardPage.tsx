/**
 * /dashboard: what the member holds — businesses (with the active one), and the places later parts
 * of the product fill (reported defaulters, credit reports, plan, wallet) with honest empty states.
 */
import { reportViewLink } from '@bakaya/api/contracts';
import { Alert, Button, Card, CardContent, Grid, Link, Skeleton, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatDate, formatInr } from '../format/format';
import { useActiveBusiness, useMyBusinesses } from '../member/memberApi';
import { useWallet } from './money/moneyApi';
import { useCirReports } from './cir/cirApi';
import { usePageMeta } from '../seo/usePageMeta';
import { useSession } from '../session/sessionStore';
import { PageHeading } from '../layout/PageHeading';

const Tile = ({ title, children }: { title: string; children: ReactNode }) => (
  <Card variant="outlined" sx={{ height: '100%' }}>
    <CardContent>
      <Typography variant="h6" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

const DashboardPage = () => {
  const { t } = useTranslation();
  const session = useSession()!;
  const businesses = useMyBusinesses();
  const active = useActiveBusiness();
  const wallet = useWallet();
  const cirs = useCirReports();
  usePageMeta({ title: t('dashboard.title'), robots: 'noindex, nofollow' });
  return (
    <Stack spacing={3}>
      <PageHeading title={t('dashboard.hello', { name: session.user.name })} intro={t('dashboard.intro')} />
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <Tile title={t('dashboard.businesses')}>
            {businesses.isPending && <Skeleton height={60} />}
            {businesses.isError && <Alert severity="error">{t('common.loadFailed')}</Alert>}
            {businesses.data?.length === 0 && <Typography color="text.secondary">{t('dashboard.noBusinesses')}</Typography>}
            {!!businesses.data?.length && (
              <Stack spacing={0.5} sx={{ mb: 1 }}>
                {businesses.data.slice(0, 5).map((b) => (
                  <Typography key={b.id}>
                    {b.trade_name}{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      · {b.gstin}
                    </Typography>
                    {active.data?.business?.id === b.id && (
                      <Typography component="span" variant="body2" color="success.main">
                        {' '}
                        · {t('dashboard.active')}
                      </Typography>
                    )}
                  </Typography>
                ))}
              </Stack>
            )}
            <Button component={RouterLink} to="/business-dashboard" variant={businesses.data?.length ? 'text' : 'contained'} sx={{ mt: 1 }}>
              {businesses.data?.length ? t('dashboard.manage') : t('dashboard.addBusiness')}
            </Button>
          </Tile>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Tile title={t('dashboard.wallet')}>
            <Typography variant="h5" component="p">
              {formatInr(wallet.data?.balance ?? session.user.wallet_balance ?? '0')}
            </Typography>
            <Button component={RouterLink} to="/wallet" sx={{ mt: 1 }}>
              {t('dashboard.walletLink')}
            </Button>
          </Tile>
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Tile title={t('dashboard.plan')}>
            <Typography color="text.secondary">{t('dashboard.noPlan')}</Typography>
            <Button component={RouterLink} to="/subscription" sx={{ mt: 1 }}>
              {t('dashboard.seePlans')}
            </Button>
          </Tile>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Tile title={t('dashboard.cases')}>
            <Typography color="text.secondary">{t('dashboard.noCases')}</Typography>
          </Tile>
        </Grid>
        <Grid size={{ xs: 12, md: 6 }}>
          <Tile title={t('dashboard.cirs')}>
            {cirs.data?.length ? (
              <Stack spacing={0.5}>
                {cirs.data.slice(0, 3).map((r) => (
                  <Typography key={r.id}>
                    <Link component={RouterLink} to={reportViewLink(r.id)}>
                      {r.subject_name ?? r.subject_gstin}
                    </Link>{' '}
                    <Typography component="span" variant="body2" color="text.secondary">
                      · {r.score ?? t('dashboard.cirNoHistory')} · {formatDate(r.generated_at)}
                    </Typography>
                  </Typography>
                ))}
              </Stack>
            ) : (
              <Typography color="text.secondary">{t('dashboard.noCirs')}</Typography>
            )}
            <Button component={RouterLink} to="/cir-report" sx={{ mt: 1 }}>
              {t('dashboard.cirLink')}
            </Button>
          </Tile>
        </Grid>
      </Grid>
    </Stack>
  );
};

export default DashboardPage;
