/** Any unknown address (spec §2): says the page is not found; the server answers it with 404. */
import { Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../seo/usePageMeta';

const NotFoundPage = () => {
  const { t } = useTranslation();
  usePageMeta({ title: t('notFound.title'), robots: 'noindex, follow' });
  return (
    <Stack spacing={2} sx={{ py: 6, maxWidth: 640 }}>
      <Typography variant="h4" component="h1">
        {t('notFound.title')}
      </Typography>
      <Typography>{t('notFound.text')}</Typography>
      <Button variant="contained" component={RouterLink} to="/" sx={{ alignSelf: 'start' }}>
        {t('notFound.home')}
      </Button>
    </Stack>
  );
};

export default NotFoundPage;
