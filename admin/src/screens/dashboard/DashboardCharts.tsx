/** The three 12-month charts: cases reported, amount reported vs settled, and revenue. */
import { Grid } from '@mui/material';
import type { DashboardSeriesPoint } from '@bakaya/api/contracts';
import { BarChart } from './BarChart';
import type { ChartSeries } from './chartGeometry';
import { axisInr, formatCount, inr, monthLabel, sumAmounts, toNumber } from './dashboardModel';
import { LineChart } from './LineChart';

const money = (
  name: string,
  colour: string,
  points: readonly DashboardSeriesPoint[],
  pick: (p: DashboardSeriesPoint) => string,
): ChartSeries => ({ name, colour, values: points.map((p) => toNumber(pick(p))), texts: points.map((p) => inr(pick(p))) });

export const DashboardCharts = ({ series }: { series: readonly DashboardSeriesPoint[] }) => {
  const months = series.map((p) => p.month);
  const span = months.length ? `${monthLabel(months[0]!)} to ${monthLabel(months[months.length - 1]!)}` : 'the last 12 months';
  const cases: ChartSeries = {
    name: 'Cases reported',
    colour: '#1a4f8b',
    values: series.map((p) => p.cases_reported),
    texts: series.map((p) => formatCount(p.cases_reported)),
  };
  const totalCases = series.reduce((s, p) => s + p.cases_reported, 0);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 6 }}>
        <BarChart
          id="chart-cases"
          title="Cases reported"
          summary={`${formatCount(totalCases)} cases reported from ${span}.`}
          months={months}
          series={[cases]}
          valueTitle="Cases"
          formatTick={formatCount}
          whole
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <BarChart
          id="chart-amounts"
          title="Amount reported vs settled"
          summary={`${inr(sumAmounts(series.map((p) => p.amount_reported)))} reported on new cases and ${inr(sumAmounts(series.map((p) => p.amount_settled)))} settled from ${span}.`}
          months={months}
          valueTitle="Amount (₹)"
          formatTick={axisInr}
          series={[
            money('Reported', '#1a4f8b', series, (p) => p.amount_reported),
            money('Settled', '#2e7d32', series, (p) => p.amount_settled),
          ]}
        />
      </Grid>
      <Grid size={{ xs: 12, lg: 6 }}>
        <LineChart
          id="chart-revenue"
          title="Revenue"
          summary={`${inr(sumAmounts(series.map((p) => p.revenue)))} from paid orders, ${span}.`}
          months={months}
          valueTitle="Revenue (₹)"
          formatTick={axisInr}
          series={[money('Revenue', '#c2571a', series, (p) => p.revenue)]}
        />
      </Grid>
    </Grid>
  );
};
