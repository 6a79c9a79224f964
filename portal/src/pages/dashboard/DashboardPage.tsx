/**
 * /dashboard (issue 21 §2): what needs the member first, then their businesses, plan, wallet, the
 * defaulters they reported, claims against their businesses, open settlements with whose step is next,
 * and recent credit reports. Every fact comes from GET /api/member/dashboard (or the businesses list);
 * nothing is stated without asking.
 */
import './texts/memberAreaTexts';
import { Alert, Button, Grid, Skeleton, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { formatInr } from '../../format/format';
import { PageHeading } from '../../layout/PageHeading';
import { useActiveBusiness, useMyBusinesses } from '../../member/memberApi';
import { usePageMeta } from '../../seo/usePageMeta';
import { useSession } from '../../session/sessionStore';
import { ActionList } from './ActionList';
import { CasesTile, CirTile, ClaimsTile, PlanTile, SettlementsTile } from './DashboardTiles';
import { useMemberDashboard } from './memberDashboardApi';
import { Tile } from './Tile';

const BusinessesTile = () => {
  const { t } = useTranslation();
  const businesses = useMyBusinesses();
  const active = useActiveBusiness();
  return (
    <Tile
      title={t('dashboard.businesses')}
      actions={
        <Button component={RouterLink} to="/business-dashboard" variant={businesses.data?.length ? 'text' : 'contained'}>
          {businesses.data?.length ? t('dashboard.manage') : t('dashboard.addBusiness')}
        </Button>
      }
    >
      {businesses.isPending && <Skeleton height={60} />}
      {businesses.isError && <Alert severity="error">{t('common.loadFailed')}</Alert>}
      {businesses.data?.length === 0 && <Typography color="text.secondary">{t('dashboard.noBusinesses')}</Typography>}
      {!!businesses.data?.length && (
        <Stack spacing={0.5}>
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
    </Tile>
  );
};

const DashboardPage = () => {
  const { t } = useTranslation();
  const session = useSession()!;
  const dashboard = useMemberDashboard();
  usePageMeta({ title: t('dashboard.title'), robots: 'noindex, nofollow' });
  const d = dashboard.data;
  return (
    <Stack spacing={3}>
      <PageHeading title={t('dashboard.hello', { name: session.user.name })} intro={t('dashboard.intro')} />
      {dashboard.isError && <Alert severity="error">{t('common.loadFailed')}</Alert>}
      <section aria-labelledby="needs-action">
        <Typography id="needs-action" variant="h6" component="h2" gutterBottom>
          {t('memberArea.needsAction')}
        </Typography>
        {d ? <ActionList actions={d.actions} /> : !dashboard.isError && <Skeleton height={56} />}
      </section>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 6 }}>
          <BusinessesTile />
        </Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>{d ? <PlanTile d={d} /> : <Skeleton variant="rounded" height={160} />}</Grid>
        <Grid size={{ xs: 12, sm: 6, md: 3 }}>
          <Tile
            title={t('dashboard.wallet')}
            actions={
              <Button component={RouterLink} to="/wallet">
                {t('dashboard.walletLink')}
              </Button>
            }
          >
            {d ? (
              <Typography variant="h5" component="p">
                {formatInr(d.wallet_balance)}
              </Typography>
            ) : (
              <Skeleton height={40} />
            )}
          </Tile>
        </Grid>
        {d && (
          <>
            <Grid size={{ xs: 12, md: 6 }}>
              <CasesTile d={d} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <ClaimsTile d={d} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <SettlementsTile d={d} />
            </Grid>
            <Grid size={{ xs: 12, md: 6 }}>
              <CirTile d={d} />
            </Grid>
          </>
        )}
      </Grid>
    </Stack>
  );
};

export default DashboardPage;
