// The Razorpay adapter without the network: recorded webhook bodies (fixtures/razorpay/*.json,
// Razorpay's documented event structure) signed here as Razorpay signs them, a fake SDK client,
// and the real SDK talking to a local node:http fake of the Payment Links API.
import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import Razorpay from 'razorpay';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WebhookRejected, type GatewayCheckoutRequest } from './paymentGateway';
import { razorpayFromEnv } from './razorpayConfig';
import { createRazorpayGateway, RazorpayRequestFailed, verifyRazorpayWebhook, type RazorpayLinkClient } from './razorpayGateway';

const WEBHOOK_SECRET = 'whsec-test-5f1c0a9e';
const OTHER_SECRET = 'whsec-someone-else';
const fixture = (name: string): Buffer => readFileSync(new URL(`./fixtures/razorpay/${name}.json`, import.meta.url));
/** How Razorpay signs a webhook: HMAC-SHA256 of the raw body with the webhook secret, hex. */
const sign = (body: Buffer | string, secret = WEBHOOK_SECRET) => createHmac('sha256', secret).update(body).digest('hex');
const headersFor = (body: Buffer, eventId = 'evt_Pq7SBk2N9xWmRt', secret = WEBHOOK_SECRET) => ({
  'content-type': 'application/json',
  'x-razorpay-signature': sign(body, secret),
  'x-razorpay-event-id': eventId,
});

const rejection = (fn: () => unknown): string => {
  try {
    fn();
  } catch (err) {
    expect(err).toBeInstanceOf(WebhookRejected);
    return (err as Error).message;
  }
  throw new Error('expected WebhookRejected');
};

const gateway = (client?: RazorpayLinkClient, extra: Partial<Parameters<typeof createRazorpayGateway>[0]> = {}) =>
  createRazorpayGateway({
    keyId: 'rzp_test_key',
    keySecret: 'rzp_test_secret',
    webhookSecret: WEBHOOK_SECRET,
    client,
    now: () => new Date('2026-11-23T13:00:00Z'),
    ...extra,
  });

