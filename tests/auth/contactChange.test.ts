/**
 * Issue 18 #3: changing the primary mobile or email needs a code sent to the CURRENT contact as well as
 * the one sent to the new contact — for any session — so a stolen session alone cannot move the
 * account's sign-in elsewhere. Both codes are checked together: a wrong one counts against its own
 * code, and a right one is used up only when the other is right too.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { issueToken } from '../../api/src/auth/tokens';
import { ACCOUNT_MESSAGES } from '../../api/src/contracts/accountMessages';
import { createTestApp, createUser, signedIn } from '../support/testApp';
import { latestCode, otherCode } from './helpers';

const t = createTestApp({ limits: { otpResendCooldownSeconds: 0 } });
afterAll(() => t.close());

let n = 0;
const uniqueMobile = () => `7${String(Date.now() * 10 + (n++ % 10)).slice(-9)}`;

const send = (auth: string, body: object) => request(t.app).post('/api/user/sendupdateotp').set('Authorization', auth).send(body);
const verify = (auth: string, body: object) => request(t.app).post('/api/user/verifyupdateotp').set('Authorization', auth).send(body);

describe('changing the sign-in mobile or email', () => {
  it('sends a code to the new mobile and another to the current one, and needs both', async () => {
    const me = await signedIn(t.db);
    const fresh = uniqueMobile();
    const sent = await send(me.auth, { mobile: fresh });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.masked).toBe(`xxxxxxxx${fresh.slice(-2)}`);
    expect(sent.body.current_masked).toBe(`xxxxxxxx${me.user.mobile.slice(-2)}`);
    const newCode = await latestCode(t.app, fresh);
    const currentCode = await latestCode(t.app, me.user.mobile);
    const purposes = await t.db('otp_challenges').whereIn('identifier', [fresh, me.user.mobile]).orderBy('id').pluck('purpose');
    expect(purposes).toEqual([`update-current:${me.user.id}`, `update:${me.user.id}`]);

    // The new contact's code alone no longer makes the change.
    const alone = await verify(me.auth, { mobile: fresh, otp: newCode });
    expect(alone.status).toBe(400);
    expect(alone.body.errors.current_otp).toBe(ACCOUNT_MESSAGES.currentCodeRequired);
    // Nor does the new code given twice.
    const twice = await verify(me.auth, {
      mobile: fresh,
      otp: newCode,
      current_otp: newCode === currentCode ? otherCode(newCode) : newCode,
    });
    expect(twice.status).toBe(400);
    expect(twice.body.errors).toHaveProperty('current_otp');
    expect(twice.body.errors).not.toHaveProperty('otp');
    expect((await t.db('users').where({ id: me.user.id }).first('mobile')).mobile).toBe(me.user.mobile);

    // A wrong current code did not spend the right new code: both right now → changed.
    const done = await verify(me.auth, { mobile: fresh, otp: newCode, current_otp: currentCode });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect((await t.db('users').where({ id: me.user.id }).first('mobile')).mobile).toBe(fresh);
    // Both codes are used up.
    expect((await verify(me.auth, { mobile: fresh, otp: newCode, current_otp: currentCode })).status).toBe(400);
  });

  it('a wrong new code does not spend the right current code, and each wrong code is counted on its own', async () => {
    const me = await signedIn(t.db);
    const fresh = `new.${uniqueMobile()}@example.com`;
    expect((await send(me.auth, { email: fresh })).status).toBe(200);
    const newCode = await latestCode(t.app, fresh);
    const currentCode = await latestCode(t.app, me.user.email);
    const wrong = await verify(me.auth, { email: fresh, otp: otherCode(newCode), current_otp: currentCode });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.otp).toMatch(/not correct/);
    expect(wrong.body.errors).not.toHaveProperty('current_otp');
    const both = await verify(me.auth, { email: fresh, otp: otherCode(newCode), current_otp: otherCode(currentCode) });
    expect(Object.keys(both.body.errors).sort()).toEqual(['current_otp', 'otp']);
    const failed = await t.db('otp_challenges').where({ identifier: fresh }).first('failed_attempts');
    expect(failed.failed_attempts).toBe(2);
    expect(
      (await t.db('otp_challenges').where({ identifier: me.user.email.toLowerCase() }).orderBy('id', 'desc').first('failed_attempts'))
        .failed_attempts,
    ).toBe(1);
    const done = await verify(me.auth, { email: fresh, otp: newCode, current_otp: currentCode });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.user.email).toBe(fresh);
  });

  it('a first email is confirmed with a code to the sign-in mobile', async () => {
    const user = await createUser(t.db);
    await t.db('users').where({ id: user.id }).update({ email: null });
    const me = { auth: `Bearer ${(await issueToken(t.db, user)).token}` };
    const fresh = `first.${uniqueMobile()}@example.com`;
    const sent = await send(me.auth, { email: fresh });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body.current_masked).toBe(`xxxxxxxx${user.mobile.slice(-2)}`);
    const done = await verify(me.auth, {
      email: fresh,
      otp: await latestCode(t.app, fresh),
      current_otp: await latestCode(t.app, user.mobile),
    });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  });

  it('the email-change calls need both codes too', async () => {
    const me = await signedIn(t.db);
    const fresh = `mail.${uniqueMobile()}@example.com`;
    const sent = await request(t.app).post('/api/email/verify/sentotp').set('Authorization', me.auth).send({ email: fresh });
    expect(sent.status).toBe(200);
    expect(sent.body.data.current_masked).toBeDefined();
    const newCode = await latestCode(t.app, fresh);
    const alone = await request(t.app).post('/api/email/otp/verify').set('Authorization', me.auth).send({ email: fresh, otp: newCode });
    expect(alone.status).toBe(400);
    expect(alone.body).toMatchObject({ status: false, errors: { current_otp: ACCOUNT_MESSAGES.currentCodeRequired } });
    const done = await request(t.app)
      .post('/api/email/otp/verify')
      .set('Authorization', me.auth)
      .send({ email: fresh, otp: newCode, current_otp: await latestCode(t.app, me.user.email) });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
  });

  it('concurrent confirmations with the same two codes change the contact once', async () => {
    const me = await signedIn(t.db);
    const fresh = uniqueMobile();
    expect((await send(me.auth, { mobile: fresh })).status).toBe(200);
    const body = { mobile: fresh, otp: await latestCode(t.app, fresh), current_otp: await latestCode(t.app, me.user.mobile) };
    const results = await Promise.all(Array.from({ length: 8 }, () => verify(me.auth, body)));
    expect(results.filter((r) => r.status === 200)).toHaveLength(1);
    const audits = await t.db('audit_logs').where({ resource: 'customers', record_id: String(me.user.id), action: 'update' });
    expect(audits).toHaveLength(1);
  });
});
