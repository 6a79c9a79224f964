/** GET /api/admin/dashboard: exact counts and sums (decimal strings) from rows we insert. */
import crypto from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DashboardSummary } from '../../api/src/contracts';
import { dashboardSummary } from '../../api/src/domain/dashboard/dashboardSummary';
import { fromPaise, toPaise } from '../../api/src/validation';
import { createRole, createTestApp, createUser, signedIn } from '../support/testApp';
import { createBusiness, createCase } from '../domain/fixtures';
import { seedDemoBusiness } from '../../seeds/demo/business';
import { up as settledOnTimeline } from '../../migrations/20261123000500_settled_on_timeline';
import { aggregateRow } from '../../api/src/db/aggregateRow';

const t = createTestApp();
let admin = '';
beforeAll(async () => {
  admin = (await signedIn(t.db, { roleId: 2 })).auth;
});
afterAll(() => t.close());

const ist = (s: string) => new Date(`${s}+05:30`);

async function order(userId: number, total: string, status: string, createdAt?: Date) {
  await t.db('orders').insert({
    order_number: `T-${crypto.randomUUID().slice(0, 20)}`,
    user_id: userId,
    purpose: 'subscription',
    amount: total,
    total,
    status,
    ...(createdAt ? { created_at: createdAt } : {}),
  });
}

async function settledEvent(caseId: number, delta: string, createdAt: Date) {
  await t
    .db('case_events')
    .insert({ case_id: caseId, from_status: 'verified', to_status: 'partial_settled', settled_delta: delta, created_at: createdAt });
}

