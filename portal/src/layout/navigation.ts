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

export type MemberCount = 'claims' | 'settlements';

export interface MemberNavItem {
  key: string;
  to: string;
  /** A count from the member dashboard shown beside the item (open claims, open settlements). */
  count?: MemberCount;
}

/**
 * The member area's navigation (issue 21 §1): every member route of spec §2 a member starts from, in
 * sections — the persistent menu on desktop and the "More" drawer on a phone.
 */
export const MEMBER_SECTIONS: ReadonlyArray<{ key: string | null; items: readonly MemberNavItem[] }> = [
  { key: null, items: [{ key: 'nav.dashboard', to: '/dashboard' }] },
  {
    key: 'nav.section.defaulters',
    items: [
      { key: 'nav.reportDefaulter', to: '/defaulter?report=1' },
      { key: 'nav.myCases', to: '/defaulter' },
      { key: 'nav.claims', to: '/claims', count: 'claims' },
      { key: 'nav.settlements', to: '/settlement-requests', count: 'settlements' },
    ],
  },
  { key: 'nav.section.credit', items: [{ key: 'nav.cirReports', to: '/cir-report' }] },
  {
    key: 'nav.section.business',
    items: [
      { key: 'nav.businesses', to: '/business-dashboard' },
      { key: 'nav.sales', to: '/view-business-transaction' },
      { key: 'nav.purchases', to: '/purchase-transaction' },
    ],
  },
  {
    key: 'nav.section.money',
    items: [
      { key: 'nav.subscription', to: '/subscription' },
      { key: 'nav.wallet', to: '/wallet' },
      { key: 'nav.myInvoices', to: '/my-invoices' },
      { key: 'nav.freeBenefits', to: '/free-benefits' },
    ],
  },
  {
    key: 'nav.section.help',
    items: [
      { key: 'nav.notifications', to: '/notifications' },
      { key: 'nav.tutorial', to: '/tutorial' },
      { key: 'nav.myProfile', to: '/my-profile' },
    ],
  },
];

/** The phone's bottom bar: the four places a member goes most; "More" opens the whole menu. */
export const MEMBER_BOTTOM_ITEMS: readonly MemberNavItem[] = [
  { key: 'nav.dashboard', to: '/dashboard' },
  { key: 'nav.reportDefaulter', to: '/defaulter?report=1' },
  { key: 'nav.claims', to: '/claims', count: 'claims' },
  { key: 'nav.settlements', to: '/settlement-requests', count: 'settlements' },
];

/** The header's links for a signed-in member (the visitor's site links live in the footer). */
export const MEMBER_HEADER_LINKS = [
  { key: 'nav.dashboard', to: '/dashboard' },
  { key: 'nav.reportDefaulter', to: '/defaulter?report=1' },
  { key: 'nav.cirReports', to: '/cir-report' },
  { key: 'nav.faq', to: '/faq' },
  { key: 'nav.contact', to: '/contact' },
] as const;

/** Pages of the public site, where the member menu stays out of the way (a visitor's page, even when signed in). */
const PUBLIC_PREFIXES = [
  '/home',
  '/about',
  '/blog',
  '/faq',
  '/events',
  '/gallery',
  '/contact',
  '/login',
  '/voucher',
  '/p/',
  '/page/',
  '/notice/',
  '/cir-verify',
];
export const isPublicPath = (pathname: string) =>
  pathname === '/' || PUBLIC_PREFIXES.some((p) => pathname === p || pathname.startsWith(p.endsWith('/') ? p : `${p}/`));
