/**
 * "Process this settlement", for roles with Settlement Request → process: record a payment and reject
 * the request, each offered only while the request's state allows it (settlementActions), otherwise
 * the reason it is not offered. Each opens its confirmation dialog; afterwards the page refetches.
 */
import { Box, Button, Typography } from '@mui/material';
import type { SettlementDetailsView } from '@bakaya/api/contracts';
import { istPlainDate } from '@bakaya/api/validation';
import { formatMoney } from '../../format/display';
import { useState } from 'react';
import { useNotify } from 'react-admin';
import { NoteDialog } from './NoteDialog';
import { RecordPaymentDialog } from './RecordPaymentDialog';
import { SectionCard } from './SectionCard';
import type { SettlementActionOffers } from './settlementActions';
import { rejectRequest, type RecordedPayment } from './settlementFlowApi';
import { payablePaise, suggestedPaymentPaise } from './settlementFlowModel';

interface Props {
  flow: SettlementDetailsView;
  offers: SettlementActionOffers;
  onChanged: () => void;
}

const recordedMessage = (answer: RecordedPayment) =>
  `${answer.replayed ? 'This payment was already recorded' : 'Payment recorded'}: ${formatMoney(answer.payment.amount)}.` +
  (answer.request.status === 'settled' ? ' The settlement is now fully paid.' : '');

export const SettlementActions = ({ flow, offers, onChanged }: Props) => {
  const [open, setOpen] = useState<'payment' | 'reject' | null>(null);
  const notify = useNotify();
  const today = istPlainDate(new Date());
  const reasons = [offers.closed, offers.recordPayment.why, offers.reject.why].filter(Boolean);
  return (
    <SectionCard id="settlement-actions" title="Process this settlement">
      {(offers.recordPayment.offered || offers.reject.offered) && (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, mb: reasons.length ? 1.5 : 0 }}>
          {offers.recordPayment.offered && (
            <Button variant="contained" onClick={() => setOpen('payment')} aria-haspopup="dialog">
              Record a payment
            </Button>
          )}
          {offers.reject.offered && (
            <Button variant="outlined" color="error" onClick={() => setOpen('reject')} aria-haspopup="dialog">
              Reject the request
            </Button>
          )}
        </Box>
      )}
      {reasons.map((why) => (
        <Typography key={why} variant="body2" color="text.secondary">
          {why}
        </Typography>
      ))}
      {open === 'payment' && (
        <RecordPaymentDialog
          requestId={flow.request.id}
          payable={payablePaise(flow)}
          suggested={suggestedPaymentPaise(flow, today)}
          today={today}
          onClose={() => setOpen(null)}
          onRecorded={(answer) => {
            setOpen(null);
            notify(recordedMessage(answer), { type: 'success' });
            onChanged();
          }}
        />
      )}
      {open === 'reject' && (
        <NoteDialog
          id="reject-request"
          title={`Reject settlement request #${flow.request.id}?`}
          noteLabel="Reason"
          noteHint="Saved as the request's remarks."
          confirmLabel="Reject the request"
          destructive
          onCancel={() => setOpen(null)}
          onConfirm={async (note) => {
            await rejectRequest(flow.request.id, note);
            setOpen(null);
            notify('Settlement request rejected; its hold on collection calls is released.', { type: 'success' });
            onChanged();
          }}
        >
          The request closes as rejected and its hold on collection calls is released. Payments already recorded stay; the case is free for
          a new request.
        </NoteDialog>
      )}
    </SectionCard>
  );
};
