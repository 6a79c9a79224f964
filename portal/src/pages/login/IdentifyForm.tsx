/** Step 1 of sign-in: the mobile number or email address, and "Send code". */
import { zodResolver } from '@hookform/resolvers/zod';
import { parseIdentifier, signInFormSchema, type Identifier } from '@bakaya/api/contracts';
import { Button, Stack } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../forms/FormTextField';
import { showServerErrors } from '../../forms/serverErrors';
import { sendCode, type CodeSent } from './signInApi';

interface Props {
  onSent: (id: Identifier, sent: CodeSent) => void;
  /** A code the member already holds (a support code given by our team): straight to the code step. */
  onHaveCode: (id: Identifier) => void;
}

export const IdentifyForm = ({ onSent, onHaveCode }: Props) => {
  const { t } = useTranslation();
  const { control, handleSubmit, setError, formState } = useForm({
    resolver: zodResolver(signInFormSchema),
    defaultValues: { identifier: '' },
  });
  const submit = handleSubmit(async ({ identifier }) => {
    const id = parseIdentifier(identifier);
    if ('error' in id) return;
    try {
      onSent(id, await sendCode(id));
    } catch (err) {
      // The API names the field it refused (mobile or email): both belong to this one box.
      const e = err as { errors?: Record<string, string> };
      if (e.errors) e.errors = { identifier: e.errors.mobile ?? e.errors.email ?? Object.values(e.errors)[0]! };
      showServerErrors(err, setError, ['identifier']);
    }
  });
  const haveCode = handleSubmit(({ identifier }) => {
    const id = parseIdentifier(identifier);
    if (!('error' in id)) onHaveCode(id);
  });
  return (
    <Stack component="form" noValidate onSubmit={submit} spacing={2}>
      <FormTextField
        control={control}
        name="identifier"
        label={t('login.identifier')}
        helperText={t('login.identifierHelp')}
        autoComplete="username"
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
        {formState.isSubmitting ? t('login.sending') : t('login.sendCode')}
      </Button>
      <Button variant="text" onClick={haveCode} sx={{ alignSelf: 'start', textTransform: 'none' }}>
        {t('login.haveCode')}
      </Button>
    </Stack>
  );
};
