/** /contact: contact details from global settings and a message form (POST utils/sendmail with the API's own rules, captcha-checked by the API). */
import { zodResolver } from '@hookform/resolvers/zod';
import { contactMessageSchema } from '@bakaya/api/contracts';
import { Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { apiPost } from '../../api/http';
import { showToast } from '../../feedback/toasts';
import { useSession, type SessionUser } from '../../session/sessionStore';
import { FormTextField } from '../../forms/FormTextField';
import { showServerErrors } from '../../forms/serverErrors';
import { ContactDetails } from '../../public/ContactDetails';
import { usePageMeta } from '../../seo/usePageMeta';
import { PageHeading } from '../../layout/PageHeading';
import { withCaptcha } from '../../captcha/turnstile';

type ContactForm = z.input<typeof contactMessageSchema>;

/** The form's first values: blank, or the signed-in member's name, email and (unmasked) mobile. */
const startValues = (me: SessionUser | undefined): ContactForm => ({
  name: me?.name ?? '',
  email: me?.email ?? '',
  mobile: me?.mobile && /^\d{10}$/.test(me.mobile) ? me.mobile : '',
  message: '',
});

const ContactPage = () => {
  const { t } = useTranslation();
  usePageMeta({ title: t('site.contact'), description: t('site.contactIntro') });
  // A signed-in member's own details, so they only write the message (issue 21).
  const start = startValues(useSession()?.user);
  const { control, handleSubmit, setError, reset, formState } = useForm<ContactForm>({
    resolver: zodResolver(contactMessageSchema),
    defaultValues: start,
  });
  const submit = handleSubmit(async (form) => {
    try {
      await apiPost('utils/sendmail', await withCaptcha('contact', form));
      showToast('success', t('site.sent'));
      reset(start);
    } catch (err) {
      showServerErrors(err, setError, ['name', 'email', 'mobile', 'message']);
    }
  });
  return (
    <Stack spacing={3}>
      <PageHeading title={t('site.contact')} intro={t('site.contactIntro')} large />
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 5 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('site.offices')}
              </Typography>
              <ContactDetails />
            </CardContent>
          </Card>
        </Grid>
        <Grid size={{ xs: 12, md: 7 }}>
          <Card variant="outlined">
            <CardContent>
              <Typography variant="h6" component="h2" gutterBottom>
                {t('site.message')}
              </Typography>
              <Stack component="form" noValidate onSubmit={submit} spacing={2}>
                <FormTextField control={control} name="name" label={t('site.yourName')} autoComplete="name" />
                <FormTextField control={control} name="email" label={t('site.yourEmail')} autoComplete="email" type="email" />
                <FormTextField control={control} name="mobile" label={t('site.yourMobile')} autoComplete="tel-national" />
                <FormTextField control={control} name="message" label={t('site.yourMessage')} multiline minRows={4} />
                <Button type="submit" variant="contained" disabled={formState.isSubmitting} sx={{ alignSelf: 'start' }}>
                  {t('site.send')}
                </Button>
              </Stack>
            </CardContent>
          </Card>
        </Grid>
      </Grid>
    </Stack>
  );
};

export default ContactPage;
