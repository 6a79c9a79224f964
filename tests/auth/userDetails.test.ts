import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { FEATURES } from '../../api/src/registry/features';
import { createRole, createTestApp, createUser, signedIn } from '../support/testApp';
import { latestCode, signInWithOtp } from './helpers';

const t = createTestApp();
afterAll(() => t.close());

describe('user details: GET /api/user/me and /api/user/get/:id', () => {
  it('a customer gets their own record with role, role_type, accessAction and status', async () => {
    const { token, user } = await signInWithOtp(t.app, (await createUser(t.db)).mobile);
    const res = await request(t.app).get(`/api/user/get/${user.id}`).set('Authorization', `Bearer ${token}`);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id: user.id,
      role_id: 1,
      role: { id: 1, name: 'User', role_type: 'customer' },
      role_type: 'customer',
      accessAction: [],
      status: 1,
      wallet_balance: '0.00',
    });
    for (const key of ['name', 'mobile', 'email', 'referral_code', 'last_login_at', 'created_at']) expect(res.body).toHaveProperty(key);
    const me = await request(t.app).get('/api/user/me').set('Authorization', `Bearer ${token}`);
    // user/me is the same record, plus whether this session is a support session (auth/sessionKind.ts).
    expect(me.body).toEqual({ ...res.body, support_session: false });
  });

  it('a customer cannot get another user (403)', async () => {
    const a = await signedIn(t.db);
    const b = await createUser(t.db);
    const res = await request(t.app).get(`/api/user/get/${b.id}`).set('Authorization', a.auth);
    expect(res.status).toBe(403);
    expect(
      await request(t.app)
        .get('/api/user/get/999999999')
        .set('Authorization', a.auth)
        .then((r) => r.status),
    ).toBe(403);
  });

  it('Super Admin: accessAction lists every feature with every flag 1, and may read any user', async () => {
    const admin = await signedIn(t.db, { roleId: 2 });
    const me = await request(t.app).get('/api/user/me').set('Authorization', admin.auth);
    expect(me.body).toMatchObject({ role_type: 'admin', role: { id: 2, name: 'Super Admin', role_type: 'admin' } });
    expect(me.body.accessAction).toHaveLength(FEATURES.length);
    expect(me.body.accessAction[0]).toEqual({
      title: FEATURES[0],
      listView: 1,
      detailView: 1,
      add_edit: 1,
      deactivate_activate: 1,
      download: 1,
      process: 1,
    });
    const other = await createUser(t.db);
    const res = await request(t.app).get(`/api/user/get/${other.id}`).set('Authorization', admin.auth);
    expect(res.status).toBe(200);
    expect(res.body.id).toBe(other.id);
  });

  it("an admin role's accessAction carries its rules; Customer detailView is needed for customers, Admin Users for staff", async () => {
    const role = await createRole(t.db, 'Support', { Customer: ['listView', 'detailView'] });
    const staff = await signedIn(t.db, { roleId: role.id });
    const me = await request(t.app).get('/api/user/me').set('Authorization', staff.auth);
    expect(me.body.accessAction).toEqual([
      { title: 'Customer', listView: 1, detailView: 1, add_edit: 0, deactivate_activate: 0, download: 0, process: 0 },
    ]);
    const customer = await createUser(t.db);
    await request(t.app).get(`/api/user/get/${customer.id}`).set('Authorization', staff.auth).expect(200);
    const otherStaff = await createUser(t.db, { roleId: 3 });
    await request(t.app).get(`/api/user/get/${otherStaff.id}`).set('Authorization', staff.auth).expect(403);

    const noRights = await signedIn(t.db, { roleId: (await createRole(t.db, 'Empty', {})).id });
    await request(t.app).get(`/api/user/get/${customer.id}`).set('Authorization', noRights.auth).expect(403);
    await request(t.app).get(`/api/user/get/${noRights.user.id}`).set('Authorization', noRights.auth).expect(200);
  });

  it('sendupdateotp sends a code to a new mobile of the signed-in user, bound to that user', async () => {
    const a = await signedIn(t.db);
    const b = await createUser(t.db);
    const fresh = `6${b.mobile.slice(1)}`;
    const res = await request(t.app).post('/api/user/sendupdateotp').set('Authorization', a.auth).type('form').send({ mobile: fresh });
    expect(res.status).toBe(200);
    expect(res.body.masked).toBe(`xxxxxxxx${fresh.slice(-2)}`);
    const [msg] = (await request(t.app).get('/api/dev/outbox').query({ to: fresh })).body;
    expect(msg.body).toMatch(/verification code is \d{6}/);
    const challenge = await t.db('otp_challenges').where({ identifier: fresh }).first('purpose');
    expect(challenge.purpose).toBe(`update:${a.user.id}`);
    // It is not a sign-in code (and nobody uses that number to sign in: answered as a code never sent).
    await request(t.app)
      .post('/api/user/verifyOtp')
      .send({ mobile: fresh, otp: await latestCode(t.app, fresh) })
      .expect(400);

    const taken = await request(t.app).post('/api/user/sendupdateotp').set('Authorization', a.auth).send({ mobile: b.mobile });
    expect(taken.status).toBe(409);
    expect(taken.body.errors.mobile).toBe('This mobile number is already in use.');
    const own = await request(t.app).post('/api/user/sendupdateotp').set('Authorization', a.auth).send({ email: a.user.email });
    expect(own.status).toBe(400);
    expect(own.body.errors.email).toBe('This is already your email address.');
  });
});