describe('Razorpay webhooks (recorded payloads)', () => {
  const g = gateway({
    paymentLink: { create: async () => ({}), fetch: async () => ({}) },
    payments: { all: async () => ({}), refund: async () => ({}) },
  });

  it('payment_link.paid → paid and closed, with the payment id and amount in paise', () => {
    const body = fixture('payment_link.paid');
    const event = g.verifyWebhook(body, headersFor(body));
    expect(event).toMatchObject({
      eventId: 'payment_link.paid:plink_Pq7RvX2mLk9TbA:pay_Pq7SAe5KgV1nZr',
      gatewayOrderId: 'plink_Pq7RvX2mLk9TbA',
      status: 'paid',
      paymentId: 'pay_Pq7SAe5KgV1nZr',
      amountPaise: 118000,
      closed: true,
    });
    expect(event.occurredAt.toISOString()).toBe(new Date(1795430731 * 1000).toISOString());
    expect((event.payload as { event: string }).event).toBe('payment_link.paid');
  });

  it.each([
    ['payment_link.expired', 'plink_Pq8Kd4sWnB7YcL', 1795435802],
    ['payment_link.cancelled', 'plink_Pq8QwE3tYh6UjM', 1795437121],
  ])('%s → failed and closed', (name, linkId, createdAt) => {
    const body = fixture(name);
    const event = g.verifyWebhook(body, headersFor(body, `evt_${name}`));
    expect(event).toMatchObject({
      eventId: `${name}:${linkId}`,
      gatewayOrderId: linkId,
      status: 'failed',
      paymentId: null,
      amountPaise: 0,
      closed: true,
    });
    expect(event.occurredAt.getTime()).toBe(createdAt * 1000);
  });

  it('payment.failed is signed correctly but rejected: the payment names no payment link', () => {
    const body = fixture('payment.failed');
    const payment = JSON.parse(body.toString()).payload.payment.entity;
    // What the decision rests on: only the order behind the link, no plink id anywhere.
    expect(payment.order_id).toMatch(/^order_/);
    expect(payment.invoice_id).toBeNull();
    expect(JSON.stringify(payment)).not.toContain('plink_');
    expect(rejection(() => g.verifyWebhook(body, headersFor(body)))).toMatch(/payment\.failed is not handled/);
  });

  it.each(['payment_link.paid', 'payment_link.expired', 'payment_link.cancelled', 'payment.failed'])(
    "the SDK's own validator agrees with our signature of %s",
    (name) => {
      const body = fixture(name);
      expect(Razorpay.validateWebhookSignature(body.toString(), sign(body), WEBHOOK_SECRET)).toBe(true);
      expect(Razorpay.validateWebhookSignature(body.toString(), sign(body, OTHER_SECRET), WEBHOOK_SECRET)).toBe(false);
    },
  );

  it('a body changed by one byte fails verification', () => {
    const body = fixture('payment_link.paid');
    const headers = headersFor(body);
    const tampered = Buffer.from(body);
    const at = tampered.indexOf('118000');
    tampered[at] = '9'.charCodeAt(0); // 918000 paise
    expect(rejection(() => g.verifyWebhook(tampered, headers))).toMatch(/signature does not match/);
  });

  it('a signature made with another secret fails verification', () => {
    const body = fixture('payment_link.paid');
    expect(rejection(() => g.verifyWebhook(body, headersFor(body, 'evt_1', OTHER_SECRET)))).toMatch(/signature does not match/);
  });

  it('a missing signature or a missing event id is rejected', () => {
    const body = fixture('payment_link.paid');
    const { 'x-razorpay-signature': _s, ...noSignature } = headersFor(body);
    const { 'x-razorpay-event-id': _e, ...noEventId } = headersFor(body);
    expect(rejection(() => g.verifyWebhook(body, noSignature))).toMatch(/no x-razorpay-signature header/);
    expect(rejection(() => g.verifyWebhook(body, { ...noSignature, 'x-razorpay-signature': '' }))).toMatch(/no x-razorpay-signature/);
    expect(rejection(() => g.verifyWebhook(body, noEventId))).toMatch(/no x-razorpay-event-id header/);
  });

  it('the raw body matters: the same JSON re-serialised does not verify', () => {
    const body = fixture('payment_link.paid');
    const headers = headersFor(body);
    const compact = Buffer.from(JSON.stringify(JSON.parse(body.toString())));
    expect(compact.equals(body)).toBe(false);
    expect(rejection(() => g.verifyWebhook(compact, headers))).toMatch(/signature does not match/);
    // …while the compact body, signed as sent, verifies.
    expect(g.verifyWebhook(compact, headersFor(compact)).status).toBe('paid');
  });

  it('unparseable JSON, a non-event and unknown event types are rejected after a good signature', () => {
    const cases: [string, RegExp][] = [
      ['{"entity":"event",', /not JSON/],
      ['[1,2,3]', /not a Razorpay event/],
      ['{"entity":"event","event":"refund.processed","payload":{},"created_at":1795430731}', /refund\.processed is not handled/],
      ['{"entity":"event","event":"payment_link.paid","payload":{},"created_at":1795430731}', /no payment_link entity/],
      ['{"entity":"event","event":"payment_link.expired","payload":{"payment_link":{"entity":{}}}}', /created_at/],
    ];
    for (const [text, message] of cases) {
      const body = Buffer.from(text);
      expect(rejection(() => g.verifyWebhook(body, headersFor(body)))).toMatch(message);
    }
  });

  it('amounts must be positive whole paise in INR', () => {
    const paid = JSON.parse(fixture('payment_link.paid').toString());
    const withPayment = (changes: Record<string, unknown>) => {
      const copy = structuredClone(paid);
      Object.assign(copy.payload.payment.entity, changes);
      return Buffer.from(JSON.stringify(copy));
    };
    for (const amount of [1180.5, -118000, 0, '11.80', null]) {
      const body = withPayment({ amount });
      expect(rejection(() => g.verifyWebhook(body, headersFor(body)))).toMatch(/positive whole number of paise/);
    }
    const usd = withPayment({ currency: 'USD' });
    expect(rejection(() => g.verifyWebhook(usd, headersFor(usd)))).toMatch(/USD, not INR/);
  });

  it('a body that is not UTF-8 is rejected even when signed', () => {
    const body = Buffer.concat([fixture('payment_link.paid'), Buffer.from([0xff])]);
    expect(rejection(() => g.verifyWebhook(body, headersFor(body)))).toMatch(/not UTF-8/);
  });

  it('verifyRazorpayWebhook reads array headers (first value) the same way', () => {
    const body = fixture('payment_link.expired');
    const h = headersFor(body);
    const event = verifyRazorpayWebhook(
      body,
      { 'x-razorpay-signature': [h['x-razorpay-signature']], 'x-razorpay-event-id': ['evt_a', 'evt_b'] },
      WEBHOOK_SECRET,
      new Date('2026-11-23T13:00:00Z'),
    );
    expect(event.status).toBe('failed');
  });

  it('a captured body sent again under new event-id headers is the same event (issue 18 #13)', () => {
    const body = fixture('payment_link.paid');
    const ids = ['evt_Pq7SBk2N9xWmRt', 'evt_Replay000001', 'evt_Replay000002'].map(
      (id) => g.verifyWebhook(body, headersFor(body, id)).eventId,
    );
    expect(new Set(ids)).toEqual(new Set(['payment_link.paid:plink_Pq7RvX2mLk9TbA:pay_Pq7SAe5KgV1nZr']));
    // Another payment on the link is another event (and the settlement sends it to the wallet).
    const other = Buffer.from(body.toString('utf8').replaceAll('pay_Pq7SAe5KgV1nZr', 'pay_Pq7SOther0001'));
    expect(g.verifyWebhook(other, headersFor(other)).eventId).toBe('payment_link.paid:plink_Pq7RvX2mLk9TbA:pay_Pq7SOther0001');
  });

  it('refuses a signed event more than 24 hours old, or from the future (issue 18 #13)', () => {
    const body = fixture('payment_link.paid'); // created_at 1795430731
    const at = (seconds: number) => gateway(fakeClient().client, { now: () => new Date(seconds * 1000) });
    expect(at(1795430731 + 24 * 3600).verifyWebhook(body, headersFor(body)).status).toBe('paid');
    expect(rejection(() => at(1795430731 + 24 * 3600 + 1).verifyWebhook(body, headersFor(body)))).toMatch(/stale/);
    expect(rejection(() => at(1795430731 - 301).verifyWebhook(body, headersFor(body)))).toMatch(/in the future/);
    expect(at(1795430731 - 300).verifyWebhook(body, headersFor(body)).status).toBe('paid');
  });
});

