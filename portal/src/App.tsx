/**
 * The portal's routes (spec §2): the public site, the member area (customer routes, for role_type
 * customer and admin) and the not-found page. Each page is its own chunk, loaded when visited.
 */
import { CssBaseline } from '@mui/material';
import { lazy, Suspense, useEffect, type ReactNode } from 'react';
import { Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { setNavigator } from './api/http';
import { SiteLayout } from './layout/SiteLayout';
import { RequireMember } from './session/RequireMember';

const HomePage = lazy(() => import('./pages/HomePage'));
const LoginPage = lazy(() => import('./pages/login/LoginPage'));
const NotFoundPage = lazy(() => import('./pages/NotFoundPage'));
const DashboardPage = lazy(() => import('./pages/DashboardPage'));
const BusinessesPage = lazy(() => import('./pages/businesses/BusinessesPage'));
const ProfilePage = lazy(() => import('./pages/profile/ProfilePage'));

/** Route changes scroll to the top (spec §2). */
function ScrollToTop() {
  const { pathname } = useLocation();
  // A block body: Chromium's scrollTo now returns a promise, which React would take for a clean-up.
  useEffect(() => {
    void window.scrollTo(0, 0);
  }, [pathname]);
  return null;
}

/** Lets the API client move to /login on a forced logout without reloading the app. */
function NavigatorBridge() {
  const navigate = useNavigate();
  useEffect(() => {
    setNavigator((to) => navigate(to, { replace: true }));
  }, [navigate]);
  return null;
}

const member = (page: ReactNode) => <RequireMember>{page}</RequireMember>;

export function App() {
  return (
    <>
      <CssBaseline />
      <ScrollToTop />
      <NavigatorBridge />
      <Suspense fallback={null}>
        <Routes>
          <Route element={<SiteLayout />}>
            <Route path="/" element={<HomePage />} />
            <Route path="/home" element={<HomePage />} />
            <Route path="/login" element={<LoginPage />} />
            <Route path="/voucher/:key" element={<LoginPage />} />
            <Route path="/dashboard" element={member(<DashboardPage />)} />
            <Route path="/business-dashboard" element={member(<BusinessesPage />)} />
            <Route path="/my-profile" element={member(<ProfilePage />)} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </>
  );
}
