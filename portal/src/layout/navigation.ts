/** The header's and footer's links (spec §2 "Public footer links"), as i18n keys and paths. */
export const HEADER_LINKS = [
  { key: 'nav.home', to: '/' },
  { key: 'nav.about', to: '/about' },
  { key: 'nav.subscription', to: '/subscription' },
  { key: 'nav.blog', to: '/blog' },
  { key: 'nav.faq', to: '/faq' },
  { key: 'nav.contact', to: '/contact' },
] as const;

export const FOOTER_LINKS = [
  { key: 'nav.home', to: '/home' },
  { key: 'nav.blog', to: '/blog' },
  { key: 'nav.about', to: '/about' },
  { key: 'nav.contact', to: '/contact' },
  { key: 'footer.events', to: '/events' },
  { key: 'nav.subscription', to: '/subscription' },
  { key: 'footer.privacy', to: '/page/privacy-policy' },
  { key: 'nav.faq', to: '/faq' },
  { key: 'footer.gallery', to: '/gallery' },
] as const;

export const MEMBER_LINKS = [
  { key: 'nav.dashboard', to: '/dashboard' },
  { key: 'nav.businesses', to: '/business-dashboard' },
  { key: 'nav.cirReports', to: '/cir-report' },
  { key: 'nav.subscription', to: '/subscription' },
  { key: 'nav.wallet', to: '/wallet' },
  { key: 'nav.myInvoices', to: '/my-invoices' },
  { key: 'nav.freeBenefits', to: '/free-benefits' },
  { key: 'nav.tutorial', to: '/tutorial' },
  { key: 'nav.myProfile', to: '/my-profile' },
] as const;

/** The external terms page (spec §2 footer); configurable, with the public site's own page as default. */
export const TERMS_URL = import.meta.env.VITE_TERMS_URL || '/p/terms';
