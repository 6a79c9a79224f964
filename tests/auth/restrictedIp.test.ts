import request from 'supertest';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createApp } from '../../api/src/app';
import { createTestApp, createUser } from '../support/testApp';
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
