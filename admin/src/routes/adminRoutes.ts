/**
 * The admin route table: every admin route of spec §2, one canonical path each, plus a list
 * route for every registry resource the spec does not name. App.tsx mounts it, the menu is
 * built from it and the route guard reads the feature/access kind from it.
 *
 * How spec §2's relative paths become full paths (all under /admin):
 *  - a menu group's entries are prefixed by the group's folder, as the registry does
 *    (customer-management/, partner-management/, promotion-management/, content-management/,
 *    master-data/, settings/, admin-user-management/, settlement/, bcm/, legal-notice/,
 *    monitoring/); "List views" and the Dashboard have no folder;
 *  - a parenthesised path is a child of the path before it ("agent/revenue (details/{id})" →
 *    agent/revenue/details/{id}), unless it repeats its own folder ("cin/list (and
 *    cin/error/list/{batch})") or replaces a trailing "list"/name ("force-track/free-benefits
 *    (and free-benefits-details/{id})" → force-track/free-benefits-details/{id});
 *  - "list/add/edit" become <list>, <list>/add and <list>/edit/:id;
 *  - a path the spec starts with a capital ("Settlement/header/new", "Detail-views/…") is kept
 *    as written, without a group folder;
 *  - `{product}` is the brand slug ('bakaya'); `{a},{b}` in one segment is one parameter.
 */
import type { AccessKind, MenuGroup } from '@bakaya/api/registry';
import { PRODUCT_SLUG } from '../config';
import { adminResources, resourceByName } from '../registry/resourceIndex';
import { pathParams, specSpelling, type AdminRoute, type CustomScreenName, type Screen } from './routeTypes';

interface Entry {
  path: string;
  screen: Screen;
  title?: string;
  access?: AccessKind;
  feature?: string;
  menu?: boolean;
  /** The spec's wording when it differs from the path's spelling; false for a screen §2 does not list. */
  spec?: string | false;
}

type Extra = Omit<Entry, 'path' | 'screen'>;
const list = (path: string, resource: string, x: Extra = {}): Entry => ({ path, screen: { kind: 'list', resource }, ...x });
const filtered = (path: string, resource: string, field: string, x: Extra = {}): Entry => ({
  path,
  screen: { kind: 'list', resource, filterBy: { field, param: pathParams(path)[0]! } },
  ...x,
});
const show = (path: string, resource: string, x: Extra = {}): Entry => ({
  path,
  screen: { kind: 'show', resource, idParam: pathParams(path)[0] },
  ...x,
});
const edit = (path: string, resource: string, x: Extra = {}): Entry => ({
  path,
  screen: { kind: 'edit', resource, idParam: pathParams(path)[0] },
  ...x,
});
const create = (path: string, resource: string, x: Extra = {}): Entry => ({ path, screen: { kind: 'create', resource }, ...x });
const custom = (
  path: string,
  name: CustomScreenName,
  title: string,
  access: AccessKind,
  x: Extra & { resource?: string; options?: Record<string, string> } = {},
): Entry => {
  const { resource, options, ...rest } = x;
  return { path, screen: { kind: 'custom', name, resource, options }, title, access, ...rest };
};
/** A spec "list/add/edit" triple over one registry resource. */
const crud = (path: string, resource: string): Entry[] => [
  list(path, resource),
  create(`${path}/add`, resource),
  edit(`${path}/edit/:id`, resource),
];

