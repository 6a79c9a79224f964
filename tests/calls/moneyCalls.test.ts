/**
 * Spec §7 money calls (issue 9 §5) against real PostgreSQL: plans per business, wallet, referral
 * invitations, plan + agreement status, staff upgrades and expiries (one transaction, audited), order
 * gateway ids, expired businesses, customer plans and revenue. Every response is held to the OpenAPI
 * document; members reach only their own money (404 otherwise); staff need the feature and kind (403).
 */
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBusiness } from '../domain/fixtures';
import { decide, fundWallet, memberWithBusiness, orderStatus, placeOrder, planOnSale } from '../payments/support';
import { createRole, createTestApp, signedIn } from '../support/testApp';
import { callClient, expectFailure } from './callClient';

const t = createTestApp();
const { db } = t;
const call = callClient(t);
afterAll(() => t.close());

type Who = Awaited<ReturnType<typeof signedIn>>;
let superAdmin: Who;
let customerStaff: Who; // Customer → listView, detailView, process
let listerOnly: Who; // Customer → listView only (contacts masked)
let planExpiryStaff: Who; // Plan Expiry → listView, process
let invoiceStaff: Who; // Invoices → listView, detailView
let walletStaff: Who; // Wallet Transactions → detailView
let noRights: Who;
let gold: { planId: number; versionId: number; name: string };
let silver: { planId: number; versionId: number; name: string };

const DAY = 86_400_000;
const plan = async (terms: Record<string, unknown> = {}) => {
  const { plan: p, version } = await planOnSale(db, terms);
  return { planId: Number(p.id), versionId: Number(version.id), name: String(p.name) };
};

beforeAll(async () => {
  superAdmin = await signedIn(db, { roleId: 2 });
  const role = async (name: string, rules: Record<string, string[]>) => signedIn(db, { roleId: (await createRole(db, name, rules)).id });
  customerStaff = await role('Customer desk', { Customer: ['listView', 'detailView', 'process'] });
  listerOnly = await role('Customer lister', { Customer: ['listView'], 'Plan Expiry': ['listView'] });
  planExpiryStaff = await role('Plan expiry desk', { 'Plan Expiry': ['listView', 'process'] });
  invoiceStaff = await role('Accounts', { Invoices: ['listView', 'detailView'] });
  walletStaff = await role('Wallet desk', { 'Wallet Transactions': ['detailView'] });
  noRights = await role('Nothing', {});
  gold = await plan({ free_cirs: 5, free_businesses: 2 });
  silver = await plan({ fee: '5000.00' });
});

async function subscription(
  db: Knex,
  userId: number,
  businessId: number | null,
  versionId: number,
  from: number,
  to: number,
  status = 'active',
) {
  const [row] = await db('subscriptions')
    .insert({
      user_id: userId,
      business_id: businessId,
      plan_version_id: versionId,
      starts_at: new Date(Date.now() + from * DAY),
      ends_at: new Date(Date.now() + to * DAY),
      status,
    })
    .returning('*');
  return row as { id: number; status: string; ends_at: Date };
}

const auditRows = (resource: string, recordId: number | string, action: string) =>
  db('audit_logs').where({ resource, record_id: String(recordId), action });

/** A paid order through the sandbox gateway: the real order, payment, subscription and invoice rows. */
async function paidOrder(m: Awaited<ReturnType<typeof memberWithBusiness>>, planId: number) {
  const placed = await placeOrder(t.app, m.auth, { planId, businessId: m.business.id });
  expect(placed.status).toBe(201);
  await decide(t.app, placed.body.next.redirectUrl, 'pay');
  const orderId = placed.body.order.id as number;
  await expect.poll(() => orderStatus(db, orderId), { timeout: 10_000 }).toBe('paid');
  return orderId;
}

