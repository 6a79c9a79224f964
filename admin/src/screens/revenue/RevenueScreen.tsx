/**
 * Revenue (issue 9 §6 "revenue by month and plan (charts)"; Invoices → listView): a period (by
 * default the last 12 IST months), the period's totals, taxable value by month stacked by plan,
 * GST by month, and the same figures month by month in a table. One call to data/revenue-data.
 */
import RefreshIcon from '@mui/icons-material/Refresh';
import InsightsIcon from '@mui/icons-material/Insights';
import { Alert, Box, Button, Card, CardContent, Grid, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { Title } from 'react-admin';
import { requestMessage } from '../../files/requestMessage';
import { formatDay } from '../../format/display';
import { PeriodPickers } from '../../inputs/PeriodPickers';
import type { CustomScreenProps } from '../screenTypes';
import { RevenueCharts } from './RevenueCharts';
import { defaultRevenuePeriod, hasRevenue, revenuePeriodProblems, type RevenuePeriod } from './revenueModel';
import { RevenueTable } from './RevenueTable';
import { RevenueTotals } from './RevenueTotals';
import { useRevenue } from './useRevenue';

const LoadingState = () => (
  <Box aria-busy="true" aria-label="Loading the revenue figures" sx={{ display: 'grid', gap: 2 }}>
    <Grid container spacing={2}>
      {Array.from({ length: 5 }, (_, i) => (
        <Grid key={i} size={{ xs: 12, sm: 6, md: 4, lg: 'grow' }}>
          <Skeleton variant="rounded" height={104} />
        </Grid>
      ))}
    </Grid>
    <Skeleton variant="rounded" height={380} />
  </Box>
);

const EmptyState = ({ period }: { period: RevenuePeriod }) => (
  <Card variant="outlined">
    <CardContent sx={{ textAlign: 'center', py: 5 }}>
      <InsightsIcon color="disabled" sx={{ fontSize: 48 }} aria-hidden="true" />
      <Typography variant="h6" component="h2" gutterBottom>
        No paid orders in this period
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ maxWidth: 480, mx: 'auto' }}>
        Nothing was paid between {formatDay(period.from)} and {formatDay(period.to)}. Choose a longer period to see earlier months; revenue
        appears here as soon as a member&apos;s payment is confirmed.
      </Typography>
    </CardContent>
  </Card>
);

const RevenueScreen = ({ route }: CustomScreenProps) => {
  const [period, setPeriod] = useState<RevenuePeriod>(() => defaultRevenuePeriod());
  const problems = revenuePeriodProblems(period);
  const valid = Object.keys(problems).length === 0;
  const { data, isPending, isFetching, error, refetch } = useRevenue(period, valid);
  return (
    <Box sx={{ mt: 1, mb: 3, display: 'grid', gap: 2, minWidth: 0 }}>
      <Title title={route.title} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', justifyContent: 'space-between', gap: 2 }}>
        <Box>
          <Typography variant="h5" component="h1">
            {route.title}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Paid orders by month of payment (IST) and plan.
          </Typography>
        </Box>
        <Box
          component="form"
          noValidate
          aria-label="Period"
          sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}
          onSubmit={(e) => e.preventDefault()}
        >
          <PeriodPickers period={period} onChange={setPeriod} problems={problems} />
        </Box>
      </Box>
      {error ? (
        <Alert
          severity="warning"
          action={
            <Button color="inherit" size="small" startIcon={<RefreshIcon />} onClick={() => void refetch()}>
              Try again
            </Button>
          }
        >
          {requestMessage(error, 'We could not load the revenue figures just now. Please try again in a moment.')}
        </Alert>
      ) : !valid && !data ? null : isPending || !data ? (
        <LoadingState />
      ) : !hasRevenue(data) ? (
        <EmptyState period={data} />
      ) : (
        <Box sx={{ display: 'grid', gap: 2, opacity: isFetching ? 0.6 : 1, transition: 'opacity 150ms' }} aria-busy={isFetching}>
          <RevenueTotals totals={data.totals} />
          <RevenueCharts data={data} />
          <RevenueTable data={data} />
        </Box>
      )}
    </Box>
  );
};

export default RevenueScreen;
