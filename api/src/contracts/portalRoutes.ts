/**
 * The portal's routes (spec §2 public and customer routes): one table the portal's router and the
 * server share. The portal sets each page's title, description, keywords and canonical link from
 * it; the server puts the same into the HTML it sends (api/src/http/portalHead.ts), answers a path
 * that matches no route with 404, and uses a CMS item's own SEO fields where a route shows one.
 * Browser-safe: no imports.
 *
 * Paths use react-router's syntax: `:name` is one path segment, `:name?` an optional one. Where the
 * spec packs two values in one segment (`{supplierId},{buyerId}`) the route has one parameter that
 * the screen splits. Matching ignores case and a trailing slash, as react-router does. The spec's
 * customer routes under /admin (/admin/wallet/transaction/{userId}, /admin/user) are not here: /admin
 * is the back office's own app.
 */

export interface PortalRoute {
  path: string;
  /** English page name: the title reads '{title} | {brand}' (the home page: homeTitle(brand)). */
  title: string;
  description: string;
  keywords: string;
  /** Anyone may open it; false: a customer route (role_type customer or admin; others go to /). */
  public: boolean;
  /** Not for search engines (sign-in links, keys and ids in the path, the member's own pages). */
  noindex?: boolean;
  /** The page shows a CMS item, whose own SEO fields replace these (an unpublished or unknown one is not found). */
  cms?: { resource: 'cms-pages' | 'cms-posts'; slugParam?: string; slug?: string };
}

/** The home page's fixed long tagline (spec §2), used as its whole title. */
export const homeTitle = (brand: string) =>
  `${brand} — Report payment defaulters, recover outstanding dues and check buyer credit before you sell on credit`;

/** '{page} | {brand}' (spec §2). */
export const pageTitle = (page: string, brand: string) => `${page} | ${brand}`;

export const NOT_FOUND_PAGE = {
  title: 'Page not found',
  description: 'The page you asked for is not found. It may have moved, or the address may be mistyped.',
} as const;

const HOME = {
  title: 'Home',
  description:
    'Report business customers who defaulted on payment, settle outstanding dues and check a buyer’s credit information report (CIR) before you sell on credit.',
  keywords: 'defaulter list, MSME payment recovery, buyer credit check, GST number, credit information report, CIR',
  public: true,
};

const signIn = {
  title: 'Sign in',
  description: 'Sign in or register with a one-time code sent to your mobile number or email.',
  keywords: 'sign in, login, register, OTP',
  public: true,
};

const agent = (path: string, title: string, noindex = true): PortalRoute => ({
  path,
  title,
  description: 'The agent’s own sign-in, forms and dashboard.',
  keywords: 'agent, agent login, agent dashboard',
  public: true,
  noindex,
});

const member = (path: string, title: string, description: string): PortalRoute => ({
  path,
  title,
  description,
  keywords: 'member account, business dashboard',
  public: false,
  noindex: true,
});

