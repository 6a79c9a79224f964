/**
 * Spec §7 calls of the public site and sign-in: consent text and registration with consent, the
 * contact form, the captcha check, the auth redirect, and the OTP calls as forms or JSON with
 * business_mobile. Responses are held to the OpenAPI document.
 */
import { afterAll, beforeEach, describe, expect, it } from 'vitest';
import { bypassableCaptcha } from '../../api/src/adapters/captcha';
import { createTestApp, createUser, signedIn, uniqueMobile } from '../support/testApp';
import { latestCode } from '../auth/helpers';
import { callClient, expectFailure } from './callClient';

const t = createTestApp({ limits: { otpResendCooldownSeconds: 0, contactMessagesPerIp: { max: 3, windowSeconds: 3600 } } });
const call = callClient(t);
const allowAll = t.ctx.captcha;
const refuseAll = bypassableCaptcha(false);
beforeEach(() => {
  t.ctx.captcha = allowAll;
});
afterAll(() => t.close());

const registration = (extra: Record<string, unknown> = {}) => {
  const mobile = uniqueMobile();
  return { name: 'Consenting Member', mobile, email: `c${mobile}@example.com`, ...extra };
};

describe('GET data/consent-text and POST user/register', () => {
  it('answers the current text and version; registration stores the accepted version and time', async () => {
    const consent = await call('get', '/api/data/consent-text');
    expect(consent.status).toBe(200);
    expect(consent.body.data).toMatchObject({ version: '1.0', text: expect.stringContaining('I agree') });

    const body = registration({ consent_accepted: true, consent_version: consent.body.data.version });
    const res = await call('post', '/api/user/register', { body, form: true });
    expect(res.status).toBe(201);
    const row = await t.db('users').where({ id: res.body.user.id }).first();
    expect(row.consent_version).toBe('1.0');
    expect(Date.now() - new Date(row.consent_accepted_at).getTime()).toBeLessThan(60_000);
  });

  it('refuses registration without acceptance (400) or for terms that changed meanwhile (409)', async () => {
    const unticked = await call('post', '/api/user/register', { body: registration() });
    expect(unticked.status).toBe(400);
    expect(unticked.body.errors).toEqual({ consent_accepted: 'Please read and accept the terms to register.' });
    const stale = await call('post', '/api/user/register', { body: registration({ consent_accepted: true, consent_version: '0.9' }) });
    expect(stale.status).toBe(409);
    expect(stale.body.errors.consent_version).toMatch(/changed/);
  });
});

