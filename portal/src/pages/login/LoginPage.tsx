/**
 * /login and /voucher/{key} (spec §2): sign in with a one-time code to a mobile number or email; new
 * members register here (a voucher key is carried into sign-up). A signed-in visitor goes to /.
 */
import type { Identifier } from '@bakaya/api/contracts';
import { Alert, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { showToast } from '../../feedback/toasts';
import { usePageMeta } from '../../seo/usePageMeta';
import { useSession, writeSession } from '../../session/sessionStore';
import { CodeForm } from './CodeForm';
import { IdentifyForm } from './IdentifyForm';
import { RegisterForm } from './RegisterForm';
import type { CodeSent, SignedIn } from './signInApi';

/** `signIn`: the code was asked for on sign-in, where the answer never says whether an account exists. */
type Step =
  { kind: 'identify' } | { kind: 'register'; prefill?: Identifier } | { kind: 'verify'; id: Identifier; sent?: CodeSent; signIn?: boolean };

const LoginPage = () => {
  const { t } = useTranslation();
  const { key: voucher } = useParams();
  const session = useSession();
  const navigate = useNavigate();
  const location = useLocation();
  const [step, setStep] = useState<Step>(voucher ? { kind: 'register' } : { kind: 'identify' });
  const [signedIn, setSignedIn] = useState(false);
  usePageMeta({ title: step.kind === 'register' ? t('register.title') : t('login.title') });
  if (session && !signedIn) return <Navigate to="/" replace />;

  const codeSent = (id: Identifier, sent: CodeSent) => setStep({ kind: 'verify', id, sent });
  const signInCodeSent = (id: Identifier, sent: CodeSent) => setStep({ kind: 'verify', id, sent, signIn: true });
  const done = (s: SignedIn) => {
    setSignedIn(true);
    writeSession({ token: s.token, expires_at: s.expires_at, user: s.user, temporary: s.temporary });
    // A member who has just registered is welcomed, not welcomed back.
    showToast('success', t(step.kind === 'verify' && !step.signIn ? 'login.welcomeNew' : 'login.signedIn', { name: s.user.name }));
    const from = (location.state as { from?: string } | null)?.from;
    navigate(from && from.startsWith('/') && !from.startsWith('//') ? from : '/dashboard', { replace: true });
  };

  return (
    <Stack sx={{ alignItems: 'center' }}>
      <Card sx={{ width: '100%', maxWidth: 480 }} variant="outlined">
        <CardContent sx={{ p: { xs: 2.5, sm: 4 } }}>
          <Typography variant="h4" component="h1" gutterBottom>
            {step.kind === 'register' ? t('register.title') : t('login.title')}
          </Typography>
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {step.kind === 'register' ? t('register.intro') : t('login.intro')}
          </Typography>
          {voucher && step.kind === 'register' && (
            <Alert severity="success" sx={{ mb: 2 }}>
              {t('login.voucher', { key: voucher })}
            </Alert>
          )}
          {step.kind === 'identify' && (
            <>
              <IdentifyForm onSent={signInCodeSent} onHaveCode={(id) => setStep({ kind: 'verify', id })} />
              <Typography sx={{ mt: 3 }}>
                {t('login.newHere')}{' '}
                <Link component="button" type="button" onClick={() => setStep({ kind: 'register' })}>
                  {t('login.register')}
                </Link>
              </Typography>
            </>
          )}
          {step.kind === 'register' && (
            <RegisterForm voucher={voucher} prefill={step.prefill} onRegistered={codeSent} onSignIn={() => setStep({ kind: 'identify' })} />
          )}
          {step.kind === 'verify' && (
            <CodeForm
              id={step.id}
              masked={step.sent?.masked}
              resendIn={step.sent ? (step.sent.resend_in ?? 30) : 0}
              expiresIn={step.sent?.expires_in}
              onSignedIn={done}
              onChangeIdentifier={() => setStep({ kind: 'identify' })}
              onRegister={step.signIn ? () => setStep({ kind: 'register', prefill: step.id }) : undefined}
            />
          )}
        </CardContent>
      </Card>
    </Stack>
  );
};

export default LoginPage;
