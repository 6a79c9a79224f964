import type { Knex } from 'knex';
import type { CirPurpose } from '../../api/src/contracts/cir';
import { callAs } from '../../api/src/callContext';
import { storeCirReport } from '../../api/src/domain/cir';
import { insertUsers } from '../../api/src/domain/accounts';
import { insertBusinesses, type NewBusiness } from '../../api/src/domain/businesses';
import { addTransactionDocuments, insertTransactions, type NewTransaction } from '../../api/src/domain/businessTransactions';
import { seedDemoCases } from './businessCases';
import {
  dateDaysAgo,
  daysAgo,
  demoFile,
  demoGstin,
  demoUdin,
  paise,
  percentOf,
  rupees,
  type DemoBusiness,
  type DemoContext,
} from './businessKit';
import { seedDemoMoney } from './businessMoney';

const demoEmail = (name: string) => `${name.toLowerCase().replace(/ /g, '.')}@demo.bakaya.in`;
const MARKER_EMAIL = demoEmail('Aarav Sharma');

const CUSTOMERS: Array<[key: string, name: string, mobile: string, referral: string]> = [
  ['aarav', 'Aarav Sharma', '9829012345', 'AARAV7K2'],
  ['priya', 'Priya Patel', '9824011122', 'PRIYA3M8'],
  ['rohan', 'Rohan Mehta', '9820033344', 'ROHAN5Q1'],
  ['ananya', 'Ananya Iyer', '9840055566', 'ANANYA9T'],
  ['vikram', 'Vikram Singh', '9811077788', 'VIKRAM4D'],
  ['sneha', 'Sneha Reddy', '9849099900', 'SNEHA6W3'],
  ['arjun', 'Arjun Gupta', '7007012121', 'ARJUN2H7'],
  ['kavya', 'Kavya Nair', '8086034343', 'KAVYA8P5'],
];

/** key, owner, trade name, legal name, PAN, state code, city, category, pincode. */
const BUSINESSES: Array<[string, string, string, string, string, string, string, string, string]> = [
  ['sharma-textiles', 'aarav', 'Sharma Textiles', 'Sharma Textiles', 'AAKFS4821M', '08', 'Jaipur', 'Textiles and Garments', '302003'],
  ['sharma-handicrafts', 'aarav', 'Sharma Handicrafts', 'Aarav Sharma', 'ABGPS7310Q', '08', 'Jaipur', 'Manufacturing', '302004'],
  [
    'patel-agro',
    'priya',
    'Patel Agro Foods',
    'Patel Agro Foods Private Limited',
    'AAGCP5519R',
    '24',
    'Ahmedabad',
    'Food Processing',
    '380009',
  ],
  ['mehta-steel', 'rohan', 'Mehta Steel Traders', 'Mehta Steel Traders', 'AAEFM2290H', '27', 'Mumbai', 'Steel and Metals', '400009'],
  [
    'mehta-packaging',
    'rohan',
    'Mehta Packaging',
    'Mehta Packaging Private Limited',
    'AAHCM6604B',
    '27',
    'Pune',
    'Plastics and Packaging',
    '411018',
  ],
  [
    'iyer-pharma',
    'ananya',
    'Iyer Pharma Distributors',
    'Iyer Pharma Distributors',
    'AAFFI3387D',
    '33',
    'Chennai',
    'Pharmaceuticals',
    '600017',
  ],
  [
    'singh-auto',
    'vikram',
    'Singh Auto Components',
    'Singh Auto Components Private Limited',
    'AACCS9071L',
    '07',
    'Delhi',
    'Automobile and Auto Parts',
    '110015',
  ],
  ['singh-logistics', 'vikram', 'Singh Logistics', 'Singh Logistics', 'ABKFS1442N', '06', 'Gurugram', 'Logistics and Transport', '122001'],
  [
    'reddy-electricals',
    'sneha',
    'Reddy Electricals',
    'Reddy Electricals',
    'AAJFR5836E',
    '36',
    'Hyderabad',
    'Electronics and Electricals',
    '500003',
  ],
  ['gupta-paper', 'arjun', 'Gupta Paper Mart', 'Arjun Gupta', 'ABCPG8125K', '09', 'Lucknow', 'Paper and Printing', '226001'],
  [
    'nair-spices',
    'kavya',
    'Nair Spices Exports',
    'Nair Spices Exports Private Limited',
    'AADCN4473J',
    '32',
    'Kochi',
    'Agriculture and Agri Inputs',
    '682002',
  ],
];