describe('POST utils/sendmail', () => {
  it('queues the message to the support mail, audited; bad input and a refused captcha are 400; then rate-limited', async () => {
    await t.db('quota_counters').where('key', 'like', 'contact-message:%').del();
    const message = { name: 'Visitor', email: 'visitor@example.com', mobile: uniqueMobile(), message: 'Please tell me about the plans.' };
    const res = await call('post', '/api/utils/sendmail', { body: message, form: true });
    expect(res.status).toBe(202);
    expect(res.body).toMatchObject({ status: true, message: expect.stringContaining('Thank you') });
    const mail = await t.db('outbox_messages').where({ template: 'contact-form' }).orderBy('id', 'desc').first();
    expect(mail).toMatchObject({ channel: 'email', recipient: 'support@bakaya.in' });
    expect(mail.body).toContain('Please tell me about the plans.');
    const audit = await t
      .db('audit_logs')
      .where({ resource: 'contact-messages', record_id: String(mail.id) })
      .first();
    expect(audit.after.email).toBe('xxxxxor@example.com');

    const bad = await call('post', '/api/utils/sendmail', { body: { name: 'V', email: 'nope', message: 'short' } });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['email', 'message', 'mobile', 'name']);
    t.ctx.captcha = refuseAll;
    expect((await call('post', '/api/utils/sendmail', { body: message })).status).toBe(400);
    t.ctx.captcha = allowAll;

    expect((await call('post', '/api/utils/sendmail', { body: message })).status).toBe(202);
    expect((await call('post', '/api/utils/sendmail', { body: message })).status).toBe(202);
    const limited = await call('post', '/api/utils/sendmail', { body: message });
    expect(limited.status).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});

describe('POST captcha/verified', () => {
  it('answers verified through the captcha adapter, or the failure object when it refuses', async () => {
    expect((await call('post', '/api/captcha/verified', { body: { captcha_token: 'tok' } })).body).toEqual({
      status: true,
      data: { verified: true },
      message: 'Captcha verified.',
    });
    t.ctx.captcha = refuseAll;
    expectFailure(await call('post', '/api/captcha/verified', { body: { captcha_token: 'tok' } }), 400);
  });
});

describe('GET redirect/auth', () => {
  it('sends each role home or to a site path, never off the site or a member into /admin', async () => {
    const member = await signedIn(t.db);
    const admin = await signedIn(t.db, { roleId: 2 });
    expect((await call('get', '/api/redirect/auth', { auth: member.auth })).body.data).toEqual({
      redirect_to: '/dashboard',
      role_type: 'customer',
    });
    const toAdmin = await call('get', '/api/redirect/auth', { auth: admin.auth, query: { next: '/admin/ip/management' } });
    expect(toAdmin.body.data.redirect_to).toBe('/admin/ip/management');
    const memberToAdmin = await call('get', '/api/redirect/auth', { auth: member.auth, query: { next: '/admin/dashboard' } });
    expect(memberToAdmin.body.data.redirect_to).toBe('/dashboard');
    const off = await call('get', '/api/redirect/auth', { auth: member.auth, query: { next: '//evil.example/x' } });
    expect(off.status).toBe(400);
    expect(off.body.errors).toHaveProperty('next');
    expect((await call('get', '/api/redirect/auth')).status).toBe(401);
  });
});

describe('sign-in calls: form with mobile or email, JSON with business_mobile', () => {
  it('user/sendotp takes a form with mobile or email, and JSON with business_mobile; verifyOtp signs in', async () => {
    const user = await createUser(t.db);
    expect((await call('post', '/api/user/sendotp', { body: { mobile: user.mobile }, form: true })).status).toBe(200);
    expect((await call('post', '/api/user/sendotp', { body: { email: user.email }, form: true })).status).toBe(200);
    const json = await call('post', '/api/user/sendotp', { body: { business_mobile: user.mobile } });
    expect(json.body).toMatchObject({ status: true, masked: `xxxxxxxx${user.mobile.slice(-2)}` });
    const signIn = await call('post', '/api/user/verifyOtp', {
      body: { mobile: user.mobile, otp: await latestCode(t.app, user.mobile) },
      form: true,
    });
    expect(signIn.status).toBe(200);
    expect(signIn.body.user.id).toBe(user.id);
    expect((await call('post', '/api/user/sendotp', { body: { mobile: '12345' }, form: true })).status).toBe(400);
  });

  it('user/resentLoginOtp sends again only when a code was asked for', async () => {
    const user = await createUser(t.db);
    const first = await call('post', '/api/user/resentLoginOtp', { body: { mobile: user.mobile } });
    expect(first.status).toBe(400);
    expect(first.body.message).toMatch(/request a code first/);
    await call('post', '/api/user/sendotp', { body: { mobile: user.mobile } });
    expect((await call('post', '/api/user/resentLoginOtp', { body: { mobile: user.mobile }, form: true })).status).toBe(200);
  });

  it('user/sendupdateotp (signed in) takes a form, and JSON with business_mobile', async () => {
    const a = await signedIn(t.db);
    expect((await call('post', '/api/user/sendupdateotp', { auth: a.auth, body: { mobile: uniqueMobile() }, form: true })).status).toBe(
      200,
    );
    expect((await call('post', '/api/user/sendupdateotp', { auth: a.auth, body: { business_mobile: uniqueMobile() } })).status).toBe(200);
    expect((await call('post', '/api/user/sendupdateotp', { body: { mobile: uniqueMobile() } })).status).toBe(401);
  });
});
