import request from 'supertest';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/src/app';
import { createTestApp, createUser, signedIn } from '../support/testApp';
import { latestCode, sendOtp, verifyOtp } from './helpers';

const t = createTestApp();
afterAll(() => t.close());

// restricted_ips rules affect every admin sign-in in this run's shared database. Each test starts
// from no active rules (rules left active by other suites are switched off, then restored) and
// removes its own rules afterwards.
const inserted: number[] = [];
let switchedOff: number[] = [];
beforeEach(async () => {
  switchedOff = (await t.db('restricted_ips').where({ status: 1 }).update({ status: 0 }).returning('id')).map((r) => r.id);
});
afterEach(async () => {
  await t.db('restricted_ips').whereIn('id', inserted.splice(0)).delete();
  await t.db('restricted_ips').whereIn('id', switchedOff).update({ status: 1 });
});
async function rule(ip: string, kind: 'allow' | 'block', status: 0 | 1 = 1) {
  const [row] = await t.db('restricted_ips').insert({ ip, rule: kind, status, note: 'auth test' }).returning('id');
  inserted.push(row.id);
}

describe('restricted IPs for admin sign-in (supertest calls come from 127.0.0.1 / ::ffff:127.0.0.1)', () => {
  it('an admin from a blocked IP is refused at sendotp and at verifyOtp, and both are logged', async () => {
    const admin = await createUser(t.db, { roleId: 2 });
    await sendOtp(t.app, admin.mobile).expect(200);
    const code = await latestCode(t.app, admin.mobile);

    await rule('127.0.0.1/32', 'block');
    const send = await request(t.app).post('/api/user/sendotp').send({ email: admin.email });
    expect(send.status).toBe(403);
    expect(send.body.message).toMatch(/blocked/);
    const verify = await verifyOtp(t.app, admin.mobile, code);
    expect(verify.status).toBe(403);
    expect(verify.body.token).toBeUndefined();

    const logs = await t.db('login_restriction_logs').where({ user_id: admin.id, reason: 'ip_blocked' }).select('ip');
    expect(logs).toHaveLength(2);
    expect(logs[0].ip).toBe('127.0.0.1');
    expect(await t.db('outbox_messages').where({ recipient: admin.email }).first()).toBeUndefined();
  });

  it('a block rule does not affect customers, and an inactive rule does nothing', async () => {
    await rule('127.0.0.0/8', 'block');
    const customer = await createUser(t.db);
    await sendOtp(t.app, customer.mobile).expect(200);

    await t.db('restricted_ips').whereIn('id', inserted.splice(0)).delete();
    await rule('127.0.0.1/32', 'block', 0);
    const admin = await createUser(t.db, { roleId: 3 });
    await sendOtp(t.app, admin.mobile).expect(200);
  });

  it('an allow-list that excludes 127.0.0.1 refuses admins; one that includes it lets them in', async () => {
    const admin = await createUser(t.db, { roleId: 2 });
    await rule('203.0.113.0/24', 'allow');
    const refused = await sendOtp(t.app, admin.mobile);
    expect(refused.status).toBe(403);
    expect(refused.body.message).toMatch(/not allowed/);
    expect(await t.db('login_restriction_logs').where({ user_id: admin.id, reason: 'ip_not_allowed' }).first()).toBeDefined();

    await rule('127.0.0.0/8', 'allow');
    await sendOtp(t.app, admin.mobile).expect(200);
    const res = await verifyOtp(t.app, admin.mobile, await latestCode(t.app, admin.mobile));
    expect(res.status).toBe(200);
    expect(res.body.user.role_type).toBe('admin');
  });

  it('the client IP behind a trusted proxy is the one checked', async () => {
    const proxied = createApp(t.ctx, { trustProxy: true });
    const admin = await createUser(t.db, { roleId: 2 });
    await rule('203.0.113.0/24', 'block');
    await request(proxied).post('/api/user/sendotp').set('X-Forwarded-For', '203.0.113.9').send({ mobile: admin.mobile }).expect(403);
    await request(proxied).post('/api/user/sendotp').set('X-Forwarded-For', '198.51.100.7').send({ mobile: admin.mobile }).expect(200);
  });
});

