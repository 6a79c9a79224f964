/**
 * Issue 6, finding 2 and item 12: one-time codes never sit readable in anything staff can read
 * (the SMS log, the outbox table); the dev outbox reveals them only outside production with
 * DEV_OUTBOX on; a code sent by user/sendupdateotp is checked by user/verifyupdateotp; and the
 * per-window code limit counts the account, not each of its identifiers.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createTestApp, createUser, signedIn, uniqueMobile } from '../support/testApp';
import { latestCode } from '../auth/helpers';

const t = createTestApp();
const noOutbox = createTestApp({ devOutbox: false });
const prod = createTestApp({ production: true });
afterAll(() => Promise.all([t.close(), noOutbox.close(), prod.close()]));

const CODE = /\b\d{6}\b/;

describe('sign-in codes in logs', () => {
  let staff = '';
  beforeAll(async () => {
    staff = (await signedIn(t.db, { roleId: (await createRole(t.db, 'SMS log reader', { 'SMS Logs': ['listView', 'detailView'] })).id }))
      .auth;
  });

  it('are masked in the outbox table and the SMS log, and readable only through the dev outbox', async () => {
    const admin = await createUser(t.db, { roleId: 2 });
    expect((await request(t.app).post('/api/user/sendotp').send({ mobile: admin.mobile })).status).toBe(200);
    const code = await latestCode(t.app, admin.mobile);

    const stored = await t.db('outbox_messages').where({ recipient: admin.mobile }).orderBy('id', 'desc').first();
    expect(stored.body).not.toContain(code);
    expect(stored.body).not.toMatch(CODE);
    expect(stored.body).toContain('••••••');

    const log = await request(t.app)
      .get('/api/sms-logs')
      .query({ filter: JSON.stringify({ recipient: admin.mobile }) })
      .set('Authorization', staff);
    expect(log.status).toBe(200);
    expect(log.body.length).toBeGreaterThan(0);
    for (const m of log.body) expect(m.body).not.toMatch(CODE);
    const one = await request(t.app).get(`/api/sms-logs/${stored.id}`).set('Authorization', staff);
    expect(one.body.body).not.toMatch(CODE);

    // Reading the log gives nothing to sign in with.
    const guess = await request(t.app).post('/api/user/verifyOtp').send({ mobile: admin.mobile, otp: '••••••' });
    expect(guess.status).toBe(400);
  });

  it('the dev outbox is not there in production, nor without DEV_OUTBOX', async () => {
    for (const { app, db } of [prod, noOutbox]) {
      const { auth } = await signedIn(db, { roleId: 2 });
      const res = await request(app).get('/api/dev/outbox').query({ to: '9876543210' }).set('Authorization', auth);
      expect(res.status).toBe(404);
    }
  });

  it('without DEV_OUTBOX even this process keeps no readable code', async () => {
    const user = await createUser(noOutbox.db);
    expect((await request(noOutbox.app).post('/api/user/sendotp').send({ mobile: user.mobile })).status).toBe(200);
    expect(
      noOutbox.ctx.messaging.revealed?.((await noOutbox.db('outbox_messages').where({ recipient: user.mobile }).first('id')).id),
    ).toBeUndefined();
  });
});

describe('changing the primary mobile or email', () => {
  it('takes the code sent by user/sendupdateotp, and only that code', async () => {
    const me = await signedIn(t.db);
    const fresh = uniqueMobile();
    const sent = await request(t.app).post('/api/user/sendupdateotp').set('Authorization', me.auth).send({ mobile: fresh });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const code = await latestCode(t.app, fresh);
    const current_otp = await latestCode(t.app, me.user.mobile);

    const wrong = await request(t.app)
      .post('/api/user/verifyupdateotp')
      .set('Authorization', me.auth)
      .send({ mobile: fresh, otp: code === '000000' ? '111111' : '000000', current_otp });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.otp).toMatch(/not correct/);

    // Another member cannot use my code for the same number.
    const other = await signedIn(t.db);
    const stolen = await request(t.app)
      .post('/api/user/verifyupdateotp')
      .set('Authorization', other.auth)
      .send({ mobile: fresh, otp: code, current_otp });
    expect(stolen.status).toBe(400);

    const ok = await request(t.app)
      .post('/api/user/verifyupdateotp')
      .set('Authorization', me.auth)
      .send({ mobile: fresh, otp: code, current_otp });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.message).toBe('Your mobile number is updated.');
    expect((await t.db('users').where({ id: me.user.id }).first('mobile')).mobile).toBe(fresh);
    const audit = await t
      .db('audit_logs')
      .where({ resource: 'customers', record_id: String(me.user.id), action: 'update' })
      .orderBy('id', 'desc')
      .first();
    expect(JSON.stringify(audit.after)).not.toContain(fresh); // masked in the audit trail too

    const again = await request(t.app)
      .post('/api/user/verifyupdateotp')
      .set('Authorization', me.auth)
      .send({ mobile: fresh, otp: code, current_otp });
    expect(again.status).toBe(400);
  });

  it('needs a sign-in and a well-formed code', async () => {
    expect((await request(t.app).post('/api/user/verifyupdateotp').send({ mobile: uniqueMobile(), otp: '123456' })).status).toBe(401);
    const me = await signedIn(t.db);
    const bad = await request(t.app)
      .post('/api/user/verifyupdateotp')
      .set('Authorization', me.auth)
      .send({ mobile: uniqueMobile(), otp: '12' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('otp');
  });
});

describe('the code allowance per window', () => {
  it('counts an account’s mobile and email together', async () => {
    const limited = createTestApp({ limits: { otpSendsPerIdentifier: { max: 3, windowSeconds: 900 }, otpResendCooldownSeconds: 0 } });
    try {
      const user = await createUser(limited.db);
      const send = (body: object) => request(limited.app).post('/api/user/sendotp').send(body);
      expect((await send({ mobile: user.mobile })).status).toBe(200);
      expect((await send({ mobile: user.mobile })).status).toBe(200);
      expect((await send({ email: user.email })).status).toBe(200);
      const fourth = await send({ email: user.email });
      expect(fourth.status).toBe(429);
      expect(fourth.body.message).toMatch(/this account/);
      expect((await send({ mobile: user.mobile })).status).toBe(429);
    } finally {
      await limited.close();
    }
  });
});
