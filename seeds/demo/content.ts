import type { Knex } from 'knex';

/**
 * Demo CMS content for the embedded/dev database only: the home, about, privacy and terms
 * pages with SEO fields, FAQs, blog posts, testimonials, key features and a legal-notice
 * template. Idempotent: rows are matched by slug (or by their natural text) and never updated.
 */
type Row = Record<string, unknown>;

/** Inserts the rows whose `key` value is not in the table yet (for tables without a unique key). */
export async function insertMissing(trx: Knex.Transaction, table: string, key: string, rows: Row[]) {
  const existing = new Set(
    (await trx(table)
      .whereIn(
        key,
        rows.map((r) => r[key] as string),
      )
      .pluck(key)) as string[],
  );
  const missing = rows.filter((r) => !existing.has(r[key] as string));
  if (missing.length) await trx(table).insert(missing);
}

const PAGES: Row[] = [
  {
    kind: 'home',
    slug: 'home',
    title: 'Bakaya — report defaulters, recover dues, check buyer credit',
    body:
      '<h1>Stop selling on credit to buyers who do not pay</h1><p>Bakaya helps Indian MSMEs report payment defaulters by GSTIN, ' +
      "settle outstanding dues and check a buyer's credit information report (CIR) before extending credit.</p>",
    seo_title: 'Bakaya | Defaulter reporting and credit reports for Indian MSMEs',
    seo_description:
      'Register your business by GST number, report buyers who defaulted on payment, settle dues and pull a 0–900 credit score before you sell on credit.',
    seo_keywords: 'defaulter list, MSME payment recovery, GST credit report, buyer credit check, CIR',
  },
  {
    kind: 'about',
    slug: 'about',
    title: 'About Bakaya',
    body:
      '<p>Bakaya was started in Jaipur by traders who had lost too much money to buyers who stopped paying. Today thousands of ' +
      'suppliers, wholesalers and manufacturers across India use Bakaya to share verified payment behaviour, so honest buyers ' +
      'earn credit and habitual defaulters are known before the next order ships.</p>' +
      '<p>Every report is backed by invoices, ledger confirmations and a CA certificate, and every reported buyer gets a notice ' +
      'and a chance to reply or settle before their score is affected.</p>',
    seo_title: 'About us',
    seo_description: "Who we are and why Bakaya builds a fair credit record for India's small businesses.",
    seo_keywords: 'about Bakaya, MSME credit bureau, Jaipur startup',
  },
  {
    kind: 'page',
    slug: 'privacy-policy',
    title: 'Privacy policy',
    body:
      '<h2>What we collect</h2><p>Your name, mobile number, email address, GST number and PAN, the business details you enter, ' +
      'and the documents you upload as evidence of a default.</p><h2>How we use it</h2><p>To verify your business, process ' +
      'defaulter reports and settlements, generate credit information reports and send you service messages. We do not sell ' +
      'your personal data.</p><h2>Your rights</h2><p>You may ask for a copy of your data, correction or erasure by writing to ' +
      'support@bakaya.in. Our grievance officer answers within 30 days.</p>',
    seo_title: 'Privacy policy',
    seo_description: 'How Bakaya collects, uses and protects your personal and business data.',
    seo_keywords: 'privacy policy, data protection, DPDP',
  },
  {
    kind: 'page',
    slug: 'terms',
    title: 'Terms and conditions',
    robots: 'noindex, follow',
    body:
      '<h2>Using Bakaya</h2><p>You must report only genuine, documented dues owed to a business you operate. False or ' +
      'malicious reports are removed and may lead to suspension of your account.</p><h2>Membership</h2><p>Plan fees include GST ' +
      'and are charged for the period shown at purchase. Refunds on deactivation follow the published refund slabs.</p>' +
      '<h2>Disputes</h2><p>A reported buyer may dispute a report; while a dispute is open the report does not affect their score.</p>',
    seo_title: 'Terms and conditions',
    seo_description: 'The terms that govern membership and use of the Bakaya portal.',
    seo_keywords: 'terms, conditions, membership terms',
  },
];

const FAQS: Row[] = [
  [
    'What is Bakaya?',
    'Bakaya is a portal where businesses report buyers who have not paid their dues, settle those dues and check the payment record of a buyer before selling on credit.',
    'general',
  ],
  [
    'How do I register my business?',
    'Sign in with your mobile number, then add your business using its GST number. We fetch the trade name, address and PAN from the GST records.',
    'general',
  ],
  [
    'What documents do I need to report a defaulter?',
    'The invoice is required and the transport bilty is optional. A ledger confirmation and a CA certificate with UDIN are required; proof of any part payment is optional.',
    'general',
  ],
  [
    'Will the buyer be told that I reported them?',
    'Yes. The buyer receives a notice with the amount and due date and can reply, dispute or settle the dues before the report affects their score.',
    'general',
  ],
  [
    'How do I pay for a membership plan?',
    'Choose a plan on the Subscription page and pay online by UPI, card or net banking. The GST invoice is available under My invoices as soon as the payment succeeds.',
    'orders',
  ],
  [
    'Can I use a promo code or wallet cashback?',
    'Yes. Enter the promo code at checkout; referral cashback in your wallet is applied automatically where the plan allows it.',
    'offers',
  ],
].map(([query, answer, category], i) => ({ query, answer, category, sort_order: i + 1, publish: 1 }));