/**
 * Issue 18 #18: the rules hold for every request of a staff session, not only at sign-in. The test app
 * trusts the proxy, so X-Forwarded-For sets the client IP (as in production behind TRUST_PROXY).
 */
describe('restricted IPs on every staff request', () => {
  const OFFICE = '203.0.113.9';
  const CAFE = '198.51.100.7';
  const proxied = createApp(t.ctx, { trustProxy: true });
  const as = (auth: string, ip: string, app = proxied) => ({
    get: (path: string) => request(app).get(path).set('Authorization', auth).set('X-Forwarded-For', ip),
    post: (path: string, body: object) => request(app).post(path).set('Authorization', auth).set('X-Forwarded-For', ip).send(body),
  });

  it('a staff token used from outside the allow-list is refused on every request; from the office it works', async () => {
    const staff = await signedIn(t.db, { roleId: 2 });
    await rule('203.0.113.0/24', 'allow');
    const office = as(staff.auth, OFFICE);
    await office.get('/api/user/me').expect(200);
    await office.get('/api/admin-users').expect(200);

    const cafe = as(staff.auth, CAFE);
    for (const res of [
      await cafe.get('/api/user/me'),
      await cafe.get('/api/admin-users'),
      await cafe.get('/api/admin/ip/list'),
      await cafe.post('/api/admin/save/TempOtp', { user_id: staff.user.id, reason: 'from a cafe' }),
    ]) {
      expect(res.status).toBe(403);
      expect(res.body.message).toMatch(/network is not allowed/);
    }
    expect(await t.db('temp_otps').where({ reason: 'from a cafe' }).first()).toBeUndefined();
    const logged = await t.db('login_restriction_logs').where({ user_id: staff.user.id, reason: 'ip_not_allowed', ip: CAFE });
    expect(logged.length).toBe(4);
    // The session itself is not ended: back at the office it works again.
    await office.get('/api/user/me').expect(200);
  });

  it('a blocked network refuses a staff token; members are not subject to the rules', async () => {
    const staff = await signedIn(t.db, { roleId: 2 });
    const member = await signedIn(t.db);
    await rule('198.51.100.0/24', 'block');
    const blocked = await as(staff.auth, CAFE).get('/api/user/me');
    expect(blocked.status).toBe(403);
    expect(blocked.body.message).toMatch(/network is blocked/);
    await as(staff.auth, OFFICE).get('/api/user/me').expect(200);
    await as(member.auth, CAFE).get('/api/user/me').expect(200);
  });

  it('a change to the list applies at once, even with remembered callers', async () => {
    const cached = createTestApp({ authCacheMs: 60_000 });
    try {
      const app = createApp(cached.ctx, { trustProxy: true });
      const admin = await signedIn(t.db, { roleId: 2 });
      const atCafe = as(admin.auth, CAFE, app);
      await atCafe.get('/api/user/me').expect(200); // remembered from here on
      await atCafe.get('/api/user/me').expect(200);

      // Added through the API (as the back office does): the very next request is refused.
      const fromOffice = as(admin.auth, OFFICE, app);
      const added = await fromOffice.post('/api/admin/ip/add', { ip: '198.51.100.0/24', rule: 'block', note: 'auth test' });
      expect(added.status, JSON.stringify(added.body)).toBe(201);
      inserted.push(added.body.data.id);
      await atCafe.get('/api/user/me').expect(403);
      await fromOffice.get('/api/user/me').expect(200);

      // Deactivated: allowed again at once.
      const removed = await request(app)
        .delete(`/api/admin/ip/delete/${added.body.data.id}`)
        .set('Authorization', admin.auth)
        .set('X-Forwarded-For', OFFICE);
      expect(removed.status).toBe(200);
      await atCafe.get('/api/user/me').expect(200);
    } finally {
      await cached.close();
    }
  });
});
