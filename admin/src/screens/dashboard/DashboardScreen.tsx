/**
 * The back-office dashboard (/admin/dashboard, allowed for every admin — spec §6): headline
 * figures, cases by status in their spec colours, amounts, and 12-month charts, all from one call
 * to GET /api/admin/dashboard. Figures link to their lists where the role may open them.
 */
import RefreshIcon from '@mui/icons-material/Refresh';
import { Alert, Box, Button, Grid, Skeleton, Typography } from '@mui/material';
import { Title } from 'react-admin';
import type { DashboardSummary } from '@bakaya/api/contracts';
import { formatDateTime } from '../../format/display';
import { canAccess } from '../../providers/canAccess';
import { readSession } from '../../providers/session';
import { resourceByName } from '../../registry/resourceIndex';
import type { CustomScreenProps } from '../screenTypes';
import { AmountsCard } from './AmountsCard';
import { CasesByStatus } from './CasesByStatus';
import { DashboardCharts } from './DashboardCharts';
import { formatCount, inr } from './dashboardModel';
import { StatCard, type StatCardProps } from './StatCard';
import { useDashboard } from './useDashboard';

/** The list a figure opens, when the signed-in role may see it. */
function listPath(resource: string): string | undefined {
  const def = resourceByName(resource);
  return def && canAccess(readSession()?.user, { resource: def.route, action: 'list' }) ? `/${def.route}` : undefined;
}

function headlineCards(d: DashboardSummary): StatCardProps[] {
  return [
    {
      label: 'Customers',
      value: formatCount(d.customers.total),
      hint: `${formatCount(d.customers.active)} active · ${formatCount(d.customers.new_this_month)} new this month`,
      to: listPath('customers'),
    },
    {
      label: 'Businesses',
      value: formatCount(d.businesses.total),
      hint: `${formatCount(d.businesses.gst_verified)} GST-verified · ${formatCount(d.businesses.new_this_month)} new this month`,
      to: listPath('businesses'),
    },
    {
      label: 'Defaulter cases',
      value: formatCount(d.defaulter_cases.total),
      hint: `${formatCount(d.defaulter_cases.new_this_month)} reported this month`,
      to: listPath('defaulter-cases'),
    },
    {
      label: 'Revenue this month',
      value: inr(d.revenue.this_month),
      hint: `${inr(d.revenue.all_time)} all time · ${formatCount(d.revenue.paid_orders)} paid orders`,
      to: listPath('orders'),
    },
    {
      label: 'CIRs generated',
      value: formatCount(d.cir_reports.generated),
      hint: `${formatCount(d.cir_reports.generated_this_month)} this month`,
      to: listPath('cir-reports'),
    },
    {
      label: 'Pending settlement requests',
      value: formatCount(d.settlement_requests.pending),
      hint: 'Initialised or in progress',
      to: listPath('settlement-requests'),
    },
  ];
}

const LoadingState = () => (
  <Box aria-busy="true" aria-label="Loading the dashboard">
    <Grid container spacing={2}>
      {Array.from({ length: 6 }, (_, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, md: 4, xl: 2 }}>
          <Skeleton variant="rounded" height={112} />
        </Grid>
      ))}
      <Grid size={{ xs: 12, md: 6 }}>
        <Skeleton variant="rounded" height={300} />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <Skeleton variant="rounded" height={300} />
      </Grid>
    </Grid>
  </Box>
);

const ErrorState = ({ message, retry }: { message?: string; retry: () => void }) => (
  <Alert
    severity="warning"
    action={
      <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={retry}>
        Try again
      </Button>
    }
  >
    We could not load the dashboard figures just now{message ? ` (${message})` : ''}. Your data is safe; please try again in a moment.
  </Alert>
);

const DashboardScreen = ({ route }: CustomScreenProps) => {
  const { data, isPending, error, refetch } = useDashboard();
  const name = readSession()?.user?.name;
  return (
    <Box sx={{ mt: 1, mb: 3 }}>
      <Title title={route.title} />
      <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', flexWrap: 'wrap', gap: 1, mb: 2 }}>
        <Typography variant="h5" component="h1">
          {name ? `Welcome, ${name}` : 'Dashboard'}
        </Typography>
        {data && (
          <Typography variant="body2" color="text.secondary">
            Figures as of {formatDateTime(data.generated_at)} IST
          </Typography>
        )}
      </Box>
      {isPending ? (
        <LoadingState />
      ) : error || !data ? (
        <ErrorState message={(error as Error | null)?.message} retry={() => void refetch()} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2 }}>
          <Grid container spacing={2}>
            {headlineCards(data).map((c) => (
              <Grid key={c.label} size={{ xs: 12, sm: 6, md: 4, xl: 2 }}>
                <StatCard {...c} />
              </Grid>
            ))}
          </Grid>
          <Grid container spacing={2}>
            <Grid size={{ xs: 12, md: 7 }}>
              <CasesByStatus
                rows={data.defaulter_cases.by_status}
                total={data.defaulter_cases.total}
                linked={!!listPath('defaulter-cases')}
              />
            </Grid>
            <Grid size={{ xs: 12, md: 5 }}>
              <AmountsCard amounts={data.amounts} />
            </Grid>
          </Grid>
          <DashboardCharts series={data.series} />
        </Box>
      )}
    </Box>
  );
};

export default DashboardScreen;
