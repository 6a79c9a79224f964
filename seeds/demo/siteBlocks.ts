import type { Knex } from 'knex';
import { insertMissing } from './content';

/**
 * Demo content for the public site's other sections (dev database only): home banners, the
 * journey, team, sponsors, benefits, events & media (which also fill the gallery), jobs and the
 * members' user manuals — plus items the public site must NOT show: a draft post, a draft FAQ, an
 * expired banner and a deactivated membership plan. Idempotent: rows are matched by a natural key
 * and never updated.
 */
type Row = Record<string, unknown>;

/** A plain coloured picture with a caption: demo images without files (the CSP allows data: images). */
const picture = (caption: string, colour: string) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="400"><rect width="1200" height="400" fill="${colour}"/>` +
      `<text x="60" y="220" font-family="sans-serif" font-size="56" fill="#fff">${caption}</text></svg>`,
  )}`;

const ordered = (rows: Row[]) => rows.map((r, i) => ({ sort_order: i + 1, publish: 1, ...r }));

const BANNERS: Row[] = ordered([
  { title: 'Know before you sell on credit', image: picture('Check buyer credit', '#0d47a1') },
  { title: 'Report a defaulter in minutes', image: picture('Report a defaulter', '#1b5e20') },
  // Hidden: its dates are over.
  { title: 'Diwali 2025 offer', image: picture('Diwali offer', '#e65100'), starts_on: '2025-10-01', ends_on: '2025-11-15' },
]);

const JOURNEY: Row[] = ordered([
  { year: 2021, title: 'Started in Jaipur', description: 'A handful of textile traders pool their records of buyers who did not pay.' },
  { year: 2022, title: 'First 1,000 members', description: 'Suppliers across Rajasthan and Gujarat report and settle dues online.' },
  { year: 2023, title: 'Credit information reports', description: 'A 0–900 score built from verified payment behaviour.' },
  { year: 2024, title: 'Delhi office and Tally sync', description: 'A second office and automatic sync of Tally vouchers.' },
]);

const TEAM: Row[] = ordered([
  { name: 'Rajesh Khandelwal', designation: 'Founder & CEO', bio: 'Twenty years in textile wholesale before starting Bakaya.' },
  { name: 'Meera Iyer', designation: 'Head of Risk', bio: 'Built credit models for two NBFCs.' },
  { name: 'Arjun Bansal', designation: 'Head of Technology', bio: 'Leads the platform and the Tally integration.' },
]);

const SPONSORS: Row[] = ordered([
  { name: 'Rajasthan MSME Forum', website_url: 'https://example.org/rajasthan-msme' },
  { name: 'Jaipur Traders Association', website_url: 'https://example.org/jaipur-traders' },
]);

const BENEFITS: Row[] = ordered([
  { title: 'Fewer bad debts', description: 'Check a buyer’s record before extending credit.', audience: 'supplier' },
  { title: 'Faster recovery', description: 'A notice from Bakaya gets long-pending dues paid.', audience: 'supplier' },
  { title: 'A credit record that opens doors', description: 'Buyers who pay on time earn a better score.', audience: 'buyer' },
  { title: 'One place for dues', description: 'Transactions, cases and settlements in one dashboard.', audience: 'all' },
]);

const EVENTS: Row[] = ordered([
  {
    slug: 'msme-credit-summit-jaipur-2026',
    title: 'MSME Credit Summit, Jaipur',
    kind: 'event',
    description: '<p>A day on getting paid on time, with talks from traders, bankers and lawyers.</p>',
    event_date: '2026-08-22',
    location: 'Jaipur',
    cover_image: picture('MSME Credit Summit', '#4a148c'),
  },
  {
    slug: 'bakaya-in-the-economic-times',
    title: 'Bakaya in the news: a credit bureau for small traders',
    kind: 'media',
    description: '<p>Press coverage of our work with MSMEs in Rajasthan.</p>',
    event_date: '2026-05-10',
    link_url: 'https://example.org/news/bakaya',
    cover_image: picture('In the news', '#37474f'),
  },
]);

const JOBS: Row[] = ordered([
  {
    slug: 'customer-success-executive-jaipur',
    title: 'Customer success executive',
    department: 'Operations',
    location: 'Jaipur',
    employment_type: 'full_time',
    experience: '1–3 years',
    description: '<p>Help members report defaulters and settle dues. Hindi and English.</p>',
    apply_email: 'careers@bakaya.in',
  },
]);

const MANUALS: Row[] = ordered([
  {
    slug: 'add-your-business',
    title: 'Add your business by GST number',
    audience: 'customer',
    body: '<p>Open Dashboard → Add business, enter the GSTIN…</p>',
  },
  {
    slug: 'report-a-defaulter',
    title: 'Report a defaulter',
    audience: 'customer',
    body: '<p>Keep the invoice, ledger and CA certificate ready…</p>',
  },
  { slug: 'staff-case-review', title: 'Reviewing reported cases', audience: 'admin', body: '<p>Staff only.</p>' },
]);

/** The help topics the base FAQs (content.ts) leave empty. */
const MORE_FAQS: Row[] = [
  ['Which businesses can I check?', 'Any business with a GST number: search by GSTIN to see its credit report.', 'products'],
  ['How do I get my invoice and documents?', 'Invoices are under My invoices; reports are delivered on screen and by email.', 'delivery'],
  ['Can I get a refund?', 'On deactivation, a share of the plan fee is refunded by the published refund slabs.', 'return'],
].map(([query, answer, category], i) => ({ query, answer, category, sort_order: 20 + i, publish: 1 }));

/** Items that must never reach the public site. */
const DRAFT_POST: Row = {
  slug: 'draft-gst-e-invoicing-changes',
  title: 'GST e-invoicing changes (draft)',
  excerpt: 'Not ready yet.',
  publish: 0,
};
const DRAFT_FAQ: Row = {
  query: 'Do you offer a lifetime plan? (draft)',
  answer: 'Not yet.',
  category: 'offers',
  sort_order: 99,
  publish: 0,
};

export async function seedDemoSiteBlocks(trx: Knex.Transaction): Promise<void> {
  await insertMissing(trx, 'cms_banners', 'title', BANNERS);
  await insertMissing(trx, 'cms_journey_entries', 'title', JOURNEY);
  await insertMissing(trx, 'cms_team_members', 'name', TEAM);
  await insertMissing(trx, 'cms_sponsors', 'name', SPONSORS);
  await insertMissing(trx, 'cms_benefits', 'title', BENEFITS);
  await trx('cms_events').insert(EVENTS).onConflict('slug').ignore();
  await trx('cms_jobs').insert(JOBS).onConflict('slug').ignore();
  await trx('cms_user_manuals').insert(MANUALS).onConflict('slug').ignore();
  await trx('cms_posts').insert(DRAFT_POST).onConflict('slug').ignore();
  await insertMissing(trx, 'cms_faqs', 'query', [...MORE_FAQS, DRAFT_FAQ]);
  // A retired plan: deactivated (status 0), so /subscription never lists it although its version is published.
  const [plan] = await trx('membership_plans')
    .insert({ slug: 'legacy-half-yearly', name: 'Half-yearly (retired)', description: 'No longer sold.', status: 0 })
    .onConflict('slug')
    .ignore()
    .returning('id');
  if (plan) {
    await trx('plan_versions').insert({
      plan_id: plan.id,
      version: 1,
      fee: '199.00',
      duration_value: 6,
      duration_unit: 'months',
      published: 1,
    });
  }
}
