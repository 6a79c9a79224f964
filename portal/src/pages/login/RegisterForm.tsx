/** Registration of a new member: name, mobile, email, optional referral/voucher code, the terms accepted. */
import { zodResolver } from '@hookform/resolvers/zod';
import { registrationFormSchema, type Identifier, type RegistrationForm } from '@bakaya/api/contracts';
import { Button, Checkbox, FormControlLabel, FormHelperText, Link, Stack } from '@mui/material';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../forms/FormTextField';
import { showServerErrors } from '../../forms/serverErrors';
import { serverMessage } from '../../i18n/i18n';
import { TERMS_URL } from '../../layout/navigation';
import { ConsentText, useConsentText } from './ConsentText';
import { register, type CodeSent } from './signInApi';

const FIELDS = ['name', 'mobile', 'email', 'referral_code', 'consent'] as const;

interface Props {
  voucher?: string;
  /** The mobile or email just tried on sign-in, carried over. */
  prefill?: Identifier;
  onRegistered: (id: Identifier, sent: CodeSent) => void;
  onSignIn: () => void;
}

export const RegisterForm = ({ voucher, prefill, onRegistered, onSignIn }: Props) => {
  const { t } = useTranslation();
  const consent = useConsentText();
  const { control, handleSubmit, setError, formState } = useForm<RegistrationForm>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: {
      name: '',
      mobile: prefill?.field === 'mobile' ? prefill.value : '',
      email: prefill?.field === 'email' ? prefill.value : '',
      referral_code: voucher ?? '',
      consent: false,
    },
  });
  const submit = handleSubmit(async (form) => {
    try {
      const done = await register(form, consent.data?.version);
      onRegistered(
        { field: 'mobile', value: String(form.mobile).trim() },
        { status: true, message: done.message, masked: done.user.mobile, expires_in: done.expires_in },
      );
    } catch (err) {
      showServerErrors(err, setError, FIELDS);
    }
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <FormTextField control={control} name="name" label={t('register.name')} autoComplete="name" autoFocus />
      <FormTextField
        control={control}
        name="mobile"
        label={t('register.mobile')}
        autoComplete="tel-national"
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <FormTextField control={control} name="email" label={t('register.email')} autoComplete="email" type="email" />
      <FormTextField control={control} name="referral_code" label={t('register.referral')} />
      <ConsentText consent={consent} />
      <Controller
        name="consent"
        control={control}
        render={({ field, fieldState }) => (
          <div>
            <FormControlLabel
              control={<Checkbox checked={!!field.value} onChange={(e) => field.onChange(e.target.checked)} />}
              label={t('register.consent')}
            />
            {fieldState.error && <FormHelperText error>{serverMessage(fieldState.error.message)}</FormHelperText>}
          </div>
        )}
      />
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('register.submitting') : t('register.submit')}
      </Button>
      <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap' }}>
        <span>{t('register.haveAccount')}</span>
        <Link component="button" type="button" onClick={onSignIn}>
          {t('register.signIn')}
        </Link>
        <Link href={TERMS_URL} target="_blank" rel="noopener">
          {t('footer.terms')}
        </Link>
      </Stack>
    </Stack>
  );
};