export const PORTAL_ROUTES: readonly PortalRoute[] = [
  { path: '/', ...HOME },
  { path: '/home', ...HOME },
  { path: '/login', ...signIn },
  { path: '/voucher/:key', ...signIn, noindex: true },
  agent('/agent/login', 'Agent sign in', false),
  agent('/agent/form', 'Agent form'),
  agent('/agent/documentRequired/:uuid', 'Documents required'),
  agent('/agent/profile', 'Agent profile'),
  agent('/agent/dashboard', 'Agent dashboard'),
  {
    path: '/customer/form/:uuid',
    title: 'Customer form',
    description: 'Fill in the form you were sent.',
    keywords: 'customer form',
    public: true,
    noindex: true,
  },
  {
    path: '/final/submission/:uuid',
    title: 'Final submission',
    description: 'Review and submit your details.',
    keywords: 'final submission',
    public: true,
    noindex: true,
  },
  {
    path: '/acknowledgement/:key',
    title: 'Acknowledgement',
    description: 'Your acknowledgement receipt.',
    keywords: 'acknowledgement',
    public: true,
    noindex: true,
  },
  {
    path: '/redirect/auth',
    title: 'Signing you in',
    description: 'Completing your sign-in.',
    keywords: 'sign in',
    public: true,
    noindex: true,
  },
  {
    path: '/p/:slug',
    title: 'Page',
    description: HOME.description,
    keywords: HOME.keywords,
    public: true,
    cms: { resource: 'cms-pages', slugParam: 'slug' },
  },
  {
    path: '/notice/:token',
    title: 'Payment claim notice',
    description: 'A payment claim against your business: see it, accept it or dispute it.',
    keywords: 'notice, payment claim, dispute',
    public: true,
    noindex: true,
  },
  {
    path: '/cir-verify/:code',
    title: 'Verify a credit report',
    description: 'Check that a Bakaya credit report (CIR) was generated here, by the code printed on it.',
    keywords: 'credit report, CIR, verify, genuine',
    public: true,
    noindex: true,
  },
  {
    path: '/export/:uuid',
    title: 'Export download',
    description: 'Download a finished export.',
    keywords: 'export, download',
    public: true,
    noindex: true,
  },
  {
    path: '/blog',
    title: 'Blog',
    description: 'Guides and news on getting paid on time, recovering dues and checking buyer credit.',
    keywords: 'MSME blog, payment recovery, MSMED Act, credit management',
    public: true,
  },
  {
    path: '/blog/:slug',
    title: 'Blog',
    description: 'Guides and news on getting paid on time, recovering dues and checking buyer credit.',
    keywords: 'MSME blog, payment recovery',
    public: true,
    cms: { resource: 'cms-posts', slugParam: 'slug' },
  },
  {
    path: '/about',
    title: 'About us',
    description: 'Who we are, our journey, our team and why we build a fair payment record for India’s small businesses.',
    keywords: 'about us, our team, our journey, MSME credit bureau',
    public: true,
  },
  {
    path: '/contact',
    title: 'Contact us',
    description: 'Call our toll-free number, write to us or visit our offices in Jaipur and Delhi.',
    keywords: 'contact, toll-free number, support, Jaipur office, Delhi office',
    public: true,
  },
  {
    path: '/events',
    title: 'Events & Media',
    description: 'Our events, webinars and press coverage.',
    keywords: 'events, media, press, webinars',
    public: true,
  },
  {
    path: '/subscription',
    title: 'Membership plans',
    description: 'Compare membership plans: free businesses, free credit reports and defaulter reporting.',
    keywords: 'membership plans, subscription, pricing, credit report plan',
    public: true,
  },
  {
    path: '/page/privacy-policy',
    title: 'Privacy policy',
    description: 'How we collect, use and protect your personal and business data.',
    keywords: 'privacy policy, data protection',
    public: true,
    cms: { resource: 'cms-pages', slug: 'privacy-policy' },
  },
  {
    path: '/faq',
    title: 'FAQ',
    description: 'Answers to common questions on membership, orders, reporting defaulters, settlements and offers.',
    keywords: 'FAQ, help, questions, support',
    public: true,
  },
  {
    path: '/gallery',
    title: 'Gallery',
    description: 'Pictures from our events and media coverage.',
    keywords: 'gallery, photos, events',
    public: true,
  },
  member('/business-transaction', 'Business transactions', 'Record credit sales to your buyers.'),
  member('/purchase-transaction/:buyerId?', 'Purchase transactions', 'Record purchases on credit from your suppliers.'),
  member('/view-business-transaction', 'Business transactions', 'Your recorded credit transactions.'),
  // The spec's {supplierId},{buyerId}: one segment, split by the screen.
  member('/business-transaction-defaulter/:supplierAndBuyer', 'Report from transactions', 'Report a defaulter from a transaction.'),
  member('/Inventoryentries/:voucherId', 'Inventory entries', 'The inventory entries of a voucher.'),
  member('/my-profile', 'My profile', 'Your name, mobile, email and sign-in details.'),
  member('/business-dashboard', 'Business dashboard', 'Your businesses at a glance.'),
  member('/dashboard', 'Dashboard', 'Your businesses, cases, credit reports, plan and wallet.'),
  member('/dashboard/agreement/:businessIdForAgreement', 'Member agreement', 'Read and accept the member agreement for a business.'),
  member('/defaulter', 'Defaulters', 'Defaulters you have reported.'),
  member('/defaulter-detail/:defaulterId', 'Defaulter details', 'One reported defaulter.'),
  member('/payment-success', 'Payment', 'The result of your payment.'),
  member('/payment-error', 'Payment', 'The result of your payment.'),
  member('/payment-pending', 'Payment', 'The result of your payment.'),
  member('/subscription/renew/:businessId', 'Renew membership', 'Renew the membership of a business.'),
  member('/tutorial', 'Tutorials', 'How to use the portal: user manuals and videos.'),
  member('/my-invoices', 'My invoices', 'Your GST invoices.'),
  member('/cir-report', 'Credit reports', 'Generate a credit information report (CIR).'),
  member('/cir-view', 'Credit report', 'A credit information report.'),
  member('/free-benefits', 'Free benefits', 'What your plan gives you free.'),
  member('/wallet', 'Wallet', 'Your wallet balance and transactions.'),
  member('/Settlement/defaulter/:params', 'Settlement', 'Settle a reported default.'),
  member('/claims', 'Claims against my businesses', 'Cases reported against a business whose control you proved.'),
  member('/notifications', 'Notifications', 'What happened on your cases, settlements, plans and reports.'),
  member('/settlement-requests', 'Settlement requests', 'Your settlement requests.'),
  member('/settlement-requests/details/:settlementId', 'Settlement request', 'One settlement request.'),
  member('/settlement/sign-letter/:defaulterCaseId/:doctype', 'Sign settlement letter', 'Sign a settlement letter.'),
  member('/settlement/verify-bank/:gstn/:srIdbankId', 'Verify bank account', 'Verify the bank account for a settlement.'),
  member('/new/supplier/consent/agreement/:customerId?', 'Supplier consent agreement', 'Read and accept the supplier consent agreement.'),
  member('/user-account/deactivation-step-1', 'Deactivate account', 'Ask to deactivate your account.'),
  member('/user-account/deactivation-step-2', 'Deactivate account', 'Confirm your account deactivation.'),
];

