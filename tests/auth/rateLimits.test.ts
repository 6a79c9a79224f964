import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/src/app';
import type { RateLimits } from '../../api/src/context';
import { createTestApp, createUser } from '../support/testApp';
import { latestCode, otherCode, uniqueIp } from './helpers';

const apps: Array<ReturnType<typeof createTestApp>> = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

/**
 * A test app that trusts X-Forwarded-For, so each test can act from its own IP: every supertest
 * request really comes from 127.0.0.1, which other tests share in this run's database.
 */
function appWith(limits: Partial<RateLimits>) {
  const t = createTestApp({ limits });
  apps.push(t);
  return { ...t, app: createApp(t.ctx, { trustProxy: true }) };
}

describe('OTP rate limits (computed from the database)', () => {
  it('a resend within the cool-down answers 429 with Retry-After', async () => {
    const t = appWith({ otpResendCooldownSeconds: 30 });
    const user = await createUser(t.db);
    await request(t.app).post('/api/user/sendotp').send({ mobile: user.mobile }).expect(200);
    for (const path of ['/api/user/sendotp', '/api/user/resentLoginOtp']) {
      const res = await request(t.app).post(path).send({ mobile: user.mobile });
      expect(res.status).toBe(429);
      const retry = Number(res.headers['retry-after']);
      expect(retry).toBeGreaterThan(25);
      expect(retry).toBeLessThanOrEqual(30);
      expect(res.body.message).toBe(`Please wait ${retry} seconds before asking for another code.`);
      expect(res.body.retry_after).toBe(retry);
    }
    expect(await t.db('otp_challenges').where({ identifier: user.mobile }).count({ n: '*' })).toEqual([{ n: 1 }]);
    const log = await t.db('login_restriction_logs').where({ identifier: user.mobile, reason: 'rate_limited' });
    expect(log).toHaveLength(2);
  });

  it('at most otpSendsPerIdentifier.max sends per identifier per window', async () => {
    const t = appWith({ otpResendCooldownSeconds: 0, otpSendsPerIdentifier: { max: 2, windowSeconds: 600 } });
    const user = await createUser(t.db);
    await request(t.app).post('/api/user/sendotp').send({ email: user.email }).expect(200);
    await request(t.app).post('/api/user/resentLoginOtp').send({ email: user.email }).expect(200);
    const third = await request(t.app).post('/api/user/sendotp').send({ email: user.email });
    expect(third.status).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(590);
    expect(third.body.message).toMatch(/Too many codes/);
  });

  it('at most otpSendsPerIp.max sends per IP per window, across identifiers', async () => {
    const t = appWith({ otpSendsPerIp: { max: 2, windowSeconds: 600 } });
    const ip = uniqueIp();
    const [a, b, c] = [await createUser(t.db), await createUser(t.db), await createUser(t.db)];
    await request(t.app).post('/api/user/sendotp').set('X-Forwarded-For', ip).send({ mobile: a.mobile }).expect(200);
    await request(t.app).post('/api/user/sendotp').set('X-Forwarded-For', ip).send({ mobile: b.mobile }).expect(200);
    const third = await request(t.app).post('/api/user/sendotp').set('X-Forwarded-For', ip).send({ mobile: c.mobile });
    expect(third.status).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    // Another IP is not affected.
    await request(t.app).post('/api/user/sendotp').set('X-Forwarded-For', uniqueIp()).send({ mobile: c.mobile }).expect(200);
    const row = await t.db('otp_challenges').where({ identifier: a.mobile }).first('ip');
    expect(row.ip).toBe(ip);
  });

  it('look-ups of unknown accounts count towards the per-IP send limit', async () => {
    const t = appWith({ otpSendsPerIp: { max: 2, windowSeconds: 600 } });
    const ip = uniqueIp();
    await request(t.app).post('/api/user/sendotp').set('X-Forwarded-For', ip).send({ mobile: '6000000011' }).expect(200);
    await request(t.app).post('/api/user/sendotp').set('X-Forwarded-For', ip).send({ mobile: '6000000012' }).expect(200);
    await request(t.app).post('/api/user/sendotp').set('X-Forwarded-For', ip).send({ mobile: '6000000013' }).expect(429);
  });

  it('at most otpVerifiesPerIp.max failed verifies and sign-ins per IP per window', async () => {
    const t = appWith({ otpVerifiesPerIp: { max: 3, windowSeconds: 600 } });
    const ip = uniqueIp();
    const user = await createUser(t.db);
    await request(t.app).post('/api/user/sendotp').set('X-Forwarded-For', ip).send({ mobile: user.mobile }).expect(200);
    const code = await latestCode(t.app, user.mobile);
    for (let i = 0; i < 3; i += 1) {
      await request(t.app)
        .post('/api/user/verifyOtp')
        .set('X-Forwarded-For', ip)
        .send({ mobile: user.mobile, otp: otherCode(code) })
        .expect(400);
    }
    const limited = await request(t.app).post('/api/user/verifyOtp').set('X-Forwarded-For', ip).send({ mobile: user.mobile, otp: code });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
    expect(await t.db('login_restriction_logs').where({ ip, reason: 'rate_limited' }).first()).toBeDefined();
    // The code itself is intact (3 < 5 failures) and works from another network.
    await request(t.app)
      .post('/api/user/verifyOtp')
      .set('X-Forwarded-For', uniqueIp())
      .send({ mobile: user.mobile, otp: code })
      .expect(200);
  });
});
