/**
 * The spec §7 data calls of the transactions area: their shape, the member's own scope (another
 * member's business: 404 with the failure object) and bad input as the failure object.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { istPlainDate } from '../../api/src/validation';
import { createBusiness } from '../domain/fixtures';
import { memberWithBusiness } from '../payments/support';
import { createRole, createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
afterAll(() => t.close());

const day = (n: number) => istPlainDate(new Date(Date.now() + n * 86_400_000));
const call = (auth: string, path: string, body: Record<string, unknown> = {}) =>
  request(t.app).post(`/api/${path}`).set('Authorization', auth).send(body);

async function setUp() {
  const supplier = await memberWithBusiness(t.db);
  const buyer = await memberWithBusiness(t.db, '27');
  const row = (voucher: string, amount: string, advance: string, due: string) => ({
    supplier_business_id: supplier.business.id,
    buyer_business_id: buyer.business.id,
    user_id: supplier.user.id,
    voucher_number: voucher,
    transaction_type: 'sale',
    amount,
    advance_paid: advance,
    invoice_date: day(-60),
    due_date: due,
  });
  await t
    .db('business_transactions')
    .insert([
      row('V-1', '1000.00', '250.00', day(-5)),
      row('V-2', '500.50', '0.00', day(-1)),
      row('V-3', '700.00', '0.00', day(10)),
      row('V-4', '300.00', '300.00', day(-9)),
    ]);
  return { supplier, buyer };
}

describe('spec §7 transaction data calls', () => {
  it('data/business-data: totals per own business, both sides', async () => {
    const { supplier, buyer } = await setUp();
    const res = await call(supplier.auth, 'data/business-data');
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    expect(res.body.data).toEqual([
      {
        business_id: supplier.business.id,
        trade_name: expect.any(String),
        gstin: supplier.business.gstin,
        sales: { count: 4, amount: '2500.50', outstanding: '1950.50', overdue_count: 2, overdue_amount: '1250.50' },
        purchases: { count: 0, amount: '0.00', outstanding: '0.00', overdue_count: 0, overdue_amount: '0.00' },
      },
    ]);
    const bought = await call(buyer.auth, 'data/business-data', { businessId: buyer.business.id });
    expect(bought.body.data[0].purchases).toMatchObject({ count: 4, overdue_amount: '1250.50' });
    const other = await call(buyer.auth, 'data/business-data', { businessId: supplier.business.id });
    expect(other.status).toBe(404);
    expect(other.body).toMatchObject({ status: false, data: [] });
    const bad = await call(buyer.auth, 'data/business-data', { businessId: 'x' });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: false, data: [], errors: { businessId: expect.any(String) } });
  });

  it('data/defaulter-data and get/defaulters-count: overdue buyers of the member only', async () => {
    const { supplier, buyer } = await setUp();
    const res = await call(supplier.auth, 'data/defaulter-data');
    expect(res.body.data).toEqual([
      {
        supplier_business_id: supplier.business.id,
        buyer: { id: buyer.business.id, name: expect.any(String), gstin: buyer.business.gstin },
        overdue_count: 2,
        overdue_amount: '1250.50',
        oldest_due_date: day(-5),
        report_path: `/business-transaction-defaulter/${supplier.business.id},${buyer.business.id}`,
      },
    ]);
    expect((await call(buyer.auth, 'data/defaulter-data')).body.data).toEqual([]);
    await t.db('defaulter_cases').insert({
      reporter_user_id: supplier.user.id,
      reporter_business_id: supplier.business.id,
      defaulter_business_id: buyer.business.id,
      defaulter_gstin: buyer.business.gstin,
      defaulter_name: 'Buyer',
      due_amount: '1250.50',
      due_date: day(-5),
      status: 'verified',
    });
    expect((await call(supplier.auth, 'get/defaulters-count')).body.data).toEqual({
      reported_by_you: 1,
      listed_against_you: 0,
      overdue_buyers: 1,
    });
    expect((await call(buyer.auth, 'get/defaulters-count')).body.data).toEqual({
      reported_by_you: 0,
      listed_against_you: 1,
      overdue_buyers: 0,
    });
  });

  it('data/voucher-status: the entries the caller may see, else 404', async () => {
    const { supplier, buyer } = await setUp();
    const res = await call(buyer.auth, 'data/voucher-status', { voucher_number: 'V-4' });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ voucher_number: 'V-4', entries: [{ status: 'paid', outstanding: '0.00' }], last_sync: null });
    const stranger = await memberWithBusiness(t.db);
    const hidden = await call(stranger.auth, 'data/voucher-status', { voucher_number: 'V-4' });
    expect(hidden.status).toBe(404);
    expect(hidden.body).toMatchObject({ status: false, data: {} });
    expect((await call(supplier.auth, 'data/voucher-status', {})).status).toBe(400);
  });

  it('data/tally-registered-data: own registrations with their Tally transactions', async () => {
    const { supplier } = await setUp();
    const other = await createBusiness(t.db);
    await t.db('bcm_registrations').insert([
      { user_id: supplier.user.id, business_id: supplier.business.id, tally_company_name: 'Own Co', status: 'registered' },
      { user_id: other.user_id, business_id: other.id, tally_company_name: 'Other Co', status: 'registered' },
    ]);
    const res = await call(supplier.auth, 'data/tally-registered-data');
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        business: expect.objectContaining({ id: supplier.business.id }),
        tally_company_name: 'Own Co',
        status: 'registered',
        tally_transactions: 0,
      }),
    ]);
  });

  it('staff with Business Transactions → listView read a member’s data by userId; members and other staff cannot', async () => {
    const { supplier, buyer } = await setUp();
    const role = await createRole(t.db, 'Txn reader', { 'Business Transactions': ['listView'] });
    const staff = await signedIn(t.db, { roleId: role.id });
    const other = await createRole(t.db, 'No txn', { Customer: ['listView'] });
    const outsider = await signedIn(t.db, { roleId: other.id });
    const res = await call(staff.auth, 'data/defaulter-data', { userId: supplier.user.id });
    expect(res.status).toBe(200);
    expect(res.body.data).toHaveLength(1);
    expect((await call(outsider.auth, 'data/defaulter-data', { userId: supplier.user.id })).status).toBe(403);
    const member = await call(buyer.auth, 'get/defaulters-count', { userId: supplier.user.id });
    expect(member.status).toBe(404);
    expect(member.body).toMatchObject({ status: false, data: {} });
  });

  it('refuses anonymous callers', async () => {
    expect((await request(t.app).post('/api/get/defaulters-count')).status).toBe(401);
  });
});
