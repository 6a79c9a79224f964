/**
 * "Record a payment" on a settlement request: amount (₹, prefilled with what is left of the next
 * instalment), the day it was paid, method, UTR and the proof file (PDF, JPEG or PNG, at most 10 MB),
 * sent as multipart with an Idempotency-Key made when the dialog opens — a double click or a retry
 * after a lost answer records one payment. The server's field messages show under their fields, any
 * other refusal above the buttons.
 */
import { Box, Button, FormHelperText, InputAdornment, MenuItem, Stack, TextField, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { PAYMENT_METHODS } from '@bakaya/api/contracts';
import { formatPaise } from '@bakaya/api/validation';
import { useState } from 'react';
import type { Identifier } from 'react-admin';
import { fieldMessages, requestMessage } from '../../files/requestMessage';
import { formatFileSize } from '../../format/display';
import { DayPicker } from '../../inputs/DayPicker';
import { FormDialog } from '../FormDialog';
import {
  initialPayment,
  METHOD_NAMES,
  paymentErrors,
  paymentFields,
  PROOF_ACCEPT,
  PROOF_HINT,
  type PaymentErrors,
  type PaymentForm,
  type PaymentMethod,
} from './paymentForm';
import { recordPayment, type RecordedPayment } from './settlementFlowApi';

interface Props {
  requestId: Identifier;
  /** Paise that may still be paid, and the amount to start with. */
  payable: number;
  suggested: number;
  /** The IST day 'YYYY-MM-DD'. */
  today: string;
  onClose: () => void;
  onRecorded: (answer: RecordedPayment) => void;
}

export const RecordPaymentDialog = ({ requestId, payable, suggested, today, onClose, onRecorded }: Props) => {
  const [form, setForm] = useState<PaymentForm>(() => initialPayment(suggested, today));
  const [proof, setProof] = useState<File | null>(null);
  // Made when the dialog opens (it is mounted only while open): every retry of this payment reuses it.
  const [idempotencyKey] = useState(() => crypto.randomUUID());
  const [errors, setErrors] = useState<PaymentErrors>({});
  const [failure, setFailure] = useState('');
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<PaymentForm>) => setForm((f) => ({ ...f, ...patch }));
  const clear = (key: keyof PaymentErrors) => setErrors((e) => ({ ...e, [key]: undefined }));

  const submit = async () => {
    const own = paymentErrors(form, proof, payable, today);
    setErrors(own);
    setFailure('');
    if (Object.keys(own).length || !proof) return;
    setBusy(true);
    try {
      onRecorded(await recordPayment(requestId, paymentFields(form), proof, idempotencyKey));
    } catch (error) {
      const fields = fieldMessages(error) as PaymentErrors;
      const message = requestMessage(error, 'The payment could not be recorded. Please try again.');
      setErrors(fields);
      setFailure(Object.values(fields).includes(message) ? '' : message);
      setBusy(false);
    }
  };

  return (
    <FormDialog
      id="record-payment"
      title="Record a payment"
      confirmLabel="Record payment"
      busyLabel="Recording…"
      busy={busy}
      failure={failure}
      dividers
      onCancel={onClose}
      onSubmit={() => void submit()}
    >
      <Stack spacing={2.5}>
        <Typography variant="body2" color="text.secondary">
          Up to {formatPaise(payable)} may still be paid on this settlement. The case moves to partly or fully settled with it.
        </Typography>
        <TextField
          variant="outlined"
          size="small"
          label="Amount"
          value={form.amount}
          onChange={(e) => {
            set({ amount: e.target.value });
            clear('amount');
          }}
          error={!!errors.amount}
          helperText={errors.amount ?? 'In rupees, e.g. 25000.00'}
          slotProps={{
            input: { startAdornment: <InputAdornment position="start">₹</InputAdornment> },
            htmlInput: { inputMode: 'decimal' },
          }}
          required
          fullWidth
          autoFocus
        />
        <Box sx={{ display: 'flex', gap: 2, flexWrap: 'wrap' }}>
          <DayPicker
            label="Paid on"
            value={form.paid_on}
            onChange={(paid_on) => {
              set({ paid_on });
              clear('paid_at');
            }}
            error={!!errors.paid_at}
            helperText={errors.paid_at}
            width={220}
          />
          <TextField
            select
            variant="outlined"
            size="small"
            label="Method"
            value={form.method}
            onChange={(e) => {
              set({ method: e.target.value as PaymentMethod });
              clear('method');
            }}
            error={!!errors.method}
            helperText={errors.method}
            sx={{ width: 160 }}
          >
            {PAYMENT_METHODS.map((m) => (
              <MenuItem key={m} value={m}>
                {METHOD_NAMES[m]}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <TextField
          variant="outlined"
          size="small"
          label="UTR or cheque number"
          value={form.utr}
          onChange={(e) => {
            set({ utr: e.target.value.toUpperCase() });
            clear('utr');
          }}
          error={!!errors.utr}
          helperText={errors.utr ?? '6 to 30 letters or digits, as on the bank statement.'}
          slotProps={{ htmlInput: { maxLength: 30, autoCapitalize: 'characters', spellCheck: false } }}
          required
          fullWidth
        />
        <Box>
          <Button variant="outlined" component="label" startIcon={<UploadFileIcon />} color={errors.proof ? 'error' : 'primary'}>
            {proof ? 'Choose another proof' : 'Choose the proof of payment'}
            <input
              hidden
              type="file"
              name="proof"
              accept={PROOF_ACCEPT}
              onChange={(e) => {
                setProof(e.target.files?.[0] ?? null);
                clear('proof');
              }}
            />
          </Button>
          {proof && (
            <Typography variant="body2" sx={{ mt: 0.75, wordBreak: 'break-all' }}>
              {proof.name} · {formatFileSize(proof.size)}
            </Typography>
          )}
          <FormHelperText error={!!errors.proof}>{errors.proof ?? PROOF_HINT}</FormHelperText>
        </Box>
      </Stack>
    </FormDialog>
  );
};