/** A fake SDK client: records what was asked, answers what the test says. */
function fakeClient(links: Record<string, unknown> = {}) {
  const created: unknown[] = [];
  const fetched: string[] = [];
  const refunded: unknown[] = [];
  const client: RazorpayLinkClient = {
    paymentLink: {
      async create(params) {
        created.push(params);
        return { id: 'plink_NewLink000001', short_url: 'https://rzp.io/i/NewLink', status: 'created' };
      },
      async fetch(id) {
        fetched.push(id);
        if (!(id in links)) throw { statusCode: 400, error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } };
        return links[id];
      },
    },
    payments: {
      all: async () => ({ entity: 'collection', count: 0, items: [] }),
      async refund(paymentId, params) {
        refunded.push({ paymentId, ...params });
        return { id: 'rfnd_Test000001', amount: params.amount };
      },
    },
  };
  return { client, created, fetched, refunded };
}

const request: GatewayCheckoutRequest = {
  orderNumber: 'BKY-ORD-000123',
  amountPaise: 118000,
  customer: { name: 'Sharma Traders', email: null, mobile: '9876543210' },
  returnUrl: 'https://bakaya.example/payment-status?order=BKY-ORD-000123',
  description: 'Bakaya membership: Gold plan (1 year)',
};

describe('createCheckout (payment links)', () => {
  it('creates a payment link: paise, INR, our reference, our return URL, no Razorpay notifications', async () => {
    const fake = fakeClient();
    const checkout = await gateway(fake.client).createCheckout(request);
    expect(checkout).toEqual({ gatewayOrderId: 'plink_NewLink000001', redirectUrl: 'https://rzp.io/i/NewLink' });
    expect(fake.created).toEqual([
      {
        amount: 118000,
        currency: 'INR',
        accept_partial: false,
        reference_id: 'BKY-ORD-000123',
        description: 'Bakaya membership: Gold plan (1 year)',
        customer: { name: 'Sharma Traders', contact: '9876543210' }, // the null email is left out
        notify: { sms: false, email: false },
        reminder_enable: false,
        callback_url: 'https://bakaya.example/payment-status?order=BKY-ORD-000123',
        callback_method: 'get',
        expire_by: Date.parse('2026-11-23T13:30:00Z') / 1000,
      },
    ]);
    expect(Number.isInteger((fake.created[0] as { amount: number }).amount)).toBe(true);
  });

  it('leaves out expire_by when link expiry is off, and every null customer field', async () => {
    const fake = fakeClient();
    await gateway(fake.client, { linkExpiryMinutes: null }).createCheckout({
      ...request,
      customer: { name: 'A B C', email: 'a@b.example', mobile: null },
    });
    expect(fake.created[0]).not.toHaveProperty('expire_by');
    expect((fake.created[0] as { customer: unknown }).customer).toEqual({ name: 'A B C', email: 'a@b.example' });
  });

  it('refuses amounts that are not positive whole paise, and never calls Razorpay for them', async () => {
    const fake = fakeClient();
    for (const amountPaise of [0, -100, 1180.5, Number.NaN, 2 ** 60]) {
      await expect(gateway(fake.client).createCheckout({ ...request, amountPaise })).rejects.toThrow(/positive whole/);
    }
    await expect(gateway(fake.client).createCheckout({ ...request, orderNumber: 'X'.repeat(41) })).rejects.toThrow(/reference_id/);
    expect(fake.created).toEqual([]);
  });

  it('refuses a link expiry Razorpay would refuse', () => {
    expect(() => gateway(undefined, { linkExpiryMinutes: 15 })).toThrow(/linkExpiryMinutes/);
    expect(() => gateway(undefined, { linkExpiryMinutes: 20.5 })).toThrow(/linkExpiryMinutes/);
  });

  it('refunds a payment in paise with our key as the receipt, and refuses a bad amount', async () => {
    const fake = fakeClient();
    const g = gateway(fake.client);
    expect(await g.refund({ paymentId: 'pay_X', amountPaise: 11800, idempotencyKey: 'refund:42:abc', note: 'Duplicate plan' })).toEqual({
      refundId: 'rfnd_Test000001',
    });
    expect(fake.refunded).toEqual([
      { paymentId: 'pay_X', amount: 11800, speed: 'normal', receipt: 'refund:42:abc', notes: { note: 'Duplicate plan' } },
    ]);
    await expect(g.refund({ paymentId: 'pay_X', amountPaise: 10.5, idempotencyKey: 'k', note: '' })).rejects.toThrow(/paise/);
  });

  it('an API error becomes RazorpayRequestFailed without the keys in it', async () => {
    const client: RazorpayLinkClient = {
      paymentLink: {
        create: () => Promise.reject({ statusCode: 401, error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }),
        fetch: () => Promise.reject(new TypeError("Cannot read properties of undefined (reading 'status')")),
      },
      payments: {
        all: () => Promise.reject({ statusCode: 401, error: { code: 'BAD_REQUEST_ERROR', description: 'Authentication failed' } }),
        refund: () =>
          Promise.reject({ statusCode: 400, error: { code: 'BAD_REQUEST_ERROR', description: 'The refund amount is invalid' } }),
      },
    };
    const g = gateway(client);
    const err = await g.createCheckout(request).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RazorpayRequestFailed);
    expect(err).toMatchObject({ statusCode: 401, code: 'BAD_REQUEST_ERROR' });
    expect((err as Error).message).toBe('Razorpay paymentLink.create failed: HTTP 401 BAD_REQUEST_ERROR Authentication failed');
    expect((err as Error).message).not.toMatch(/rzp_test_secret/);
    await expect(g.fetchStatus('plink_X')).rejects.toThrow(/paymentLink\.fetch failed: Cannot read/);
  });
});

