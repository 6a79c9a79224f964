// The WhatsApp Business Cloud API against a local fake Graph API answering Meta's documented shapes
// (api/src/adapters/messageProviders/whatsappFixtures.ts), its signed status webhook and the GET handshake.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  ProviderError,
  ReceiptRejected,
  type MessageProvider,
  type ProviderMessage,
  type ReceiptRequest,
} from '../../api/src/adapters/messageProviders/messageProvider';
import { createWhatsappCloudProvider } from '../../api/src/adapters/messageProviders/whatsappCloud';
import {
  whatsappCloudFromEnv,
  whatsappCloudReadiness,
  whatsappProviderFromEnv,
  whatsappVerificationFromEnv,
} from '../../api/src/adapters/messageProviders/whatsappConfig';
import {
  WHATSAPP_ERROR_RATE_LIMIT,
  WHATSAPP_ERROR_TEMPLATE_MISSING,
  WHATSAPP_ERROR_TOKEN_EXPIRED,
  WHATSAPP_ERROR_UNKNOWN,
  WHATSAPP_INCOMING_MESSAGE_WEBHOOK,
  WHATSAPP_SEND_SUCCESS,
  WHATSAPP_STATUS_WEBHOOK,
} from '../../api/src/adapters/messageProviders/whatsappFixtures';
import { whatsappSignature, whatsappVerificationChallenge } from '../../api/src/adapters/messageProviders/whatsappReceipts';
import { hang, json, startFakeProviderServer, text, type FakeProviderServer } from './fakeProviderServer';

const TOKEN = 'EAAG-test-token-0123456789';
const PHONE_NUMBER_ID = '106540352242922';
const APP_SECRET = 'app-secret-5c1d9e';
const VERIFY_TOKEN = 'verify-me-31415';
const WAMID = WHATSAPP_SEND_SUCCESS.messages[0].id;