/** supplier, buyer, voucher, unit, unit value, quantity (×1000), tax %, advance, invoiced days ago, credit days. */
const TRANSACTIONS: Array<[string, string, string, string, string, number, string, string, number, number]> = [
  ['sharma-textiles', 'singh-auto', 'ST/2026/0141', 'metre', '185.00', 1_200_000, '5.00', '50000.00', 48, 30],
  ['mehta-steel', 'mehta-packaging', 'MST/0912', 'kg', '62.50', 4_000_000, '18.00', '0.00', 40, 45],
  ['patel-agro', 'nair-spices', 'PAF-7781', 'kg', '240.00', 850_500, '5.00', '25000.00', 35, 30],
  ['reddy-electricals', 'iyer-pharma', 'RE/INV/332', 'piece', '1450.00', 36_000, '18.00', '10000.00', 28, 15],
  ['singh-logistics', 'gupta-paper', 'SL-LR-5521', 'trip', '18500.00', 3_000, '12.00', '0.00', 21, 7],
  ['gupta-paper', 'sharma-handicrafts', 'GPM/1187', 'ream', '320.00', 150_000, '12.00', '5000.00', 14, 30],
  ['nair-spices', 'patel-agro', 'NSE/EXP/091', 'kg', '910.00', 120_250, '5.00', '0.00', 9, 60],
  ['iyer-pharma', 'reddy-electricals', 'IPD/22/4410', 'box', '780.00', 60_000, '12.00', '15000.00', 5, 30],
];

/** subject business, pulled by (from their first business), purpose, fee charged, days ago. The score is the model's. */
const CIRS: Array<[string, string, CirPurpose, string, number]> = [
  ['singh-auto', 'rohan', 'new_credit', '199.00', 6],
  ['mehta-packaging', 'sneha', 'credit_review', '0.00', 12],
  ['patel-agro', 'aarav', 'new_credit', '199.00', 20],
  ['reddy-electricals', 'kavya', 'collection', '199.00', 3],
  ['iyer-pharma', 'vikram', 'credit_review', '0.00', 15],
  ['nair-spices', 'priya', 'new_credit', '0.00', 25],
  ['gupta-paper', 'arjun', 'other', '0.00', 8],
  ['sharma-textiles', 'ananya', 'collection', '0.00', 2],
];

/**
 * Demo data for the embedded/dev database only: customers with GST-registered businesses,
 * defaulter cases in every status, settlements, transactions, CIRs and the money trail.
 * Runs once: skipped when the first demo customer already exists.
 */
export async function seedDemoBusiness(trx: Knex.Transaction): Promise<void> {
  if (await trx('users').where({ email: MARKER_EMAIL }).first('id')) return;
  const admin = await trx('users').where({ account_type: 'admin' }).orderBy('id').first('id');
  if (!admin) return; // the base seed always creates the Super Admin first
  const ctx: DemoContext = { trx, now: new Date(), adminId: admin.id, users: new Map(), businesses: new Map() };

  const userIds = await insertUsers(
    trx,
    CUSTOMERS.map(([, name, mobile, referral_code], i) => ({
      name,
      mobile,
      email: demoEmail(name),
      role_id: 1,
      account_type: 'customer' as const,
      registration_source: i % 3 === 0 ? 'android' : 'web',
      referral_code,
      created_at: daysAgo(ctx, 120 - i * 9),
      last_login_at: daysAgo(ctx, i % 4),
    })),
  );
  CUSTOMERS.forEach(([key, name, mobile], i) => ctx.users.set(key, { id: userIds[i]!, name, mobile, email: demoEmail(name) }));

  const lookup = async (table: string, key: string) =>
    new Map<string, number>(
      (await trx(table).select('id', key)).map((r: Record<string, string | number>) => [String(r[key]), Number(r.id)]),
    );
  const states = await lookup('states', 'gst_code');
  const cities = await lookup('cities', 'name');
  const categories = await lookup('business_categories', 'name');

  const bizRows: NewBusiness[] = BUSINESSES.map(([, owner, trade_name, legal_name, pan, code, city, category, pincode], i) => ({
    user_id: ctx.users.get(owner)!.id,
    trade_name,
    legal_name,
    pan,
    gstin: demoGstin(code, pan),
    category_id: categories.get(category) ?? null,
    state_id: states.get(code) ?? null,
    city_id: cities.get(city) ?? null,
    address: `${12 + i * 7}, Industrial Area, ${city}`,
    pincode,
    registration_source: i % 4 === 0 ? 'android' : 'web',
    gst_verified_at: daysAgo(ctx, 110 - i * 8),
    // Demo businesses stand for members who proved control of their GST registration.
    control_proven_at: daysAgo(ctx, 110 - i * 8),
    control_proof_method: 'demo_seed',
    created_at: daysAgo(ctx, 110 - i * 8),
  }));
  const bizIds = await insertBusinesses(trx, bizRows);
  BUSINESSES.forEach(([key, owner, name, , pan, code], i) => {
    ctx.businesses.set(key, { id: bizIds[i]!, userId: ctx.users.get(owner)!.id, name, pan, gstin: bizRows[i]!.gstin, stateCode: code });
  });

  await seedDemoCases(ctx);
  await seedTransactions(ctx);
  await seedCirs(ctx);
  await seedDemoMoney(ctx);
}