describe('fetchStatus (payment link status)', () => {
  const link = (id: string, status: string, extra: Record<string, unknown> = {}) => ({
    id,
    status,
    amount: 118000,
    amount_paid: 0,
    payments: null,
    short_url: 'https://rzp.io/i/x',
    ...extra,
  });
  const links = {
    plink_paid: link('plink_paid', 'paid', {
      amount_paid: 118000,
      payments: [
        { payment_id: 'pay_failedFirst', status: 'failed', amount: 118000, plink_id: 'plink_paid', method: 'card' },
        { payment_id: 'pay_captured', status: 'captured', amount: 118000, plink_id: 'plink_paid', method: 'upi' },
      ],
    }),
    plink_created: link('plink_created', 'created'),
    plink_partial: link('plink_partial', 'partially_paid', { amount_paid: 10000 }),
    plink_cancelled: link('plink_cancelled', 'cancelled'),
    plink_expired: link('plink_expired', 'expired'),
    plink_weird: link('plink_weird', 'on_hold_for_review', { amount_paid: 118000 }),
    plink_paidZero: link('plink_paidZero', 'paid', { amount_paid: 0 }),
    plink_other: link('plink_somethingElse', 'paid', { amount_paid: 118000 }),
  };
  const { client, fetched } = fakeClient(links);
  const g = gateway(client);

  it('paid → the captured payment, amount_paid, closed', async () => {
    expect(await g.fetchStatus('plink_paid')).toEqual({
      status: 'paid',
      paymentId: 'pay_captured',
      amountPaise: 118000,
      closed: true,
    });
    expect(fetched).toContain('plink_paid');
  });

  it.each([
    ['plink_created', { status: 'pending', paymentId: null, amountPaise: 0, closed: false }],
    ['plink_partial', { status: 'pending', paymentId: null, amountPaise: 0, closed: false }],
    ['plink_cancelled', { status: 'failed', paymentId: null, amountPaise: 0, closed: true }],
    ['plink_expired', { status: 'failed', paymentId: null, amountPaise: 0, closed: true }],
    // An unknown status is never paid.
    ['plink_weird', { status: 'pending', paymentId: null, amountPaise: 0, closed: false }],
  ])('%s → %o', async (id, expected) => {
    expect(await g.fetchStatus(id)).toEqual(expected);
  });

  it('a paid link with no amount, another link, or an unknown id is an error, not a status', async () => {
    await expect(g.fetchStatus('plink_paidZero')).rejects.toThrow(/invalid amount_paid/);
    await expect(g.fetchStatus('plink_other')).rejects.toThrow(/another link/);
    await expect(g.fetchStatus('plink_missing')).rejects.toMatchObject({ statusCode: 400, code: 'BAD_REQUEST_ERROR' });
  });
});