const message = (over: Partial<ProviderMessage> = {}, template: Partial<ProviderMessage['template']> = {}): ProviderMessage => ({
  channel: 'whatsapp',
  to: '9876543210',
  reference: '4711',
  text: 'Your settlement with Sharma Traders is confirmed: ₹1,18,000 in 3 instalments.',
  template: {
    code: 'settlement-confirmed',
    language: 'en',
    whatsappName: 'bakaya_settlement_confirmed',
    variables: [
      ['business', 'Sharma Traders'],
      ['amount', '₹1,18,000'],
      ['instalments', '3'],
    ],
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
let wa: MessageProvider;

beforeAll(async () => {
  fake = await startFakeProviderServer();
  wa = whatsappCloudFromEnv({
    WHATSAPP_PROVIDER: 'cloud',
    WHATSAPP_TOKEN: TOKEN,
    WHATSAPP_PHONE_NUMBER_ID: PHONE_NUMBER_ID,
    WHATSAPP_APP_SECRET: APP_SECRET,
    WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN,
    WHATSAPP_API_BASE: `${fake.baseUrl}/v23.0`,
    WHATSAPP_TIMEOUT_MS: '300',
  });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.requests.length = 0;
});

describe('WhatsApp Cloud API send (fake Graph API)', () => {
  it('posts a template message as documented — bearer token, name, language, body parameters in order — and returns the wamid', async () => {
    fake.answer(json(200, WHATSAPP_SEND_SUCCESS));
    await expect(wa.send(message())).resolves.toEqual({ providerRef: WAMID });

    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req!.method).toBe('POST');
    expect(req!.url).toBe(`/v23.0/${PHONE_NUMBER_ID}/messages`);
    expect(req!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(req!.headers['content-type']).toMatch(/^application\/json/);
    expect(req!.json).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '919876543210',
      type: 'template',
      template: {
        name: 'bakaya_settlement_confirmed',
        language: { code: 'en' },
        components: [
          {
            type: 'body',
            parameters: [
              { type: 'text', text: 'Sharma Traders' },
              { type: 'text', text: '₹1,18,000' },
              { type: 'text', text: '3' },
            ],
          },
        ],
      },
      biz_opaque_callback_data: '4711',
    });
  });

  it('Hindi: language hi and Devanagari parameters arrive intact (UTF-8)', async () => {
    fake.answer(json(200, WHATSAPP_SEND_SUCCESS));
    await wa.send(
      message(
        {},
        {
          language: 'hi',
          variables: [
            ['business', 'शर्मा ट्रेडर्स'],
            ['amount', '₹1,18,000'],
            ['instalments', 'तीन'],
          ],
        },
      ),
    );
    const [req] = fake.requests;
    expect(req!.rawBody.toString('utf8')).toContain('शर्मा ट्रेडर्स');
    expect(req!.json).toMatchObject({
      template: {
        language: { code: 'hi' },
        components: [{ type: 'body', parameters: [{ text: 'शर्मा ट्रेडर्स' }, { text: '₹1,18,000' }, { text: 'तीन' }] }],
      },
    });
  });

  it('a template without variables sends no body component; new lines in a parameter become spaces', async () => {
    fake.answer(json(200, WHATSAPP_SEND_SUCCESS));
    await wa.send(message({}, { variables: [] }));
    expect(fake.requests[0]!.json).toMatchObject({ template: { components: [] } });
    await wa.send(message({}, { variables: [['address', 'Plot 4,\nMI Road']] }));
    expect(fake.requests[1]!.json).toMatchObject({ template: { components: [{ parameters: [{ text: 'Plot 4, MI Road' }] }] } });
  });

  it('refuses before calling: no approved template name, an empty variable, a bad number', async () => {
    const noName = await failure(wa.send(message({}, { whatsappName: undefined })));
    expect(noName).toMatchObject({ retryable: false });
    expect(noName.reason).toMatch(/settlement-confirmed has no approved WhatsApp template name/);
    const empty = await failure(wa.send(message({}, { variables: [['business', ' ']] })));
    expect(empty.reason).toMatch(/variable business of settlement-confirmed is empty/);
    const number = await failure(wa.send(message({ to: '0123' })));
    expect(number.retryable).toBe(false);
    expect(fake.requests).toHaveLength(0);
  });

  it('a 4xx Graph error is not retryable and keeps Meta’s message, code, details and trace id', async () => {
    fake.answer(json(400, WHATSAPP_ERROR_TEMPLATE_MISSING));
    const missing = await failure(wa.send(message()));
    expect(missing.retryable).toBe(false);
    expect(missing.reason).toBe(
      'WhatsApp HTTP 400: (#132001) Template name does not exist in the translation — template name (bakaya_otp) does not exist in hi (code 132001, fbtrace_id AbCdEfGhIjKlMnOpQrStUv1)',
    );

    fake.answer(json(401, WHATSAPP_ERROR_TOKEN_EXPIRED));
    const expired = await failure(wa.send(message()));
    expect(expired.retryable).toBe(false);
    expect(expired.reason).toMatch(/^WhatsApp HTTP 401: Error validating access token.*\(code 190, subcode 463, fbtrace_id/);
  });

  it('rate-limit and transient Graph codes are retryable even on a 400, with Retry-After when sent', async () => {
    fake.answer(json(400, WHATSAPP_ERROR_RATE_LIMIT, { 'retry-after': '2' }));
    const rate = await failure(wa.send(message()));
    expect(rate).toMatchObject({ retryable: true, retryAfterMs: 2000 });
    expect(rate.reason).toMatch(/\(#130429\) Rate limit hit/);

    fake.answer(json(500, WHATSAPP_ERROR_UNKNOWN));
    expect(await failure(wa.send(message()))).toMatchObject({ retryable: true });

    fake.answer(json(429, { error: { message: 'Too many calls', type: 'OAuthException', code: 80007 } }));
    expect(await failure(wa.send(message()))).toMatchObject({ retryable: true, retryAfterMs: undefined });
  });

  it('5xx without a Graph body, a timeout and a refused connection are retryable', async () => {
    fake.answer(text(503, 'Service Unavailable', 'text/plain'));
    const unavailable = await failure(wa.send(message()));
    expect(unavailable).toMatchObject({ retryable: true, reason: 'WhatsApp HTTP 503: Service Unavailable' });

    fake.answer(hang);
    const timeout = await failure(wa.send(message()));
    expect(timeout).toMatchObject({ retryable: true, reason: 'WhatsApp: no answer within 300 ms' });

    const gone = await startFakeProviderServer();
    const base = gone.baseUrl;
    await gone.close();
    const provider = createWhatsappCloudProvider({ token: TOKEN, phoneNumberId: PHONE_NUMBER_ID, appSecret: APP_SECRET, apiBase: base });
    expect(await failure(provider.send(message()))).toMatchObject({ retryable: true });
  });

  it('a 2xx without a message id (malformed) is a clear error, not retried', async () => {
    fake.answer(json(200, { messaging_product: 'whatsapp', contacts: [] }));
    const err = await failure(wa.send(message()));
    expect(err.retryable).toBe(false);
    expect(err.reason).toMatch(/^WhatsApp HTTP 200 without a message id/);
    fake.answer(text(200, 'ok', 'text/plain'));
    expect(await failure(wa.send(message()))).toMatchObject({ retryable: false });
  });
});

const signed = (body: unknown, secret = APP_SECRET): ReceiptRequest => {
  const rawBody = Buffer.from(JSON.stringify(body), 'utf8');
  return {
    rawBody,
    headers: { 'content-type': 'application/json', 'x-hub-signature-256': whatsappSignature(rawBody, secret) },
    query: {},
  };
};

describe('WhatsApp status webhook', () => {
  it('a signed webhook gives sent, delivered, read and failed (with Meta’s error) receipts', () => {
    expect(wa.receipts!(signed(WHATSAPP_STATUS_WEBHOOK))).toEqual([
      { providerRef: WAMID, status: 'sent', at: new Date(1795859400_000) },
      { providerRef: WAMID, status: 'delivered', at: new Date(1795859403_000) },
      { providerRef: WAMID, status: 'read', at: new Date(1795859460_000) },
      {
        providerRef: 'wamid.HBgMOTE5ODEyMzQ1Njc4FQIAERgSN0E1QkE2QjVGNzE5QkQ0MDUwAA==',
        status: 'failed',
        reason: 'WhatsApp error 131026: Message undeliverable — Message Undeliverable.',
        at: new Date(1795859500_000),
      },
    ]);
  });

  it('a webhook without statuses (an incoming Hindi message) gives no receipts', () => {
    expect(wa.receipts!(signed(WHATSAPP_INCOMING_MESSAGE_WEBHOOK))).toEqual([]);
  });

  it('the signature is checked over the raw bytes: forged, missing, malformed or re-serialised → rejected', () => {
    expect(() => wa.receipts!(signed(WHATSAPP_STATUS_WEBHOOK, 'someone-else'))).toThrow(ReceiptRejected);
    const good = signed(WHATSAPP_STATUS_WEBHOOK);
    expect(() => wa.receipts!({ ...good, headers: { 'content-type': 'application/json' } })).toThrow(/no x-hub-signature-256/);
    expect(() => wa.receipts!({ ...good, headers: { 'x-hub-signature-256': 'sha1=abc' } })).toThrow(/not sha256=<64 hex>/);
    // The same JSON with different bytes (pretty-printed) no longer matches the signature.
    const pretty = Buffer.from(JSON.stringify(WHATSAPP_STATUS_WEBHOOK, null, 2), 'utf8');
    expect(() => wa.receipts!({ ...good, rawBody: pretty })).toThrow(/does not match/);
    // A tampered status.
    const tampered = Buffer.from(good.rawBody.toString('utf8').replace('"failed"', '"read"'), 'utf8');
    expect(() => wa.receipts!({ ...good, rawBody: tampered })).toThrow(ReceiptRejected);
  });

  it('a signed body that is not a WhatsApp webhook, or a status without a timestamp, is rejected', () => {
    expect(() => wa.receipts!(signed({ object: 'page', entry: [] }))).toThrow(/not a WhatsApp Business Account webhook/);
    const noTime = {
      object: 'whatsapp_business_account',
      entry: [{ id: '1', changes: [{ field: 'messages', value: { statuses: [{ id: 'wamid.x', status: 'delivered' }] } }] }],
    };
    expect(() => wa.receipts!(signed(noTime))).toThrow(/has no timestamp/);
  });

  it('the GET handshake answers the challenge only for subscribe with our verify token', () => {
    const q = { 'hub.mode': 'subscribe', 'hub.verify_token': VERIFY_TOKEN, 'hub.challenge': '1158201444' };
    expect(whatsappVerificationChallenge(q, VERIFY_TOKEN)).toBe('1158201444');
    expect(whatsappVerificationChallenge({ ...q, 'hub.verify_token': 'guess' }, VERIFY_TOKEN)).toBeNull();
    expect(whatsappVerificationChallenge({ ...q, 'hub.mode': 'unsubscribe' }, VERIFY_TOKEN)).toBeNull();
    expect(whatsappVerificationChallenge({ ...q, 'hub.challenge': undefined }, VERIFY_TOKEN)).toBeNull();
    expect(whatsappVerificationChallenge({ ...q, 'hub.verify_token': '' }, '')).toBeNull();
    expect(whatsappVerificationFromEnv(q, { WHATSAPP_VERIFY_TOKEN: VERIFY_TOKEN })).toBe('1158201444');
    expect(whatsappVerificationFromEnv(q, {})).toBeNull();
  });
});

describe('WhatsApp configuration', () => {
  it('readiness lists the missing variables; complete settings list none', () => {
    expect(whatsappCloudReadiness({})).toEqual({
      adapter: 'whatsapp-cloud',
      sandbox: false,
      missing: ['WHATSAPP_TOKEN', 'WHATSAPP_PHONE_NUMBER_ID', 'WHATSAPP_APP_SECRET', 'WHATSAPP_VERIFY_TOKEN'],
    });
    const complete = { WHATSAPP_TOKEN: 't', WHATSAPP_PHONE_NUMBER_ID: '1065', WHATSAPP_APP_SECRET: 's', WHATSAPP_VERIFY_TOKEN: 'v' };
    expect(whatsappCloudReadiness(complete).missing).toEqual([]);
    expect(whatsappCloudReadiness({ ...complete, WHATSAPP_PHONE_NUMBER_ID: '+91 98765 43210' }).missing).toEqual([
      'WHATSAPP_PHONE_NUMBER_ID (the numeric phone number id, not the number)',
    ]);
  });

  it('WHATSAPP_PROVIDER chooses the Cloud API; unset is null; unknown or half-configured throws naming variables', () => {
    expect(whatsappProviderFromEnv({})).toBeNull();
    expect(() => whatsappProviderFromEnv({ WHATSAPP_PROVIDER: 'twilio' })).toThrow(/not a known WhatsApp provider/);
    expect(() => whatsappProviderFromEnv({ WHATSAPP_PROVIDER: 'cloud', WHATSAPP_TOKEN: 'secret-token' })).toThrow(
      'WHATSAPP_PROVIDER=cloud but these are not set: WHATSAPP_PHONE_NUMBER_ID, WHATSAPP_APP_SECRET, WHATSAPP_VERIFY_TOKEN',
    );
  });
});
