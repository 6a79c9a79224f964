/**
 * The Cashfree GSTIN adapter against a local fake of Cashfree Verification answering from fixtures
 * recorded from its public docs (api/src/adapters/cashfree/fixtures/README.md): the request it sends,
 * the answers it maps, 4xx/5xx/timeouts/malformed answers; then, on real PostgreSQL, the cache
 * (the GST hit log), the daily quota, the member's 503 and the business's GST source and time.
 */
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createCashfreeClient } from '../../api/src/adapters/cashfree/cashfreeClient';
import { createApp } from '../../api/src/app';
import { GstLookupError } from '../../api/src/domain/gst/gstAdapter';
import { gstAdapterFromEnv } from '../../api/src/domain/gst/gstAdapterFromEnv';
import { cashfreeGstAdapter } from '../../api/src/domain/gst/cashfreeGstAdapter';
import { GST_PROVIDER_QUOTA_KEY } from '../../api/src/domain/gst/cachedGstAdapter';
import { createBusiness, randomGstin } from '../domain/fixtures';
import { answerJson, startFakeServer, type FakeServer } from '../support/fakeHttpServer';
import { createTestApp, signedIn } from '../support/testApp';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../api/src/adapters/cashfree/fixtures/${name}.json`, import.meta.url), 'utf8'));
const DOC_GSTIN = '29AAICP2912R1ZR';
const CLIENT = { clientId: 'CF10000TESTCLIENT', clientSecret: 'cfsk_ma_test_secret' };

let fake: FakeServer;
beforeAll(async () => {
  fake = await startFakeServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});

const adapter = (opts: { timeoutMs?: number; retries?: number } = {}) =>
  cashfreeGstAdapter({
    client: createCashfreeClient({ ...CLIENT, baseUrl: fake.url, backoffMs: () => 1, ...opts }),
    costPerCall: '1.50',
    now: () => new Date('2026-11-28T10:00:00Z'),
  });

async function failure(p: Promise<unknown>): Promise<GstLookupError> {
  const err = await p.then(
    () => null,
    (e: unknown) => e,
  );
  expect(err).toBeInstanceOf(GstLookupError);
  return err as GstLookupError;
}

describe('Cashfree Verify GSTIN (contract)', () => {
  it('sends POST /gstin with the GSTIN and the client id/secret headers, and maps the documented answer', async () => {
    fake.handle((_req, res) => answerJson(res, 200, fixture('gstin-valid')));
    const details = await adapter().lookupGstin(DOC_GSTIN);
    expect(fake.requests).toHaveLength(1);
    const [req] = fake.requests;
    expect(req).toMatchObject({ method: 'POST', path: '/gstin', json: { GSTIN: DOC_GSTIN } });
    expect(req!.headers).toMatchObject({
      'x-client-id': CLIENT.clientId,
      'x-client-secret': CLIENT.clientSecret,
      'content-type': 'application/json',
    });
    expect(details).toEqual({
      gstin: DOC_GSTIN,
      legal_name: 'UJJIVAN SMALL FINANCE BANK LIMITED',
      trade_name: 'UJJIVAN SMALL FINANCE BANK',
      status: 'Active',
      state_code: '29',
      state: 'Karnataka',
      registration_date: '2017-09-30',
      taxpayer_type: 'Regular',
      constitution: 'Public Limited Company',
      pan: 'AAICP2912R',
      address: 'First Floor 3512-DISPUR Prithivi Mansion opp. KFC building G.S. Road, Lachit Nagar Assam 781007',
      nature_of_business: ['Retail Business', 'Supplier of Services', 'Recipient of Goods or Services', 'Office / Sale Office', 'Others'],
      last_update_date: '2022-03-01',
      source: 'cashfree',
      fetched_at: '2026-11-28T10:00:00.000Z',
    });
  });

  it.each([
    ['Cancelled', 'Cancelled'],
    ['Suspended', 'Suspended'],
    ['Inactive', 'Inactive'],
  ])('maps gst_in_status %s', async (given, mapped) => {
    fake.handle((_req, res) =>
      answerJson(res, 200, { ...fixture('gstin-valid'), gst_in_status: given, date_of_registration: '30/09/2017' }),
    );
    const d = await adapter().lookupGstin(DOC_GSTIN);
    expect(d.status).toBe(mapped);
    expect(d.registration_date).toBe('2017-09-30');
  });

  it('a GSTIN GST does not know (200, valid: false) is not found — no name is made up', async () => {
    fake.handle((_req, res) => answerJson(res, 200, fixture('gstin-not-found')));
    const err = await failure(adapter().lookupGstin(DOC_GSTIN));
    expect(err).toMatchObject({ code: 'not_found', statusCode: 404 });
  });

  it("a 400 with Cashfree's error body is an invalid GSTIN, asked once", async () => {
    fake.handle((_req, res) => answerJson(res, 400, fixture('error-400-gstin')));
    const err = await failure(adapter().lookupGstin(DOC_GSTIN));
    expect(err).toMatchObject({ code: 'invalid_gstin', statusCode: 400 });
    expect(fake.requests).toHaveLength(1);
  });

  it('a 401 (our keys) is unavailable for the member, not retried, and the message never holds the secret', async () => {
    fake.handle((_req, res) => answerJson(res, 401, fixture('error-401')));
    const err = await failure(adapter().lookupGstin(DOC_GSTIN));
    expect(err).toMatchObject({ code: 'unavailable', statusCode: 401 });
    expect(err.message).not.toContain(CLIENT.clientSecret);
    expect(fake.requests).toHaveLength(1);
  });

  it('a 500 is retried, then unavailable', async () => {
    fake.handle((_req, res) => answerJson(res, 500, fixture('error-500')));
    const err = await failure(adapter({ retries: 2 }).lookupGstin(DOC_GSTIN));
    expect(err).toMatchObject({ code: 'unavailable', statusCode: 500 });
    expect(fake.requests).toHaveLength(3);
  });

  it('a 503 followed by the answer succeeds on the retry', async () => {
    fake.handle((_req, res) => (fake.requests.length === 1 ? answerJson(res, 503, 'busy') : answerJson(res, 200, fixture('gstin-valid'))));
    expect((await adapter().lookupGstin(DOC_GSTIN)).legal_name).toBe('UJJIVAN SMALL FINANCE BANK LIMITED');
    expect(fake.requests).toHaveLength(2);
  });

  it('a provider that never answers times out, is retried, then unavailable', async () => {
    fake.handle(() => undefined); // never answers
    const err = await failure(adapter({ timeoutMs: 150, retries: 1 }).lookupGstin(DOC_GSTIN));
    expect(err).toMatchObject({ code: 'unavailable', statusCode: 503 });
    expect(err.message).toMatch(/not answering/);
    expect(fake.requests).toHaveLength(2);
  });

  it.each([
    ['not JSON', '<html>gateway</html>'],
    ['a JSON array', '[1,2]'],
    ['no legal name', JSON.stringify({ ...fixture('gstin-valid'), legal_name_of_business: '' })],
    ['another GSTIN', JSON.stringify({ ...fixture('gstin-valid'), GSTIN: '27AAPFU0939F1ZV' })],
    ['an unknown status', JSON.stringify({ ...fixture('gstin-valid'), gst_in_status: 'Maybe' })],
    ['no registration date', JSON.stringify({ ...fixture('gstin-valid'), date_of_registration: 'soon' })],
  ])('a malformed answer (%s) is a clear error', async (_what, body) => {
    fake.handle((_req, res) => answerJson(res, 200, body));
    const err = await failure(adapter().lookupGstin(DOC_GSTIN));
    expect(err).toMatchObject({ code: 'unavailable', statusCode: 502 });
    expect(err.message).toMatch(/could not read/);
  });
});

describe('Cashfree GST behind the cache and the daily quota (real PostgreSQL)', () => {
  const t = createTestApp();
  const env = (extra: Record<string, string> = {}) => ({
    GST_PROVIDER: 'cashfree',
    CASHFREE_VERIFICATION_CLIENT_ID: CLIENT.clientId,
    CASHFREE_VERIFICATION_CLIENT_SECRET: CLIENT.clientSecret,
    CASHFREE_VERIFICATION_BASE_URL: fake.url,
    CASHFREE_VERIFICATION_TIMEOUT_MS: '300',
    GST_COST_PER_CALL: '1.50',
    ...extra,
  });
  const appWith = (extra: Record<string, string> = {}) => createApp({ ...t.ctx, gst: gstAdapterFromEnv(t.db, env(extra)) });
  const answerFor = (gstin: string) => ({ ...fixture('gstin-valid'), GSTIN: gstin });
  let member = { auth: '', user: { id: 0 } };
  let admin = { auth: '' };
  beforeAll(async () => {
    member = await signedIn(t.db);
    admin = await signedIn(t.db, { roleId: 2 });
  });
  beforeEach(async () => {
    await t.db('quota_counters').where({ key: GST_PROVIDER_QUOTA_KEY }).delete();
  });
  afterAll(() => t.close());

  it('the second look-up of a GSTIN is answered from the hit log, without a provider call or a consumption row', async () => {
    const app = appWith();
    const gstin = randomGstin('29');
    fake.handle((req, res) => answerJson(res, 200, answerFor((req.json as { GSTIN: string }).GSTIN)));
    const first = await request(app).post('/api/businesses/gst-lookup').set('Authorization', member.auth).send({ gstin });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ gstin, legal_name: 'UJJIVAN SMALL FINANCE BANK LIMITED', registration_status: 'Active' });
    const log = await t.db('gst_hit_logs').where({ gstin }).first();
    expect(log.response).toMatchObject({ source: 'cashfree', fetched_at: expect.any(String) });
    const calls = () =>
      t
        .db('api_consumption_logs')
        .where({ api: 'cashfree/verify-gstin', user_id: member.user.id })
        .count<{ count: string }[]>('* as count');
    expect(Number((await calls())[0]!.count)).toBe(1);

    const second = await request(app).post('/api/businesses/gst-lookup').set('Authorization', member.auth).send({ gstin });
    expect(second.status).toBe(200);
    expect(second.body.legal_name).toBe('UJJIVAN SMALL FINANCE BANK LIMITED');
    expect(fake.requests).toHaveLength(1);
    expect(Number((await calls())[0]!.count)).toBe(1);
  });

  it('a provider outage answers the member 503 GST_SERVICE_DOWN with Retry-After, and nothing is cached', async () => {
    const app = appWith({ CASHFREE_VERIFICATION_TIMEOUT_MS: '100' });
    const gstin = randomGstin('29');
    fake.handle((_req, res) => answerJson(res, 502, 'bad gateway'));
    const res = await request(app).post('/api/businesses/gst-lookup').set('Authorization', member.auth).send({ gstin });
    expect(res.status).toBe(503);
    expect(res.body.code).toBe('GST_SERVICE_DOWN');
    expect(res.headers['retry-after']).toBe('60');
    expect(JSON.stringify(res.body)).not.toMatch(/UJJIVAN/);
    expect(await t.db('gst_hit_logs').where({ gstin }).first()).toMatchObject({ status: 'failed' });
    // The member retries once the provider is back: a new call, answered.
    fake.requests.length = 0;
    fake.handle((req, r) => answerJson(r, 200, answerFor((req.json as { GSTIN: string }).GSTIN)));
    const again = await request(app).post('/api/businesses/gst-lookup').set('Authorization', member.auth).send({ gstin });
    expect(again.status).toBe(200);
    expect(fake.requests).toHaveLength(1);
  });

  it('a malformed answer is a 503, stores no registration, and is not served from the cache later', async () => {
    const app = appWith();
    const gstin = randomGstin('29');
    fake.handle((req, res) => answerJson(res, 200, { ...answerFor((req.json as { GSTIN: string }).GSTIN), legal_name_of_business: null }));
    const res = await request(app).post('/api/businesses/gst-lookup').set('Authorization', member.auth).send({ gstin });
    expect(res.status).toBe(503);
    const logs = await t.db('gst_hit_logs').where({ gstin });
    expect(logs.map((l) => l.status)).toEqual(['failed']);
    expect(JSON.stringify(logs[0].response)).not.toMatch(/legal_name/);
  });

  it('once the daily quota is used up the provider is not called and the member reads 503', async () => {
    const app = appWith({ GST_DAILY_QUOTA: '1' });
    fake.handle((req, res) => answerJson(res, 200, answerFor((req.json as { GSTIN: string }).GSTIN)));
    const a = await request(app)
      .post('/api/businesses/gst-lookup')
      .set('Authorization', member.auth)
      .send({ gstin: randomGstin('29') });
    expect(a.status).toBe(200);
    const b = await request(app)
      .post('/api/businesses/gst-lookup')
      .set('Authorization', member.auth)
      .send({ gstin: randomGstin('29') });
    expect(b.status).toBe(503);
    expect(b.body.code).toBe('GST_SERVICE_DOWN');
    expect(fake.requests).toHaveLength(1);
  });

  it("a staff GST hit marks the business's GST data with its source and fetched time", async () => {
    const app = appWith();
    const b = await createBusiness(t.db, { gstin: randomGstin('29'), legal_name: null });
    fake.handle((req, res) => answerJson(res, 200, answerFor((req.json as { GSTIN: string }).GSTIN)));
    const res = await request(app).post(`/api/businesses/${b.id}/gst-hit`).set('Authorization', admin.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.verified).toBe(true);
    const row = await t.db('businesses').where({ id: b.id }).first();
    expect(row).toMatchObject({ gst_source: 'cashfree', legal_name: 'UJJIVAN SMALL FINANCE BANK LIMITED' });
    expect(row.gst_fetched_at).toBeInstanceOf(Date);
    expect(Math.abs(row.gst_fetched_at.getTime() - Date.now())).toBeLessThan(60_000);
  });

  it('the sandbox marks its answers as the sandbox', async () => {
    const b = await createBusiness(t.db);
    const res = await request(t.app).post(`/api/businesses/${b.id}/gst-hit`).set('Authorization', admin.auth);
    expect(res.status).toBe(200);
    expect(await t.db('businesses').where({ id: b.id }).first('gst_source')).toEqual({ gst_source: 'sandbox' });
  });
});
