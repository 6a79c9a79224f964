// MSG91 (SMS) against a local fake of its Send SMS API answering MSG91's documented shapes
// (api/src/adapters/messageProviders/msg91Fixtures.ts), and its delivery-report callback.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ProviderError,
  ReceiptRejected,
  type MessageProvider,
  type ProviderMessage,
  type ReceiptRequest,
} from '../../api/src/adapters/messageProviders/messageProvider';
import { msg91FromEnv, msg91Readiness, smsProviderFromEnv } from '../../api/src/adapters/messageProviders/msg91Config';
import {
  MSG91_DLR_V2_DATA,
  MSG91_DLR_V3,
  MSG91_ERROR_AUTH,
  MSG91_ERROR_BALANCE,
  MSG91_ERROR_IP_NOT_WHITELISTED,
  MSG91_SEND_SUCCESS,
} from '../../api/src/adapters/messageProviders/msg91Fixtures';
import { createMsg91Provider, needsUnicode } from '../../api/src/adapters/messageProviders/msg91Sms';
import { hang, json, startFakeProviderServer, text, type FakeProviderServer } from './fakeProviderServer';

const AUTH_KEY = '412345AbCdEfGh0123456789';
const SECRET = 'dlr-secret-7Hq2pX9v';
const NOW = new Date('2026-11-28T09:40:00Z');

const message = (over: Partial<ProviderMessage> = {}, template: Partial<ProviderMessage['template']> = {}): ProviderMessage => ({
  channel: 'sms',
  to: '9876543210',
  reference: '4711',
  text: '482913 is your Bakaya sign-in code. It expires in 10 minutes. Do not share it. -Bakaya',
  template: {
    code: 'otp-sms',
    language: 'en',
    dltTemplateId: '1107168923456789012',
    variables: [['code', '482913']],
    ...template,
  },
  ...over,
});

async function failure(p: Promise<unknown>): Promise<ProviderError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(ProviderError);
  return err as ProviderError;
}

let fake: FakeProviderServer;
let sms: MessageProvider;

