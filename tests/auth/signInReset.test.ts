/** Settings → reset: staff reset a member's sign-in lock (GET/POST /api/admin/reset/sign-in). */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { SignInLockStatus, SignInResetResult } from '../../api/src/contracts';
import { createRole, createTestApp, createUser, signedIn } from '../support/testApp';
import { latestCode, otherCode, sendOtp, verifyOtp } from './helpers';

const t = createTestApp();
let staff = '';
beforeAll(async () => {
  const role = await createRole(t.db, 'Support desk', { Customer: ['listView', 'detailView', 'process'] });
  staff = (await signedIn(t.db, { roleId: role.id })).auth;
});
afterAll(() => t.close());

const status = (query: Record<string, string | number>, auth = staff) =>
  request(t.app).get('/api/admin/reset/sign-in').query(query).set('Authorization', auth);
const reset = (body: Record<string, unknown>, auth = staff) =>
  request(t.app).post('/api/admin/reset/sign-in').send(body).set('Authorization', auth);

async function lockOut(mobile: string) {
  await sendOtp(t.app, mobile).expect(200);
  const wrong = otherCode(await latestCode(t.app, mobile));
  for (let i = 0; i < 5; i += 1) await verifyOtp(t.app, mobile, wrong);
}

describe('resetting a locked member', () => {
  it('a locked member who must wait can ask for a code at once after the reset, and sign in with it', async () => {
    const member = await createUser(t.db);
    await lockOut(member.mobile);
    const tooSoon = await sendOtp(t.app, member.mobile);
    expect(tooSoon.status).toBe(429);
    expect(tooSoon.body.message).toMatch(/Please wait \d+ seconds/);

    const before = (await status({ identifier: member.mobile })).body as SignInLockStatus;
    expect(before.member).toMatchObject({ id: member.id, mobile: member.mobile, status: 1 });
    const mobile = before.identifiers.find((i) => i.channel === 'sms')!;
    expect(mobile).toMatchObject({
      identifier: member.mobile,
      locked: true,
      pending_codes: 1,
      wait_reason: 'cooldown',
      codes_in_window: 1,
      code_limit: 5,
    });
    expect(mobile.wait_seconds).toBeGreaterThan(0);
    expect(before.blocked).toBe(true);
    expect(before.refusals.map((r) => r.reason)).toEqual(expect.arrayContaining(['otp_wrong', 'rate_limited']));

    const res = await reset({ user_id: member.id, reason: 'Member called: locked out after typos' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const done = res.body as SignInResetResult;
    expect(done).toMatchObject({ status: true, expired_codes: 1, released_codes: 1 });
    expect(done.message).toMatch(/can ask for a new code now/);
    expect(done.lock.blocked).toBe(false);
    expect(done.lock.identifiers.find((i) => i.channel === 'sms')).toMatchObject({
      locked: false,
      pending_codes: 0,
      wait_seconds: 0,
      wait_reason: null,
      codes_in_window: 0,
    });

    await sendOtp(t.app, member.mobile).expect(200);
    const signIn = await verifyOtp(t.app, member.mobile, await latestCode(t.app, member.mobile));
    expect(signIn.status).toBe(200);
    expect(signIn.body.token).toBeTruthy();
    // Nothing was deleted or back-dated: the locked code is still there, released.
    const rows = await t.db('otp_challenges').where({ identifier: member.mobile }).orderBy('id');
    expect(rows).toHaveLength(2);
    expect(rows[0].locked_at).not.toBeNull();
    expect(rows[0].released_at).not.toBeNull();
    expect(rows[1].released_at).toBeNull();
  });

  it('lifts the per-account code limit too, and the code that was pending stops working', async () => {
    const t2 = createTestApp({ limits: { otpResendCooldownSeconds: 0, otpSendsPerIdentifier: { max: 2, windowSeconds: 900 } } });
    try {
      const role = await createRole(t2.db, 'Support desk 2', { Customer: ['process'] });
      const auth = (await signedIn(t2.db, { roleId: role.id })).auth;
      const member = await createUser(t2.db);
      await sendOtp(t2.app, member.email).expect(200);
      await sendOtp(t2.app, member.email).expect(200);
      const pending = await latestCode(t2.app, member.email);
      const limited = await sendOtp(t2.app, member.email);
      expect(limited.status).toBe(429);
      expect(limited.body.message).toMatch(/Too many codes/);
      const lock = (
        await request(t2.app).get('/api/admin/reset/sign-in').query({ identifier: member.email.toUpperCase() }).set('Authorization', auth)
      ).body as SignInLockStatus;
      expect(lock.identifiers.find((i) => i.channel === 'email')).toMatchObject({
        locked: false,
        wait_reason: 'code_limit',
        codes_in_window: 2,
        code_limit: 2,
      });

      const res = await request(t2.app)
        .post('/api/admin/reset/sign-in')
        .send({ user_id: String(member.id), reason: 'Mailbox was full' })
        .set('Authorization', auth);
      expect(res.body).toMatchObject({ expired_codes: 1, released_codes: 2 });
      const old = await verifyOtp(t2.app, member.email, pending);
      expect(old.status).toBe(400);
      expect(old.body.message).toMatch(/expired/);
      await sendOtp(t2.app, member.email).expect(200);
    } finally {
      await t2.close();
    }
  });

  it('writes an audit row with the reason', async () => {
    const member = await createUser(t.db);
    await reset({ user_id: member.id, reason: 'Verified caller by date of birth' }).expect(200);
    const audit = await t
      .db('audit_logs')
      .where({ resource: 'customers', record_id: String(member.id), action: 'sign_in_reset' })
      .first();
    expect(audit.after).toMatchObject({ reason: 'Verified caller by date of birth', expired_codes: 0, released_codes: 0 });
  });

  it('finds a member by user id or email, and shows an unlocked member as not blocked', async () => {
    const member = await createUser(t.db);
    const byId = await status({ user_id: member.id });
    expect(byId.status).toBe(200);
    expect(byId.body.blocked).toBe(false);
    expect(byId.body.identifiers.map((i: { channel: string }) => i.channel)).toEqual(['sms', 'email']);
    expect((await status({ identifier: member.email })).body.member.id).toBe(member.id);
  });
});

describe('refusals', () => {
  it.each([
    [{}, 400, /mobile number or email address/],
    [{ identifier: '12345' }, 400, /10-digit mobile number or an email address/],
    [{ identifier: '6000000001' }, 404, /No member uses this mobile number/],
    [{ identifier: 'nobody-here@example.com' }, 404, /No member uses this email address/],
    [{ user_id: 'x' }, 400, /whole number/],
  ])('look-up %j → %i', async (query, code, message) => {
    const res = await status(query);
    expect(res.status).toBe(code);
    expect(res.body.message).toMatch(message);
  });

  it('refuses a reset without a reason, of an unknown id, of a staff account or a deactivated member', async () => {
    const member = await createUser(t.db);
    const noReason = await reset({ user_id: member.id, reason: ' ' });
    expect(noReason.status).toBe(400);
    expect(noReason.body.errors.reason).toMatch(/reason/);
    expect((await reset({ reason: 'Support call' })).body.errors.user_id).toBe('Please choose the member.');
    expect((await reset({ user_id: 987654321, reason: 'Support call' })).status).toBe(404);
    const colleague = await createUser(t.db, { roleId: 3 });
    const staffReset = await reset({ user_id: colleague.id, reason: 'Support call' });
    expect(staffReset.status).toBe(403);
    expect(staffReset.body.message).toMatch(/staff account/);
    const gone = await createUser(t.db, { status: 0 });
    const deactivated = await reset({ user_id: gone.id, reason: 'Support call' });
    expect(deactivated.status).toBe(400);
    expect(deactivated.body.message).toMatch(/deactivated/);
  });

  it('needs Customer → process: list and detail access are not enough; customers 403, anonymous 401', async () => {
    const member = await createUser(t.db);
    const reader = (
      await signedIn(t.db, {
        roleId: (await createRole(t.db, 'Customer reader', { Customer: ['listView', 'detailView'], 'Global Setting': ['process'] })).id,
      })
    ).auth;
    expect((await status({ user_id: member.id }, reader)).status).toBe(403);
    const refused = await reset({ user_id: member.id, reason: 'Support call' }, reader);
    expect(refused.status).toBe(403);
    expect(
      await t
        .db('audit_logs')
        .where({ record_id: String(member.id), action: 'sign_in_reset' })
        .first(),
    ).toBeUndefined();
    expect((await reset({ user_id: member.id, reason: 'Support call' }, (await signedIn(t.db)).auth)).status).toBe(403);
    expect((await request(t.app).post('/api/admin/reset/sign-in').send({ user_id: member.id, reason: 'x' })).status).toBe(401);
  });
});
