/** Every portal page: skip link, loading bar, header, the page, footer and the toasts. */
import { Box, Container } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { Toaster } from '../feedback/Toaster';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingBar } from './LoadingBar';

export const SiteLayout = () => {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column', overflowX: 'hidden' }}>
      <Box
        component="a"
        href="#main"
        sx={{ position: 'absolute', left: -9999, '&:focus': { left: 8, top: 8, zIndex: 2000, bgcolor: 'background.paper', p: 1 } }}
      >
        {t('common.skipToContent')}
      </Box>
      <LoadingBar />
      <Header />
      <Container component="main" id="main" maxWidth="lg" sx={{ flexGrow: 1, py: { xs: 3, md: 5 } }}>
        <Outlet />
      </Container>
      <Footer />
      <Toaster />
    </Box>
  );
};