describe('GET user/getPlan and admin/user/getPlan/{id}', () => {
  it('answers the running plan, queued renewals and the last ended plan per business, with free benefits left', async () => {
    const m = await memberWithBusiness(db);
    await paidOrder(m, gold.planId);
    const queued = await subscription(db, m.user.id, m.business.id, silver.versionId, 400, 800);
    const old = await subscription(db, m.user.id, m.business.id, silver.versionId, -800, -400, 'expired');
    const other = await createBusiness(db, { userId: m.user.id });

    const res = await call('get', '/api/user/getPlan', { auth: m.auth });
    expect(res.status).toBe(200);
    expect(res.body.status).toBe(true);
    const [first, second] = res.body.data.businesses;
    expect(first).toMatchObject({
      business_id: m.business.id,
      gstin: m.business.gstin,
      active: { plan_id: gold.planId, plan_name: gold.name, version: 1, fee: '10000.00', days_left: expect.any(Number) },
      queued: [{ subscription_id: Number(queued.id), plan_id: silver.planId }],
      last_expired: { subscription_id: Number(old.id), days_left: 0 },
    });
    expect(first.active.days_left).toBeGreaterThan(360);
    expect(second).toEqual({
      business_id: other.id,
      trade_name: expect.any(String),
      gstin: other.gstin,
      active: null,
      queued: [],
      last_expired: null,
    });
    expect(res.body.data.free_benefits.benefits).toEqual(
      expect.arrayContaining([expect.objectContaining({ benefit: 'free_cir', plan_grants: 5, remaining: 5 })]),
    );

    const staff = await call('get', `/api/admin/user/getPlan/${m.user.id}`, { auth: customerStaff.auth });
    expect(staff.status).toBe(200);
    expect(staff.body.data).toEqual(res.body.data);
  });

  it('staff without Customer → detailView and members are refused; unknown or staff ids are 404', async () => {
    const m = await memberWithBusiness(db);
    expect((await call('get', `/api/admin/user/getPlan/${m.user.id}`, { auth: noRights.auth })).status).toBe(403);
    expect((await call('get', `/api/admin/user/getPlan/${m.user.id}`, { auth: m.auth })).status).toBe(403);
    expect((await call('get', '/api/admin/user/getPlan/999999999', { auth: customerStaff.auth })).status).toBe(404);
    expect((await call('get', `/api/admin/user/getPlan/${noRights.user.id}`, { auth: customerStaff.auth })).status).toBe(404);
    expectFailure(await call('get', '/api/user/getPlan'), 401);
  });
});

describe('GET user/getwallet and wallet/balance/{id}/{withMovements}/{refresh}', () => {
  it('answers the balance in rupee strings, the movements and the ledger check when asked', async () => {
    const m = await signedIn(db);
    await fundWallet(db, m.user.id, 12_345);
    const wallet = await call('get', '/api/user/getwallet', { auth: m.auth });
    expect(wallet.body.data).toMatchObject({ balance: '123.45', movements: [{ amount: '123.45', balanceAfter: '123.45' }] });

    const both = await call('get', `/api/wallet/balance/${m.user.id}/true/true`, { auth: m.auth });
    expect(both.body.data).toEqual({
      user_id: m.user.id,
      balance: '123.45',
      movements: [expect.objectContaining({ amount: '123.45' })],
      ledger: { balance_from_entries: '123.45', agrees: true },
    });
    const bare = await call('get', `/api/wallet/balance/${m.user.id}/false/false`, { auth: m.auth });
    expect(bare.body.data).toEqual({ user_id: m.user.id, balance: '123.45' });

    // A stored balance that differs from the entries is reported, not corrected.
    await db('users').where({ id: m.user.id }).update({ wallet_balance: '100.00' });
    const off = await call('get', `/api/wallet/balance/${m.user.id}/false/true`, { auth: m.auth });
    expect(off.body.data.ledger).toEqual({ balance_from_entries: '123.45', agrees: false });
    expect((await db('users').where({ id: m.user.id }).first('wallet_balance')).wallet_balance).toBe('100.00');
    await db('users').where({ id: m.user.id }).update({ wallet_balance: '123.45' });

    const staff = await call('get', `/api/wallet/balance/${m.user.id}/false/false`, { auth: walletStaff.auth });
    expect(staff.body.data.balance).toBe('123.45');
  });

  it('another member’s id (or staff without Wallet Transactions) is 404; a flag that is not true/false is 400', async () => {
    const m = await signedIn(db);
    const other = await signedIn(db);
    expectFailure(await call('get', `/api/wallet/balance/${other.user.id}/true/false`, { auth: m.auth }), 404);
    expectFailure(await call('get', `/api/wallet/balance/${other.user.id}/true/false`, { auth: noRights.auth }), 404);
    expectFailure(await call('get', '/api/wallet/balance/999999999/true/false', { auth: walletStaff.auth }), 404);
    const bad = await call('get', `/api/wallet/balance/${m.user.id}/yes/false`, { auth: m.auth });
    expectFailure(bad, 400);
    expect(bad.body.errors).toHaveProperty('withMovements');
  });
});

