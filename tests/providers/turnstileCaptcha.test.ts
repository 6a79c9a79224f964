/**
 * Cloudflare Turnstile's server-side check against a local fake of siteverify (answers as documented at
 * https://developers.cloudflare.com/turnstile/get-started/server-side-validation/), and CAPTCHA_BYPASS
 * honoured only outside production — through the real registration route.
 */
import { URLSearchParams } from 'node:url';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CaptchaUnavailable, captchaFromEnv, turnstileCaptcha } from '../../api/src/adapters/captcha';
import { createApp } from '../../api/src/app';
import { answerJson, startFakeServer, type FakeServer } from '../support/fakeHttpServer';
import { createTestApp } from '../support/testApp';

const SECRET = '0x4AAAAAAATestSecretKey';
/** Documented answers. */
const SUCCESS = {
  success: true,
  challenge_ts: '2026-11-28T10:00:00.000Z',
  hostname: 'bakaya.example',
  'error-codes': [],
  action: 'register',
  cdata: '',
};
const INVALID = { success: false, 'error-codes': ['invalid-input-response'] };
const DUPLICATE = { success: false, 'error-codes': ['timeout-or-duplicate'] };
const BAD_SECRET = { success: false, 'error-codes': ['invalid-input-secret'] };

let fake: FakeServer;
beforeAll(async () => {
  fake = await startFakeServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const turnstile = (extra: Partial<Parameters<typeof turnstileCaptcha>[0]> = {}) =>
  turnstileCaptcha({ secret: SECRET, url: `${fake.url}/turnstile/v0/siteverify`, timeoutMs: 200, ...extra });

describe('Turnstile siteverify (contract)', () => {
  it('posts secret, response and remoteip form-encoded, and accepts a successful answer', async () => {
    fake.handle((_req, res) => answerJson(res, 200, SUCCESS));
    expect(await turnstile().verify('XXXX.DUMMY.TOKEN', '203.0.113.9')).toBe(true);
    const [req] = fake.requests;
    expect(req).toMatchObject({ method: 'POST', path: '/turnstile/v0/siteverify' });
    expect(req!.headers['content-type']).toMatch(/application\/x-www-form-urlencoded/);
    const form = new URLSearchParams(req!.body.toString());
    expect(Object.fromEntries(form)).toEqual({ secret: SECRET, response: 'XXXX.DUMMY.TOKEN', remoteip: '203.0.113.9' });
  });

  it('refuses an invalid or reused token', async () => {
    fake.handle((_req, res) => answerJson(res, 200, INVALID));
    expect(await turnstile().verify('bad', undefined)).toBe(false);
    fake.handle((_req, res) => answerJson(res, 200, DUPLICATE));
    expect(await turnstile().verify('used', undefined)).toBe(false);
  });

  it('refuses a missing or oversized token without asking Cloudflare', async () => {
    expect(await turnstile().verify(undefined, '1.2.3.4')).toBe(false);
    expect(await turnstile().verify('', '1.2.3.4')).toBe(false);
    expect(await turnstile().verify('x'.repeat(2049), '1.2.3.4')).toBe(false);
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a token solved on another hostname when one is expected', async () => {
    fake.handle((_req, res) => answerJson(res, 200, SUCCESS));
    expect(await turnstile({ expectedHostname: 'bakaya.in' }).verify('t', undefined)).toBe(false);
    expect(await turnstile({ expectedHostname: 'bakaya.example' }).verify('t', undefined)).toBe(true);
  });

  it.each([
    ['a 5xx', (res: Parameters<Parameters<FakeServer['handle']>[0]>[1]) => answerJson(res, 502, 'bad gateway')],
    ['a malformed answer', (res: Parameters<Parameters<FakeServer['handle']>[0]>[1]) => answerJson(res, 200, '<html>')],
    ['an answer without success', (res: Parameters<Parameters<FakeServer['handle']>[0]>[1]) => answerJson(res, 200, { ok: 1 })],
    ['our secret refused', (res: Parameters<Parameters<FakeServer['handle']>[0]>[1]) => answerJson(res, 200, BAD_SECRET)],
    ['silence (timeout)', () => undefined],
  ])('%s is "unavailable", not a wrong captcha', async (_what, handler) => {
    fake.handle((_req, res) => handler(res));
    await expect(turnstile().verify('t', undefined)).rejects.toBeInstanceOf(CaptchaUnavailable);
  });
});

describe('CAPTCHA_BYPASS and the registration route', () => {
  const t = createTestApp();
  afterAll(() => t.close());
  const env = (extra: Record<string, string>) => ({
    TURNSTILE_SECRET_KEY: SECRET,
    TURNSTILE_VERIFY_URL: `${fake.url}/siteverify`,
    ...extra,
  });
  const register = (captcha: ReturnType<typeof captchaFromEnv>, token?: string) =>
    request(createApp({ ...t.ctx, captcha }))
      .post('/api/user/register')
      .send({
        name: 'Captcha Test',
        mobile: `9${String(Date.now()).slice(-9)}`,
        email: `c${Date.now()}@example.com`,
        consent_accepted: true,
        captcha_token: token,
      });

  it('outside production CAPTCHA_BYPASS (the default) lets a request without a token through', async () => {
    const res = await register(captchaFromEnv({ NODE_ENV: 'development' }));
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
    expect(res.body.status).toBe(true);
    expect(fake.requests).toHaveLength(0);
  });

  it('in production CAPTCHA_BYPASS=true is ignored: no token → 400 on captcha_token', async () => {
    fake.handle((_req, res) => answerJson(res, 200, INVALID));
    const res = await register(captchaFromEnv(env({ NODE_ENV: 'production', CAPTCHA_BYPASS: 'true' })));
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.body)).toMatch(/captcha/);
    // …and without a key at all, production refuses every token rather than pretending.
    expect(await captchaFromEnv({ NODE_ENV: 'production', CAPTCHA_BYPASS: 'true' }).verify('anything', undefined)).toBe(false);
  });

  it('in production a token Turnstile accepts registers; one it refuses gets 400', async () => {
    fake.handle((req, res) =>
      answerJson(res, 200, new URLSearchParams(req.body.toString()).get('response') === 'good' ? SUCCESS : INVALID),
    );
    const captcha = captchaFromEnv(env({ NODE_ENV: 'production' }));
    const ok = await register(captcha, 'good');
    expect(ok.status, JSON.stringify(ok.body)).toBeLessThan(300);
    const bad = await register(captcha, 'bad');
    expect(bad.status).toBe(400);
  });

  it('Turnstile down → 503 CAPTCHA_SERVICE_DOWN, never a 500', async () => {
    fake.handle((_req, res) => answerJson(res, 503, 'down'));
    const res = await register(captchaFromEnv(env({ NODE_ENV: 'production' })), 'good');
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('CAPTCHA_SERVICE_DOWN');
  });
});
