/**
 * Permission feature titles (spec §6). An access rule row (role × feature) carries one flag per
 * access kind; the engine checks the resource's feature for every call.
 */
export const FEATURES = [
  'Dashboard',
  // Spec §6, as listed.
  'Customer',
  'Business',
  'Defaulter',
  'Commission',
  'Settlement Request',
  'Legal Notice Process',
  'Admin Roles',
  'Admin Users',
  'Restricted Ip',
  'Global Setting',
  'Legal Notice Documents',
  'GST Hit Logs',
  'Export Data',
  'CIN Hits',
  'Plan Expiry',
  'Login Restriction Logs',
  'Wallet Transactions',
  'SMS Logs',
  'Agent Revenue',
  'Relationship Managers',
  'Bitrix Agents',
  'API Consumption',
  'Defaulter Aadhaar Monitoring',
  'GST Monitoring',
  'Call Hold Release Logs',
  'User Deactivation',
  'Free Benefits Force Track',
  'Pending Invoices',
  'CRM Deals',
  'Audit',
  'Membership Versioning',
  // Implied by the admin routes of spec §2 (the spec's list says "features include").
  'CIR',
  'Invoices',
  'Cashback',
  'Business Transactions',
  'BCM Sync',
  'Promo Code',
  'Free Trial',
  'Campaign',
  'CMS',
  'Master Data',
  'Membership Plan',
  'Templates',
  'Settlement Settings',
  'Partners',
  'Temporary OTP',
  'Payment Settings',
  'Notifications',
  'Contact Block',
  'Agents',
] as const;
export type Feature = (typeof FEATURES)[number];

/** Access kinds (spec §6) and their labels, in the order the permission matrix shows them. */
export const ACCESS_KINDS = ['listView', 'detailView', 'add_edit', 'deactivate_activate', 'download', 'process'] as const;
export type AccessKind = (typeof ACCESS_KINDS)[number];
export const ACCESS_KIND_LABELS: Record<AccessKind, string> = {
  listView: 'List view',
  detailView: 'Detail view',
  add_edit: 'Add/edit',
  deactivate_activate: 'Deactivate/activate',
  download: 'Download',
  process: 'Process',
};
/** Database column of each access kind in role_permissions. */
export const ACCESS_KIND_COLUMNS: Record<AccessKind, string> = {
  listView: 'list_view',
  detailView: 'detail_view',
  add_edit: 'add_edit',
  deactivate_activate: 'deactivate_activate',
  download: 'download',
  process: 'process',
};

/** Role ids fixed by spec §3. Role 1 "User" is the members' role (role_type customer); see docs/portal.md and docs/api-calls.md. */
export const ROLE = { USER: 1, SUPER_ADMIN: 2, DEVELOPER: 3, QA: 4, SEO: 5 } as const;
