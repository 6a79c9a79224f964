import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, uniqueMobile } from '../support/testApp';
import { latestCode, verifyOtp } from './helpers';

const t = createTestApp();
afterAll(() => t.close());

describe('POST /api/user/register', () => {
  it('creates a customer, audit-logs it, sends the sign-in code to the mobile, and the code signs in', async () => {
    const mobile = uniqueMobile();
    const res = await request(t.app)
      .post('/api/user/register')
      .send({ name: '  Asha Traders  ', mobile, email: `Asha.${mobile}@Example.com`, source: 'android', consent_accepted: true });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ status: true, otp_sent: true, user: { name: 'Asha Traders', mobile: `xxxxxxxx${mobile.slice(-2)}` } });
    expect(res.body.message).toBe(`Registration successful. We have sent a 6-digit code to xxxxxxxx${mobile.slice(-2)}`);

    const row = await t.db('users').where({ id: res.body.user.id }).first();
    expect(row).toMatchObject({
      role_id: 1,
      account_type: 'customer',
      status: 1,
      registration_source: 'android',
      email: `asha.${mobile}@example.com`,
    });
    expect(row.referral_code).toMatch(/^BKY[A-Z2-7]{6}$/);

    const audit = await t.db('audit_logs').where({ actor_user_id: row.id, action: 'register' }).first();
    expect(audit).toMatchObject({ resource: 'customers', record_id: String(row.id) });

    const signIn = await verifyOtp(t.app, mobile, await latestCode(t.app, mobile));
    expect(signIn.status).toBe(200);
    expect(signIn.body.user).toMatchObject({ id: row.id, role_type: 'customer', referral_code: row.referral_code });
  });

  it('accepts a form body, an unknown source (becomes web) and a referral code (case-insensitive)', async () => {
    const referrer = await request(t.app)
      .post('/api/user/register')
      .send({ name: 'Referrer', mobile: uniqueMobile(), email: `r${uniqueMobile()}@example.com`, consent_accepted: true });
    const code = (await t.db('users').where({ id: referrer.body.user.id }).first('referral_code')).referral_code as string;
    const mobile = uniqueMobile();
    const res = await request(t.app)
      .post('/api/user/register')
      .type('form')
      .send({
        name: 'Referred',
        mobile,
        email: `x${mobile}@example.com`,
        source: 'fax',
        referral_code: code.toLowerCase(),
        consent_accepted: true,
      });
    expect(res.status).toBe(201);
    const row = await t.db('users').where({ id: res.body.user.id }).first();
    expect(row).toMatchObject({ registration_source: 'web', referred_by_user_id: referrer.body.user.id });
  });

  it('answers 409 with field errors when the mobile or email is taken', async () => {
    const existing = await createUser(t.db);
    const dupMobile = await request(t.app)
      .post('/api/user/register')
      .send({ name: 'Dup', mobile: existing.mobile, email: `new${uniqueMobile()}@example.com`, consent_accepted: true });
    expect(dupMobile.status).toBe(409);
    expect(dupMobile.body.errors.mobile).toMatch(/already registered/);
    expect(dupMobile.body.errors.email).toBeUndefined();

    const dupBoth = await request(t.app)
      .post('/api/user/register')
      .send({ name: 'Dup', mobile: existing.mobile, email: existing.email.toUpperCase(), consent_accepted: true });
    expect(dupBoth.status).toBe(409);
    expect(Object.keys(dupBoth.body.errors).sort()).toEqual(['email', 'mobile']);
  });

  it('answers 400 with field errors for invalid input', async () => {
    const badEmail = await request(t.app)
      .post('/api/user/register')
      .send({ name: 'Someone', mobile: uniqueMobile(), email: 'someone@', consent_accepted: true });
    expect(badEmail.status).toBe(400);
    expect(badEmail.body.errors).toEqual({ email: 'Enter a valid email address, like name@example.com' });

    const empty = await request(t.app).post('/api/user/register').send({});
    expect(empty.status).toBe(400);
    expect(Object.keys(empty.body.errors).sort()).toEqual(['email', 'mobile', 'name']);

    const types = await request(t.app)
      .post('/api/user/register')
      .send({ name: 42, mobile: { x: 1 }, email: ['a@b.co'], consent_accepted: true });
    expect(types.status).toBe(400);

    const badReferral = await request(t.app)
      .post('/api/user/register')
      .send({
        name: 'Someone',
        mobile: uniqueMobile(),
        email: `s${uniqueMobile()}@example.com`,
        referral_code: 'NOPE0000',
        consent_accepted: true,
      });
    expect(badReferral.status).toBe(400);
    expect(badReferral.body.errors.referral_code).toBe('This referral code is not valid.');
  });
});
