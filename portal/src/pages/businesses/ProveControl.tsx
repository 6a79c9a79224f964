/**
 * Proving control of a business's GST registration (issue 18 §1): a code goes to the contact registered
 * with GST for the GSTIN (shown masked), the member types it back, and the business shows "Control proven".
 * Own-business rights (own credit report free, the defaulter side of cases, free trials) need it.
 */
import { controlCodeVerifyInput } from '@bakaya/api/contracts';
import { Alert, Button, Stack, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showToast } from '../../feedback/toasts';
import { serverMessage } from '../../i18n/i18n';
import { BUSINESSES_KEY, sendControlCode, verifyControlCode, type Business } from '../../member/memberApi';

export const ProveControl = ({ business, onClose }: { business: Business; onClose: () => void }) => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [masked, setMasked] = useState<string>();
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<string>();
  const [busy, setBusy] = useState(false);

  const send = async () => {
    setBusy(true);
    setProblem(undefined);
    try {
      const sent = await sendControlCode(business.id);
      setMasked(sent.masked);
    } catch (err) {
      setProblem(serverMessage((err as Error).message));
    } finally {
      setBusy(false);
    }
  };

  const confirm = async () => {
    // The API's own rule: exactly 6 digits.
    const checked = controlCodeVerifyInput.safeParse({ code });
    if (!checked.success) {
      setProblem(serverMessage(checked.error.issues[0]?.message));
      return;
    }
    setBusy(true);
    setProblem(undefined);
    try {
      await verifyControlCode(business.id, checked.data.code);
      await queryClient.invalidateQueries({ queryKey: BUSINESSES_KEY });
      showToast('success', t('businessControl.provenDone', { name: business.trade_name }));
      onClose();
    } catch (err) {
      setProblem(serverMessage((err as Error).message));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Alert severity="info" sx={{ mt: 1 }} aria-label={t('businessControl.proveControl')}>
      <Stack spacing={1.5}>
        <span>{t('businessControl.proveIntro', { gstin: business.gstin })}</span>
        {masked ? (
          <>
            <strong>{t('businessControl.codeSentTo', { masked })}</strong>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'start', flexWrap: 'wrap' }}>
              <TextField
                size="small"
                label={t('businessControl.codeLabel')}
                value={code}
                onChange={(e) => setCode(e.target.value)}
                slotProps={{ htmlInput: { inputMode: 'numeric', autoComplete: 'one-time-code', maxLength: 6 } }}
                error={!!problem}
                helperText={problem}
              />
              <Button variant="contained" onClick={confirm} disabled={busy}>
                {t('businessControl.confirmCode')}
              </Button>
              <Button onClick={send} disabled={busy}>
                {t('businessControl.resend')}
              </Button>
            </Stack>
          </>
        ) : (
          <>
            {problem && <strong role="alert">{problem}</strong>}
            <Stack direction="row" spacing={1}>
              <Button variant="contained" onClick={send} disabled={busy}>
                {busy ? t('businessControl.sending') : t('businessControl.sendCode')}
              </Button>
              <Button onClick={onClose}>{t('businessControl.cancel')}</Button>
            </Stack>
          </>
        )}
      </Stack>
    </Alert>
  );
};