describe('POST sendReferralInvite', () => {
  const fresh = () => `8${String(crypto.randomInt(0, 1_000_000_000)).padStart(9, '0')}`;

  it('writes the referral, sends the SMS and email with the code and link, and audits it', async () => {
    const m = await signedIn(db);
    const mobile = fresh();
    const email = `friend-${crypto.randomUUID().slice(0, 8)}@Example.com`;
    const res = await call('post', '/api/sendReferralInvite', { auth: m.auth, body: { mobile, email } });
    expect(res.status).toBe(200);
    expect(res.body.message).toBe('Invitation sent successfully');
    const code = res.body.data.referral_code as string;
    expect(code).toMatch(/^BKY[A-Z2-7]{6}$/);
    expect(res.body.data.link).toMatch(new RegExp(`/voucher/${code}$`));
    expect(res.body.data.channels).toEqual(['sms', 'email']);
    const row = await db('referrals').where({ id: res.body.data.referral_id }).first();
    expect(row).toMatchObject({
      referrer_user_id: m.user.id,
      invitee_mobile: mobile,
      invitee_email: email.toLowerCase(),
      status: 'invited',
    });
    const sent = await db('outbox_messages').whereIn('recipient', [mobile, email.toLowerCase()]).select('channel', 'body');
    expect(sent).toHaveLength(2);
    for (const s of sent) expect(s.body).toContain(code);
    expect((await db('users').where({ id: m.user.id }).first('referral_code')).referral_code).toBe(code);
    expect(await auditRows('referrals', row.id, 'invite')).toHaveLength(1);
  });

  it('refuses yourself, a member already registered, bad or missing contacts — writing nothing', async () => {
    const m = await signedIn(db);
    const registered = await signedIn(db);
    const count = async () => Number((await db('referrals').where({ referrer_user_id: m.user.id }).count({ n: '*' }))[0]!.n);
    const mine = await call('post', '/api/sendReferralInvite', { auth: m.auth, body: { mobile: m.user.mobile } });
    expectFailure(mine, 400);
    expect(mine.body.errors).toHaveProperty('mobile');
    const taken = await call('post', '/api/sendReferralInvite', { auth: m.auth, body: { email: registered.user.email.toUpperCase() } });
    expectFailure(taken, 409);
    expect(taken.body.message).toMatch(/already a Bakaya member/);
    const bad = await call('post', '/api/sendReferralInvite', { auth: m.auth, body: { mobile: '12345', email: 'nope' } });
    expectFailure(bad, 400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'mobile']);
    expectFailure(await call('post', '/api/sendReferralInvite', { auth: m.auth, body: {} }), 400);
    expect(await count()).toBe(0);
  });

  it('allows 20 invitations in 24 hours (30 at once: exactly 20 sent), then 429 with a message', async () => {
    const m = await signedIn(db);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => call('post', '/api/sendReferralInvite', { auth: m.auth, body: { mobile: fresh() } })),
    );
    expect(answers.filter((r) => r.status === 200)).toHaveLength(20);
    expect(await db('referrals').where({ referrer_user_id: m.user.id }).count({ n: '*' })).toEqual([{ n: 20 }]);
    const res = answers.find((r) => r.status === 429)!;
    expectFailure(res, 429);
    expect(res.body.message).toMatch(/20 invitations a day/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(86_000);
  });

  it('counts "already a member" answers too, so members cannot test numbers at will', async () => {
    const m = await signedIn(db);
    const member = await signedIn(db);
    for (let i = 0; i < 20; i += 1) {
      expectFailure(await call('post', '/api/sendReferralInvite', { auth: m.auth, body: { mobile: member.user.mobile } }), 409);
    }
    expectFailure(await call('post', '/api/sendReferralInvite', { auth: m.auth, body: { mobile: member.user.mobile } }), 429);
  });
});

