/** The period's totals as five headline cards: orders, taxable value, GST, discounts and the total paid. */
import { Grid } from '@mui/material';
import type { RevenueFigures } from '@bakaya/api/contracts';
import { formatCount, inr } from '../dashboard/dashboardModel';
import { StatCard } from '../dashboard/StatCard';

export const RevenueTotals = ({ totals }: { totals: RevenueFigures }) => {
  const cards = [
    { label: 'Paid orders', value: formatCount(totals.orders) },
    { label: 'Taxable value', value: inr(totals.taxable), hint: 'After discounts, before GST' },
    { label: 'GST', value: inr(totals.gst) },
    { label: 'Discounts', value: inr(totals.discount), hint: 'Promo codes and referral discounts' },
    { label: 'Total', value: inr(totals.total), hint: 'Taxable value + GST' },
  ];
  return (
    <Grid container spacing={2} component="section" aria-label="Totals of the period">
      {cards.map((c) => (
        <Grid key={c.label} size={{ xs: 12, sm: 6, md: 4, lg: 'grow' }}>
          <StatCard {...c} />
        </Grid>
      ))}
    </Grid>
  );
};
