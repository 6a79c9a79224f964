/**
 * The refund dialog of a paid order: amount (prefilled with what is left), to the member's wallet
 * or the original payment method, and a reason. One Idempotency-Key per opening of the dialog, so
 * a double click or a retry after a lost answer refunds once. The server's field messages show
 * under their fields.
 */
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputAdornment,
  Radio,
  RadioGroup,
  Stack,
  TextField,
} from '@mui/material';
import { useState } from 'react';
import { fieldMessages, requestMessage } from '../../files/requestMessage';
import { refundOrder } from './refundApi';
import { initialRefund, REASON_MIN, refundErrors, type RefundAnswer, type RefundErrors, type RefundForm } from './refundModel';

interface Props {
  orderId: string | number;
  orderNumber: string;
  /** Paise left to refund. */
  refundable: number;
  onClose: () => void;
  onRefunded: (answer: RefundAnswer) => void;
}

export const RefundDialog = ({ orderId, orderNumber, refundable, onClose, onRefunded }: Props) => {
  const [form, setForm] = useState<RefundForm>(() => initialRefund(refundable));
  // Made when the dialog opens (it is mounted only while open): every retry of this refund reuses it.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<RefundErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<RefundForm>) => setForm((f) => ({ ...f, ...patch }));

  const submit = async () => {
    const own = refundErrors(form, refundable);
    setErrors(own);
    setFailure('');
    if (Object.keys(own).length) return;
    setBusy(true);
    try {
      onRefunded(await refundOrder(orderId, form, idempotencyKey));
    } catch (error) {
      setErrors(fieldMessages(error) as RefundErrors);
      setFailure(requestMessage(error, 'The refund could not be recorded.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog open onClose={busy ? undefined : onClose} maxWidth="xs" fullWidth aria-labelledby="refund-title">
      <DialogTitle id="refund-title">Refund order {orderNumber}</DialogTitle>
      <DialogContent dividers>
        <Stack
          component="form"
          id="refund-form"
          noValidate
          spacing={2.5}
          onSubmit={(e) => {
            e.preventDefault();
            void submit();
          }}
        >
          {failure && <Alert severity="error">{failure}</Alert>}
          <TextField
            label="Amount"
            value={form.amount}
            onChange={(e) => set({ amount: e.target.value })}
            error={!!errors.amount}
            helperText={errors.amount ?? `Up to ₹${initialRefund(refundable).amount} is left to refund.`}
            slotProps={{
              input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
              htmlInput: { inputMode: 'decimal' },
            }}
            required
            fullWidth
          />
          <FormControl error={!!errors.to}>
            <FormLabel id="refund-to-label">Refund to</FormLabel>
            <RadioGroup aria-labelledby="refund-to-label" value={form.to} onChange={(e) => set({ to: e.target.value as RefundForm['to'] })}>
              <FormControlLabel value="wallet" control={<Radio />} label="Wallet" />
              <FormControlLabel value="gateway" control={<Radio />} label="Original payment method" />
            </RadioGroup>
            {errors.to && <FormHelperText>{errors.to}</FormHelperText>}
          </FormControl>
          <TextField
            label="Reason"
            value={form.reason}
            onChange={(e) => set({ reason: e.target.value })}
            error={!!errors.reason}
            helperText={errors.reason ?? `At least ${REASON_MIN} characters; kept with the credit note.`}
            multiline
            minRows={2}
            required
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" form="refund-form" variant="contained" disabled={busy}>
          {busy ? 'Refunding…' : 'Refund'}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
