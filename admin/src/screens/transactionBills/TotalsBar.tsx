/** Totals between the two businesses: transactions, amount, advance paid, balance. */
import { Box, Paper, Typography } from '@mui/material';
import { formatMoney } from '../../format/display';
import type { totals } from './transactionBillsModel';

const Figure = ({ label, value, strong }: { label: string; value: string; strong?: boolean }) => (
  <Box>
    <Typography variant="caption" color="text.secondary">
      {label}
    </Typography>
    <Typography variant={strong ? 'h6' : 'subtitle1'} sx={{ fontVariantNumeric: 'tabular-nums', fontWeight: strong ? 700 : 500 }}>
      {value}
    </Typography>
  </Box>
);

export const TotalsBar = ({ sum }: { sum: ReturnType<typeof totals> }) => (
  <Paper
    variant="outlined"
    sx={{ p: 2, display: 'flex', flexWrap: 'wrap', gap: { xs: 2, md: 5 } }}
    aria-label="Totals between the two businesses"
  >
    <Figure label="Transactions" value={sum.count.toLocaleString('en-IN')} />
    <Figure label="Amount" value={formatMoney(sum.amount)} />
    <Figure label="Advance paid" value={formatMoney(sum.advance_paid)} />
    <Figure label="Balance" value={formatMoney(sum.balance)} strong />
  </Paper>
);