beforeAll(async () => {
  fake = await startFakeProviderServer();
  sms = msg91FromEnv({
    SMS_PROVIDER: 'msg91',
    MSG91_AUTH_KEY: AUTH_KEY,
    MSG91_SENDER_ID: 'bakaya',
    MSG91_RECEIPT_SECRET: SECRET,
    MSG91_BASE_URL: fake.baseUrl,
    MSG91_TIMEOUT_MS: '300',
  });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

describe('MSG91 send (fake Send SMS API)', () => {
  it('posts the documented request — authkey header, sender, route 4, DLT_TE_ID, text, number — and returns the request id', async () => {
    fake.answer(json(200, MSG91_SEND_SUCCESS));
    await expect(sms.send(message())).resolves.toEqual({ providerRef: MSG91_SEND_SUCCESS.message });

    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req!.method).toBe('POST');
    expect(req!.url).toBe('/api/v2/sendsms');
    expect(req!.headers.authkey).toBe(AUTH_KEY);
    expect(req!.headers['content-type']).toMatch(/^application\/json/);
    expect(req!.headers.authorization).toBeUndefined();
    expect(req!.json).toEqual({
      sender: 'BAKAYA',
      route: '4',
      country: '91',
      unicode: 0,
      sms: [{ message: message().text, to: ['9876543210'] }],
      DLT_TE_ID: '1107168923456789012',
    });
  });

  it('sends Hindi (Devanagari) as unicode, byte for byte UTF-8, and takes +91 numbers', async () => {
    fake.answer(json(200, MSG91_SEND_SUCCESS));
    const hindi = '482913 आपका बकाया साइन-इन कोड है। यह 10 मिनट में समाप्त होगा। -Bakaya';
    await sms.send(message({ to: '+91 98765 43210', text: hindi }, { language: 'hi', dltTemplateId: '1107168923456789099' }));
    const [req] = fake.requests;
    expect(req!.rawBody.toString('utf8')).toContain(hindi);
    expect(req!.json).toMatchObject({ unicode: 1, sms: [{ message: hindi, to: ['9876543210'] }], DLT_TE_ID: '1107168923456789099' });
    expect(needsUnicode('Pay ₹500')).toBe(true);
    expect(needsUnicode('Pay Rs. 500 @ 10% {now}')).toBe(false);
  });

  it('refuses a template without a DLT template id before calling MSG91 (not retryable)', async () => {
    fake.answer(json(200, MSG91_SEND_SUCCESS));
    const err = await failure(sms.send(message({}, { dltTemplateId: undefined })));
    expect(err.retryable).toBe(false);
    expect(err.reason).toMatch(/otp-sms \(en\) has no DLT template id/);
    const blank = await failure(sms.send(message({}, { dltTemplateId: '  ' })));
    expect(blank.retryable).toBe(false);
    const malformed = await failure(sms.send(message({}, { dltTemplateId: 'DLT-12' })));
    expect(malformed.reason).toMatch(/malformed DLT template id/);
    expect(fake.requests).toHaveLength(0);
  });

  it('refuses a number that is no Indian mobile, and a non-SMS message, before calling', async () => {
    const bad = await failure(sms.send(message({ to: '12345' })));
    expect(bad.retryable).toBe(false);
    expect(bad.reason).toMatch(/not an Indian mobile/);
    const mail = await failure(sms.send(message({ channel: 'email', to: 'a@b.in' })));
    expect(mail.retryable).toBe(false);
    expect(fake.requests).toHaveLength(0);
  });

  it('a 4xx with MSG91’s error body is not retryable and keeps MSG91’s words', async () => {
    fake.answer(json(401, MSG91_ERROR_AUTH));
    const auth = await failure(sms.send(message()));
    expect(auth.retryable).toBe(false);
    expect(auth.reason).toBe(`MSG91 HTTP 401: ${MSG91_ERROR_AUTH.message}`);

    fake.answer(json(400, { ...MSG91_ERROR_IP_NOT_WHITELISTED, code: '418' }));
    const ip = await failure(sms.send(message()));
    expect(ip.retryable).toBe(false);
    expect(ip.reason).toBe('MSG91 HTTP 400: IP is not whitelisted (code 418)');
  });

  it('an error envelope with HTTP 200 is still an error (not retryable)', async () => {
    fake.answer(json(200, MSG91_ERROR_BALANCE));
    const err = await failure(sms.send(message()));
    expect(err.retryable).toBe(false);
    expect(err.reason).toBe('MSG91 HTTP 200: Insufficient balance to send SMS');
  });

  it('5xx is retryable', async () => {
    fake.answer(text(502, '<html><body>Bad Gateway</body></html>'));
    const err = await failure(sms.send(message()));
    expect(err.retryable).toBe(true);
    expect(err.reason).toMatch(/^MSG91 HTTP 502: <html><body>Bad Gateway/);
  });

  it('429 is retryable after its Retry-After (seconds or an HTTP date)', async () => {
    fake.answer(json(429, { type: 'error', message: 'Too many requests' }, { 'retry-after': '7' }));
    const seconds = await failure(sms.send(message()));
    expect(seconds).toMatchObject({ retryable: true, retryAfterMs: 7000, reason: 'MSG91 HTTP 429: Too many requests' });

    const provider = createMsg91Provider({
      authKey: AUTH_KEY,
      senderId: 'BAKAYA',
      receiptSecret: SECRET,
      baseUrl: fake.baseUrl,
      now: () => NOW,
    });
    fake.answer(
      json(429, { type: 'error', message: 'Too many requests' }, { 'retry-after': new Date(NOW.getTime() + 30_000).toUTCString() }),
    );
    const date = await failure(provider.send(message()));
    expect(date).toMatchObject({ retryable: true, retryAfterMs: 30_000 });
  });

  it('no answer within the timeout is retryable', async () => {
    fake.answer(hang);
    const started = Date.now();
    const err = await failure(sms.send(message()));
    expect(err.retryable).toBe(true);
    expect(err.reason).toBe('MSG91: no answer within 300 ms');
    expect(Date.now() - started).toBeLessThan(5000);
  });

  it('a refused connection is retryable', async () => {
    const gone = await startFakeProviderServer();
    const baseUrl = gone.baseUrl;
    await gone.close();
    const provider = createMsg91Provider({ authKey: AUTH_KEY, senderId: 'BAKAYA', receiptSecret: SECRET, baseUrl });
    const err = await failure(provider.send(message()));
    expect(err.retryable).toBe(true);
    expect(err.reason).toMatch(/^MSG91: request failed/);
  });

  it('a 200 without a request id (malformed) is a clear error, not retried (the SMS may have gone)', async () => {
    fake.answer(text(200, '<html>maintenance</html>'));
    const html = await failure(sms.send(message()));
    expect(html.retryable).toBe(false);
    expect(html.reason).toMatch(/HTTP 200 without a request id .*<html>maintenance<\/html>/);

    fake.answer(json(200, { type: 'success' }));
    const noId = await failure(sms.send(message()));
    expect(noId.retryable).toBe(false);
  });
});

const dlr = (body: string, contentType: string, query: Record<string, string | undefined> = { token: SECRET }): ReceiptRequest => ({
  rawBody: Buffer.from(body, 'utf8'),
  headers: { 'content-type': contentType },
  query,
});
const v2Body = () => new URLSearchParams({ data: JSON.stringify(MSG91_DLR_V2_DATA) }).toString();

describe('MSG91 delivery reports', () => {
  it('webhook v2 (form, data = JSON list): delivered and failed with MSG91’s reason, dates in India time', () => {
    const receipts = sms.receipts!(dlr(v2Body(), 'application/x-www-form-urlencoded'));
    expect(receipts).toEqual([
      { providerRef: '3465676a7a4b383735303139', status: 'delivered', at: new Date('2026-11-28T09:36:20Z') },
      {
        providerRef: '3465676a7a4b383735303231',
        status: 'failed',
        reason: 'MSG91 status 17: BLOCKED — Blocked number',
        at: new Date('2026-11-28T09:37:02Z'),
      },
    ]);
  });

  it('webhook v2 without a content type, or wrapped as JSON { data }, reads the same', () => {
    const expected = sms.receipts!(dlr(v2Body(), 'application/x-www-form-urlencoded'));
    expect(expected).toHaveLength(2);
    expect(sms.receipts!(dlr(v2Body(), ''))).toEqual(expected);
    expect(sms.receipts!(dlr(JSON.stringify({ data: JSON.stringify(MSG91_DLR_V2_DATA) }), 'application/json'))).toEqual(expected);
  });

  it('webhook v3 (one JSON report): status 2 → failed', () => {
    const receipts = sms.receipts!(dlr(JSON.stringify(MSG91_DLR_V3), 'application/json'));
    expect(receipts).toEqual([
      { providerRef: '3465676a7a4b383735303139', status: 'failed', reason: 'MSG91 status 2: FAILED', at: new Date('2026-11-28T09:38:16Z') },
    ]);
  });

  it('a status that is no final state we know gives no receipt (nothing invented)', () => {
    const pending = { ...MSG91_DLR_V3, status: '8', desc: 'SUBMITTED' };
    expect(sms.receipts!(dlr(JSON.stringify(pending), 'application/json'))).toEqual([]);
  });

  it('a forged or missing token is rejected before the body is read', () => {
    expect(() => sms.receipts!(dlr(v2Body(), 'application/x-www-form-urlencoded', { token: 'guess' }))).toThrow(ReceiptRejected);
    expect(() => sms.receipts!(dlr(v2Body(), 'application/x-www-form-urlencoded', {}))).toThrow(/no token/);
    expect(() => sms.receipts!(dlr('not json', 'application/json', { token: `${SECRET}x` }))).toThrow(/does not match/);
  });

  it('a malformed body with the right token is rejected, not half-read', () => {
    expect(() => sms.receipts!(dlr('not json', 'application/json'))).toThrow(ReceiptRejected);
    expect(() => sms.receipts!(dlr('other=1', 'application/x-www-form-urlencoded'))).toThrow(/no data field/);
    expect(() => sms.receipts!(dlr(JSON.stringify({ hello: 'world' }), 'application/json'))).toThrow(/neither a v2 nor a v3/);
    expect(() => sms.receipts!(dlr(JSON.stringify([{ requestId: 'x' }]), 'application/json'))).toThrow(/no report list/);
  });
});

describe('MSG91 configuration', () => {
  it('readiness lists the missing variables; complete settings list none', () => {
    expect(msg91Readiness({})).toEqual({
      adapter: 'msg91',
      sandbox: false,
      missing: ['MSG91_AUTH_KEY', 'MSG91_SENDER_ID', 'MSG91_RECEIPT_SECRET'],
    });
    expect(msg91Readiness({ MSG91_AUTH_KEY: 'k', MSG91_SENDER_ID: 'BAKAYA', MSG91_RECEIPT_SECRET: ' ' }).missing).toEqual([
      'MSG91_RECEIPT_SECRET',
    ]);
    expect(msg91Readiness({ MSG91_AUTH_KEY: 'k', MSG91_SENDER_ID: 'BK', MSG91_RECEIPT_SECRET: 's' }).missing).toEqual([
      'MSG91_SENDER_ID (6 letters/digits)',
    ]);
    expect(msg91Readiness({ MSG91_AUTH_KEY: 'k', MSG91_SENDER_ID: 'BAKAYA', MSG91_RECEIPT_SECRET: 's' }).missing).toEqual([]);
  });

  it('SMS_PROVIDER chooses MSG91; unset is null; unknown or half-configured throws naming variables, never values', () => {
    expect(smsProviderFromEnv({})).toBeNull();
    expect(() => smsProviderFromEnv({ SMS_PROVIDER: 'gupshup' })).toThrow(/not a known SMS provider/);
    expect(() => smsProviderFromEnv({ SMS_PROVIDER: 'msg91', MSG91_AUTH_KEY: 'very-secret-key' })).toThrow(
      'SMS_PROVIDER=msg91 but these are not set: MSG91_SENDER_ID, MSG91_RECEIPT_SECRET',
    );
    const provider = smsProviderFromEnv({
      SMS_PROVIDER: 'msg91',
      MSG91_AUTH_KEY: 'k',
      MSG91_SENDER_ID: 'BAKAYA',
      MSG91_RECEIPT_SECRET: 's',
    });
    expect(provider).toMatchObject({ channel: 'sms', name: 'msg91' });
  });
});