const SPEC: Array<[MenuGroup, string, Entry[]]> = [
  ['Dashboard', '', [custom('dashboard', 'dashboard', 'Dashboard', 'listView', { feature: 'Dashboard' })]],
  [
    'Customer management',
    'customer-management/',
    [
      list('customers', 'customers'),
      {
        path: 'customer/view',
        screen: { kind: 'show', resource: 'customers', idQuery: 'id' },
        title: 'Customer',
        spec: 'customer/view?id={id}',
      },
      list('businesses', 'businesses'),
      show('business/view/:businessId', 'businesses', { title: 'Business' }),
      list('defaulter', 'defaulter-cases'),
      custom('defaulter/report-bulk', 'bulkImport', 'Report defaulters in bulk', 'process', { resource: 'defaulter-cases' }),
      // A case is born only in the report flow (the generic create answers 405): staff report one case for a member
      // on POST /api/admin/defaulter/report (Defaulter → add_edit), the member's own report service.
      custom('defaulter/report', 'staffReport', 'Report a defaulter', 'add_edit', { resource: 'defaulter-cases', menu: true }),
      list('defaulter/contact-details', 'defaulter-contacts'),
      custom('defaulter/report-defaulter', 'defaulterReport', 'Reported defaulters', 'listView', { resource: 'defaulter-cases' }),
      list('defaulter/defaulter-settlements', 'defaulter-settlements'),
      show('defaulter/defaulter-settlements/:id', 'defaulter-settlements'),
      list('users/walletTransaction', 'wallet-transactions'),
      filtered('users/walletTransaction/details/:userId', 'wallet-transactions', 'user_id', { title: 'Wallet transactions of a customer' }),
      // Spec §2 lists it with the customer routes as /admin/wallet/transaction/{userId}: a member's statement for staff.
      custom('/wallet/transaction/:userId', 'memberWallet', 'Member wallet', 'detailView', {
        resource: 'wallet-transactions',
        spec: 'wallet/transaction/{userId}',
      }),
      list('agent/revenue', 'agent-revenue'),
      show('agent/revenue/details/:id', 'agent-revenue'),
      custom('agent/revenue/detail/export', 'exportDownload', 'Export agent revenue', 'download', {
        resource: 'agent-revenue',
        menu: false,
      }),
      list('relationship-manager', 'relationship-managers'),
      show('relationship/manager/:rmId', 'relationship-managers'),
      list('bitrix-management', 'bitrix-agents'),
      show('bitrixAgent/:bitrixId', 'bitrix-agents'),
      list('user-deactivation', 'user-deactivation-requests'),
      list(`${PRODUCT_SLUG}-to-crm-deals-list`, 'crm-deals', { spec: '{product}-to-crm-deals-list' }),
      custom('defaulter-detail/:defaulterId', 'defaulterCaseDetail', 'Defaulter case', 'detailView', { resource: 'defaulter-cases' }),
      show('customer-detail/:customerId', 'customers', { title: 'Customer detail' }),
      list('view-business-transaction', 'business-transactions'),
      custom('transation-bill-details/:buyerSupplier', 'transactionBills', 'Transaction bill details', 'detailView', {
        resource: 'business-transactions',
        spec: 'transation-bill-details/{buyerId},{supplierId}',
      }),
    ],
  ],
  [
    'Partner management',
    'partner-management/',
    [
      list('affiliates', 'affiliates'),
      list('professionals', 'professionals'),
      list('channel-partners', 'channel-partners'),
      list('channel-partner', 'channel-partners', { menu: false }),
    ],
  ],
  [
    'List views',
    '',
    [
      list('cir', 'cir-reports'),
      list('invoices', 'invoices'),
      // Issue 9 §6 "revenue by month and plan (charts)": not a §2 path, so it carries no spec spelling.
      custom('revenue', 'revenue', 'Revenue', 'listView', { feature: 'Invoices', spec: false }),
      list('commissions', 'commissions'),
      list('cashback', 'cashbacks'),
      list('wallet-cashback', 'wallet-cashbacks'),
      list('business-transactions', 'business-transactions'),
      list('sync-tracking', 'sync-tracking'),
      list('audit-logs', 'audit-logs'),
      list('gst-hit-list', 'gst-hit-logs'),
      list('gst/logs', 'gst-hit-batches'),
      list('cin/list', 'cin-hits'),
      filtered('cin/error/list/:batch', 'cin-hit-errors', 'batch', { title: 'CIN errors of a batch' }),
      list('expire/user/logs', 'plan-expiry-logs'),
      list('user/login/restriction/logs', 'login-restriction-logs'),
      list('export-data/list', 'export-jobs'),
      list('smsLog/list', 'sms-logs'),
      list('apiconsumption/logs', 'api-consumption-logs'),
      list('force-track/free-benefits', 'free-benefit-tracks'),
      show('force-track/free-benefits-details/:id', 'free-benefit-tracks'),
      list('membership/versioning/list', 'plan-versions'),
      filtered('membership/versioning/details/:version', 'plan-versions', 'version', { title: 'Membership plan version' }),
      show('invoice-detailView/:id', 'invoices'),
      show('pending-invoice/detailView/:id', 'pending-invoices'),
      show('Detail-views/commissions/:id', 'commissions'),
    ],
  ],
  [
    'Promotion management',
    'promotion-management/',
    [
      list('promo-code', 'promo-codes'),
      show('promo-code/Details-view/:id', 'promo-codes'),
      list('free-trial', 'free-trials'),
      list('campaign/list', 'campaigns'),
      create('campaign/add', 'campaigns'),
      edit('campaign/edit/:id', 'campaigns'),
      show('campaign/view/:campaignId', 'campaigns'),
    ],
  ],
  [
    'Content management',
    'content-management/',
    [
      ...crud('cms/home', 'cms-home'),
      ...crud('cms/about', 'cms-about'),
      ...crud('cms/page', 'cms-pages'),
      ...crud('cms/faq', 'cms-faqs'),
      ...crud('cms/post', 'cms-posts'),
      ...crud('cms/job', 'cms-jobs'),
      ...crud('cms/testimonial', 'cms-testimonials'),
      ...crud('cms/user-manual', 'cms-user-manuals'),
      list('cms/media', 'media-files'),
      ...crud('features/keys', 'cms-key-features'),
      ...crud('journey', 'cms-journey-entries'),
      ...crud('team', 'cms-team-members'),
      ...crud('sponsor', 'cms-sponsors'),
      ...crud('benefits', 'cms-benefits'),
    ],
  ],
  ['Master data', 'master-data/', [list('business-categories', 'business-categories'), list('cities', 'cities')]],
  [
    'Settings',
    'settings/',
    [
      list('membership-plan', 'membership-plans'),
      list('commissions', 'commission-rules'),
      custom('wallet', 'settingsForm', 'Wallet settings', 'add_edit', { resource: 'global-settings', options: { group: 'wallet' } }),
      custom('payment', 'settingsForm', 'Payment settings', 'add_edit', {
        resource: 'global-settings',
        feature: 'Payment Settings',
        options: { group: 'payment' },
      }),
      ...crud('template', 'templates'),
      // What "reset" resets is ours to decide (docs/decisions.md): a member's sign-in lock, so Customer → process, as the API checks.
      custom('reset', 'resetTool', 'Reset sign-in lock', 'process', { feature: 'Customer' }),
      list('bcm/notification', 'notifications'),
      list('upload/tcp', 'tcp-uploads'),
      custom('otp', 'temporaryOtp', 'Temporary OTP', 'process', { feature: 'Temporary OTP' }),
      list('contact/block', 'contact-blocks'),
      // Spec §6: single or bulk business GST hit needs process access — on Business, as the API checks.
      custom('gst/hit', 'bulkGstHit', 'Bulk GST hit', 'process', { resource: 'gst-hit-batches', feature: 'Business' }),
      list('ip/management', 'restricted-ips', { title: 'IP management' }),
      create('ip/add', 'restricted-ips', { title: 'Add an IP rule' }),
      list('global/setting', 'global-settings'),
      list('user-deactivation-slabs/settings', 'user-deactivation-slabs'),
    ],
  ],
  [
    'User management',
    'admin-user-management/',
    [
      ...crud('admin-role', 'admin-roles'),
      list('admin-user', 'admin-users'),
      list('restricted-ip', 'restricted-ips'),
      show('user/view/:id', 'admin-users'),
      edit('user/edit/:id', 'admin-users'),
      create('user/add', 'admin-users'),
    ],
  ],
  [
    'Settlement',
    'settlement/',
    [
      list('commissions', 'settlement-commission-slabs'),
      list('services-charges', 'service-charges'),
      edit('payment-detail/:id', 'settlement-payment-details', { title: 'Settlement payment detail' }),
      list('documents', 'settlement-documents'),
      create('documents/new', 'settlement-documents'),
      {
        ...create('documents/new/:parentId', 'settlement-documents'),
        screen: { kind: 'create', resource: 'settlement-documents', defaultsFrom: { field: 'parent_id', param: 'parentId' } },
      },
      list('header/document/settlement', 'settlement-headers'),
      create('/Settlement/header/new', 'settlement-headers'),
      list('requests', 'settlement-requests'),
      show('details/:settlementId', 'settlement-requests'),
      list('instant-cashback', 'instant-cashback-rules'),
      list('call-request-hold', 'call-request-holds'),
      show('call-request-hold/details/:holdId', 'call-request-holds'),
      list('call-hold/release-actions/logs', 'call-hold-release-logs'),
    ],
  ],
  [
    'Business-accounting sync',
    'bcm/',
    [
      list('registration', 'bcm-registrations'),
      list('registrationAttempts', 'bcm-registration-attempts'),
      list('voucherAttempts', 'bcm-voucher-attempts'),
      list('syncVoucherHistory', 'bcm-sync-history'),
      list('gstApiErrorLog', 'gst-api-error-logs'),
      list('error-log', 'bcm-error-logs'),
      filtered('error-log/:paramFile', 'bcm-error-logs', 'param_file', { title: 'BCM errors of a file' }),
      list('business-transactions', 'business-transactions'),
      list('sync-tracking', 'sync-tracking'),
    ],
  ],
  [
    'Legal notice',
    'legal-notice/',
    [
      list('documents', 'legal-notice-documents'),
      create('documents/new', 'legal-notice-documents'),
      custom('documents/edit', 'legalDocumentEdit', 'Edit legal notice document', 'add_edit', {
        resource: 'legal-notice-documents',
        spec: 'documents/edit?id={id}&type={type}',
        menu: false,
      }),
      list('documents/footer-header', 'legal-notice-footer-headers'),
      create('footer-header/new', 'legal-notice-footer-headers'),
      list('list', 'legal-notices'),
      custom('process', 'legalNoticeProcess', 'Legal notice process', 'process', { resource: 'sa-defaulters' }),
      custom('process/supplier', 'legalNoticeProcess', 'Legal notice process: suppliers', 'process', {
        resource: 'sa-defaulters',
        options: { noticeFor: 'supplier' },
        menu: false,
      }),
      custom('process/:legalNoticeFor', 'legalNoticeProcess', 'Legal notice process', 'process', { resource: 'sa-defaulters' }),
      list('batch', 'legal-notice-batches'),
      list('sa-defaulter', 'sa-defaulters'),
      list('pdf-generated', 'legal-notices-pdf-generated'),
    ],
  ],
  [
    'Monitoring',
    'monitoring/',
    [
      list('aadhar-api-monitoring', 'aadhaar-api-logs'),
      list('gst-api-monitoring', 'gst-api-monitoring'),
      custom('audit/report', 'auditReport', 'Audit report', 'listView', { resource: 'audit-logs' }),
    ],
  ],
];

