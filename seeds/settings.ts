import type { Knex } from 'knex';
import { KYC_LIMIT_RANGE, KYC_LIMIT_SETTINGS } from '../api/src/domain/settlements/kycAttemptLimits';
import { aggregateRow } from '../api/src/db/aggregateRow';
import { MESSAGE_TEMPLATE_SEEDS } from './messageTemplates';

/**
 * Base settings every installation needs: the global settings the public site and admin read
 * (spec §1 contact details and help topics, §9 constants), the notification templates the
 * application sends by key, and the account-deactivation refund slabs. Idempotent: existing rows
 * (matched by key) are left as staff edited them.
 */
interface Setting {
  key: string;
  label: string;
  group: string;
  input_type: string;
  value: string;
  options?: unknown;
}

const HELP_TOPICS = ['general', 'orders', 'products', 'delivery', 'return', 'offers'].map((id) => ({
  id,
  name: id[0]!.toUpperCase() + id.slice(1),
}));

const SOCIAL: Array<[string, string, string]> = [
  ['facebook', 'Facebook', 'https://www.facebook.com/bakaya.in'],
  ['instagram', 'Instagram', 'https://www.instagram.com/bakaya.in'],
  ['linkedin', 'LinkedIn', 'https://www.linkedin.com/company/bakaya'],
  ['twitter', 'Twitter', 'https://twitter.com/bakaya_in'],
  ['youtube', 'YouTube', 'https://www.youtube.com/@bakaya'],
  ['pinterest', 'Pinterest', 'https://in.pinterest.com/bakaya_in'],
  ['whatsapp', 'WhatsApp', 'https://wa.me/918047181818'],
];

export const GLOBAL_SETTINGS: Setting[] = [
  { key: 'brand-name', label: 'Brand name', group: 'general', input_type: 'text', value: 'Bakaya' },
  { key: 'toll-free-number', label: 'Toll-free number', group: 'contact', input_type: 'phone', value: '1800 309 4455' },
  { key: 'general-mail', label: 'General mail', group: 'contact', input_type: 'email', value: 'info@bakaya.in' },
  { key: 'support-mail', label: 'Support mail', group: 'contact', input_type: 'email', value: 'support@bakaya.in' },
  {
    key: 'office-address-jaipur',
    label: 'Office address (Jaipur)',
    group: 'contact',
    input_type: 'textarea',
    value: 'Bakaya Technologies Pvt. Ltd., 3rd Floor, Shri Ram Tower, Ashok Marg, C-Scheme, Jaipur, Rajasthan 302001',
  },
  {
    key: 'office-address-delhi',
    label: 'Office address (Delhi)',
    group: 'contact',
    input_type: 'textarea',
    value:
      'Bakaya Technologies Pvt. Ltd., Office 512, 5th Floor, Tolstoy House, 15-17 Tolstoy Marg, Connaught Place, New Delhi, Delhi 110001',
  },
  ...SOCIAL.map(([id, name, url]) => ({ key: `social-${id}`, label: `${name} link`, group: 'social', input_type: 'url', value: url })),
  {
    key: 'help-topics',
    label: 'Help topics',
    group: 'contact',
    input_type: 'select',
    options: HELP_TOPICS,
    value: 'general',
  },
  // The member agreement each business accepts (/dashboard/agreement/{businessId}). Change the version
  // whenever the text changes: members are then asked to accept the new version.
  { key: 'member-agreement-version', label: 'Member agreement version', group: 'legal', input_type: 'text', value: '1.0' },
  {
    key: 'member-agreement-text',
    label: 'Member agreement text (accepted per business)',
    group: 'legal',
    input_type: 'textarea',
    value:
      'By accepting this agreement for your business you confirm that the business details you gave are true, that you are ' +
      'authorised to act for the business, and that every defaulter you report, every transaction you record and every document ' +
      'you upload is accurate and supported by your own records. You agree that Bakaya may verify your business by its GSTIN, ' +
      'share reported dues with the businesses concerned to settle them, and use your reports in credit information reports ' +
      'under its terms and privacy policy. A false report may lead to its removal and to the suspension of your account.',
  },
  {
    key: 'toast-auto-close-ms',
    label: 'Notification auto-close (ms)',
    group: 'interface',
    input_type: 'number',
    options: { min: 1000, max: 60000, integer: true },
    value: '3000',
  },
  // Issue 10 §3: days the reported business has to reply to a notice before the case is listed.
  {
    key: 'case-reply-window-days',
    label: 'Reply window after a defaulter notice (days)',
    group: 'defaulter',
    input_type: 'number',
    options: { min: 1, max: 90, integer: true },
    value: '21',
  },
  // Issue 18 §7: paid Aadhaar and bank (penny drop) checks allowed on a settlement request and to a member.
  ...Object.values(KYC_LIMIT_SETTINGS).flatMap((check) =>
    [check.perRequest, check.perMemberDay].map((s) => ({
      key: s.key,
      label: s.label,
      group: 'settlement',
      input_type: 'number',
      options: { ...KYC_LIMIT_RANGE, integer: true },
      value: String(s.fallback),
    })),
  ),
  {
    key: 'rich-text-editor-height',
    label: 'Rich-text editor height (px)',
    group: 'interface',
    input_type: 'number',
    options: { min: 200, max: 2000, integer: true },
    value: '760',
  },
  {
    key: 'default-map-lat',
    label: 'Default map point latitude (Jaipur)',
    group: 'map',
    input_type: 'number',
    options: { min: -90, max: 90 },
    value: '26.9124',
  },
  {
    key: 'default-map-lng',
    label: 'Default map point longitude (Jaipur)',
    group: 'map',
    input_type: 'number',
    options: { min: -180, max: 180 },
    value: '75.7873',
  },
  // What every GST tax invoice prints as the seller; an issued invoice keeps the values it was issued with.
  { key: 'invoice-prefix', label: 'Invoice number prefix (BKY/26-27/000123)', group: 'invoice', input_type: 'text', value: 'BKY' },
  { key: 'seller-gstin', label: 'Seller GSTIN on invoices', group: 'invoice', input_type: 'text', value: '08AAHCB4321K1ZP' },
  {
    key: 'seller-legal-name',
    label: 'Seller legal name on invoices',
    group: 'invoice',
    input_type: 'text',
    value: 'Bakaya Technologies Pvt. Ltd.',
  },
  {
    key: 'seller-address',
    label: 'Seller address on invoices',
    group: 'invoice',
    input_type: 'textarea',
    value: '3rd Floor, Shri Ram Tower, Ashok Marg, C-Scheme, Jaipur, Rajasthan 302001',
  },
  { key: 'invoice-sac-code', label: 'SAC code of the service invoiced', group: 'invoice', input_type: 'text', value: '998591' },
  {
    key: 'gst-rate-percent',
    label: 'GST rate (%) on services without a plan',
    group: 'invoice',
    input_type: 'number',
    options: { min: 0, max: 100 },
    value: '18',
  },
  {
    // Issue 10 §2: evidence of a deleted case is kept this long (8 years, as books of account are).
    key: 'evidence-retention-days',
    label: 'Keep the evidence files of a deleted case for (days)',
    group: 'cases',
    input_type: 'number',
    options: { min: 30, max: 7300, integer: true },
    value: '2920',
  },
  {
    // Issue 18 #12: an unpaid order holds its promo use, wallet part and gateway checkout this long.
    key: 'checkout-hold-minutes',
    label: 'An unpaid order holds its promo code use and wallet amount for (minutes)',
    group: 'payment',
    input_type: 'number',
    options: { min: 16, max: 1440, integer: true },
    value: '30',
  },
  { key: 'captcha-bypass', label: 'Bypass captcha', group: 'security', input_type: 'boolean', value: 'true' },
  // What a member accepts when registering (GET data/consent-text); registration stores the version.
  // Change the version whenever the text changes, so acceptances can be told apart.
  { key: 'consent-version', label: 'Terms and consent version', group: 'legal', input_type: 'text', value: '1.0' },
  {
    key: 'consent-text',
    label: 'Terms and consent text (shown at registration)',
    group: 'legal',
    input_type: 'textarea',
    value:
      'I agree to the Terms and Conditions and the Privacy Policy. I consent to Bakaya storing my name, mobile number and ' +
      'email address, verifying my businesses by GSTIN, and contacting me by SMS, email and WhatsApp about my account.',
  },
];

