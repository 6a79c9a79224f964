/**
 * Issue 21 §2–3: GET /api/member/dashboard states the member's real facts — each tile asserted against
 * the rows, for a member with and without each thing: plan, reported cases, claims against their
 * businesses (only once control is proven and the case is open to them), open settlements with whose
 * step is next, wallet, and what needs their action first. Staff are refused with a code.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { MemberDashboard } from '../../api/src/contracts';
import { createBusiness, randomGstin } from '../domain/fixtures';
import { planOnSale } from '../payments/support';
import { caseBetweenMembers, settlementApi } from '../settlements/support';
import { checkedCaller } from '../support/servedOpenApi';
import { createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
const settlements = settlementApi(t.app);
// Every answer is also held to the served OpenAPI document.
const call = checkedCaller(t.app);
afterAll(() => t.close());

async function dashboard(auth: string): Promise<MemberDashboard> {
  const res = await call('get', '/api/member/dashboard', auth);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as MemberDashboard;
}

async function planFor(userId: number, businessId: number, days: number) {
  const { version } = await planOnSale(t.db);
  await t.db('subscriptions').insert({
    user_id: userId,
    business_id: businessId,
    plan_version_id: version.id,
    starts_at: new Date(Date.now() - 86_400_000),
    ends_at: new Date(Date.now() + days * 86_400_000 - 60_000),
    status: 'active',
  });
  return version;
}

describe('GET /api/member/dashboard', () => {
  it('a brand-new member: nothing reported, no plan, no claims, ₹0 — and the one thing to do is add a business', async () => {
    const m = await signedIn(t.db);
    const d = await dashboard(m.auth);
    expect(d).toMatchObject({
      businesses: 0,
      plans: [],
      businesses_without_plan: 0,
      cases: { total: 0, by_status: [], due: '0.00', settled: '0.00', outstanding: '0.00' },
      claims: { open: 0, items: [] },
      settlements: { open: 0, items: [] },
      wallet_balance: '0.00',
      cirs: [],
    });
    expect(d.actions).toEqual([{ kind: 'add_business' }]);
  });

  it('the reporter: the plan running (name, days left), the case by status with amounts, and the wallet', async () => {
    const p = await caseBetweenMembers(t.db, { due: '80000.00' });
    const version = await planFor(p.reporter.user.id, p.reporterBusiness.id, 40);
    await t.db('defaulter_cases').where({ id: p.case.id }).update({ settled_amount: '20000.00', status: 'partial_settled' });
    await t.db('users').where({ id: p.reporter.user.id }).update({ wallet_balance: '1234.50' });
    // A removed case counts by its status but claims nothing.
    await t.db('defaulter_cases').insert({
      reporter_user_id: p.reporter.user.id,
      reporter_business_id: p.reporterBusiness.id,
      defaulter_gstin: randomGstin('27'),
      defaulter_name: 'Wrong Buyer',
      due_amount: '5000.00',
      due_date: '2026-06-30',
      status: 'removed',
    });
    const plan = await t.db('membership_plans').where({ id: version.plan_id }).first('name');

    const d = await dashboard(p.reporter.auth);
    expect(d.businesses).toBe(1);
    expect(d.plans).toEqual([
      expect.objectContaining({
        business_id: p.reporterBusiness.id,
        gstin: p.reporterBusiness.gstin,
        plan_name: plan.name,
        days_left: 40,
        queued: 0,
      }),
    ]);
    expect(d.businesses_without_plan).toBe(0);
    expect(d.cases).toEqual({
      total: 2,
      by_status: [
        { status: 'partial_settled', label: expect.any(String), count: 1 },
        { status: 'removed', label: expect.any(String), count: 1 },
      ],
      due: '80000.00',
      settled: '20000.00',
      outstanding: '60000.00',
    });
    expect(d.wallet_balance).toBe('1234.50');
    expect(d.claims.open).toBe(0);
    expect(d.actions).toEqual([]);
  });

  it('a plan ending within 7 days, and a member with a business but no plan, are each told', async () => {
    const p = await caseBetweenMembers(t.db);
    await planFor(p.reporter.user.id, p.reporterBusiness.id, 3);
    expect((await dashboard(p.reporter.auth)).actions).toEqual([{ kind: 'plan_expiring', plan_name: expect.any(String), days_left: 3 }]);
    const d = await dashboard(p.defaulter.auth);
    expect(d.plans).toEqual([]);
    expect(d.businesses_without_plan).toBe(1);
    expect(d.actions).toContainEqual({ kind: 'no_plan' });
  });

  it('the reported business sees the claim against it, with the reporter and the reply window', async () => {
    const p = await caseBetweenMembers(t.db, { due: '50000.00' });
    const until = new Date(Date.now() + 10 * 86_400_000);
    await t.db('defaulter_cases').where({ id: p.case.id }).update({ reply_window_ends_at: until, notice_sent_at: new Date() });
    const d = await dashboard(p.defaulter.auth);
    expect(d.claims.open).toBe(1);
    expect(d.claims.items).toEqual([
      expect.objectContaining({
        case_id: p.case.id,
        status: 'verified',
        business: { id: p.defaulterBusiness.id, name: expect.any(String), gstin: p.defaulterBusiness.gstin },
        reporter_name: p.reporterBusiness.trade_name,
        due_amount: '50000.00',
        outstanding: '50000.00',
        reply_window_ends_at: until.toISOString(),
        dispute: null,
        open_settlement_id: null,
      }),
    ]);
    expect(d.actions).toContainEqual({
      kind: 'claim_reply',
      case_id: p.case.id,
      reporter_name: p.reporterBusiness.trade_name,
      until: until.toISOString(),
    });
    // The reporter's own dashboard does not list its case as a claim.
    expect((await dashboard(p.reporter.auth)).claims.open).toBe(0);
  });

  it('no claim shows for a GSTIN whose control is not proven, nor for a report staff have not verified', async () => {
    const p = await caseBetweenMembers(t.db);
    const caseAgainst = (gstin: string, status: string, verified: boolean) =>
      t.db('defaulter_cases').insert({
        reporter_user_id: p.reporter.user.id,
        reporter_business_id: p.reporterBusiness.id,
        defaulter_gstin: gstin,
        defaulter_name: 'Some Buyer Ltd',
        due_amount: '1000.00',
        due_date: '2026-06-30',
        status,
        verified_on: verified ? new Date() : null,
      });
    // The GSTIN is on the member's account, but its control was never proven: nothing of the claim shows.
    const unproven = await signedIn(t.db);
    const held = await createBusiness(t.db, { userId: unproven.user.id, gstin: randomGstin('27'), controlProven: false });
    await caseAgainst(held.gstin, 'verified', true);
    expect((await dashboard(unproven.auth)).claims.open).toBe(0);
    await t.db('businesses').where({ id: held.id }).update({ control_proven_at: new Date(), control_proof_method: 'gst_otp' });
    expect((await dashboard(unproven.auth)).claims.open).toBe(1);

    // A report still in processing is the reporter's and staff's alone.
    const owner = await signedIn(t.db);
    const gstin = randomGstin('27');
    await createBusiness(t.db, { userId: owner.user.id, gstin });
    await caseAgainst(gstin, 'processing', false);
    expect((await dashboard(owner.auth)).claims.open).toBe(0);
  });

  it('an open settlement: each side sees it with whose step is next, and only the side to act is asked', async () => {
    const p = await caseBetweenMembers(t.db);
    const opened = await settlements.open(p.defaulter.auth, { case_id: p.case.id, amount: '1000.00', schedule: 'full' });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    const id = opened.body.id as number;

    const mine = await dashboard(p.defaulter.auth);
    expect(mine.settlements.open).toBe(1);
    expect(mine.settlements.items).toEqual([
      expect.objectContaining({
        id,
        case_id: p.case.id,
        my_side: 'defaulter',
        counterparty: p.reporterBusiness.trade_name,
        amount: '1000.00',
        next: { step: 'code', actor: 'defaulter', mine: true },
      }),
    ]);
    expect(mine.actions[0]).toEqual({
      kind: 'settlement_step',
      settlement_id: id,
      step: 'code',
      counterparty: p.reporterBusiness.trade_name,
    });
    expect(mine.claims.items[0]?.open_settlement_id).toBe(id);

    const theirs = await dashboard(p.reporter.auth);
    expect(theirs.settlements.items).toEqual([
      expect.objectContaining({
        id,
        my_side: 'reporter',
        counterparty: 'Late Payer Pvt Ltd',
        next: { step: 'code', actor: 'defaulter', mine: false },
      }),
    ]);
    expect(theirs.actions.filter((a) => a.kind === 'settlement_step')).toEqual([]);
  });

  it('a report sent back for documents asks the reporter to add them', async () => {
    const p = await caseBetweenMembers(t.db, { status: 'more_details_required' });
    expect((await dashboard(p.reporter.auth)).actions).toContainEqual({
      kind: 'case_documents',
      case_id: p.case.id,
      defaulter_name: 'Late Payer Pvt Ltd',
    });
  });

  it('refuses staff with a code, and a visitor with 401', async () => {
    const staff = await signedIn(t.db, { roleId: 2 });
    const refused = await call('get', '/api/member/dashboard', staff.auth);
    expect(refused.status).toBe(403);
    expect(refused.body.code).toBe('MEMBER_AREA_ONLY');
    expect((await call('get', '/api/member/dashboard', undefined)).status).toBe(401);
  });
});

describe('GET /api/member/claims', () => {
  it('lists every claim against the member’s proven businesses, settled ones too, and nothing of others', async () => {
    const p = await caseBetweenMembers(t.db, { due: '9000.00' });
    await t.db('defaulter_cases').where({ id: p.case.id }).update({ status: 'full_settled', settled_amount: '9000.00' });
    const res = await call('get', '/api/member/claims', p.defaulter.auth);
    expect(res.status).toBe(200);
    expect(res.body).toEqual([expect.objectContaining({ case_id: p.case.id, status: 'full_settled', outstanding: '0.00' })]);
    // Settled, so not open: the dashboard counts none.
    expect((await dashboard(p.defaulter.auth)).claims.open).toBe(0);
    expect((await call('get', '/api/member/claims', p.reporter.auth)).body).toEqual([]);
    const staff = await signedIn(t.db, { roleId: 2 });
    expect((await call('get', '/api/member/claims', staff.auth)).status).toBe(403);
  });
});
