/**
 * What has been paid out against the request (settlement-payment-details): the total paid against
 * the request amount, then each payment — amount, UTR, paid on, method.
 */
import { Alert, Box, Card, CardContent, LinearProgress, Skeleton, Typography } from '@mui/material';
import { useGetList, type Identifier } from 'react-admin';
import { resourceByName } from '../../registry/resourceIndex';
import type { SectionColumn } from '../customerDetail/customerModel';
import { RecordTable } from '../customerDetail/RecordTable';
import { paymentSummary, paymentTotals } from './settlementModel';

const payments = resourceByName('settlement-payment-details')!;
const MAX = 100;
const COLUMNS: readonly SectionColumn[] = [
  { field: 'amount' },
  { field: 'utr', cell: 'link' },
  { field: 'paid_at', cell: 'when' },
  { field: 'method' },
];

export const PaymentDetails = ({ requestId, amount }: { requestId: Identifier; amount: unknown }) => {
  const { data, total, isPending, error } = useGetList(payments.route, {
    filter: { settlement_request_id: requestId },
    sort: { field: 'paid_at', order: 'DESC' },
    pagination: { page: 1, perPage: MAX },
  });
  const totals = paymentTotals(amount, data ?? []);
  const { headline, detail } = paymentSummary(totals);
  return (
    <Card variant="outlined" component="section" aria-labelledby="settlement-payments-heading">
      <CardContent sx={{ pb: 1 }}>
        <Typography id="settlement-payments-heading" variant="subtitle1" component="h2" sx={{ fontWeight: 600, mb: 1 }}>
          Payment details
        </Typography>
        {isPending ? (
          <Skeleton variant="rounded" height={64} />
        ) : error ? (
          <Alert severity="warning">The payments could not be loaded just now.</Alert>
        ) : (
          <Box>
            <Typography variant="body1" sx={{ fontWeight: 600 }}>
              {headline}
            </Typography>
            <LinearProgress
              variant="determinate"
              value={totals.percent}
              aria-label={`${totals.percent}% of the request paid`}
              color={totals.state === 'over' ? 'warning' : 'success'}
              sx={{ my: 1, height: 6, borderRadius: 3 }}
            />
            <Typography variant="body2" color="text.secondary">
              {detail}
            </Typography>
            {total !== undefined && total > MAX && (
              <Typography variant="caption" color="text.secondary" component="p">
                The total counts the latest {MAX} of {total} payments.
              </Typography>
            )}
          </Box>
        )}
      </CardContent>
      {!!data?.length && <RecordTable def={payments} records={data} columns={COLUMNS} label="Payments" />}
    </Card>
  );
};