interface Template {
  key: string;
  name: string;
  channel: 'sms' | 'email' | 'whatsapp' | 'pdf';
  subject?: string;
  body: string;
  variables: string[];
}

export const TEMPLATES: Template[] = [
  {
    key: 'welcome-email',
    name: 'Welcome (email)',
    channel: 'email',
    variables: ['name'],
    subject: 'Welcome to Bakaya, {{name}}',
    body:
      '<p>Dear {{name}},</p><p>Welcome to Bakaya. Register your business with its GST number to report payment ' +
      'defaulters, settle dues and pull credit information reports on your buyers.</p>' +
      '<p>Questions? Write to support@bakaya.in or call our toll-free number 1800 309 4455.</p><p>— Team Bakaya</p>',
  },
  {
    key: 'welcome-sms',
    name: 'Welcome (SMS)',
    channel: 'sms',
    variables: ['name'],
    body: 'Welcome to Bakaya, {{name}}! Register your business by GSTIN to report defaulters and check buyer credit.',
  },
];

/** Refund share of the plan fee by days of the plan used before deactivation. */
const DEACTIVATION_SLABS = [
  { min_days: 0, max_days: 7, refund_percent: '90.00' },
  { min_days: 8, max_days: 30, refund_percent: '50.00' },
  { min_days: 31, max_days: 90, refund_percent: '25.00' },
  { min_days: 91, max_days: 36500, refund_percent: '0.00' },
];

export async function seedSettings(trx: Knex.Transaction): Promise<void> {
  await trx('global_settings')
    .insert(GLOBAL_SETTINGS.map(({ options, ...s }) => ({ ...s, options: options === undefined ? null : JSON.stringify(options) })))
    .onConflict('key')
    .ignore();
  // Rows seeded before values were checked by type: give them their type and range (never a staff edit).
  for (const s of GLOBAL_SETTINGS.filter((x) => x.input_type === 'phone' || (x.input_type === 'number' && x.options))) {
    await trx('global_settings')
      .where({ key: s.key })
      .whereIn('input_type', ['text', s.input_type])
      .whereNull('options')
      .update({ input_type: s.input_type, options: s.options === undefined ? null : JSON.stringify(s.options) });
  }

  await trx('templates')
    .insert(
      [...TEMPLATES, ...MESSAGE_TEMPLATE_SEEDS].map((t) => ({
        language: 'en',
        ...t,
        subject: t.subject ?? null,
        variables: JSON.stringify(t.variables),
        status: 1,
      })),
    )
    .onConflict(['key', 'language'])
    .ignore();

  // Only into an empty table: staff may have re-cut the ranges, and new defaults would overlap them.
  const { count } = aggregateRow(await trx('user_deactivation_slabs').count<{ count: string }[]>({ count: '*' }));
  if (Number(count) === 0) await trx('user_deactivation_slabs').insert(DEACTIVATION_SLABS).onConflict().ignore();
}
