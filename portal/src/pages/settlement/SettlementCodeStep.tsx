/** The code step of a settlement request: send the 6-digit code, then enter it (issue 10 §5). */
import '../cases/texts/caseFlowTexts';
import { Button, Card, CardContent, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../feedback/toasts';
import { sendSettlementCode, verifySettlementCode } from './settlementApi';
import { msg, serverFieldErrors, type FieldErrors } from './settlementForm';

export function SettlementCodeStep({ requestId, onVerified }: { requestId: number; onVerified: () => void }) {
  const { t } = useTranslation();
  const [sent, setSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<FieldErrors>({});
  const send = async () => {
    setBusy(true);
    try {
      await sendSettlementCode(requestId);
      setSent(true);
      showToast('success', t('settlement.codeSent'));
    } catch (err) {
      setErrors(serverFieldErrors(err, ['code']));
    } finally {
      setBusy(false);
    }
  };
  const verify = async () => {
    if (!/^\d{6}$/.test(code.trim())) return setErrors({ code: t('settlement.codeInvalid') });
    setBusy(true);
    try {
      await verifySettlementCode(requestId, code.trim());
      onVerified();
    } catch (err) {
      setErrors(serverFieldErrors(err, ['code']));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          <Typography variant="h6" component="h2">
            {t('settlement.codeTitle')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('settlement.codeIntro')}
          </Typography>
          <Button variant={sent ? 'text' : 'contained'} onClick={send} disabled={busy} sx={{ alignSelf: 'start' }}>
            {sent ? t('settlement.resendCode') : t('settlement.sendCode')}
          </Button>
          {sent && (
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'start' } }}>
              <TextField
                label={t('settlement.code')}
                value={code}
                onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
                error={!!errors.code}
                helperText={msg(errors, 'code')}
              />
              <Button variant="contained" onClick={verify} disabled={busy}>
                {t('settlement.confirmCode')}
              </Button>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}
