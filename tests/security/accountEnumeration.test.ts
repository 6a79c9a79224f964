/**
 * Issue 18 §14: the sign-in calls must not tell who is a member. For an identifier no account uses,
 * sendotp, resentLoginOtp and verifyOtp answer exactly as for an account — same status, same body,
 * same cool-downs and locks — but nothing is sent; a visitor who then registers gets their code.
 */
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, createUser, uniqueMobile } from '../support/testApp';
import { latestCode, otherCode } from '../auth/helpers';

const t = createTestApp({ limits: { otpResendCooldownSeconds: 30 } });
afterAll(() => t.close());

const send = (path: string, body: Record<string, string>) => request(t.app).post(`/api/user/${path}`).send(body);
const outboxTo = async (to: string) => (await request(t.app).get('/api/dev/outbox').query({ to })).body as unknown[];
/** The answer with the identifier's own digits taken out, so two identifiers' answers compare. */
const shape = (res: request.Response, to: string) => ({
  status: res.status,
  retry: res.headers['retry-after'] === undefined ? undefined : Number(res.headers['retry-after']) > 0,
  body: JSON.parse(JSON.stringify(res.body).replaceAll(`xxxxxxxx${to.slice(-2)}`, 'MASKED')),
});

describe('sign-in for a mobile or email no account uses', () => {
  it('sendotp answers as for an account, twice (the cool-down too), and sends nothing', async () => {
    const known = (await createUser(t.db)).mobile;
    const unknown = uniqueMobile();
    const first = [await send('sendotp', { mobile: known }), await send('sendotp', { mobile: unknown })];
    expect(first[0]!.status).toBe(200);
    expect(shape(first[1]!, unknown)).toEqual(shape(first[0]!, known));
    expect(first[1]!.body.message).toBe(`We have sent a 6-digit code to xxxxxxxx${unknown.slice(-2)}`);
    const again = [await send('sendotp', { mobile: known }), await send('sendotp', { mobile: unknown })];
    expect(again[0]!.status).toBe(429);
    expect(shape(again[1]!, unknown)).toEqual(shape(again[0]!, known));

    expect(await outboxTo(known)).toHaveLength(1);
    expect(await outboxTo(unknown)).toHaveLength(0);
    // Staff still see the look-up.
    expect(await t.db('login_restriction_logs').where({ identifier: unknown, reason: 'unknown_account' }).first()).toBeDefined();
  });

  it('by email too', async () => {
    const known = (await createUser(t.db)).email;
    const unknown = `nobody-${uniqueMobile()}@example.com`;
    const [a, b] = [await send('sendotp', { email: known }), await send('sendotp', { email: unknown })];
    expect(a.status).toBe(200);
    expect(b.status).toBe(200);
    expect(Object.keys(b.body).sort()).toEqual(Object.keys(a.body).sort());
    expect(await outboxTo(unknown)).toHaveLength(0);
  });

  it('resentLoginOtp: the same 400 before any request', async () => {
    const known = (await createUser(t.db)).mobile;
    const unknown = uniqueMobile();
    const [a, b] = [await send('resentLoginOtp', { mobile: known }), await send('resentLoginOtp', { mobile: unknown })];
    expect(a.status).toBe(400);
    expect(shape(b, unknown)).toEqual(shape(a, known));
  });

  it('verifyOtp: the same wrong-code answers, then the same lock', async () => {
    const known = (await createUser(t.db)).mobile;
    const unknown = uniqueMobile();
    await send('sendotp', { mobile: known }).expect(200);
    await send('sendotp', { mobile: unknown }).expect(200);
    const wrong = otherCode(await latestCode(t.app, known));
    for (let i = 0; i < 6; i += 1) {
      const [a, b] = [await send('verifyOtp', { mobile: known, otp: wrong }), await send('verifyOtp', { mobile: unknown, otp: wrong })];
      expect([400, 429]).toContain(a.status);
      expect(shape(b, unknown)).toEqual(shape(a, known));
    }
    // Never asked for: the same "not valid" for both.
    const never = uniqueMobile();
    const neverKnown = (await createUser(t.db)).mobile;
    const [a, b] = [
      await send('verifyOtp', { mobile: neverKnown, otp: '123456' }),
      await send('verifyOtp', { mobile: never, otp: '123456' }),
    ];
    expect(a.status).toBe(400);
    expect(shape(b, never)).toEqual(shape(a, neverKnown));
  });

  it('a visitor who asked for a code and then registers at once is sent one', async () => {
    const mobile = uniqueMobile();
    await send('sendotp', { mobile }).expect(200);
    const reg = await send('register', {
      name: 'New Visitor',
      mobile,
      email: `v${mobile}@example.com`,
      consent_accepted: 'true',
    } as Record<string, string>);
    expect(reg.status, JSON.stringify(reg.body)).toBe(201);
    expect(reg.body.otp_sent).toBe(true);
    const code = await latestCode(t.app, mobile);
    const signed = await send('verifyOtp', { mobile, otp: code });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
  });

  it('takes about as long for an unknown identifier as for a known one', async () => {
    const time = async (mobile: string) => {
      const started = performance.now();
      await send('sendotp', { mobile }).expect(200);
      return performance.now() - started;
    };
    const median = (xs: number[]) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]!;
    const known: number[] = [];
    const unknown: number[] = [];
    for (let i = 0; i < 9; i += 1) {
      known.push(await time((await createUser(t.db)).mobile));
      unknown.push(await time(uniqueMobile()));
    }
    // The unknown path runs the same locks, limit queries and challenge insert; only the outbox row is missing.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5);
    expect(median(unknown)).toBeLessThan(median(known) * 2);
  });
});
