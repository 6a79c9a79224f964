/**
 * Notice codes are limited per client IP as well as per notice, by the sign-in code's own limiter
 * (auth/rateLimit.ts): codes asked for from one IP (across notices, with sign-in codes) and wrong codes
 * tried from it (accept and dispute together). Beyond either: 429 with Retry-After and a clear message.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createApp } from '../../api/src/app';
import type { RateLimits } from '../../api/src/context';
import { CASE_FLOW_MESSAGES } from '../../api/src/contracts/caseFlowMessages';
import { otherCode, uniqueIp } from '../auth/helpers';
import { createTestApp, signedIn } from '../support/testApp';
import { lastMessage, noticeToken, verifiedCase } from './noticeSupport';

const apps: Array<ReturnType<typeof createTestApp>> = [];
afterAll(() => Promise.all(apps.map((a) => a.close())));

/** An app that trusts X-Forwarded-For, so each test acts from its own IP (supertest's is shared by the whole run). */
async function appWith(limits: Partial<RateLimits>) {
  const t = createTestApp({ limits: { otpResendCooldownSeconds: 0, ...limits } });
  apps.push(t);
  const staff = await signedIn(t.db, { roleId: 2 });
  return { t, app: createApp(t.ctx, { trustProxy: true }), staff };
}

/** A verified case's notice: its token and the buyer's mobile. */
async function notice(t: ReturnType<typeof createTestApp>, staffAuth: string) {
  const c = await verifiedCase(t, staffAuth);
  return { token: await noticeToken(t, c.mobile), mobile: c.mobile, caseId: c.id };
}

const askCode = (app: Parameters<typeof request>[0], token: string, ip: string) =>
  request(app).post(`/api/notices/${token}/code`).set('X-Forwarded-For', ip).send({});

async function codeFor(t: ReturnType<typeof createTestApp>, mobile: string) {
  const m = await lastMessage(t, mobile, 'notice-code-sms');
  return m!.received.match(/\b(\d{6})\b/)![1]!;
}

describe('notice codes per client IP (sending and answering)', () => {
  it('sends at most otpSendsPerIp codes from one IP, across notices; then 429 with Retry-After', async () => {
    const { t, app, staff } = await appWith({ otpSendsPerIp: { max: 2, windowSeconds: 600 } });
    const [a, b] = [await notice(t, staff.auth), await notice(t, staff.auth)];
    const ip = uniqueIp();
    expect((await askCode(app, a.token, ip)).status).toBe(200);
    expect((await askCode(app, b.token, ip)).status).toBe(200);
    const third = await askCode(app, a.token, ip);
    expect(third.status).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(590);
    expect(third.body.message).toBe(CASE_FLOW_MESSAGES.networkTooManyCodes);
    // Refused before a code was made or sent; logged like a sign-in refusal.
    expect(
      await t
        .db('otp_challenges')
        .where({ identifier: `notice:${(await t.db('case_notices').where({ case_id: a.caseId }).first('id')).id}` }),
    ).toHaveLength(1);
    expect(await t.db('login_restriction_logs').where({ ip, reason: 'rate_limited' })).toHaveLength(1);
    // Another network is not affected.
    expect((await askCode(app, a.token, uniqueIp())).status).toBe(200);
  });

  it('allows at most otpVerifiesPerIp wrong codes from one IP, over accept and dispute and notices; then 429', async () => {
    const { t, app, staff } = await appWith({ otpVerifiesPerIp: { max: 3, windowSeconds: 600 } });
    const [a, b] = [await notice(t, staff.auth), await notice(t, staff.auth)];
    await askCode(app, a.token, uniqueIp()).expect(200);
    await askCode(app, b.token, uniqueIp()).expect(200);
    const [codeA, codeB] = [await codeFor(t, a.mobile), await codeFor(t, b.mobile)];
    const ip = uniqueIp();
    const accept = (token: string, code: string, from = ip) =>
      request(app).post(`/api/notices/${token}/accept`).set('X-Forwarded-For', from).send({ code });

    expect((await accept(a.token, otherCode(codeA))).status).toBe(400);
    expect((await accept(a.token, otherCode(codeA))).status).toBe(400);
    const wrongDispute = await request(app)
      .post(`/api/notices/${b.token}/dispute`)
      .set('X-Forwarded-For', ip)
      .field('code', otherCode(codeB))
      .field('statement', 'The goods were returned unopened on the day they arrived.');
    expect(wrongDispute.status).toBe(400);

    // The fourth try from this IP is refused before the code is even checked — the right code too.
    const limited = await accept(a.token, codeA);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.body.message).toBe(CASE_FLOW_MESSAGES.networkTooManyNoticeAttempts);
    const log = await t.db('login_restriction_logs').where({ ip }).orderBy('id').pluck('reason');
    expect(log).toEqual(['otp_wrong', 'otp_wrong', 'otp_wrong', 'rate_limited']);
    expect((await t.db('defaulter_cases').where({ id: a.caseId }).first('accepted_by_defaulter_at')).accepted_by_defaulter_at).toBeNull();

    // Each notice's code is intact (3 wrong tries spread over two notices) and works from another network.
    expect((await accept(a.token, codeA, uniqueIp())).status).toBe(200);
  });
});
