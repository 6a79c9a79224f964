/** Account deactivation in two steps (issue 8 §4): request, code, confirmation, staff completion per the slabs. */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { refundFor, type DeactivationSlab } from '../../api/src/domain/accountDeactivation/deactivationRules';
import { latestCode, otherCode } from '../auth/helpers';
import { createRole, createTestApp, signedIn } from '../support/testApp';
import { accountApi, giveActivePlan } from './accountApi';

const t = createTestApp();
const api = accountApi(t);
afterAll(() => t.close());

const REASON = 'We are closing this business at the end of the year.';
const file = (auth: string, body: Record<string, unknown> = { reason: REASON }) =>
  request(t.app).post('/api/account/deactivation').set('Authorization', auth).send(body);

const slabs = async (): Promise<DeactivationSlab[]> =>
  t.db('user_deactivation_slabs').where({ status: 1 }).select('min_days', 'max_days', 'refund_percent');

async function deactivationStaff(kinds = ['listView', 'detailView', 'add_edit']) {
  const role = await createRole(t.db, 'Deactivation desk', { 'User Deactivation': kinds });
  return signedIn(t.db, { roleId: role.id });
}

describe('the whole flow', () => {
  it('request → code → confirm → staff complete: refund per slabs, account deactivated, every session revoked', async () => {
    const member = await signedIn(t.db);
    const secondSession = await signedIn(t.db); // another member, untouched throughout
    const { planName, subscriptionId } = await giveActivePlan(t.db, member.user.id, { daysAgo: 10, fee: '2999.00' });

    // Before step 1: no request, the data effects and today's quote (10 days and an hour → 11 days).
    const before = await api.get(member.auth, '/api/account/deactivation');
    expect(before.status, JSON.stringify(before.body)).toBe(200);
    expect(before.body.request).toBeNull();
    expect(before.body.data_effects.length).toBeGreaterThan(2);
    expect(before.body.refund).toMatchObject({ subscription_id: subscriptionId, plan_name: planName, fee: '2999.00', days_used: 11 });
    expect(before.body.refund).toMatchObject(refundFor('2999.00', 11, await slabs()));

    // Step 1.
    const created = await file(member.auth);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({ user_id: member.user.id, status: 'requested', step: 1, subscription_id: subscriptionId });
    const id = created.body.id as number;
    const second = await file(member.auth, { reason: 'Another reason, long enough.' });
    expect(second.status).toBe(409);

    const open = await api.get(member.auth, '/api/account/deactivation');
    expect(open.body.request).toMatchObject({ id, reference: `DR-${id}`, status: 'requested', step: 1, reason: REASON });

    // Step 2: a code to the member's mobile; a wrong one is refused and logged; the right one confirms.
    const sent = await api.post(member.auth, '/api/account/deactivation/send-code');
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.masked).toBe(`xxxxxxxx${member.user.mobile.slice(-2)}`);
    const code = await latestCode(t.app, member.user.mobile);
    const wrong = await api.post(member.auth, '/api/account/deactivation/confirm', { otp: otherCode(code) });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.otp).toMatch(/not correct.*4 attempts left/);
    const logged = await t.db('login_restriction_logs').where({ user_id: member.user.id, reason: 'otp_wrong' });
    expect(logged).toHaveLength(1);
    expect((await api.post(member.auth, '/api/account/deactivation/confirm', { otp: 'abc' })).status).toBe(400);

    const confirmed = await api.post(member.auth, '/api/account/deactivation/confirm', { otp: code });
    expect(confirmed.status, JSON.stringify(confirmed.body)).toBe(200);
    expect(confirmed.body.request).toMatchObject({ id, status: 'confirmed', step: 2 });
    // The code is used up; nothing more to confirm or send.
    expect((await api.post(member.auth, '/api/account/deactivation/confirm', { otp: code })).status).toBe(409);
    expect((await api.post(member.auth, '/api/account/deactivation/send-code')).status).toBe(409);

    // The member cannot complete it; staff without add_edit cannot either.
    const byMember = await request(t.app)
      .put(`/api/user-deactivation-requests/${id}`)
      .set('Authorization', member.auth)
      .send({ status: 'completed' });
    expect(byMember.status).toBe(403);
    const viewer = await deactivationStaff(['listView', 'detailView']);
    expect((await api.put(viewer.auth, `/api/user-deactivation-requests/${id}`, { status: 'completed' })).status).toBe(403);
    // Staff see it in their list.
    const staff = await deactivationStaff();
    const list = await request(t.app)
      .get('/api/user-deactivation-requests')
      .query({ filter: JSON.stringify({ status: 'confirmed' }) })
      .set('Authorization', staff.auth);
    expect(list.status).toBe(200);
    expect(list.body.map((r: { id: number }) => r.id)).toContain(id);

    const completed = await api.put(staff.auth, `/api/user-deactivation-requests/${id}`, { status: 'completed' });
    expect(completed.status, JSON.stringify(completed.body)).toBe(200);
    const expected = refundFor('2999.00', 11, await slabs());
    expect(completed.body).toMatchObject({
      status: 'completed',
      step: 2,
      days_used: 11,
      refund_percent: expected.refund_percent,
      refund_amount: expected.refund_amount,
      processed_by: staff.user.id,
    });
    expect(completed.body.processed_at).toBeTruthy();

    // The account: status 0, every session revoked, the next request is a forced logout.
    expect((await t.db('users').where({ id: member.user.id }).first('status')).status).toBe(0);
    expect(await t.db('sessions').where({ user_id: member.user.id }).whereNull('revoked_at')).toHaveLength(0);
    const after = await request(t.app).get('/api/account/deactivation').set('Authorization', member.auth);
    expect(after.status).toBe(401);
    expect(after.body.force_logout).toBe(true);
    expect((await request(t.app).get('/api/account/deactivation').set('Authorization', secondSession.auth)).status).toBe(200);

    // Audited: the request's completion and the account's deactivation, by the staff member.
    const audits = await t.db('audit_logs').where({ actor_user_id: staff.user.id }).select('resource', 'record_id', 'action');
    expect(audits).toEqual(
      expect.arrayContaining([
        { resource: 'user-deactivation-requests', record_id: String(id), action: 'update' },
        { resource: 'customers', record_id: String(member.user.id), action: 'deactivate' },
      ]),
    );
    expect(
      await t.db('audit_logs').where({ resource: 'user-deactivation-requests', record_id: String(id), action: 'confirm' }),
    ).toHaveLength(1);

    // A completed request is closed.
    const reopen = await api.put(staff.auth, `/api/user-deactivation-requests/${id}`, { status: 'cancelled' });
    expect(reopen.status).toBe(409);
  });
});

