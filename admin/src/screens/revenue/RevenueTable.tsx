/** Every month of the period with its orders, taxable value, GST, discounts and total, and the period's totals. */
import { Card, Table, TableBody, TableCell, TableContainer, TableFooter, TableHead, TableRow, Typography } from '@mui/material';
import type { RevenueData, RevenueFigures } from '@bakaya/api/contracts';
import { formatCount, inr, monthLabel } from '../dashboard/dashboardModel';

const AMOUNTS = [
  ['taxable', 'Taxable'],
  ['gst', 'GST'],
  ['discount', 'Discount'],
  ['total', 'Total'],
] as const;

const num = { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' } as const;
/** The month stays in view while a phone scrolls the figures sideways. */
const monthCell = { whiteSpace: 'nowrap', position: 'sticky', left: 0, zIndex: 1, bgcolor: 'background.paper' } as const;

const Figures = ({ f }: { f: RevenueFigures }) => (
  <>
    <TableCell align="right" sx={num}>
      {formatCount(f.orders)}
    </TableCell>
    {AMOUNTS.map(([key]) => (
      <TableCell key={key} align="right" sx={num}>
        {inr(f[key])}
      </TableCell>
    ))}
  </>
);

export const RevenueTable = ({ data }: { data: RevenueData }) => (
  <Card variant="outlined" component="section" aria-labelledby="revenue-table-title">
    <Typography id="revenue-table-title" variant="subtitle1" component="h2" sx={{ fontWeight: 600, px: 2, pt: 2 }}>
      Month by month
    </Typography>
    <TableContainer>
      <Table size="small" aria-labelledby="revenue-table-title">
        <TableHead>
          <TableRow>
            <TableCell sx={monthCell}>Month</TableCell>
            <TableCell align="right">Orders</TableCell>
            {AMOUNTS.map(([key, label]) => (
              <TableCell key={key} align="right">
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {data.months.map((m) => (
            <TableRow key={m.month} hover>
              <TableCell component="th" scope="row" sx={monthCell}>
                {monthLabel(m.month)}
              </TableCell>
              <Figures f={m} />
            </TableRow>
          ))}
        </TableBody>
        <TableFooter>
          <TableRow
            data-testid="revenue-totals-row"
            sx={{ '& td, & th': { fontWeight: 600, color: 'text.primary', fontSize: '0.875rem' } }}
          >
            <TableCell component="th" scope="row" sx={monthCell}>
              Total
            </TableCell>
            <Figures f={data.totals} />
          </TableRow>
        </TableFooter>
      </Table>
    </TableContainer>
  </Card>
);