/** The fake's payments: one a minute from FAKE_START; every 7th failed (not captured), every 11th refunded (captured), every 13th in USD. */
const FAKE_START = 1_795_000_000;
const FAKE_PAYMENTS = Array.from({ length: 300 }, (_, i) => ({
  id: `pay_Fake${String(i).padStart(6, '0')}`,
  entity: 'payment',
  amount: 10_000 + i,
  currency: i % 13 === 0 ? 'USD' : 'INR',
  status: i % 7 === 0 ? 'failed' : i % 11 === 0 ? 'refunded' : 'captured',
  captured: i % 7 !== 0,
  order_id: `order_Fake${i}`,
  invoice_id: null,
  created_at: FAKE_START + i * 60,
}));

describe('the real SDK against a local fake of the Payment Links API', () => {
  const requests: { method: string; url: string; authorization?: string; body: string }[] = [];
  let server: Server;
  let baseUrl = '';

  const readBody = (req: IncomingMessage) =>
    new Promise<string>((resolve) => {
      let data = '';
      req.on('data', (c) => (data += c));
      req.on('end', () => resolve(data));
    });

  beforeAll(async () => {
    const fakeRazorpay = async (req: IncomingMessage, res: ServerResponse) => {
      const body = await readBody(req);
      requests.push({ method: req.method ?? '', url: req.url ?? '', authorization: req.headers.authorization, body });
      res.setHeader('content-type', 'application/json');
      if (req.method === 'POST' && req.url === '/v1/payment_links') {
        const params = JSON.parse(body);
        res.end(
          JSON.stringify({
            id: 'plink_LocalFake0001',
            short_url: 'https://rzp.io/i/LocalFk',
            status: 'created',
            amount: params.amount,
            amount_paid: 0,
            currency: params.currency,
            reference_id: params.reference_id,
            payments: null,
          }),
        );
      } else if (req.method === 'GET' && req.url === '/v1/payment_links/plink_LocalFake0001') {
        res.end(
          JSON.stringify({
            id: 'plink_LocalFake0001',
            status: 'paid',
            amount: 118000,
            amount_paid: 118000,
            payments: [{ payment_id: 'pay_LocalFake0001', status: 'captured', amount: 118000, plink_id: 'plink_LocalFake0001' }],
          }),
        );
      } else if (req.method === 'GET' && req.url?.startsWith('/v1/payments?')) {
        // Fetch all payments: from/to in Unix seconds (inclusive), count 1–100 (default 10), skip;
        // newest first, as Razorpay lists them.
        const q = new URL(req.url, 'http://fake').searchParams;
        const count = Number(q.get('count') ?? 10);
        if (!Number.isInteger(count) || count < 1 || count > 100) {
          res.statusCode = 400;
          res.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'The count must be between 1 and 100.' } }));
          return;
        }
        const from = Number(q.get('from') ?? 0);
        const to = Number(q.get('to') ?? Number.MAX_SAFE_INTEGER);
        const items = FAKE_PAYMENTS.filter((p) => p.created_at >= from && p.created_at <= to)
          .sort((a, b) => b.created_at - a.created_at)
          .slice(Number(q.get('skip') ?? 0), Number(q.get('skip') ?? 0) + count);
        res.end(JSON.stringify({ entity: 'collection', count: items.length, items }));
      } else {
        res.statusCode = 400;
        res.end(JSON.stringify({ error: { code: 'BAD_REQUEST_ERROR', description: 'The id provided does not exist' } }));
      }
    };
    // A throw in the fake answers 500, so the test fails on that answer rather than on an unhandled rejection.
    server = createServer((req, res) => void fakeRazorpay(req, res).catch((e: unknown) => res.writeHead(500).end(String(e))));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  /** The SDK has no base-URL option: its axios instance (api.rq) is pointed at the fake instead. */
  const sdkClient = () => {
    const client = new Razorpay({ key_id: 'rzp_test_key', key_secret: 'rzp_test_secret' });
    const rq = (client.api as unknown as { rq: { defaults: { baseURL?: string; proxy?: unknown } } }).rq;
    rq.defaults.baseURL = baseUrl;
    rq.defaults.proxy = false;
    return client;
  };

  it('createCheckout and fetchStatus go through the SDK: basic auth, JSON body, paths', async () => {
    const g = gateway(sdkClient());
    expect(await g.createCheckout(request)).toEqual({
      gatewayOrderId: 'plink_LocalFake0001',
      redirectUrl: 'https://rzp.io/i/LocalFk',
    });
    expect(await g.fetchStatus('plink_LocalFake0001')).toEqual({
      status: 'paid',
      paymentId: 'pay_LocalFake0001',
      amountPaise: 118000,
      closed: true,
    });
    const [create, fetch] = requests;
    if (!create) throw new Error('the gateway sent no request to the fake Razorpay');
    expect(create.authorization).toBe(`Basic ${Buffer.from('rzp_test_key:rzp_test_secret').toString('base64')}`);
    expect(JSON.parse(create.body)).toMatchObject({
      amount: 118000,
      currency: 'INR',
      reference_id: 'BKY-ORD-000123',
      callback_url: request.returnUrl,
      callback_method: 'get',
    });
    expect(fetch).toMatchObject({ method: 'GET', url: '/v1/payment_links/plink_LocalFake0001' });
  });

  it('listCaptures pages through payments.all (from/to in seconds, 100 a page) and keeps only captured INR payments', async () => {
    requests.length = 0;
    const since = new Date(FAKE_START * 1000);
    const until = new Date((FAKE_START + 250 * 60) * 1000);
    const captures = await gateway(sdkClient()).listCaptures(since, until);
    const expected = FAKE_PAYMENTS.filter((p) => p.captured && p.currency === 'INR' && p.created_at < FAKE_START + 250 * 60);
    expect(expected.length).toBeGreaterThan(100);
    expect(captures.map((c) => c.paymentId).sort()).toEqual(expected.map((p) => p.id).sort());
    const [first] = expected;
    if (!first) throw new Error('the fake has no captured INR payment');
    expect(captures.find((c) => c.paymentId === first.id)).toEqual({
      paymentId: first.id,
      amountPaise: first.amount,
      capturedAt: new Date(first.created_at * 1000),
    });
    const pages = requests.map((r) => Object.fromEntries(new URL(r.url, 'http://fake').searchParams));
    expect(pages.map((p) => p.skip)).toEqual(['0', '100', '200']);
    expect(pages[0]).toMatchObject({ from: String(FAKE_START), to: String(FAKE_START + 250 * 60 - 1), count: '100' });
  });

  it("the API's error answer becomes RazorpayRequestFailed", async () => {
    await expect(gateway(sdkClient()).fetchStatus('plink_Unknown')).rejects.toMatchObject({
      name: 'RazorpayRequestFailed',
      statusCode: 400,
      code: 'BAD_REQUEST_ERROR',
    });
  });
});

