/**
 * Changing the sign-in mobile or email (issue 8 §4, issue 18 #3): user/sendupdateotp sends a code to the
 * NEW one and another to the CURRENT one, and user/verifyupdateotp makes the change only when both
 * codes come back — so a session alone (a borrowed phone, a stolen token) cannot move the account's
 * sign-in elsewhere.
 */
import { parseIdentifier } from '@bakaya/api/contracts';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiPost } from '../../api/http';
import { showToast } from '../../feedback/toasts';
import { serverMessage } from '../../i18n/i18n';
import { updateSessionUser, type SessionUser } from '../../session/sessionStore';
import './texts/profileTexts';
import { withCaptcha } from '../../captcha/turnstile';

type Errors = { value?: string; otp?: string; current_otp?: string };

export const ContactChange = ({ field, onDone }: { field: 'mobile' | 'email'; onDone: () => void }) => {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [currentCode, setCurrentCode] = useState('');
  const [sent, setSent] = useState<{ to: string; masked: string; currentMasked: string } | null>(null);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setErrors({});
    try {
      await fn();
    } catch (err) {
      const e = err instanceof ApiError ? err : undefined;
      if (!sent) setErrors({ value: serverMessage(e?.errors[field] ?? (err as Error).message) });
      else if (e?.errors.otp || e?.errors.current_otp)
        setErrors({ otp: serverMessage(e.errors.otp), current_otp: serverMessage(e.errors.current_otp) });
      else setErrors({ otp: serverMessage((err as Error).message) });
    } finally {
      setBusy(false);
    }
  };
  const send = () =>
    run(async () => {
      const id = parseIdentifier(value);
      if ('error' in id || id.field !== field) {
        setErrors({
          value: serverMessage('error' in id ? id.error : undefined) ?? t(field === 'mobile' ? 'profile.newMobile' : 'profile.newEmail'),
        });
        return;
      }
      const answer = await apiPost<{ masked: string; current_masked: string }>(
        'user/sendupdateotp',
        await withCaptcha('contact-change', { [field]: id.value }),
      );
      setSent({ to: id.value, masked: answer.masked, currentMasked: answer.current_masked });
    });
  const confirm = () =>
    run(async () => {
      const done = await apiPost<{ user: SessionUser }>('user/verifyupdateotp', {
        [field]: sent!.to,
        otp: code.trim(),
        current_otp: currentCode.trim(),
      });
      updateSessionUser(done.user);
      showToast('success', t('profile.changed'));
      onDone();
    });

  return (
    <Stack spacing={1.5} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="subtitle1" component="h3">
        {t(field === 'mobile' ? 'profile.changeMobile' : 'profile.changeEmail')}
      </Typography>
      {!sent ? (
        <>
          <TextField
            label={t(field === 'mobile' ? 'profile.newMobile' : 'profile.newEmail')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={!!errors.value}
            helperText={errors.value}
            type={field === 'email' ? 'email' : 'text'}
          />
          <Button variant="outlined" onClick={send} disabled={busy} sx={{ alignSelf: 'start' }}>
            {t('profile.sendCode')}
          </Button>
        </>
      ) : (
        <>
          <TextField
            label={t('profile.code', { to: sent.masked })}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={!!errors.otp}
            helperText={errors.otp ?? sent.to}
            autoComplete="one-time-code"
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <TextField
            label={t('profile.currentCode', { to: sent.currentMasked })}
            value={currentCode}
            onChange={(e) => setCurrentCode(e.target.value)}
            error={!!errors.current_otp}
            helperText={errors.current_otp}
            slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
          />
          <Button variant="contained" onClick={confirm} disabled={busy} sx={{ alignSelf: 'start' }}>
            {t('profile.confirm')}
          </Button>
        </>
      )}
    </Stack>
  );
};
