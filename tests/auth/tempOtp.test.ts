import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createRole, createTestApp, createUser, signedIn } from '../support/testApp';
import { consumeTempOtp } from '../../api/src/auth/tempOtp';
import { otherCode, sendOtp, verifyOtp } from './helpers';

const t = createTestApp();
afterAll(() => t.close());

/** A customer and the temporary code a Super Admin issued for them. */
async function customerWithTempCode(reason: string) {
  const admin = await signedIn(t.db, { roleId: 2 });
  const customer = await createUser(t.db);
  const saved = await request(t.app)
    .post('/api/admin/save/TempOtp')
    .set('Authorization', admin.auth)
    .send({ user_id: customer.id, reason });
  expect(saved.status).toBe(200);
  return { customer, otp: saved.body.otp as string };
}

describe('admin temporary OTP (support sign-in)', () => {
  it('Super Admin creates a code shown once; GET shows metadata only; the code signs in once', async () => {
    const admin = await signedIn(t.db, { roleId: 2 });
    const customer = await createUser(t.db);
    const saved = await request(t.app)
      .post('/api/admin/save/TempOtp')
      .set('Authorization', admin.auth)
      .send({ user_id: customer.id, reason: 'Customer has no SMS signal' });
    expect(saved.status).toBe(200);
    expect(saved.body.status).toBe(true);
    expect(saved.body.otp).toMatch(/^\d{6}$/);
    expect(saved.headers['cache-control']).toBe('no-store');
    const ttl = new Date(saved.body.expires_at).getTime() - Date.now();
    expect(ttl).toBeGreaterThan(29 * 60_000);
    expect(ttl).toBeLessThanOrEqual(30 * 60_000 + 5_000);

    const row = await t.db('temp_otps').where({ user_id: customer.id }).first();
    expect(row.code_hash).not.toContain(saved.body.otp);
    expect(row.created_by).toBe(admin.user.id);
    const audit = await t
      .db('audit_logs')
      .where({ resource: 'temp_otps', record_id: String(row.id), action: 'temp_otp_create' })
      .first();
    expect(audit.actor_user_id).toBe(admin.user.id);
    expect(JSON.stringify(audit.after)).not.toContain(saved.body.otp);

    const meta = await request(t.app).get(`/api/admin/getTempOTP/${customer.id}`).set('Authorization', admin.auth);
    expect(meta.status).toBe(200);
    expect(meta.body).toMatchObject({ status: true, active: true, created_by: admin.user.id });
    expect(meta.body).not.toHaveProperty('otp');
    expect(JSON.stringify(meta.body)).not.toContain(saved.body.otp);

    const signIn = await verifyOtp(t.app, customer.mobile, saved.body.otp);
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.id).toBe(customer.id);
    // The apps keep a support session apart from the member's own (spec §4).
    expect(signIn.body.temporary).toBe(true);
    expect(await t.db('audit_logs').where({ actor_user_id: customer.id, action: 'temp_otp_login' }).first()).toBeDefined();

    const again = await verifyOtp(t.app, customer.mobile, saved.body.otp);
    expect(again.status).toBe(400);
    const after = await request(t.app).get(`/api/admin/getTempOTP/${customer.id}`).set('Authorization', admin.auth);
    expect(after.body).toMatchObject({ active: false, expires_at: null });
  });

  it('a new code supersedes the older one; a pending SMS code still works alongside', async () => {
    const admin = await signedIn(t.db, { roleId: 2 });
    const customer = await createUser(t.db);
    const first = (
      await request(t.app)
        .post('/api/admin/save/TempOtp')
        .set('Authorization', admin.auth)
        .send({ user_id: String(customer.id), reason: 'first' })
    ).body.otp;
    const second = (
      await request(t.app).post('/api/admin/save/TempOtp').set('Authorization', admin.auth).send({ user_id: customer.id, reason: 'second' })
    ).body.otp;
    await sendOtp(t.app, customer.mobile).expect(200);
    if (first !== second) expect((await verifyOtp(t.app, customer.mobile, first)).status).toBe(400);
    const bySecond = await verifyOtp(t.app, customer.mobile, second);
    expect(bySecond.status).toBe(200);
    expect(bySecond.body.temporary).toBe(true);
  });

  it('stops working after too many wrong codes for the user', async () => {
    const { customer, otp } = await customerWithTempCode('lockout test');
    for (let i = 0; i < 5; i += 1) await verifyOtp(t.app, customer.mobile, otherCode(otp)).expect(400);
    expect((await verifyOtp(t.app, customer.mobile, otp)).status).toBe(400);
  });

  it('counts wrong codes sent at once one by one: never more than the limit are tried', async () => {
    const { customer, otp } = await customerWithTempCode('concurrent guesses');
    // 20 wrong guesses at once: the limit (5) is counted on the code's own row under its lock.
    const guesses = await Promise.all(Array.from({ length: 20 }, () => consumeTempOtp(t.db, customer.id, otherCode(otp), 5)));
    expect(guesses.every((g) => g === undefined)).toBe(true);
    const row = await t.db('temp_otps').where({ user_id: customer.id }).first('failed_attempts', 'used_at');
    expect(row).toEqual({ failed_attempts: 5, used_at: null });
    // The right code after them is refused, through the API as well.
    expect(await consumeTempOtp(t.db, customer.id, otp, 5)).toBeUndefined();
    expect((await verifyOtp(t.app, customer.mobile, otp)).status).toBe(400);
  });

  it('needs Temporary OTP access; only for active customer accounts; validates the body', async () => {
    const customer = await createUser(t.db);
    const user = await signedIn(t.db);
    await request(t.app)
      .post('/api/admin/save/TempOtp')
      .set('Authorization', user.auth)
      .send({ user_id: customer.id, reason: 'x'.repeat(5) })
      .expect(403);
    const viewer = await signedIn(t.db, { roleId: (await createRole(t.db, 'OTP viewer', { 'Temporary OTP': ['detailView'] })).id });
    await request(t.app)
      .post('/api/admin/save/TempOtp')
      .set('Authorization', viewer.auth)
      .send({ user_id: customer.id, reason: 'xxxxx' })
      .expect(403);
    await request(t.app).get(`/api/admin/getTempOTP/${customer.id}`).set('Authorization', viewer.auth).expect(200);
    await request(t.app).get(`/api/admin/getTempOTP/${customer.id}`).set('Authorization', user.auth).expect(403);

    const admin = await signedIn(t.db, { roleId: 2 });
    const staff = await createUser(t.db, { roleId: 3 });
    await request(t.app)
      .post('/api/admin/save/TempOtp')
      .set('Authorization', admin.auth)
      .send({ user_id: staff.id, reason: 'staff' })
      .expect(403);
    const inactive = await createUser(t.db, { status: 0 });
    await request(t.app)
      .post('/api/admin/save/TempOtp')
      .set('Authorization', admin.auth)
      .send({ user_id: inactive.id, reason: 'inactive' })
      .expect(400);
    await request(t.app)
      .post('/api/admin/save/TempOtp')
      .set('Authorization', admin.auth)
      .send({ user_id: 999999999, reason: 'missing' })
      .expect(404);
    const bad = await request(t.app).post('/api/admin/save/TempOtp').set('Authorization', admin.auth).send({ user_id: 'abc' });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['reason', 'user_id']);
    await request(t.app).get('/api/admin/getTempOTP/abc').set('Authorization', admin.auth).expect(400);
  });
});
