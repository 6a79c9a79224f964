import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../support/testApp';
import { latestCode, signInWithOtp } from './helpers';

const t = createTestApp();
afterAll(() => t.close());

describe('OTP sign-in by mobile or email', () => {
  it('sends a code by SMS (JSON body), verifies it, and the token works on /api/user/me', async () => {
    const user = await createUser(t.db);
    const sent = await request(t.app).post('/api/user/sendotp').send({ mobile: user.mobile });
    expect(sent.status).toBe(200);
    expect(sent.body).toMatchObject({ status: true, masked: `xxxxxxxx${user.mobile.slice(-2)}` });
    expect(sent.body.message).toBe(`We have sent a 6-digit code to xxxxxxxx${user.mobile.slice(-2)}`);

    const [message] = (await request(t.app).get('/api/dev/outbox').query({ to: user.mobile })).body;
    expect(message).toMatchObject({ to: user.mobile, channel: 'sms' });
    expect(message.body).toMatch(/^Your Bakaya sign-in code is \d{6}\. It expires in 5 minutes\. Do not share it with anyone\.$/);

    const code = await latestCode(t.app, user.mobile);
    const stored = await t.db('otp_challenges').where({ identifier: user.mobile }).orderBy('id', 'desc').first();
    expect(stored.code_hash).not.toContain(code);
    expect(new Date(stored.expires_at).getTime() - new Date(stored.created_at).getTime()).toBeGreaterThan(295_000);

    const res = await request(t.app).post('/api/user/verifyOtp').send({ mobile: user.mobile, otp: code });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      status: true,
      message: 'Signed in',
      user: { id: user.id, mobile: user.mobile, status: 1, role_type: 'customer' },
    });
    expect(typeof res.body.token).toBe('string');

    const me = await request(t.app).get('/api/user/me').set('Authorization', `Bearer ${res.body.token}`);
    expect(me.status).toBe(200);
    expect(me.body.id).toBe(user.id);
    expect(me.body.last_login_at).not.toBeNull();
  });

  it('works by email with form-encoded bodies (the spec apps send forms)', async () => {
    const user = await createUser(t.db);
    const sent = await request(t.app).post('/api/user/sendotp').type('form').send({ email: user.email.toUpperCase() });
    expect(sent.status).toBe(200);
    expect(sent.body.masked).toBe(`${'x'.repeat(user.email.indexOf('@') - 2)}${user.email.slice(user.email.indexOf('@') - 2)}`);
    const [message] = (await request(t.app).get('/api/dev/outbox').query({ to: user.email })).body;
    expect(message.channel).toBe('email');
    expect(message.subject).toBe('Your Bakaya sign-in code');

    const res = await request(t.app)
      .post('/api/user/verifyOtp')
      .type('form')
      .send({ email: user.email, otp: await latestCode(t.app, user.email) });
    expect(res.status).toBe(200);
    expect(res.body.user.email).toBe(user.email);
  });

  it('works by mobile as a form and by email as JSON', async () => {
    const a = await createUser(t.db);
    const sentA = await request(t.app).post('/api/user/sendotp').type('form').send({ mobile: a.mobile, email: '' });
    expect(sentA.status).toBe(200);
    const resA = await request(t.app)
      .post('/api/user/verifyOtp')
      .type('form')
      .send({ mobile: a.mobile, otp: await latestCode(t.app, a.mobile) });
    expect(resA.status).toBe(200);

    const b = await createUser(t.db);
    const { user } = await signInWithOtp(t.app, b.email);
    expect(user.id).toBe(b.id);
  });

  it('a new code supersedes the previous one', async () => {
    const t2 = createTestApp({ limits: { otpResendCooldownSeconds: 0 } });
    try {
      const user = await createUser(t2.db);
      await request(t2.app).post('/api/user/sendotp').send({ mobile: user.mobile }).expect(200);
      const first = await latestCode(t2.app, user.mobile);
      await request(t2.app).post('/api/user/resentLoginOtp').send({ mobile: user.mobile }).expect(200);
      const second = await latestCode(t2.app, user.mobile);
      if (first !== second) {
        const old = await request(t2.app).post('/api/user/verifyOtp').send({ mobile: user.mobile, otp: first });
        expect(old.status).toBe(400);
      }
      await request(t2.app).post('/api/user/verifyOtp').send({ mobile: user.mobile, otp: second }).expect(200);
      const rows = await t2
        .db('otp_challenges')
        .where({ identifier: user.mobile })
        .whereNull('consumed_at')
        .where('expires_at', '>', t2.db.fn.now());
      expect(rows).toHaveLength(0);
    } finally {
      await t2.close();
    }
  });

  it('resentLoginOtp needs an earlier request', async () => {
    const user = await createUser(t.db);
    const none = await request(t.app).post('/api/user/resentLoginOtp').send({ mobile: user.mobile });
    expect(none.status).toBe(400);
    expect(none.body.errors.mobile).toMatch(/request a code first/);
    // An unknown mobile is answered the same way (tests/security/accountEnumeration.test.ts).
  });

  it('refuses when the captcha adapter says no', async () => {
    const t2 = createTestApp();
    try {
      t2.ctx.captcha = { verify: async (token) => token === 'good' };
      const user = await createUser(t2.db);
      const res = await request(t2.app).post('/api/user/sendotp').send({ mobile: user.mobile, captcha_token: 'bad' });
      expect(res.status).toBe(400);
      expect(res.body.errors.captcha_token).toBeDefined();
      const ok = await request(t2.app).post('/api/user/sendotp').send({ mobile: user.mobile, captcha_token: 'good' });
      expect(ok.status).toBe(200);
    } finally {
      await t2.close();
    }
  });
});
