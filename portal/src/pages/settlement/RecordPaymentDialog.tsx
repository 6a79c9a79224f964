/**
 * "Record a payment" on a settlement request (issue 10 §5): amount, date, method, UTR and the proof
 * file, sent as multipart with an Idempotency-Key made when the dialog opens, so a double tap or a
 * retry after a dropped connection records the payment once.
 */
import '../cases/texts/caseFlowTexts';
import { PAYMENT_METHODS, settlementPaymentFields } from '@bakaya/api/contracts';
import { istPlainDate } from '@bakaya/api/validation';
import { Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../feedback/toasts';
import { recordSettlementPayment } from './settlementApi';
import { issuesByField, msg, serverFieldErrors, type FieldErrors } from './settlementForm';

type Method = (typeof PAYMENT_METHODS)[number];

function PaymentForm({ requestId, onClose, onSaved }: { requestId: number; onClose: () => void; onSaved: () => void }) {
  const { t } = useTranslation();
  const [key] = useState(() => crypto.randomUUID());
  const [amount, setAmount] = useState('');
  const [paidAt, setPaidAt] = useState(() => istPlainDate(new Date()));
  const [method, setMethod] = useState<Method>('neft');
  const [utr, setUtr] = useState('');
  const [proof, setProof] = useState<File | null>(null);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState(false);

  const save = async () => {
    const parsed = settlementPaymentFields.safeParse({ amount: amount.trim(), paid_at: paidAt, method, utr });
    const found = parsed.success ? {} : issuesByField(parsed.error);
    if (!proof) found.proof = t('settlement.proofNeeded');
    setErrors(found);
    if (!parsed.success || !proof) return;
    setBusy(true);
    try {
      await recordSettlementPayment(
        requestId,
        { amount: parsed.data.amount, paid_at: parsed.data.paid_at, method, utr: parsed.data.utr },
        proof,
        key,
      );
      showToast('success', t('settlement.paymentSaved'));
      onSaved();
    } catch (err) {
      setErrors(serverFieldErrors(err, ['amount', 'paid_at', 'method', 'utr', 'proof']));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <TextField
            label={t('settlement.amount')}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' }, input: { startAdornment: '₹ ' } }}
            error={!!errors.amount}
            helperText={msg(errors, 'amount')}
            fullWidth
          />
          <TextField
            type="date"
            label={t('settlement.paidOnLabel')}
            value={paidAt}
            onChange={(e) => setPaidAt(e.target.value)}
            slotProps={{ inputLabel: { shrink: true } }}
            error={!!errors.paid_at}
            helperText={msg(errors, 'paid_at')}
            fullWidth
          />
          <TextField select label={t('settlement.method')} value={method} onChange={(e) => setMethod(e.target.value as Method)} fullWidth>
            {PAYMENT_METHODS.map((m) => (
              <MenuItem key={m} value={m}>
                {t(`settlement.methods.${m}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('settlement.utr')}
            value={utr}
            onChange={(e) => setUtr(e.target.value.toUpperCase())}
            slotProps={{ htmlInput: { maxLength: 30, autoCapitalize: 'characters' } }}
            error={!!errors.utr}
            helperText={msg(errors, 'utr')}
            fullWidth
          />
          <Stack spacing={0.5}>
            <Button variant="outlined" component="label" sx={{ alignSelf: 'start' }}>
              {t('settlement.chooseFile')}
              <input
                hidden
                type="file"
                accept="application/pdf,image/jpeg,image/png"
                onChange={(e) => setProof(e.target.files?.[0] ?? null)}
              />
            </Button>
            <Typography variant="body2" color={errors.proof ? 'error' : 'text.secondary'}>
              {errors.proof ? msg(errors, 'proof') : (proof?.name ?? '')}
            </Typography>
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {t('settlement.cancel')}
        </Button>
        <Button variant="contained" onClick={save} disabled={busy}>
          {t('settlement.save')}
        </Button>
      </DialogActions>
    </>
  );
}

export function RecordPaymentDialog({
  requestId,
  open,
  onClose,
  onSaved,
}: {
  requestId: number;
  open: boolean;
  onClose: () => void;
  onSaved: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('settlement.recordPayment')}</DialogTitle>
      {/* Mounted only while open: each opening makes a fresh form and a fresh Idempotency-Key. */}
      {open && <PaymentForm requestId={requestId} onClose={onClose} onSaved={onSaved} />}
    </Dialog>
  );
}