describe('razorpayFromEnv', () => {
  const all = { RAZORPAY_KEY_ID: 'rzp_test_key', RAZORPAY_KEY_SECRET: 'rzp_test_secret', RAZORPAY_WEBHOOK_SECRET: 'whsec' };

  it('all three set → the Razorpay gateway', () => {
    const g = razorpayFromEnv(all);
    expect(g?.name).toBe('razorpay');
  });

  it('none set (or only empty values) → null: the caller uses the sandbox', () => {
    expect(razorpayFromEnv({})).toBeNull();
    expect(razorpayFromEnv({ RAZORPAY_KEY_ID: '', RAZORPAY_KEY_SECRET: ' ' })).toBeNull();
  });

  it('only some set → an error naming the missing ones', () => {
    expect(() => razorpayFromEnv({ RAZORPAY_KEY_ID: 'rzp_test_key' })).toThrow(/RAZORPAY_KEY_SECRET, RAZORPAY_WEBHOOK_SECRET/);
    const { RAZORPAY_WEBHOOK_SECRET: _w, ...noWebhook } = all;
    expect(() => razorpayFromEnv(noWebhook)).toThrow(/missing RAZORPAY_WEBHOOK_SECRET$/);
  });

  it('the webhook secret read from the environment is the one that verifies', () => {
    const g = razorpayFromEnv(all)!;
    // The real clock: an event created now (a recorded one is days old, and stale).
    const body = Buffer.from(
      fixture('payment_link.expired')
        .toString('utf8')
        .replace(/"created_at": 1795435802/, () => `"created_at": ${Math.floor(Date.now() / 1000)}`),
    );
    expect(g.verifyWebhook(body, headersFor(body, 'evt_env', 'whsec')).status).toBe('failed');
  });
});
