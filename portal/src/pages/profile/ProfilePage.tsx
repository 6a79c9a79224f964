/** /my-profile: name and optional secondary contacts (user/update); sign-in mobile/email changed with a code. */
import { zodResolver } from '@hookform/resolvers/zod';
import { profileFormSchema, type ProfileForm } from '@bakaya/api/contracts';
import { Button, Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { apiGet, apiPost } from '../../api/http';
import { showToast } from '../../feedback/toasts';
import { FormTextField } from '../../forms/FormTextField';
import { showServerErrors } from '../../forms/serverErrors';
import { formatDate } from '../../format/format';
import { usePageMeta } from '../../seo/usePageMeta';
import { updateSessionUser, type SessionUser } from '../../session/sessionStore';
import { SupportSessionNotice, useSupportSession } from '../../session/SupportSessionNotice';
import { ContactChange } from './ContactChange';
import { MessageChoices } from './MessageChoices';
import './texts/profileTexts';

type Me = SessionUser & { secondary_mobile?: string | null; secondary_email?: string | null; created_at?: string };

const SignInContact = ({ label, value, field }: { label: string; value: string | null; field: 'mobile' | 'email' }) => {
  const { t } = useTranslation();
  const [changing, setChanging] = useState(false);
  const support = useSupportSession();
  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'baseline', flexWrap: 'wrap' }}>
        <Typography variant="body2" color="text.secondary" sx={{ minWidth: 200 }}>
          {label}
        </Typography>
        <Typography sx={{ fontWeight: 600 }}>{value ?? '—'}</Typography>
        {!changing && !support && (
          <Link component="button" type="button" onClick={() => setChanging(true)} aria-label={`${t('profile.change')}: ${label}`}>
            {t('profile.change')}
          </Link>
        )}
      </Stack>
      {changing && <ContactChange field={field} onDone={() => setChanging(false)} />}
    </Stack>
  );
};

const ProfilePage = () => {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const me = useQuery({ queryKey: ['me'], queryFn: ({ signal }) => apiGet<Me>('user/me', signal) });
  const { control, handleSubmit, setError, reset, formState } = useForm<ProfileForm>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: { name: '', secondary_mobile: '', secondary_email: '' },
  });
  useEffect(() => {
    if (me.data)
      reset({ name: me.data.name, secondary_mobile: me.data.secondary_mobile ?? '', secondary_email: me.data.secondary_email ?? '' });
  }, [me.data, reset]);
  usePageMeta({ title: t('profile.title'), robots: 'noindex, nofollow' });
  const support = useSupportSession();

  const submit = handleSubmit(async (form) => {
    try {
      await apiPost('user/update', {
        name: form.name,
        secondary_mobile: form.secondary_mobile || null,
        secondary_email: form.secondary_email || null,
      });
      const fresh = await queryClient.fetchQuery({ queryKey: ['me'], queryFn: () => apiGet<Me>('user/me'), staleTime: 0 });
      updateSessionUser(fresh);
      showToast('success', t('profile.saved'));
    } catch (err) {
      showServerErrors(err, setError, ['name', 'secondary_mobile', 'secondary_email']);
    }
  });

  return (
    <Stack spacing={3} sx={{ maxWidth: 720 }}>
      <div>
        <Typography variant="h4" component="h1">
          {t('profile.title')}
        </Typography>
        <Typography color="text.secondary">{t('profile.intro')}</Typography>
        {me.data?.created_at && (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
            {t('profile.memberSince', { date: formatDate(me.data.created_at) })}
          </Typography>
        )}
      </div>
      {support && <SupportSessionNotice />}
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <SignInContact label={t('profile.mobile')} value={me.data?.mobile ?? null} field="mobile" />
            <SignInContact label={t('profile.email')} value={me.data?.email ?? null} field="email" />
          </Stack>
        </CardContent>
      </Card>
      <Card variant="outlined">
        <CardContent>
          <Stack component="form" noValidate onSubmit={submit} spacing={2}>
            <FormTextField control={control} name="name" label={t('profile.name')} autoComplete="name" />
            <FormTextField
              control={control}
              name="secondary_mobile"
              label={t('profile.secondaryMobile')}
              slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            />
            <FormTextField control={control} name="secondary_email" label={t('profile.secondaryEmail')} type="email" />
            <Button
              type="submit"
              variant="contained"
              disabled={formState.isSubmitting || me.isPending || support}
              sx={{ alignSelf: 'start' }}
            >
              {t('common.save')}
            </Button>
          </Stack>
        </CardContent>
      </Card>
      <MessageChoices readOnly={support} />
      {!support && (
        <Link component={RouterLink} to="/user-account/deactivation-step-1" color="error">
          {t('profile.deactivate')}
        </Link>
      )}
    </Stack>
  );
};

export default ProfilePage;
