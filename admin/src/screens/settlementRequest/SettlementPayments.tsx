/**
 * What has been paid against the request: the total against the request amount, the platform's
 * charges and the payer's cashback, then each payment — day, amount, method, UTR, charges, cashback
 * and its proof file.
 */
import { Box, LinearProgress, Typography } from '@mui/material';
import type { SettlementDetailsView, SettlementPaymentView } from '@bakaya/api/contracts';
import { formatPaise } from '@bakaya/api/validation';
import { formatDay, formatMoney } from '../../format/display';
import { FlowRows, type FlowColumn } from './FlowRows';
import { METHOD_NAMES, type PaymentMethod } from './paymentForm';
import { ProofDownload } from './ProofDownload';
import { feeTotals } from './settlementFlowModel';
import { paiseOf, paymentSummary, paymentTotals } from './settlementModel';
import { SectionCard } from './SectionCard';

const charges = (p: SettlementPaymentView) => formatPaise((paiseOf(p.service_charge) ?? 0) + (paiseOf(p.commission) ?? 0));

const columns = (requestId: number): ReadonlyArray<FlowColumn<SettlementPaymentView>> => [
  { label: 'Paid on', nowrap: true, render: (p) => formatDay(p.paid_at) },
  { label: 'Amount', align: 'right', nowrap: true, render: (p) => <strong>{formatMoney(p.amount)}</strong> },
  { label: 'Method', render: (p) => METHOD_NAMES[p.method as PaymentMethod] ?? p.method },
  {
    label: 'UTR',
    render: (p) => (
      <Box component="span" sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}>
        {p.utr ?? '—'}
      </Box>
    ),
  },
  { label: 'Charges', align: 'right', nowrap: true, render: charges },
  { label: 'Cashback', align: 'right', nowrap: true, render: (p) => formatMoney(p.cashback) },
  { label: 'Proof', render: (p) => <ProofDownload requestId={requestId} paymentId={p.id} name={p.proof_name} /> },
];

export const SettlementPayments = ({ flow, action }: { flow: SettlementDetailsView; action?: React.ReactNode }) => {
  const totals = paymentTotals(flow.request.amount, flow.payments);
  const summary = paymentSummary(totals);
  const { headline } = summary;
  const detail = flow.request.status === 'rejected' ? 'The request was rejected: no further payments are taken on it.' : summary.detail;
  const fees = feeTotals(flow.payments);
  const newestFirst = [...flow.payments].reverse();
  return (
    <SectionCard id="settlement-payments" title="Payments" action={action}>
      <Typography variant="body1" sx={{ fontWeight: 600 }} data-testid="settlement-paid-total">
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
      {fees.serviceCharge + fees.commission + fees.cashback > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          Charges owed by the reporter: {formatPaise(fees.serviceCharge)} service charge, {formatPaise(fees.commission)} commission. Instant
          cashback to the payer: {formatPaise(fees.cashback)}.
        </Typography>
      )}
      {newestFirst.length > 0 && (
        <Box sx={{ mt: 1.5 }}>
          <FlowRows label="Payments" rows={newestFirst} rowKey={(p) => p.id} columns={columns(flow.request.id)} />
        </Box>
      )}
    </SectionCard>
  );
};
