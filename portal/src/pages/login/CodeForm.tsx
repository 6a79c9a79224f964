/** Step 2 of sign-in: the 6-digit code, with "Send a new code" once the cool-down has passed. */
import { zodResolver } from '@hookform/resolvers/zod';
import { signInCodeFormSchema, type Identifier } from '@bakaya/api/contracts';
import { Alert, Button, Link, Stack } from '@mui/material';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../forms/FormTextField';
import { showServerErrors } from '../../forms/serverErrors';
import { showToast } from '../../feedback/toasts';
import { serverMessage } from '../../i18n/i18n';
import { resendCode, verifyCode, type SignedIn } from './signInApi';

interface Props {
  id: Identifier;
  /** Where the code went; undefined when the member already holds one (a support code). */
  masked?: string;
  resendIn: number;
  onSignedIn: (s: SignedIn) => void;
  onChangeIdentifier: () => void;
  /**
   * Set after "Send code" on sign-in: the server answers the same whether or not the mobile or email
   * has an account (it never tells who is a member), so the screen says "if" and offers to register.
   */
  onRegister?: () => void;
  /** Seconds the code lasts, as the send answer said: the page says the same as the SMS. */
  expiresIn?: number;
}

function useCountdown(initial: number) {
  const [left, setLeft] = useState(initial);
  useEffect(() => {
    if (left <= 0) return;
    const timer = window.setTimeout(() => setLeft((s) => s - 1), 1000);
    return () => window.clearTimeout(timer);
  }, [left]);
  return [left, setLeft] as const;
}

export const CodeForm = ({ id, masked, resendIn, expiresIn, onSignedIn, onChangeIdentifier, onRegister }: Props) => {
  const { t } = useTranslation();
  const [left, setLeft] = useCountdown(resendIn);
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(signInCodeFormSchema),
    defaultValues: { otp: '' },
  });
  const submit = handleSubmit(async ({ otp }) => {
    try {
      onSignedIn(await verifyCode(id, otp));
    } catch (err) {
      showServerErrors(err, setError, ['otp']);
    }
  });
  const resend = async () => {
    try {
      const sent = await resendCode(id);
      showToast('success', serverMessage(sent.message) ?? sent.message);
      setLeft(sent.resend_in ?? 30);
    } catch (err) {
      showToast('error', serverMessage((err as Error).message) ?? '');
    }
  };
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <Alert severity="info">
        {!masked
          ? t('login.enterGivenCode')
          : onRegister
            ? t('login.codeSentIfAccount', { to: masked })
            : t('login.codeSentTo', { to: masked })}
        {masked && ` ${expiresIn ? t('login.codeExpiresIn', { count: Math.round(expiresIn / 60) }) : t('login.codeExpiresSoon')}`}
        {masked && onRegister && (
          <>
            {' '}
            {t('login.newHere')}{' '}
            <Link component="button" type="button" onClick={onRegister} sx={{ verticalAlign: 'baseline' }}>
              {t('login.register')}
            </Link>
          </>
        )}
      </Alert>
      <FormTextField
        control={control}
        name="otp"
        label={t('login.code')}
        autoComplete="one-time-code"
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 6 } }}
      />
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('login.verifying') : t('login.verify')}
      </Button>
      <Stack direction="row" sx={{ justifyContent: 'space-between', flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={resend} disabled={left > 0} sx={{ textTransform: 'none' }}>
          {left > 0 ? t('login.resendIn', { seconds: left }) : t('login.resend')}
        </Button>
        <Link component="button" type="button" onClick={onChangeIdentifier}>
          {t('login.changeIdentifier')}
        </Link>
      </Stack>
    </Stack>
  );
};
