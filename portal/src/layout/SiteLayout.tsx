/** Every portal page: skip link, loading bar, header, the page, footer and the toasts. */
import { Box, Container } from '@mui/material';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { useSession } from '../session/sessionStore';
import { Toaster } from '../feedback/Toaster';
import { Footer } from './Footer';
import { Header } from './Header';
import { LoadingBar } from './LoadingBar';
import { PageSkeleton } from './PageSkeleton';
import { MemberBottomNav, MemberSideNav } from './MemberNav';
import { isPublicPath } from './navigation';

export const SiteLayout = () => {
  const { t } = useTranslation();
  const session = useSession();
  const { pathname } = useLocation();
  // A signed-in member's own pages carry the member menu (issue 21 §1); the public site stays as visitors see it.
  const memberArea = !!session && !isPublicPath(pathname);
  // The shell paints at once; a page whose code is still loading shows its skeleton inside it (issue 21 §9).
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
      {memberArea ? (
        <Container maxWidth="xl" sx={{ flexGrow: 1, display: 'flex', gap: 3, py: { xs: 3, md: 5 } }}>
          <MemberSideNav />
          <Box component="main" id="main" sx={{ flexGrow: 1, minWidth: 0 }}>
            <Suspense fallback={<PageSkeleton />}>
              <Outlet />
            </Suspense>
          </Box>
        </Container>
      ) : (
        <Container component="main" id="main" maxWidth="lg" sx={{ flexGrow: 1, py: { xs: 3, md: 5 } }}>
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </Container>
      )}
      <Footer />
      {/* Room under the footer for the phone's bottom bar. */}
      {memberArea && <Box sx={{ display: { xs: 'block', md: 'none' }, height: 64 }} />}
      {memberArea && <MemberBottomNav />}
      <Toaster />
    </Box>
  );
};
