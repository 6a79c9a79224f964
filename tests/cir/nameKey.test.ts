/**
 * company_name_key (SQL, migrations/20261129001000_cir_reports_snapshot.ts) gives exactly what
 * normaliseCompanyName (TypeScript, spec §5) gives, so the CIR's name search can match a typed name
 * against an index built in the database.
 */
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { normaliseCompanyName } from '../../api/src/validation';
import { testKnex } from '../support/db';

let db: Knex;
beforeAll(() => {
  db = testKnex();
});
afterAll(() => db.destroy());

const NAMES = [
  'Shree Ganesh Traders Private Limited',
  'shree ganesh traders pvt. ltd.',
  'Tata Steel Public Limited',
  'ACME LIMITED',
  'Café Ltd.',
  'cafe limited',
  '  Many   spaces\tand\nnewlines  ',
  'A&B Traders (India)',
  'M/s. Sharma & Sons',
  'Tata-Steel',
  'Ñandú Exports Pvt Ltd',
  'Shree Ganesh Traders Private Ltd',
  'Limited Editions Private Limited',
  'Unlimited Solutions',
  'Limitedly Yours',
  'Privateer Limited',
  'Private Equity Partners',
  'Publicity House Limited',
  '3M India Limited',
  'Limited Limited',
  'Private Private Limited',
  'Sharma "Best" Traders, Jaipur; (Regd.)',
  'Krishna_Agro/Foods — Unit–2',
  'Ravi’s Spices · “Premium” ₹ Store',
  'Naïve Façade Crème Brûlée Exports',
  'Zoë & Åsa Ørsted Ltd',
  'Mahalaxmi\u00a0Textiles\u2003Mills',
  'गणेश ट्रेडर्स प्राइवेट लिमिटेड',
  'श्री बालाजी इंडस्ट्रीज़ ।',
  '',
  '...',
  '---',
  'A + B = C [Pvt] {Ltd} <Limited>',
  'Soft\u00adHyphen Industries',
  'Rs. 5½ Store ² ° ©®™',
];

describe('company_name_key (SQL) = normaliseCompanyName (TypeScript)', () => {
  it.each(NAMES)('%j', async (name) => {
    const { rows } = await db.raw('SELECT company_name_key(?) AS key', [name]);
    expect(rows[0].key).toBe(normaliseCompanyName(name));
  });

  it('is NULL for NULL (a business without a legal name has no key)', async () => {
    const { rows } = await db.raw('SELECT company_name_key(NULL) AS key');
    expect(rows[0].key).toBeNull();
  });
});