export interface PortalRouteMatch {
  route: PortalRoute;
  params: Record<string, string>;
}

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function compile(path: string): { regex: RegExp; names: string[] } {
  const names: string[] = [];
  const body = path
    .split('/')
    .filter(Boolean)
    .map((segment) => {
      const param = /^:(\w+)(\?)?$/.exec(segment);
      if (!param) return `/${escapeRegExp(segment)}`;
      names.push(param[1]!);
      return param[2] ? '(?:/([^/]+))?' : '/([^/]+)';
    })
    .join('');
  return { regex: new RegExp(`^${body}/?$`, 'i'), names };
}

const COMPILED = PORTAL_ROUTES.map((route) => ({ route, ...compile(route.path) }));

/** The route a pathname opens (its first match in table order), with its decoded parameters; undefined: not found. */
export function matchPortalRoute(pathname: string): PortalRouteMatch | undefined {
  for (const { route, regex, names } of COMPILED) {
    const m = regex.exec(pathname === '' ? '/' : pathname);
    if (!m) continue;
    const params: Record<string, string> = {};
    try {
      names.forEach((name, i) => {
        if (m[i + 1] !== undefined) params[name] = decodeURIComponent(m[i + 1]!);
      });
    } catch {
      return undefined; // a malformed escape (%E0%A4) names no page
    }
    return { route, params };
  }
  return undefined;
}