describe('POST business/plan/SignedStatus/fetch', () => {
  it('says whether the member’s business has a running plan and a signed agreement; another’s is 404', async () => {
    const m = await memberWithBusiness(db);
    const before = await call('post', '/api/business/plan/SignedStatus/fetch', { auth: m.auth, body: { businessId: m.business.id } });
    expect(before.body.data).toMatchObject({
      business_id: m.business.id,
      has_active_plan: false,
      plan: null,
      agreement: { signed: false },
    });

    await subscription(db, m.user.id, m.business.id, gold.versionId, -1, 30);
    const agreement = await request(t.app).get(`/api/businesses/${m.business.id}/agreement`).set('Authorization', m.auth);
    await request(t.app)
      .post(`/api/businesses/${m.business.id}/agreement`)
      .set('Authorization', m.auth)
      .send({ version: agreement.body.version });
    const after = await call('post', '/api/business/plan/SignedStatus/fetch', {
      auth: m.auth,
      body: { businessId: String(m.business.id) },
    });
    expect(after.body.data).toMatchObject({
      has_active_plan: true,
      plan: { plan_id: gold.planId, days_left: 30 },
      agreement: { version: agreement.body.version, signed: true, accepted_at: expect.any(String) },
    });

    const stranger = await signedIn(db);
    expectFailure(
      await call('post', '/api/business/plan/SignedStatus/fetch', { auth: stranger.auth, body: { businessId: m.business.id } }),
      404,
    );
    const bad = await call('post', '/api/business/plan/SignedStatus/fetch', { auth: m.auth, body: { businessId: 'x' } });
    expectFailure(bad, 400);
    expect(bad.body.errors).toHaveProperty('businessId');
  });
});

describe('POST admin/user/upgrade/subscription', () => {
  const reason = 'Goodwill upgrade after a support call';

  it('cancels the running plan and starts the new one now, free of charge, in one audited transaction', async () => {
    const m = await memberWithBusiness(db);
    const current = await subscription(db, m.user.id, m.business.id, silver.versionId, -10, 20);
    const queued = await subscription(db, m.user.id, m.business.id, silver.versionId, 20, 50);
    const orders = await db('orders').where({ user_id: m.user.id }).count({ n: '*' });
    const res = await call('post', '/api/admin/user/upgrade/subscription', {
      auth: customerStaff.auth,
      body: { userId: m.user.id, businessId: m.business.id, planId: gold.planId, reason },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ plan_id: gold.planId, version: 1, cancelled_subscription_ids: [Number(current.id)] });
    const old = await db('subscriptions').where({ id: current.id }).first();
    expect(old.status).toBe('cancelled');
    expect(new Date(old.ends_at).getTime()).toBeLessThanOrEqual(Date.now());
    const started = await db('subscriptions').where({ id: res.body.data.subscription_id }).first();
    expect(started).toMatchObject({ status: 'active', plan_version_id: gold.versionId, order_id: null });
    const days = (new Date(started.ends_at).getTime() - new Date(started.starts_at).getTime()) / DAY;
    expect(days).toBeGreaterThanOrEqual(365);
    expect((await db('subscriptions').where({ id: queued.id }).first()).status).toBe('active');
    expect(await db('orders').where({ user_id: m.user.id }).count({ n: '*' })).toEqual(orders);
    const [audit] = await auditRows('subscriptions', res.body.data.subscription_id, 'staff_upgrade');
    expect(audit).toMatchObject({ actor_user_id: customerStaff.user.id });
    expect(audit.after).toMatchObject({ reason, cancelled: [Number(current.id)] });

    const plans = await call('get', '/api/user/getPlan', { auth: m.auth });
    expect(plans.body.data.businesses[0].active.plan_id).toBe(gold.planId);
  });

  it('refuses bad input, another’s business, a plan not on sale, the same plan and an open deactivation — writing nothing', async () => {
    const m = await memberWithBusiness(db);
    const current = await subscription(db, m.user.id, m.business.id, silver.versionId, -10, 20);
    const stranger = await createBusiness(db);
    const [unsold] = await db('membership_plans')
      .insert({ name: 'Retired plan', slug: `retired-${crypto.randomUUID().slice(0, 8)}`, status: 0 })
      .returning('id');
    const post = (body: Record<string, unknown>, auth = customerStaff.auth) =>
      call('post', '/api/admin/user/upgrade/subscription', {
        auth,
        body: { userId: m.user.id, businessId: m.business.id, planId: gold.planId, reason, ...body },
      });

    const short = await post({ reason: 'too short' });
    expect(short.status).toBe(400);
    expect(short.body.errors).toHaveProperty('reason');
    expect((await post({ businessId: stranger.id })).body.errors).toHaveProperty('businessId');
    expect((await post({ planId: unsold.id })).body.errors).toHaveProperty('planId');
    expect((await post({ planId: silver.planId })).status).toBe(409);
    expect((await post({ userId: 999999999 })).status).toBe(404);
    expect((await post({}, noRights.auth)).status).toBe(403);
    expect((await post({}, m.auth)).status).toBe(403);
    expect((await post({}, listerOnly.auth)).status).toBe(403);
    const [open] = await db('user_deactivation_requests').insert({ user_id: m.user.id, reason: 'Closing the shop' }).returning('id');
    const refused = await post({});
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/close the account/);
    await db('user_deactivation_requests').where({ id: open.id }).del();

    expect((await db('subscriptions').where({ id: current.id }).first()).status).toBe('active');
    expect(await db('subscriptions').where({ business_id: m.business.id })).toHaveLength(1);
    expect(
      await db('audit_logs')
        .where({ resource: 'subscriptions', action: 'staff_upgrade' })
        .whereRaw("after->>'user_id' = ?", [String(m.user.id)]),
    ).toEqual([]);
  });

  it('a failing step leaves nothing: the running plan stays and no audit row is written', async () => {
    const m = await memberWithBusiness(db);
    const current = await subscription(db, m.user.id, m.business.id, silver.versionId, -10, 20);
    await failInsertsInto('audit_logs', `NEW.resource = 'subscriptions' AND NEW.after->>'business_id' = '${m.business.id}'`);
    try {
      // Straight through supertest: a 500 is not part of the documented contract.
      const res = await request(t.app)
        .post('/api/admin/user/upgrade/subscription')
        .set('Authorization', superAdmin.auth)
        .send({ userId: m.user.id, businessId: m.business.id, planId: gold.planId, reason });
      expect(res.status).toBe(500);
    } finally {
      await dropFailure('audit_logs');
    }
    expect((await db('subscriptions').where({ id: current.id }).first()).status).toBe('active');
    expect(await db('subscriptions').where({ business_id: m.business.id })).toHaveLength(1);
  });
});