describe('wrong states and bad input', () => {
  it('requires a reason of 10 to 2000 characters', async () => {
    const member = await signedIn(t.db);
    const missing = await file(member.auth, {});
    expect(missing.status).toBe(400);
    expect(missing.body.errors.reason).toBeTruthy();
    const short = await file(member.auth, { reason: 'Too short' });
    expect(short.status).toBe(400);
    expect(short.body.errors.reason).toMatch(/at least 10 characters/);
    expect((await file(member.auth, { reason: 'x'.repeat(2001) })).status).toBe(400);
    // Staff-only fields are the staff's.
    expect((await file(member.auth, { reason: REASON, status: 'completed' })).status).toBe(403);
  });

  it('answers 409 with no open request; a member cancels an open one, once', async () => {
    const member = await signedIn(t.db);
    expect((await api.post(member.auth, '/api/account/deactivation/send-code')).status).toBe(409);
    expect((await api.post(member.auth, '/api/account/deactivation/confirm', { otp: '123456' })).status).toBe(409);
    expect((await api.post(member.auth, '/api/account/deactivation/cancel')).status).toBe(409);

    const created = await file(member.auth);
    expect(created.status).toBe(201);
    // Without a code sent, any code is refused.
    expect((await api.post(member.auth, '/api/account/deactivation/confirm', { otp: '123456' })).status).toBe(400);
    const cancelled = await api.post(member.auth, '/api/account/deactivation/cancel');
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.request).toMatchObject({ id: created.body.id, status: 'cancelled' });
    expect((await api.post(member.auth, '/api/account/deactivation/cancel')).status).toBe(409);
    const now = await api.get(member.auth, '/api/account/deactivation');
    expect(now.body).toMatchObject({ request: null, refund: null });
    // A new request may follow a cancelled one.
    expect((await file(member.auth)).status).toBe(201);
  });

  it('staff may not complete an unconfirmed request; completing without a plan refunds nothing', async () => {
    const member = await signedIn(t.db);
    const staff = await deactivationStaff();
    const created = await file(member.auth);
    const early = await api.put(staff.auth, `/api/user-deactivation-requests/${created.body.id}`, { status: 'completed' });
    expect(early.status).toBe(409);
    expect(early.body.message).toMatch(/not confirmed/);

    await api.post(member.auth, '/api/account/deactivation/send-code');
    const code = await latestCode(t.app, member.user.mobile);
    expect((await api.post(member.auth, '/api/account/deactivation/confirm', { otp: code })).status).toBe(200);
    const done = await api.put(staff.auth, `/api/user-deactivation-requests/${created.body.id}`, { status: 'completed' });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body).toMatchObject({ days_used: null, refund_percent: '0.00', refund_amount: '0.00' });
  });

  it('a code sent for one request does not confirm the next one', async () => {
    const member = await signedIn(t.db);
    await file(member.auth);
    await api.post(member.auth, '/api/account/deactivation/send-code');
    const code = await latestCode(t.app, member.user.mobile);
    await api.post(member.auth, '/api/account/deactivation/cancel');
    await file(member.auth);
    expect((await api.post(member.auth, '/api/account/deactivation/confirm', { otp: code })).status).toBe(400);
  });
});

describe("another member's request", () => {
  it('is not found, and an unsigned caller is refused', async () => {
    const owner = await signedIn(t.db);
    const other = await signedIn(t.db);
    const created = await file(owner.auth);
    const show = await request(t.app).get(`/api/user-deactivation-requests/${created.body.id}`).set('Authorization', other.auth);
    expect(show.status).toBe(404);
    expect((await api.get(other.auth, `/api/acknowledgements/DR-${created.body.id}`)).status).toBe(404);
    expect((await api.get(other.auth, '/api/account/deactivation')).body.request).toBeNull();
    // The other member cannot cancel it: they have no open request of their own.
    expect((await api.post(other.auth, '/api/account/deactivation/cancel')).status).toBe(409);
    expect((await t.db('user_deactivation_requests').where({ id: created.body.id }).first('status')).status).toBe('requested');
    expect((await api.get(undefined, '/api/account/deactivation')).status).toBe(401);
  });
});
