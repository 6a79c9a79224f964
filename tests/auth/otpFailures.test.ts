import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser } from '../support/testApp';
import { latestCode, otherCode, sendOtp, verifyOtp } from './helpers';

const t = createTestApp();
afterAll(() => t.close());

describe('wrong, locked, expired and reused codes', () => {
  it('a wrong code increments failed_attempts; the 5th locks the challenge and the right code is then refused', async () => {
    const user = await createUser(t.db);
    await sendOtp(t.app, user.mobile).expect(200);
    const code = await latestCode(t.app, user.mobile);
    const wrong = otherCode(code);

    for (let i = 1; i <= 4; i += 1) {
      const res = await verifyOtp(t.app, user.mobile, wrong);
      expect(res.status).toBe(400);
      expect(res.body.errors.otp).toBe(`The code is not correct. You have ${5 - i} attempt${5 - i === 1 ? '' : 's'} left.`);
      const row = await t.db('otp_challenges').where({ identifier: user.mobile }).orderBy('id', 'desc').first();
      expect(row.failed_attempts).toBe(i);
      expect(row.locked_at).toBeNull();
    }
    const fifth = await verifyOtp(t.app, user.mobile, wrong);
    expect(fifth.status).toBe(429);
    expect(fifth.body.message).toBe('Too many wrong codes. Please request a new code.');
    const row = await t.db('otp_challenges').where({ identifier: user.mobile }).orderBy('id', 'desc').first();
    expect(row.failed_attempts).toBe(5);
    expect(row.locked_at).not.toBeNull();

    const right = await verifyOtp(t.app, user.mobile, code);
    expect(right.status).toBe(429);
    expect(right.body.message).toBe('Too many wrong codes. Please request a new code.');
    expect(right.body.token).toBeUndefined();

    const logs = await t.db('login_restriction_logs').where({ identifier: user.mobile }).select('reason', 'user_id');
    expect(logs.filter((l) => l.reason === 'otp_wrong')).toHaveLength(5);
    expect(logs.filter((l) => l.reason === 'otp_locked')).toHaveLength(1);
    expect(logs.every((l) => l.user_id === user.id)).toBe(true);
  });

  it('an expired code answers 400 "This code has expired" (short TTL)', async () => {
    const t2 = createTestApp({ limits: { otpTtlSeconds: 1 } });
    try {
      const user = await createUser(t2.db);
      await sendOtp(t2.app, user.mobile).expect(200);
      const code = await latestCode(t2.app, user.mobile);
      await new Promise((r) => setTimeout(r, 1200));
      const res = await verifyOtp(t2.app, user.mobile, code);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        message: 'This code has expired. Please request a new one.',
        errors: { otp: 'This code has expired. Please request a new one.' },
        code: 'OTP_CODE_EXPIRED',
        params: {},
        field_codes: { otp: { code: 'OTP_CODE_EXPIRED', params: {} } },
      });
      expect(await t2.db('login_restriction_logs').where({ identifier: user.mobile, reason: 'otp_expired' }).first()).toBeDefined();
    } finally {
      await t2.close();
    }
  });

  it('an expired code answers 400 (expiry backdated in the database)', async () => {
    const user = await createUser(t.db);
    await sendOtp(t.app, user.mobile).expect(200);
    const code = await latestCode(t.app, user.mobile);
    await t
      .db('otp_challenges')
      .where({ identifier: user.mobile })
      .update({ expires_at: t.db.raw(`now() - interval '1 second'`) });
    const res = await verifyOtp(t.app, user.mobile, code);
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('This code has expired. Please request a new one.');
  });

  it('a code works once, and two concurrent verifies of it give exactly one token', async () => {
    const user = await createUser(t.db);
    await sendOtp(t.app, user.mobile).expect(200);
    const code = await latestCode(t.app, user.mobile);
    const results = await Promise.all(Array.from({ length: 4 }, () => verifyOtp(t.app, user.mobile, code)));
    const ok = results.filter((r) => r.status === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]!.body.token).toBeTruthy();
    for (const r of results.filter((x) => x.status !== 200)) {
      expect(r.status).toBe(400);
      expect(r.body.token).toBeUndefined();
    }
    expect(await t.db('sessions').where({ user_id: user.id }).count({ n: '*' })).toEqual([{ n: 1 }]);
    const again = await verifyOtp(t.app, user.mobile, code);
    expect(again.status).toBe(400);
  });

  it('verifying with no code requested answers 400', async () => {
    const user = await createUser(t.db);
    const res = await verifyOtp(t.app, user.mobile, '123456');
    expect(res.status).toBe(400);
    expect(res.body.errors.otp).toBe('This code is not valid. Please request a new one.');
  });
});