const ACCESS_OF_KIND = { list: 'listView', show: 'detailView', edit: 'add_edit', create: 'add_edit' } as const;

/** 'Home page' → 'home page', but 'FAQ' and 'CIN hit' keep their capitals. */
const lowerFirst = (s: string) => (/^[A-Z][a-z]/.test(s) ? s[0]!.toLowerCase() + s.slice(1) : s);

function titleOf(e: Entry): string {
  if (e.title) return e.title;
  const s = e.screen;
  const def = s.kind === 'custom' ? undefined : resourceByName(s.resource);
  if (!def) return specSpelling(e.path);
  switch (s.kind) {
    case 'list':
      return def.label;
    case 'show':
      return def.recordLabel;
    case 'edit':
      return `Edit ${lowerFirst(def.recordLabel)}`;
    case 'create':
      return `New ${lowerFirst(def.recordLabel)}`;
    default:
      return def.label;
  }
}

function complete(group: MenuGroup, prefix: string, e: Entry, fromSpec: boolean): AdminRoute {
  const spec = fromSpec && e.spec !== false;
  // A leading '/' marks a path the spec writes outside its group folder.
  const path = e.path.startsWith('/') ? e.path.slice(1) : `${prefix}${e.path}`;
  const s = e.screen;
  const def = s.resource ? resourceByName(s.resource) : undefined;
  const hasParams = pathParams(path).length > 0;
  return {
    path,
    title: titleOf(e),
    group,
    feature: e.feature ?? def?.feature ?? 'Dashboard',
    access: e.access ?? (s.kind === 'custom' ? 'process' : ACCESS_OF_KIND[s.kind]),
    screen: s,
    menu: e.menu ?? ((s.kind === 'list' && !hasParams) || (s.kind === 'custom' && !hasParams)),
    spec: spec ? (e.spec ? `${e.path.startsWith('/') ? '' : prefix}${e.spec}` : specSpelling(path)) : undefined,
  };
}

const tableRoutes: AdminRoute[] = SPEC.flatMap(([group, prefix, entries]) => entries.map((e) => complete(group, prefix, e, true)));

/** Registry resources the spec does not list get their list route (and menu entry) too. */
const listed = new Set(tableRoutes.map((r) => r.path));
const registryRoutes: AdminRoute[] = adminResources
  .filter((r) => !listed.has(r.route))
  .map((r) => complete(r.menuGroup, '', list(r.route, r.name), false));

export const adminRoutes: readonly AdminRoute[] = [...tableRoutes, ...registryRoutes];
export const specRouteCount = tableRoutes.filter((r) => r.spec !== undefined).length;