const get = async (auth = admin) => {
  const res = await request(t.app).get('/api/admin/dashboard').set('Authorization', auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as DashboardSummary;
};
const diff = (a: string, b: string) => fromPaise(toPaise(b) - toPaise(a));
const statusRow = (d: DashboardSummary, s: string) => d.defaulter_cases.by_status.find((r) => r.status === s)!;

describe('dashboardSummary over a fixed past year', () => {
  // Nothing else in the test database is dated 2000–2001, so these figures are exact, not deltas.
  const now = ist('2001-06-15T12:00:00');

  it('fills 12 IST months, zero where nothing happened, with exact sums', async () => {
    const user = await createUser(t.db);
    const a = await createCase(t.db, { due_amount: '1000.10', created_at: ist('2001-03-05T10:00:00') });
    await createCase(t.db, { due_amount: '2000.20', created_at: ist('2001-03-31T23:59:00') });
    await createCase(t.db, { due_amount: '500.00', created_at: ist('2001-06-01T00:10:00') });
    // 00:30 IST on 1 July 2000 is still 30 June in UTC: it belongs to July (IST), the first month shown.
    await createCase(t.db, { due_amount: '7.00', created_at: ist('2000-07-01T00:30:00') });
    await createCase(t.db, { due_amount: '9.99', created_at: ist('2000-06-30T23:00:00') }); // before the window
    await order(user.id, '1180.00', 'paid', ist('2001-04-10T09:00:00'));
    await order(user.id, '0.50', 'completed', ist('2001-04-20T09:00:00'));
    await order(user.id, '500.00', 'pending', ist('2001-04-10T09:00:00')); // not paid: not revenue
    await order(user.id, '236.00', 'delivered', ist('2001-06-02T09:00:00'));
    await settledEvent(a.id, '400.05', ist('2001-05-20T15:00:00'));
    await settledEvent(a.id, '99.95', ist('2001-05-21T15:00:00'));
    await createUser(t.db).then((u) =>
      t
        .db('users')
        .where({ id: u.id })
        .update({ created_at: ist('2001-06-10T10:00:00') }),
    );
    await t.db('cir_reports').insert({
      user_id: user.id,
      subject_gstin: '27AAPFU0939F1ZV',
      score: 650,
      band: 'Average',
      status: 'generated',
      generated_at: ist('2001-06-05T10:00:00'),
    });

    const d = await dashboardSummary(t.db, now);
    expect(d.month).toBe('2001-06');
    expect(d.series).toEqual([
      { month: '2000-07', cases_reported: 1, amount_reported: '7.00', amount_settled: '0.00', revenue: '0.00' },
      ...['2000-08', '2000-09', '2000-10', '2000-11', '2000-12', '2001-01', '2001-02'].map((month) => ({
        month,
        cases_reported: 0,
        amount_reported: '0.00',
        amount_settled: '0.00',
        revenue: '0.00',
      })),
      { month: '2001-03', cases_reported: 2, amount_reported: '3000.30', amount_settled: '0.00', revenue: '0.00' },
      { month: '2001-04', cases_reported: 0, amount_reported: '0.00', amount_settled: '0.00', revenue: '1180.50' },
      { month: '2001-05', cases_reported: 0, amount_reported: '0.00', amount_settled: '500.00', revenue: '0.00' },
      { month: '2001-06', cases_reported: 1, amount_reported: '500.00', amount_settled: '0.00', revenue: '236.00' },
    ]);
    expect(d.revenue.this_month).toBe('236.00');
    expect(d.customers.new_this_month).toBe(1);
    expect(d.defaulter_cases.new_this_month).toBe(1);
    expect(d.cir_reports.generated_this_month).toBe(1);
  });
});

describe('GET /api/admin/dashboard', () => {
  it('moves every figure by exactly what we add', async () => {
    const before = await get();
    const owner = await createBusiness(t.db);
    await t.db('businesses').where({ id: owner.id }).update({ gst_verified_at: new Date() });
    const verified = await createCase(t.db, { status: 'verified', due_amount: '120000.75' });
    await createCase(t.db, { status: 'partial_settled', due_amount: '50000.00', settled_amount: '20000.25' });
    await createCase(t.db, { status: 'full_settled', due_amount: '3000.00', settled_amount: '3000.00' });
    await createCase(t.db, { status: 'rejected', due_amount: '999.99' });
    await order(owner.user_id, '1180.00', 'paid');
    await order(owner.user_id, '99.00', 'failed');
    await t.db('settlement_requests').insert([
      { case_id: verified.id, user_id: verified.reporter_user_id, amount: '1000.00', mode: 'partial', status: 'initialised' },
      { case_id: verified.id, user_id: verified.reporter_user_id, amount: '1000.00', mode: 'partial', status: 'inprogress' },
      { case_id: verified.id, user_id: verified.reporter_user_id, amount: '1000.00', mode: 'partial', status: 'settled' },
    ]);
    await t.db('cir_reports').insert({
      user_id: owner.user_id,
      subject_gstin: owner.gstin,
      score: 820,
      band: 'Very Good',
      status: 'generated',
      generated_at: new Date(),
    });
    const after = await get();

    // createBusiness/createCase each add one customer and one business (the reporter's).
    expect(after.customers.total - before.customers.total).toBe(5);
    expect(after.customers.new_this_month - before.customers.new_this_month).toBe(5);
    expect(after.businesses.total - before.businesses.total).toBe(5);
    expect(after.businesses.gst_verified - before.businesses.gst_verified).toBe(1);
    expect(after.defaulter_cases.total - before.defaulter_cases.total).toBe(4);
    expect(statusRow(after, 'verified').count - statusRow(before, 'verified').count).toBe(1);
    expect(diff(statusRow(before, 'verified').due_amount, statusRow(after, 'verified').due_amount)).toBe('120000.75');
    expect(diff(statusRow(before, 'partial_settled').settled_amount, statusRow(after, 'partial_settled').settled_amount)).toBe('20000.25');
    expect(diff(statusRow(before, 'rejected').due_amount, statusRow(after, 'rejected').due_amount)).toBe('999.99');
    expect(diff(before.amounts.reported, after.amounts.reported)).toBe('174000.74');
    expect(diff(before.amounts.settled, after.amounts.settled)).toBe('23000.25');
    expect(diff(before.amounts.outstanding, after.amounts.outstanding)).toBe('150000.50');
    expect(diff(before.revenue.all_time, after.revenue.all_time)).toBe('1180.00');
    expect(diff(before.revenue.this_month, after.revenue.this_month)).toBe('1180.00');
    expect(after.revenue.paid_orders - before.revenue.paid_orders).toBe(1);
    expect(after.settlement_requests.pending - before.settlement_requests.pending).toBe(2);
    expect(after.cir_reports.generated - before.cir_reports.generated).toBe(1);
    const [lastBefore, lastAfter] = [before.series.at(-1)!, after.series.at(-1)!];
    expect(lastAfter.cases_reported - lastBefore.cases_reported).toBe(4);
    expect(diff(lastBefore.amount_reported, lastAfter.amount_reported)).toBe('174000.74');
    expect(diff(lastBefore.revenue, lastAfter.revenue)).toBe('1180.00');
  });

  it('answers every status, money as strings, 12 months', async () => {
    const d = await get();
    expect(d.defaulter_cases.by_status.map((r) => r.status)).toEqual([
      'processing',
      'more_details_required',
      'verified',
      'rejected',
      'partial_settled',
      'full_settled',
      'incomplete',
      'removed',
      'wrongly_reported',
      'disputed',
    ]);
    expect(d.defaulter_cases.by_status[1]!.label).toBe('More Documents Required');
    for (const v of [d.amounts.reported, d.amounts.settled, d.revenue.all_time, ...d.series.map((p) => p.revenue)])
      expect(v).toMatch(/^\d+\.\d{2}$/);
    expect(d.series).toHaveLength(12);
    expect(d.timezone).toBe('Asia/Kolkata');
  });

  it('is open to every admin whatever their flags; customers 403, anonymous 401', async () => {
    const bare = await createRole(t.db, 'No rules', {});
    expect(
      (
        await request(t.app)
          .get('/api/admin/dashboard')
          .set('Authorization', (await signedIn(t.db, { roleId: bare.id })).auth)
      ).status,
    ).toBe(200);
    expect(
      (
        await request(t.app)
          .get('/api/admin/dashboard')
          .set('Authorization', (await signedIn(t.db, { roleId: 5 })).auth)
      ).status,
    ).toBe(200);
    const customer = await request(t.app)
      .get('/api/admin/dashboard')
      .set('Authorization', (await signedIn(t.db)).auth);
    expect(customer.status).toBe(403);
    expect(customer.body.message).toMatch(/back-office staff/);
    expect((await request(t.app).get('/api/admin/dashboard')).status).toBe(401);
  });
});

describe('the Settled card and the settled chart', () => {
  const chartTotal = (d: DashboardSummary) => fromPaise(d.series.reduce((sum, p) => sum + toPaise(p.amount_settled), 0));

  it('are one figure: settlements recorded in several months move the card by the chart’s total', async () => {
    const before = await get();
    const a = await createCase(t.db, { status: 'verified', due_amount: '300000.00' });
    const b = await createCase(t.db, { status: 'verified', due_amount: '90000.00' });
    const monthsAgo = (n: number) => new Date(Date.now() - n * 31 * 86_400_000);
    await settledEvent(a.id, '100000.00', monthsAgo(3));
    await settledEvent(a.id, '25000.50', monthsAgo(1));
    await settledEvent(b.id, '90000.00', new Date());
    const after = await get();
    expect(diff(before.amounts.settled, after.amounts.settled)).toBe('215000.50');
    expect(diff(chartTotal(before), chartTotal(after))).toBe('215000.50');
  });

  it('agree on the demo data (its settled cases and requests), card = chart', async () => {
    const trx = await t.db.transaction();
    try {
      const before = await dashboardSummary(trx);
      await seedDemoBusiness(trx);
      const after = await dashboardSummary(trx);
      const card = diff(before.amounts.settled, after.amounts.settled);
      expect(toPaise(card)).toBeGreaterThan(0);
      expect(diff(chartTotal(before), chartTotal(after))).toBe(card);
      const months = after.series.filter((p, i) => p.amount_settled !== before.series[i]!.amount_settled);
      expect(months.length).toBeGreaterThan(0);
    } finally {
      await trx.rollback();
    }
  });

  it('a case settled without its timeline amount (early demo data) is repaired onto its settling event', async () => {
    const trx = await t.db.transaction();
    try {
      const c = await createCase(trx, { status: 'verified', due_amount: '5000.00' });
      await trx('defaulter_cases').where({ id: c.id }).update({ status: 'partial_settled', settled_amount: '1200.00' });
      await trx('case_events').insert({ case_id: c.id, from_status: 'verified', to_status: 'partial_settled' });
      await settledOnTimeline(trx);
      const { sum } = aggregateRow(await trx('case_events').where({ case_id: c.id }).sum({ sum: 'settled_delta' }));
      expect(Number(sum)).toBe(1200);
    } finally {
      await trx.rollback();
    }
  });
});
