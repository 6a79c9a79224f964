/** / and /home: the hero, then the sections the back office's CMS holds (home/HomeSections). */
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { usePageMeta } from '../seo/usePageMeta';
import { useSession } from '../session/sessionStore';
import { HomeBanners, HomeSections } from './home/HomeSections';

const HomePage = () => {
  const { t } = useTranslation();
  const session = useSession();
  usePageMeta({});
  return (
    <Box>
      <HomeBanners />
      <Stack spacing={2} sx={{ py: { xs: 4, md: 8 }, maxWidth: 760 }}>
        <Typography variant="h3" component="h1" sx={{ fontWeight: 700, fontSize: { xs: '2rem', md: '3rem' } }}>
          {t('home.heading')}
        </Typography>
        <Typography variant="h6" component="p" color="text.secondary">
          {t('home.lead')}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ pt: 1 }}>
          <Button variant="contained" size="large" component={RouterLink} to={session ? '/dashboard' : '/login'}>
            {t('home.start')}
          </Button>
          <Button variant="outlined" size="large" component={RouterLink} to="/subscription">
            {t('home.plans')}
          </Button>
        </Stack>
      </Stack>
      <HomeSections />
    </Box>
  );
};

export default HomePage;