async function seedTransactions(ctx: DemoContext) {
  const biz = (k: string): DemoBusiness => ctx.businesses.get(k)!;
  const rows = TRANSACTIONS.map(
    ([s, b, voucher_number, unit, unit_value, qtyMilli, tax_percentage, advance_paid, ago, credit], i): NewTransaction => {
      const net = Math.round((paise(unit_value) * qtyMilli) / 1000);
      const sale = i % 2 === 0; // alternate who recorded it: the supplier (sale) or the buyer (purchase)
      return {
        supplier_business_id: biz(s).id,
        buyer_business_id: biz(b).id,
        user_id: sale ? biz(s).userId : biz(b).userId,
        voucher_number,
        transaction_type: sale ? 'sale' : 'purchase',
        unit,
        unit_value,
        tax_percentage,
        quantity: (qtyMilli / 1000).toFixed(3),
        amount: rupees(net + percentOf(net, tax_percentage)),
        advance_paid,
        invoice_date: dateDaysAgo(ctx, ago),
        due_date: dateDaysAgo(ctx, ago - credit),
        source: i === 6 ? 'tally' : 'manual',
        created_at: daysAgo(ctx, ago),
      };
    },
  );
  const ids = await insertTransactions(ctx.trx, rows);
  const docs = ids.flatMap((transaction_id, i) => {
    const types = i % 3 === 0 ? ['invoice', 'bilty', 'ca_certificate'] : ['invoice', 'bilty'];
    return types.map((doc_type) => ({
      transaction_id,
      doc_type,
      user_id: rows[i]!.user_id,
      udin: doc_type === 'ca_certificate' ? demoUdin(100 + i) : null,
      ...demoFile(`transactions/${transaction_id}`, doc_type, i + 1),
    }));
  });
  await addTransactionDocuments(ctx.trx, docs);
}

/**
 * Real reports, stored by the report store as POST /api/cir/reports stores them (snapshot as of the day it
 * was pulled, the free quota's use recorded, audited as the member's), oldest first: a later report counts
 * the earlier ones among its enquiries. The fee was paid at the time; no order or invoice is brought in.
 */
async function seedCirs(ctx: DemoContext) {
  for (const [subject, by, purpose, fee, ago] of [...CIRS].sort((a, b) => b[4] - a[4])) {
    const b = ctx.businesses.get(subject)!;
    const user = ctx.users.get(by)!;
    const from = [...ctx.businesses.values()].find((x) => x.userId === user.id)!;
    await storeCirReport(ctx.trx, callAs({ userId: user.id, roleName: 'User' }), {
      userId: user.id,
      businessId: from.id,
      gstin: b.gstin,
      purpose,
      own: false,
      basis: fee === '0.00' ? 'free_quota' : 'plan_fee',
      chargedPaise: paise(fee),
      charge: null,
      idempotencyKey: null,
      requestHash: null,
      now: daysAgo(ctx, ago),
    });
  }
}
