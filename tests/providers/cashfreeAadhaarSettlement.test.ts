/**
 * The settlement's Aadhaar step through Cashfree's OTP e-KYC (AADHAAR_PROVIDER=cashfree) against a
 * local fake, on real PostgreSQL: the number → UIDAI's OTP (a signed token binds it to the request,
 * member and number), the OTP → verified; wrong codes, forged or foreign tokens, and provider outages.
 */
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { aadhaarFromEnv } from '../../api/src/adapters/verificationFromEnv';
import { createApp } from '../../api/src/app';
import { answerJson, startFakeServer, type FakeServer } from '../support/fakeHttpServer';
import { createTestApp } from '../support/testApp';
import { caseBetweenMembers, settlementApi } from '../settlements/support';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../api/src/adapters/cashfree/fixtures/${name}.json`, import.meta.url), 'utf8'));
const AADHAAR = '655675523712';
const t = createTestApp();
let fake: FakeServer;
let app: ReturnType<typeof createApp>;
let api: ReturnType<typeof settlementApi>;
beforeAll(async () => {
  fake = await startFakeServer();
  const adapters = aadhaarFromEnv({
    AADHAAR_PROVIDER: 'cashfree',
    CASHFREE_VERIFICATION_CLIENT_ID: 'CF1',
    CASHFREE_VERIFICATION_CLIENT_SECRET: 'secret',
    CASHFREE_VERIFICATION_BASE_URL: fake.url,
    CASHFREE_VERIFICATION_TIMEOUT_MS: '200',
  });
  expect(adapters.aadhaar).toBeUndefined();
  app = createApp({ ...t.ctx, ...adapters, aadhaar: undefined });
  api = settlementApi(app);
});
afterAll(async () => {
  await fake.close();
  await t.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.handle((req, res) => {
    if (req.path === '/offline-aadhaar/otp') return answerJson(res, 200, fixture('aadhaar-otp-sent'));
    const { otp } = req.json as { otp: string };
    return otp === '267987' ? answerJson(res, 200, fixture('aadhaar-verified')) : answerJson(res, 400, fixture('aadhaar-otp-wrong'));
  });
});

async function openRequest() {
  const p = await caseBetweenMembers(t.db, { due: '5000.00' });
  const opened = await api.open(p.reporter.auth, { case_id: p.case.id, amount: '5000.00', schedule: 'full' });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  return { p, id: opened.body.id as number };
}
const submitOtp = (auth: string, body: Record<string, unknown>) =>
  request(app).post('/api/settlement/verify-aadhar/otp').set('Authorization', auth).send(body);

describe('Aadhaar OTP e-KYC in the settlement flow', () => {
  it('the number sends UIDAI’s OTP; a wrong code is 400 on otp; the right one verifies the request (last 4 and masked name only)', async () => {
    const { p, id } = await openRequest();
    const sent = await api.aadhaar(p.reporter.auth, id, AADHAAR);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect(sent.body).toMatchObject({ settlement_request_id: id, otp_sent: true, aadhaar_last4: '3712', otp_token: expect.any(String) });
    expect(fake.requests[0]!.json).toEqual({ aadhaar_number: AADHAAR });
    expect(JSON.stringify(sent.body)).not.toContain(AADHAAR);

    const wrong = await submitOtp(p.reporter.auth, { settlement_request_id: id, otp_token: sent.body.otp_token, otp: '000000' });
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.otp).toBeTruthy();

    const ok = await submitOtp(p.reporter.auth, { settlement_request_id: id, otp_token: sent.body.otp_token, otp: '267987' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body).toMatchObject({ settlement_request_id: id, aadhaar_last4: '3712', masked_name: 'M****** F********* D*****' });
    expect(fake.requests.at(-1)!.json).toEqual({ otp: '267987', ref_id: '21637861' });
    const row = await t.db('settlement_requests').where({ id }).first();
    expect(row.aadhaar_verified_at).toBeTruthy();
    expect(row.aadhaar_last4).toBe('3712');
    const logs = await t.db('aadhaar_api_logs').where({ user_id: p.reporter.user.id }).orderBy('id');
    expect(logs.map((l) => [l.provider, l.status])).toEqual([
      ['cashfree', 'success'],
      ['cashfree', 'failed'],
      ['cashfree', 'success'],
    ]);
    expect(JSON.stringify(logs)).not.toContain(AADHAAR);
  });

  it('a forged token, another member’s token and another request’s token are refused without asking Cashfree', async () => {
    const a = await openRequest();
    const b = await openRequest();
    const sent = await api.aadhaar(a.p.reporter.auth, a.id, AADHAAR);
    const token = sent.body.otp_token as string;
    fake.requests.length = 0;
    const [payload] = token.split('.');
    const forged = `${payload}.${'A'.repeat(43)}`;
    for (const [auth, body] of [
      [a.p.reporter.auth, { settlement_request_id: a.id, otp_token: forged, otp: '267987' }],
      [b.p.reporter.auth, { settlement_request_id: a.id, otp_token: token, otp: '267987' }],
      [b.p.reporter.auth, { settlement_request_id: b.id, otp_token: token, otp: '267987' }],
    ] as const) {
      const res = await submitOtp(auth, body);
      expect(res.status).toBe(400);
      expect(res.body.errors.otp).toMatch(/expired/);
    }
    expect(fake.requests).toHaveLength(0);
    const bad = await submitOtp(a.p.reporter.auth, { settlement_request_id: a.id, otp_token: token, otp: '12ab' });
    expect(bad.status).toBe(400);
  });

  it('Cashfree down at either step → 503 AADHAAR_SERVICE_DOWN, logged, nothing verified', async () => {
    const { p, id } = await openRequest();
    fake.handle((_req, res) => answerJson(res, 503, fixture('error-500')));
    const down = await api.aadhaar(p.reporter.auth, id, AADHAAR);
    expect(down.status).toBe(503);
    expect(down.body.code).toBe('AADHAAR_SERVICE_DOWN');

    fake.handle((req, res) => (req.path === '/offline-aadhaar/otp' ? answerJson(res, 200, fixture('aadhaar-otp-sent')) : undefined));
    const sent = await api.aadhaar(p.reporter.auth, id, AADHAAR);
    const timeout = await submitOtp(p.reporter.auth, { settlement_request_id: id, otp_token: sent.body.otp_token, otp: '267987' });
    expect(timeout.status).toBe(503);
    expect((await t.db('settlement_requests').where({ id }).first()).aadhaar_verified_at).toBeNull();
    const [row] = await t
      .db('aadhaar_api_logs')
      .where({ user_id: p.reporter.user.id, status_code: 503 })
      .count<{ count: string }[]>('* as count');
    expect(Number(row!.count)).toBe(2);
  });

  it('an invalid number is the member’s 400 on aadhaar', async () => {
    const { p, id } = await openRequest();
    fake.handle((_req, res) => answerJson(res, 400, fixture('aadhaar-otp-invalid-number')));
    const res = await api.aadhaar(p.reporter.auth, id, '123412341234');
    expect(res.status).toBe(400);
    expect(res.body.errors.aadhaar).toBeTruthy();
  });
});

describe('without an OTP provider', () => {
  it('the OTP step is a 404 and the sandbox still verifies in one step', async () => {
    const { p, id } = await openRequest();
    const sandboxApp = settlementApi(t.app);
    const res = await request(t.app)
      .post('/api/settlement/verify-aadhar/otp')
      .set('Authorization', p.reporter.auth)
      .send({ settlement_request_id: id, otp_token: 'x'.repeat(20), otp: '123456' });
    expect(res.status).toBe(404);
    const one = await sandboxApp.aadhaar(p.reporter.auth, id, '234567890124');
    expect(one.status, JSON.stringify(one.body)).toBe(200);
    expect(one.body.otp_sent).toBeUndefined();
  });
});
