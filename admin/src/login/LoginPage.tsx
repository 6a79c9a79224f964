/**
 * Staff sign-in by OTP (spec §5/§7): mobile or email → code → signed in. The API's messages are
 * shown as they come (wrong code, attempts left, cool-down…); members are sent to /home.
 */
import { Avatar, Box, Card, CardContent, Typography } from '@mui/material';
import LockIcon from '@mui/icons-material/Lock';
import { useEffect, useState } from 'react';
import { useLogin, useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { BRAND } from '../config';
import { useDocumentTitle } from '../layout/useDocumentTitle';
import { authProvider } from '../providers/authProvider';
import { readSession } from '../providers/session';
import { CodeStep } from './CodeStep';
import { errorMessage, fieldError } from './errorMessage';
import { IdentifierStep } from './IdentifierStep';
import { isOtp, parseIdentifier, type Identifier } from '@bakaya/api/contracts';
import { useCountdown } from './useCountdown';

type Step = { kind: 'identify' } | { kind: 'code'; id: Identifier; sentTo: string };

export const LoginPage = () => {
  useDocumentTitle('Sign in');
  const notify = useNotify();
  const login = useLogin();
  const navigate = useNavigate();
  const cooldown = useCountdown();
  const [step, setStep] = useState<Step>({ kind: 'identify' });
  const [raw, setRaw] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  // Already signed in (spec: the sign-in page redirects away): go to the dashboard.
  useEffect(() => {
    if (readSession()?.token) navigate('/', { replace: true });
  }, [navigate]);

  const send = async (id: Identifier, resend: boolean) => {
    setBusy(true);
    setError(undefined);
    try {
      const r = await authProvider.sendCode(id, { resend });
      cooldown.start(r.resendIn);
      setStep({ kind: 'code', id, sentTo: r.masked ?? id.value });
      notify(r.message, { type: 'success' });
    } catch (e) {
      const retry = Number((e as { body?: { retry_after?: unknown } })?.body?.retry_after);
      if (retry > 0) cooldown.start(retry);
      setError(fieldError(e, id.field) ?? errorMessage(e));
      notify(errorMessage(e), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  const onIdentify = (text: string) => {
    setRaw(text);
    const id = parseIdentifier(text);
    if ('error' in id) {
      setError(id.error);
      return;
    }
    void send(id, false);
  };

  const onCode = async (code: string) => {
    if (step.kind !== 'code') return;
    if (!isOtp(code)) {
      setError('Please enter the 6 digits of the code.');
      return;
    }
    setBusy(true);
    setError(undefined);
    try {
      await login({ identifier: step.id, otp: code });
    } catch (e) {
      setError(fieldError(e, 'otp') ?? errorMessage(e));
      notify(errorMessage(e), { type: 'error' });
      setBusy(false);
    }
  };

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', bgcolor: 'grey.100', p: 2 }}>
      <Card sx={{ width: '100%', maxWidth: 400 }}>
        <CardContent sx={{ p: 4 }}>
          <Box sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', mb: 1 }}>
            <Avatar sx={{ bgcolor: 'primary.main', mb: 1 }}>
              <LockIcon />
            </Avatar>
            <Typography variant="h5" component="h1">
              {BRAND} Admin
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Sign in with a one-time code
            </Typography>
          </Box>
          {step.kind === 'identify' ? (
            <IdentifierStep initial={raw} busy={busy} error={error} onSubmit={onIdentify} />
          ) : (
            <CodeStep
              sentTo={step.sentTo}
              busy={busy}
              error={error}
              resendIn={cooldown.left}
              onSubmit={onCode}
              onResend={() => void send(step.id, true)}
              onBack={() => {
                setStep({ kind: 'identify' });
                setError(undefined);
              }}
            />
          )}
        </CardContent>
      </Card>
    </Box>
  );
};
