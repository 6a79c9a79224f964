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
const AboutPage = lazy(() => import('./pages/site/CmsPage').then((m) => ({ default: m.AboutPage })));
const SlugPage = lazy(() => import('./pages/site/CmsPage').then((m) => ({ default: m.SlugPage })));
const PrivacyPage = lazy(() => import('./pages/site/CmsPage').then((m) => ({ default: m.PrivacyPage })));
const BlogPage = lazy(() => import('./pages/site/BlogPage').then((m) => ({ default: m.BlogPage })));
const PostPage = lazy(() => import('./pages/site/BlogPage').then((m) => ({ default: m.PostPage })));
const FaqPage = lazy(() => import('./pages/site/FaqPage'));
const EventsPage = lazy(() => import('./pages/site/EventsPage').then((m) => ({ default: m.EventsPage })));
const GalleryPage = lazy(() => import('./pages/site/EventsPage').then((m) => ({ default: m.GalleryPage })));
const SubscriptionPage = lazy(() => import('./pages/site/SubscriptionPage'));
const ContactPage = lazy(() => import('./pages/site/ContactPage'));
const TutorialPage = lazy(() => import('./pages/TutorialPage'));
const DeactivationStep1 = lazy(() => import('./pages/account/DeactivationPages').then((m) => ({ default: m.DeactivationStep1 })));
const DeactivationStep2 = lazy(() => import('./pages/account/DeactivationPages').then((m) => ({ default: m.DeactivationStep2 })));
const AgreementPage = lazy(() => import('./pages/account/AgreementPage'));
const FreeBenefitsPage = lazy(() => import('./pages/account/AccountInfoPages').then((m) => ({ default: m.FreeBenefitsPage })));
const AcknowledgementPage = lazy(() => import('./pages/account/AccountInfoPages').then((m) => ({ default: m.AcknowledgementPage })));
const ExportDownloadPage = lazy(() => import('./pages/account/AccountInfoPages').then((m) => ({ default: m.ExportDownloadPage })));
const RedirectAuthPage = lazy(() => import('./pages/account/AccountInfoPages').then((m) => ({ default: m.RedirectAuthPage })));
const DashboardPage = lazy(() => import('./pages/dashboard/DashboardPage'));
const ClaimsPage = lazy(() => import('./pages/dashboard/ClaimsPage'));
const NotificationsPage = lazy(() => import('./pages/notifications/NotificationsPage'));
const BusinessesPage = lazy(() => import('./pages/businesses/BusinessesPage'));
const ProfilePage = lazy(() => import('./pages/profile/ProfilePage'));
const PaymentResultPage = lazy(() => import('./pages/money/PaymentResultPage'));
const MyInvoicesPage = lazy(() => import('./pages/money/MyInvoicesPage'));
const WalletPage = lazy(() => import('./pages/money/WalletPage'));
const NoticePage = lazy(() => import('./pages/notice/NoticePage'));
const RecordSalePage = lazy(() => import('./pages/transactions/RecordSalePage'));
const SalesPage = lazy(() => import('./pages/transactions/SalesPage'));
const PurchasesPage = lazy(() => import('./pages/transactions/PurchasesPage'));
const VoucherPage = lazy(() => import('./pages/transactions/VoucherPage'));
const ConsentPage = lazy(() => import('./pages/transactions/ConsentPage'));
const ReportFromTransactionsRedirect = lazy(() => import('./pages/transactions/ReportFromTransactionsRedirect'));
const SettlementRequestsPage = lazy(() => import('./pages/settlement/SettlementRequestsPage'));
const OpenSettlementPage = lazy(() => import('./pages/settlement/OpenSettlementPage'));
const SettlementDetailsPage = lazy(() => import('./pages/settlement/SettlementDetailsPage'));
const SignLetterPage = lazy(() => import('./pages/settlement/SignLetterPage'));
const VerifyBankPage = lazy(() => import('./pages/settlement/VerifyBankPage'));
const MyCasesPage = lazy(() => import('./pages/cases/MyCasesPage'));
const CaseDetailPage = lazy(() => import('./pages/cases/CaseDetailPage'));
const CirReportPage = lazy(() => import('./pages/cir/CirReportPage'));
const CirViewPage = lazy(() => import('./pages/cir/CirViewPage'));
const CirVerifyPage = lazy(() => import('./pages/cir/CirVerifyPage'));

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
    setNavigator((to) => void navigate(to, { replace: true }));
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
            <Route path="/about" element={<AboutPage />} />
            <Route path="/p/:slug" element={<SlugPage />} />
            <Route path="/page/privacy-policy" element={<PrivacyPage />} />
            <Route path="/blog" element={<BlogPage />} />
            <Route path="/blog/:slug" element={<PostPage />} />
            <Route path="/faq" element={<FaqPage />} />
            <Route path="/events" element={<EventsPage />} />
            <Route path="/gallery" element={<GalleryPage />} />
            <Route path="/subscription" element={<SubscriptionPage />} />
            <Route path="/subscription/renew/:businessId" element={member(<SubscriptionPage />)} />
            <Route path="/contact" element={<ContactPage />} />
            <Route path="/dashboard" element={member(<DashboardPage />)} />
            <Route path="/business-dashboard" element={member(<BusinessesPage />)} />
            <Route path="/my-profile" element={member(<ProfilePage />)} />
            <Route path="/business-transaction" element={member(<RecordSalePage />)} />
            <Route path="/view-business-transaction" element={member(<SalesPage />)} />
            <Route path="/purchase-transaction" element={member(<PurchasesPage />)} />
            <Route path="/purchase-transaction/:buyerId" element={member(<PurchasesPage />)} />
            <Route path="/Inventoryentries/:voucherId" element={member(<VoucherPage />)} />
            <Route path="/business-transaction-defaulter/:pair" element={member(<ReportFromTransactionsRedirect />)} />
            <Route path="/new/supplier/consent/agreement" element={member(<ConsentPage />)} />
            <Route path="/new/supplier/consent/agreement/:customerId" element={member(<ConsentPage />)} />
            <Route path="/tutorial" element={member(<TutorialPage />)} />
            <Route path="/free-benefits" element={member(<FreeBenefitsPage />)} />
            <Route path="/dashboard/agreement/:businessIdForAgreement" element={member(<AgreementPage />)} />
            <Route path="/acknowledgement/:key" element={member(<AcknowledgementPage />)} />
            <Route path="/user-account/deactivation-step-1" element={member(<DeactivationStep1 />)} />
            <Route path="/user-account/deactivation-step-2" element={member(<DeactivationStep2 />)} />
            <Route path="/export/:uuid" element={member(<ExportDownloadPage />)} />
            <Route path="/payment-success" element={member(<PaymentResultPage />)} />
            <Route path="/payment-error" element={member(<PaymentResultPage />)} />
            <Route path="/payment-pending" element={member(<PaymentResultPage />)} />
            <Route path="/my-invoices" element={member(<MyInvoicesPage />)} />
            <Route path="/wallet" element={member(<WalletPage />)} />
            <Route path="/claims" element={member(<ClaimsPage />)} />
            <Route path="/notifications" element={member(<NotificationsPage />)} />
            <Route path="/settlement-requests" element={member(<SettlementRequestsPage />)} />
            <Route path="/settlement-requests/details/:settlementId" element={member(<SettlementDetailsPage />)} />
            <Route path="/Settlement/defaulter/:params" element={member(<OpenSettlementPage />)} />
            <Route path="/settlement/sign-letter/:defaulterCaseId/:doctype" element={member(<SignLetterPage />)} />
            <Route path="/settlement/verify-bank/:gstn/:srIdbankId" element={member(<VerifyBankPage />)} />
            <Route path="/notice/:token" element={<NoticePage />} />
            <Route path="/cir-verify/:code" element={<CirVerifyPage />} />
            <Route path="/defaulter" element={member(<MyCasesPage />)} />
            <Route path="/defaulter-detail/:defaulterId" element={member(<CaseDetailPage />)} />
            <Route path="/cir-report" element={member(<CirReportPage />)} />
            <Route path="/cir-view" element={member(<CirViewPage />)} />
            <Route path="/redirect/auth" element={<RedirectAuthPage />} />
            <Route path="*" element={<NotFoundPage />} />
          </Route>
        </Routes>
      </Suspense>
    </>
  );
}
