/**
 * The revenue charts (@mui/x-charts, loaded only with this screen): taxable value by month stacked
 * by plan, and GST by month. Axis ticks use short ₹ units (₹2.5L, ₹1.2Cr); tooltips give the exact
 * ₹ amounts; the table below the charts has every figure as text.
 */
import { Card, CardContent, Grid, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import type { RevenueData } from '@bakaya/api/contracts';
import type { ReactNode } from 'react';
import { axisInr, inr, monthLabel } from '../dashboard/dashboardModel';
import { gstByMonth, shortMonth, taxableByPlan } from './revenueModel';

const HEIGHT = 320;
/** Month ticks: "Nov '26" on the axis, 'Nov 2026' in the tooltip. */
const monthAxis = (months: string[]) => ({
  scaleType: 'band' as const,
  data: months,
  valueFormatter: (m: string, ctx: { location: string }) => (ctx.location === 'tick' ? shortMonth(m) : monthLabel(m)),
  tickLabelStyle: { fontSize: 11 },
});
const moneyAxis = { valueFormatter: (v: number) => axisInr(v), width: 64, tickLabelStyle: { fontSize: 11 } };
const money = (v: number | null) => inr(v ?? 0);

const ChartCard = ({ id, title, summary, children }: { id: string; title: string; summary: string; children: ReactNode }) => (
  <Card variant="outlined" component="section" aria-labelledby={`${id}-title`} sx={{ height: '100%' }}>
    <CardContent>
      <Typography id={`${id}-title`} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
        {title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {summary}
      </Typography>
      {children}
    </CardContent>
  </Card>
);

export const RevenueCharts = ({ data }: { data: RevenueData }) => {
  const months = data.months.map((m) => m.month);
  const plans = taxableByPlan(data);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, lg: 8 }}>
        <ChartCard
          id="revenue-taxable"
          title="Taxable revenue by month and plan"
          summary="Fee after discounts, before GST, by month of payment (IST)."
        >
          <BarChart
            height={HEIGHT}
            xAxis={[monthAxis(months)]}
            yAxis={[moneyAxis]}
            series={plans.map((p) => ({ ...p, stack: 'taxable', valueFormatter: money }))}
            margin={{ left: 4, right: 8 }}
            slotProps={{ legend: { direction: 'horizontal', position: { vertical: 'top', horizontal: 'start' } } }}
          />
        </ChartCard>
      </Grid>
      <Grid size={{ xs: 12, lg: 4 }}>
        <ChartCard id="revenue-gst" title="GST by month" summary="CGST + SGST or IGST collected on those orders.">
          <BarChart
            height={HEIGHT}
            xAxis={[monthAxis(months)]}
            yAxis={[moneyAxis]}
            series={[{ id: 'gst', label: 'GST', data: gstByMonth(data), valueFormatter: money, color: '#ef6c00' }]}
            margin={{ left: 4, right: 8 }}
            hideLegend
          />
        </ChartCard>
      </Grid>
    </Grid>
  );
};
