/**
 * Changing the sign-in mobile or email (issue 8 §4): a code goes to the NEW one (user/sendupdateotp)
 * and the change is made only when that code comes back (user/verifyupdateotp).
 */
import { parseIdentifier } from '@bakaya/api/contracts';
import { Button, Stack, TextField, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, apiPost } from '../../api/http';
import { showToast } from '../../feedback/toasts';
import { serverMessage } from '../../i18n/i18n';
import { updateSessionUser, type SessionUser } from '../../session/sessionStore';

export const ContactChange = ({ field, onDone }: { field: 'mobile' | 'email'; onDone: () => void }) => {
  const { t } = useTranslation();
  const [value, setValue] = useState('');
  const [code, setCode] = useState('');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  const run = async (fn: () => Promise<void>) => {
    setBusy(true);
    setError(undefined);
    try {
      await fn();
    } catch (err) {
      const e = err instanceof ApiError ? err : undefined;
      setError(serverMessage(e?.errors[field] ?? e?.errors.otp ?? (err as Error).message));
    } finally {
      setBusy(false);
    }
  };
  const send = () =>
    run(async () => {
      const id = parseIdentifier(value);
      if ('error' in id || id.field !== field) {
        setError(serverMessage('error' in id ? id.error : undefined) ?? t(field === 'mobile' ? 'profile.newMobile' : 'profile.newEmail'));
        return;
      }
      await apiPost('user/sendupdateotp', { [field]: id.value });
      setSentTo(id.value);
    });
  const confirm = () =>
    run(async () => {
      const done = await apiPost<{ user: SessionUser }>('user/verifyupdateotp', { [field]: sentTo, otp: code.trim() });
      updateSessionUser(done.user);
      showToast('success', t('profile.changed'));
      onDone();
    });

  return (
    <Stack spacing={1.5} sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="subtitle1" component="h3">
        {t(field === 'mobile' ? 'profile.changeMobile' : 'profile.changeEmail')}
      </Typography>
      {!sentTo ? (
        <>
          <TextField
            label={t(field === 'mobile' ? 'profile.newMobile' : 'profile.newEmail')}
            value={value}
            onChange={(e) => setValue(e.target.value)}
            error={!!error}
            helperText={error}
            type={field === 'email' ? 'email' : 'text'}
          />
          <Button variant="outlined" onClick={send} disabled={busy} sx={{ alignSelf: 'start' }}>
            {t('profile.sendCode')}
          </Button>
        </>
      ) : (
        <>
          <TextField
            label={t('profile.code')}
            value={code}
            onChange={(e) => setCode(e.target.value)}
            error={!!error}
            helperText={error ?? sentTo}
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