const POSTS: Row[] = [
  {
    slug: 'msmed-act-45-day-rule',
    title: 'The MSMED Act 45-day rule: what every supplier should know',
    excerpt:
      'Buyers must pay registered micro and small enterprises within 45 days. Here is how the rule works and what interest you can claim.',
    body:
      '<p>Under section 15 of the MSMED Act, 2006, a buyer must pay a micro or small supplier within the agreed period, which can never ' +
      'exceed 45 days from acceptance. Late payments attract compound interest at three times the RBI bank rate.</p>',
    author: 'Priya Sharma',
    published_at: '2026-09-02T10:00:00+05:30',
  },
  {
    slug: 'check-buyer-credit-before-shipping',
    title: 'Five checks before you ship goods on credit',
    excerpt: 'A GST number lookup, a credit report and three more checks that take ten minutes and save lakhs.',
    body:
      "<ol><li>Verify the GSTIN is active.</li><li>Pull the buyer's credit information report.</li><li>Ask for trade references.</li>" +
      '<li>Start with a small credit limit.</li><li>Get the purchase order signed.</li></ol>',
    author: 'Rohit Agarwal',
    published_at: '2026-10-05T10:00:00+05:30',
  },
  {
    slug: 'settling-a-reported-default',
    title: 'Settling a reported default: a step-by-step guide',
    excerpt: 'How buyers and suppliers agree a settlement on Bakaya, verify the bank account and clear the report.',
    body:
      '<p>Either party can start a settlement request from the defaulter detail page. The supplier confirms the amount with an OTP, ' +
      'the bank account is verified, and once the payment is confirmed the case is marked partially or fully settled.</p>',
    author: 'Neha Jain',
    published_at: '2026-11-01T10:00:00+05:30',
  },
].map((p) => ({ ...p, seo_title: p.title, seo_description: p.excerpt, publish: 1 }));

const TESTIMONIALS: Row[] = [
  {
    name: 'Suresh Khandelwal',
    designation: 'Proprietor',
    company: 'Khandelwal Textiles, Surat',
    rating: 5,
    message: "Two buyers cleared ₹3.8 lakh of old dues within a month of getting the Bakaya notice. I check every new buyer's report now.",
  },
  {
    name: 'Anita Mehra',
    designation: 'Director',
    company: 'Mehra Agro Foods Pvt. Ltd., Indore',
    rating: 5,
    message:
      'The credit report told us a distributor had defaulted with three other suppliers. We asked for advance payment and avoided a loss.',
  },
  {
    name: 'Imran Qureshi',
    designation: 'Partner',
    company: 'Qureshi Hardware, Jaipur',
    rating: 4,
    message: 'Settlement through Bakaya was simple: the buyer paid in two parts and the report was updated the same day.',
  },
].map((t, i) => ({ ...t, sort_order: i + 1, publish: 1 }));

const KEY_FEATURES: Row[] = [
  ['Report defaulters', 'Report a buyer who has not paid, with invoice, ledger and CA-certified evidence.'],
  ['Credit information report', 'A 0–900 score with reasons, built from verified payment behaviour across suppliers.'],
  ['Settle and recover', 'Agree settlements online with OTP confirmation and bank verification.'],
  ['Tally sync', 'Sync sales and receipt vouchers from Tally to track outstanding dues automatically.'],
  ['Legal notices', 'Send legal notices to defaulters in bulk from ready templates.'],
].map(([title, description], i) => ({ title, description, sort_order: i + 1, publish: 1 }));

const LEGAL_NOTICE_DOCUMENTS: Row[] = [
  {
    title: 'Demand notice for unpaid dues (buyer)',
    notice_for: 'buyer',
    kind: 'document',
    body:
      '<p>To,<br>{{defaulter_name}}<br>{{defaulter_address}}<br>GSTIN: {{defaulter_gstin}}</p>' +
      '<p><strong>Subject: Demand notice for payment of ₹{{due_amount}} due since {{due_date}}</strong></p>' +
      '<p>On behalf of our client {{supplier_name}} (GSTIN {{supplier_gstin}}), we call upon you to pay the outstanding sum of ' +
      '₹{{due_amount}} against invoice(s) {{invoice_numbers}}, together with interest under section 16 of the MSMED Act, 2006, ' +
      'within 15 days of receipt of this notice, failing which our client will initiate proceedings against you at your risk as to costs.</p>',
  },
  {
    title: 'Standard letterhead',
    notice_for: 'buyer',
    kind: 'footer_header',
    body:
      '<header><strong>{{firm_name}}</strong>, Advocates &amp; Legal Consultants — {{firm_address}}</header>' +
      '<footer>This notice is generated through Bakaya on behalf of the supplier named above. Reference: {{case_reference}}</footer>',
  },
];

export async function seedDemoContent(trx: Knex.Transaction): Promise<void> {
  // No conflict target: a clash on the slug or on the one-home/one-about index both mean "already there".
  await trx('cms_pages')
    .insert(PAGES.map((p) => ({ publish: 1, ...p })))
    .onConflict()
    .ignore();
  await trx('cms_posts').insert(POSTS).onConflict('slug').ignore();
  await insertMissing(trx, 'cms_faqs', 'query', FAQS);
  await insertMissing(trx, 'cms_testimonials', 'name', TESTIMONIALS);
  await insertMissing(trx, 'cms_key_features', 'title', KEY_FEATURES);
  await insertMissing(trx, 'legal_notice_documents', 'title', LEGAL_NOTICE_DOCUMENTS);
}
