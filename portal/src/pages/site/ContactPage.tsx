/** /contact: contact details from global settings and a message form (POST utils/sendmail, captcha-checked by the API). */
import { zodResolver } from '@hookform/resolvers/zod';
import { emailSchema } from '@bakaya/api/validation';
import { Button, Card, CardContent, Grid, Stack, Typography } from '@mui/material';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { apiPost } from '../../api/http';
import { showToast } from '../../feedback/toasts';
import { FormTextField } from '../../forms/FormTextField';
import { showServerErrors } from '../../forms/serverErrors';
import { ContactDetails } from '../../public/ContactDetails';
import { usePageMeta } from '../../seo/usePageMeta';

const MESSAGE_REQUIRED = 'Please write your message (at least 10 characters).';
const contactSchema = z.object({
  name: z.string().trim().min(2, 'Please enter your name (at least 2 characters).'),
  email: emailSchema,
  mobile: z.string().trim(),
  message: z.string().trim().min(10, MESSAGE_REQUIRED).max(5000),
});
type ContactForm = z.input<typeof contactSchema>;

const ContactPage = () => {
  const { t } = useTranslation();
  usePageMeta({ title: t('site.contact'), description: t('site.contactIntro') });
  const { control, handleSubmit, setError, reset, formState } = useForm<ContactForm>({
    resolver: zodResolver(contactSchema),
    defaultValues: { name: '', email: '', mobile: '', message: '' },
  });
  const submit = handleSubmit(async (form) => {
    try {
      await apiPost('utils/sendmail', { ...form, mobile: form.mobile || undefined });
      showToast('success', t('site.sent'));
      reset();
    } catch (err) {
      showServerErrors(err, setError, ['name', 'email', 'mobile', 'message']);
    }
  });
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h3" component="h1">
          {t('site.contact')}
        </Typography>
        <Typography color="text.secondary">{t('site.contactIntro')}</Typography>
      </div>
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