/** A test-only trigger that makes inserts matching `condition` fail, to prove a write is one transaction. */
async function failInsertsInto(table: string, condition: string) {
  await db.raw(`CREATE OR REPLACE FUNCTION money_calls_fail() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN IF ${condition} THEN RAISE EXCEPTION 'injected failure'; END IF; RETURN NEW; END $$`);
  await db.raw(`CREATE TRIGGER money_calls_fail BEFORE INSERT ON ${table} FOR EACH ROW EXECUTE FUNCTION money_calls_fail()`);
}
async function dropFailure(table: string) {
  await db.raw(`DROP TRIGGER IF EXISTS money_calls_fail ON ${table}`);
  await db.raw('DROP FUNCTION IF EXISTS money_calls_fail()');
}

describe('POST admin/user/expire', () => {
  const reason = 'Chargeback on the card payment';

  it('expires the running plans now, logs each in plan expiry logs with who and why, audited', async () => {
    const m = await memberWithBusiness(db);
    const second = await createBusiness(db, { userId: m.user.id });
    const a = await subscription(db, m.user.id, m.business.id, gold.versionId, -10, 20);
    const b = await subscription(db, m.user.id, second.id, silver.versionId, -5, 60);
    const queued = await subscription(db, m.user.id, m.business.id, gold.versionId, 20, 400);

    const one = await call('post', '/api/admin/user/expire', {
      auth: planExpiryStaff.auth,
      body: { userId: m.user.id, businessId: m.business.id, reason },
    });
    expect(one.status).toBe(200);
    expect(one.body.data.expired.map((e: { subscription_id: number }) => e.subscription_id)).toEqual([Number(a.id)]);
    expect((await db('subscriptions').where({ id: b.id }).first()).status).toBe('active');

    const all = await call('post', '/api/admin/user/expire', { auth: planExpiryStaff.auth, body: { userId: m.user.id, reason } });
    expect(all.body.data.expired.map((e: { subscription_id: number }) => e.subscription_id)).toEqual([Number(b.id)]);
    for (const s of [a, b]) {
      const row = await db('subscriptions').where({ id: s.id }).first();
      expect(row.status).toBe('expired');
      expect(new Date(row.ends_at).getTime()).toBeLessThanOrEqual(Date.now());
      const [log] = await db('plan_expiry_logs').where({ subscription_id: s.id });
      expect(log).toMatchObject({ action: 'manually_expired', performed_by: planExpiryStaff.user.id, user_id: m.user.id });
      expect(log.note).toContain(reason);
      expect(await auditRows('subscriptions', s.id, 'staff_expire')).toHaveLength(1);
    }
    expect((await db('subscriptions').where({ id: queued.id }).first()).status).toBe('active');

    const again = await call('post', '/api/admin/user/expire', { auth: planExpiryStaff.auth, body: { userId: m.user.id, reason } });
    expect(again.status).toBe(409);
    expect(again.body.message).toMatch(/no running plan/);
  });

  it('refuses staff without Plan Expiry → process, members and bad input — writing nothing', async () => {
    const m = await memberWithBusiness(db);
    const s = await subscription(db, m.user.id, m.business.id, gold.versionId, -10, 20);
    const body = { userId: m.user.id, reason };
    expect((await call('post', '/api/admin/user/expire', { auth: noRights.auth, body })).status).toBe(403);
    expect((await call('post', '/api/admin/user/expire', { auth: listerOnly.auth, body })).status).toBe(403);
    expect((await call('post', '/api/admin/user/expire', { auth: m.auth, body })).status).toBe(403);
    const bad = await call('post', '/api/admin/user/expire', { auth: planExpiryStaff.auth, body: { userId: 'abc', reason: 'x' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['reason', 'userId']);
    const other = await createBusiness(db);
    expect(
      (await call('post', '/api/admin/user/expire', { auth: planExpiryStaff.auth, body: { ...body, businessId: other.id } })).status,
    ).toBe(400);
    expect((await db('subscriptions').where({ id: s.id }).first()).status).toBe('active');
    expect(await db('plan_expiry_logs').where({ subscription_id: s.id })).toEqual([]);
  });

  it('a failing step leaves nothing: plans stay running, no log row', async () => {
    const m = await memberWithBusiness(db);
    const second = await createBusiness(db, { userId: m.user.id });
    const a = await subscription(db, m.user.id, m.business.id, gold.versionId, -10, 20);
    const b = await subscription(db, m.user.id, second.id, gold.versionId, -10, 20);
    await failInsertsInto('plan_expiry_logs', `NEW.subscription_id = ${b.id}`);
    try {
      const res = await request(t.app)
        .post('/api/admin/user/expire')
        .set('Authorization', superAdmin.auth)
        .send({ userId: m.user.id, reason });
      expect(res.status).toBe(500);
    } finally {
      await dropFailure('plan_expiry_logs');
    }
    for (const s of [a, b]) expect((await db('subscriptions').where({ id: s.id }).first()).status).toBe('active');
    expect(await db('plan_expiry_logs').whereIn('subscription_id', [a.id, b.id])).toEqual([]);
    expect(
      await db('audit_logs')
        .whereIn('record_id', [String(a.id), String(b.id)])
        .where({ action: 'staff_expire' }),
    ).toEqual([]);
  });
});

describe('POST admin/order/getTransactionIds', () => {
  it('answers each order’s gateway ids and payments, in the order asked; unknown ids apart', async () => {
    const m = await memberWithBusiness(db);
    const orderId = await paidOrder(m, silver.planId);
    const res = await call('post', '/api/admin/order/getTransactionIds', {
      auth: invoiceStaff.auth,
      body: { orderIds: [999999999, orderId, orderId] },
    });
    expect(res.status).toBe(200);
    expect(res.body.not_found).toEqual([999999999]);
    const order = await db('orders').where({ id: orderId }).first();
    expect(res.body.data).toEqual([
      expect.objectContaining({
        order_id: orderId,
        order_number: order.order_number,
        status: 'paid',
        gateway: 'sandbox',
        gateway_order_id: order.gateway_order_id,
        payments: [expect.objectContaining({ gateway_payment_id: expect.any(String), amount: order.total, status: 'success' })],
      }),
    ]);
  });

  it('refuses bad lists with 400 and staff without Invoices → detailView with 403', async () => {
    for (const orderIds of [[], Array.from({ length: 101 }, (_, i) => i + 1), ['x'], 'nope']) {
      const res = await call('post', '/api/admin/order/getTransactionIds', { auth: invoiceStaff.auth, body: { orderIds } });
      expect(res.status).toBe(400);
      expect(res.body.errors).toHaveProperty(Array.isArray(orderIds) && orderIds.length === 1 ? 'orderIds.0' : 'orderIds');
    }
    expect((await call('post', '/api/admin/order/getTransactionIds', { auth: noRights.auth, body: { orderIds: [1] } })).status).toBe(403);
    expect((await call('post', '/api/admin/order/getTransactionIds', { auth: customerStaff.auth, body: { orderIds: [1] } })).status).toBe(
      403,
    );
  });
});

describe('POST admin/fetchExpiredBusinesses/get', () => {
  it('lists businesses whose plans have all ended, with the last plan; owner mobile masked without Customer → detailView', async () => {
    const ended = await memberWithBusiness(db);
    await subscription(db, ended.user.id, ended.business.id, silver.versionId, -400, -30, 'expired');
    await subscription(db, ended.user.id, ended.business.id, gold.versionId, -30, -2, 'expired');
    const running = await memberWithBusiness(db);
    await subscription(db, running.user.id, running.business.id, gold.versionId, -400, -30, 'expired');
    await subscription(db, running.user.id, running.business.id, gold.versionId, -30, 300);

    const find = (business: { gstin: string }, auth = superAdmin.auth) =>
      call('post', '/api/admin/fetchExpiredBusinesses/get', { auth, body: { q: business.gstin } });
    const res = await find(ended.business);
    expect(res.status).toBe(200);
    expect(res.body.total).toBe(1);
    expect(res.body.data).toEqual([
      expect.objectContaining({
        business_id: ended.business.id,
        owner: { user_id: ended.user.id, name: ended.user.name, mobile: ended.user.mobile },
        plan: expect.objectContaining({ plan_id: gold.planId, status: 'expired' }),
      }),
    ]);
    expect((await find(running.business)).body).toMatchObject({ data: [], total: 0 });
    const masked = await find(ended.business, listerOnly.auth);
    expect(masked.body.data[0].owner.mobile).toBe(`xxxxxxxx${ended.user.mobile.slice(-2)}`);
    const page = await call('post', '/api/admin/fetchExpiredBusinesses/get', { auth: planExpiryStaff.auth, body: { perPage: 1 } });
    expect(page.body.data.length).toBeLessThanOrEqual(1);
    expect(page.body.total).toBeGreaterThanOrEqual(1);
  });

  it('bad paging is 400; staff without Plan Expiry → listView are 403', async () => {
    const bad = await call('post', '/api/admin/fetchExpiredBusinesses/get', {
      auth: planExpiryStaff.auth,
      body: { perPage: 101, page: 0 },
    });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['page', 'perPage']);
    expect((await call('post', '/api/admin/fetchExpiredBusinesses/get', { auth: customerStaff.auth, body: {} })).status).toBe(403);
  });
});

describe('data/customer-plan', () => {
  it('answers the plan in effect, its end and the businesses covered, for one member or a page', async () => {
    const m = await memberWithBusiness(db);
    await createBusiness(db, { userId: m.user.id });
    const s = await subscription(db, m.user.id, m.business.id, gold.versionId, -10, 20);
    await subscription(db, m.user.id, m.business.id, silver.versionId, -10, 40);
    const res = await call('get', '/api/data/customer-plan', { auth: customerStaff.auth, query: { userId: String(m.user.id) } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ total: 1, estimated: false });
    expect(res.body.data).toEqual([
      {
        user_id: m.user.id,
        name: m.user.name,
        active_plan: { subscription_id: Number(s.id), plan_id: gold.planId, plan_name: gold.name, fee: '10000.00' },
        ends_at: new Date(s.ends_at).toISOString(),
        businesses: 2,
        businesses_covered: 1,
      },
    ]);
    const posted = await call('post', '/api/data/customer-plan', { auth: listerOnly.auth, body: { userId: m.user.id } });
    expect(posted.body.data).toEqual(res.body.data);
    const page = await call('get', '/api/data/customer-plan', { auth: customerStaff.auth, query: { perPage: '2' } });
    expect(page.body.data).toHaveLength(2);
  });

  it('bad input is 400; members and staff without Customer → listView are 403', async () => {
    const bad = await call('get', '/api/data/customer-plan', { auth: customerStaff.auth, query: { userId: 'me', perPage: '500' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['perPage', 'userId']);
    expect((await call('get', '/api/data/customer-plan', { auth: invoiceStaff.auth })).status).toBe(403);
    const m = await signedIn(db);
    expect((await call('get', '/api/data/customer-plan', { auth: m.auth, query: { userId: String(m.user.id) } })).status).toBe(403);
  });
});

describe('data/revenue-data', () => {
  it('sums paid orders by IST month and plan, months with nothing as zeros', async () => {
    const m = await memberWithBusiness(db);
    const order = async (paidAt: string, versionId: number | null, amount: string, discount: string, tax: string, status = 'paid') => {
      const total = ((Number(amount) * 100 - Number(discount) * 100 + Number(tax) * 100) / 100).toFixed(2);
      await db('orders').insert({
        order_number: `T-${crypto.randomUUID().slice(0, 12)}`,
        user_id: m.user.id,
        purpose: versionId ? 'subscription' : 'wallet_topup',
        plan_version_id: versionId,
        amount,
        discount,
        tax,
        total,
        status,
        paid_at: paidAt,
      });
    };
    await order('2019-01-31T18:30:00Z', gold.versionId, '10000.00', '500.00', '1710.00'); // 1 Feb IST
    await order('2019-02-10T06:00:00Z', gold.versionId, '10000.00', '0.00', '1800.00');
    await order('2019-02-11T06:00:00Z', silver.versionId, '5000.00', '0.10', '899.98');
    await order('2019-02-12T06:00:00Z', null, '100.00', '0.00', '0.00');
    await order('2019-02-13T06:00:00Z', gold.versionId, '10000.00', '0.00', '1800.00', 'failed');
    await order('2019-01-31T18:29:00Z', gold.versionId, '1.00', '0.00', '0.00'); // 31 Jan IST: outside
    const res = await call('get', '/api/data/revenue-data', { auth: invoiceStaff.auth, query: { from: '2019-02-01', to: '2019-04-30' } });
    expect(res.status).toBe(200);
    const { months, totals } = res.body.data;
    expect(months.map((x: { month: string }) => x.month)).toEqual(['2019-02', '2019-03', '2019-04']);
    expect(months[0]).toMatchObject({ orders: 4, taxable: '24599.90', gst: '4409.98', discount: '500.10', total: '29009.88' });
    expect(months[0].plans).toEqual(
      expect.arrayContaining([
        {
          plan_id: gold.planId,
          plan_name: gold.name,
          orders: 2,
          taxable: '19500.00',
          gst: '3510.00',
          discount: '500.00',
          total: '23010.00',
        },
        { plan_id: null, plan_name: null, orders: 1, taxable: '100.00', gst: '0.00', discount: '0.00', total: '100.00' },
      ]),
    );
    expect(months[1]).toEqual({ month: '2019-03', orders: 0, taxable: '0.00', gst: '0.00', discount: '0.00', total: '0.00', plans: [] });
    expect(totals.total).toBe('29009.88');
    const posted = await call('post', '/api/data/revenue-data', { auth: superAdmin.auth, body: { from: '2019-02-01', to: '2019-04-30' } });
    expect(posted.body.data).toEqual(res.body.data);
  });

  it('defaults to the last 12 months; bad dates and from after to are 400; others are 403', async () => {
    const res = await call('get', '/api/data/revenue-data', { auth: invoiceStaff.auth });
    expect(res.body.data.months).toHaveLength(12);
    const queries: Record<string, string>[] = [{ from: '2019-02-30' }, { to: 'yesterday' }, { from: '2019-03-01', to: '2019-02-01' }];
    for (const query of queries) {
      const bad = await call('get', '/api/data/revenue-data', { auth: invoiceStaff.auth, query });
      expect(bad.status).toBe(400);
      expect(bad.body.message).toBeTruthy();
    }
    expect((await call('get', '/api/data/revenue-data', { auth: customerStaff.auth })).status).toBe(403);
    expect((await call('get', '/api/data/revenue-data', { auth: noRights.auth })).status).toBe(403);
  });
});
