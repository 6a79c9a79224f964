import type { Knex } from 'knex';
import { GST_STATE_NAMES, SCORE_BANDS } from '../api/src/validation';
import { aggregateRow } from '../api/src/db/aggregateRow';

/** GST state codes (CBIC list), shared with the GSTIN rules and the case list's state filter. */
const STATES = Object.entries(GST_STATE_NAMES);

/** Major business cities, by GST state code. */
const CITIES: Record<string, string[]> = {
  '01': ['Srinagar', 'Jammu'],
  '02': ['Shimla'],
  '03': ['Ludhiana', 'Amritsar'],
  '04': ['Chandigarh'],
  '05': ['Dehradun'],
  '06': ['Gurugram', 'Faridabad'],
  '07': ['Delhi', 'New Delhi'],
  '08': ['Jaipur', 'Jodhpur', 'Udaipur', 'Kota'],
  '09': ['Lucknow', 'Kanpur', 'Noida', 'Ghaziabad', 'Agra', 'Varanasi'],
  '10': ['Patna'],
  '18': ['Guwahati'],
  '19': ['Kolkata'],
  '20': ['Ranchi'],
  '21': ['Bhubaneswar'],
  '22': ['Raipur'],
  '23': ['Indore', 'Bhopal'],
  '24': ['Ahmedabad', 'Surat', 'Vadodara', 'Rajkot'],
  '27': ['Mumbai', 'Pune', 'Nagpur', 'Nashik'],
  '29': ['Bengaluru', 'Mysuru'],
  '30': ['Panaji'],
  '32': ['Kochi', 'Thiruvananthapuram'],
  '33': ['Chennai', 'Coimbatore'],
  '36': ['Hyderabad'],
  '37': ['Visakhapatnam', 'Vijayawada'],
};

const CATEGORIES = [
  'Manufacturing',
  'Wholesale Trade',
  'Retail Trade',
  'Textiles and Garments',
  'Steel and Metals',
  'Pharmaceuticals',
  'FMCG Distribution',
  'Electronics and Electricals',
  'Automobile and Auto Parts',
  'Construction and Real Estate',
  'Building Materials',
  'Chemicals',
  'Plastics and Packaging',
  'Food Processing',
  'Agriculture and Agri Inputs',
  'Logistics and Transport',
  'IT Services',
  'Professional Services',
  'Gems and Jewellery',
  'Paper and Printing',
  'Furniture and Furnishings',
  'Hospitality',
];

/** The spec's marketing text: ₹99 a month, ₹249 a quarter; plus an annual plan. Fees exclude GST. */
const PLANS = [
  {
    slug: 'monthly',
    name: 'Monthly',
    description: 'Membership for one month.',
    fee: '99.00',
    duration_value: 1,
    duration_unit: 'months',
    free_businesses: 1,
    free_cirs: 1,
    cir_fee: '199.00',
    report_defaulter_fee: '99.00',
    business_registration_fee: '49.00',
    referral_discount: '10.00',
    referral_cashback_percent: '5.00',
    benefits: ['1 business free', '1 free CIR', 'Report defaulters'],
  },
  {
    slug: 'quarterly',
    name: 'Quarterly',
    description: 'Membership for three months.',
    fee: '249.00',
    duration_value: 3,
    duration_unit: 'months',
    free_businesses: 2,
    free_cirs: 3,
    cir_fee: '179.00',
    report_defaulter_fee: '79.00',
    business_registration_fee: '39.00',
    referral_discount: '25.00',
    referral_cashback_percent: '7.50',
    benefits: ['2 businesses free', '3 free CIRs', 'Report defaulters', 'Settlement support'],
  },
  {
    slug: 'annual',
    name: 'Annual',
    description: 'Membership for one year.',
    fee: '899.00',
    duration_value: 1,
    duration_unit: 'years',
    free_businesses: 5,
    free_cirs: 12,
    cir_fee: '149.00',
    report_defaulter_fee: '0.00',
    business_registration_fee: '0.00',
    referral_discount: '90.00',
    referral_cashback_percent: '10.00',
    benefits: ['5 businesses free', '12 free CIRs', 'Unlimited defaulter reports', 'Priority settlement support'],
  },
];

const COMMISSION_SLABS = [
  { min_amount: '0.00', max_amount: '50000.00', commission_type: 'percent', commission_value: '5.00' },
  { min_amount: '50000.01', max_amount: '500000.00', commission_type: 'percent', commission_value: '3.00' },
  { min_amount: '500000.01', max_amount: '5000000.00', commission_type: 'percent', commission_value: '2.00' },
  { min_amount: '5000000.01', max_amount: null, commission_type: 'flat', commission_value: '75000.00' },
];
const SERVICE_CHARGES = [
  { name: 'Settlement processing fee', charge_type: 'flat', value: '199.00' },
  { name: 'Bank verification (penny drop)', charge_type: 'flat', value: '10.00' },
  { name: 'Payment gateway charges', charge_type: 'percent', value: '2.00' },
];

/** Reference data every environment needs. Idempotent: inserts by natural key and ignores conflicts. */
export async function seedMasterData(trx: Knex.Transaction): Promise<void> {
  await trx('states')
    .insert(STATES.map(([gst_code, name]) => ({ gst_code, name })))
    .onConflict('gst_code')
    .ignore();
  const stateIds = new Map<string, number>(
    (await trx('states').select('id', 'gst_code')).map((s: { id: number; gst_code: string }) => [s.gst_code, s.id]),
  );
  const cities = Object.entries(CITIES).flatMap(([code, names]) => names.map((name) => ({ name, state_id: stateIds.get(code)! })));
  await trx('cities').insert(cities).onConflict(['state_id', 'name']).ignore();

  await trx('business_categories')
    .insert(CATEGORIES.map((name) => ({ name })))
    .onConflict('name')
    .ignore();

  await trx('score_bands')
    .insert(SCORE_BANDS.map((b) => ({ min_score: b.minScore, max_score: b.maxScore, name: b.name, colour: b.colour })))
    .onConflict('name')
    .ignore();

  await trx('membership_plans')
    .insert(PLANS.map(({ slug, name, description }) => ({ slug, name, description })))
    .onConflict('slug')
    .ignore();
  const planIds = new Map<string, number>(
    (await trx('membership_plans').select('id', 'slug')).map((p: { id: number; slug: string }) => [p.slug, p.id]),
  );
  await trx('plan_versions')
    .insert(
      PLANS.map(({ slug, name: _n, description: _d, benefits, ...terms }) => ({
        plan_id: planIds.get(slug)!,
        version: 1,
        ...terms,
        benefits: JSON.stringify(benefits),
        published: 1,
      })),
    )
    .onConflict(['plan_id', 'version'])
    .ignore();

  // Slabs have no natural key (ranges may be re-cut by staff): seed them only into an empty table.
  const { n } = aggregateRow(await trx('settlement_commission_slabs').count({ n: '*' }));
  if (Number(n) === 0) await trx('settlement_commission_slabs').insert(COMMISSION_SLABS);
  await trx('service_charges').insert(SERVICE_CHARGES).onConflict('name').ignore();
}
