/**
 * Signing the settlement letter through Cashfree's Aadhaar e-sign (ESIGN_PROVIDER=cashfree) against a
 * local fake, on real PostgreSQL: sign → the letter uploaded and the member sent to the signing page;
 * the signed callback (verified) → the signed PDF stored with its certificate details and the side's
 * signature recorded; forged, altered or stale callbacks → 400 and nothing changes; an outage → 503.
 */
import { readFileSync } from 'node:fs';
import request from 'supertest';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cashfreeWebhookSignature } from '../../api/src/adapters/cashfree/cashfreeClient';
import { esignFromEnv } from '../../api/src/adapters/verificationFromEnv';
import { createApp } from '../../api/src/app';
import { latestCode } from '../auth/helpers';
import { answerJson, startFakeServer, type FakeServer } from '../support/fakeHttpServer';
import { createTestApp } from '../support/testApp';
import { caseBetweenMembers, goodBank, settlementApi } from '../settlements/support';

const raw = (name: string) => readFileSync(new URL(`../../api/src/adapters/cashfree/fixtures/${name}.json`, import.meta.url), 'utf8');
const SECRET = 'cfsk_esign_secret';
const SIGNED_PDF = Buffer.from(
  "%PDF-1.7\n1 0 obj\n<< /Type /Sig /Filter /Adobe.PPKLite /Name (REPORTER TRADERS) /M (D:20261128103000+05'30') /Reason (Aadhaar eSign) /Location (India) >>\nendobj\n%%EOF\n",
  'latin1',
);
const t = createTestApp();
let fake: FakeServer;
let app: ReturnType<typeof createApp>;
let api: ReturnType<typeof settlementApi>;
beforeAll(async () => {
  fake = await startFakeServer();
  const adapters = esignFromEnv({
    ESIGN_PROVIDER: 'cashfree',
    CASHFREE_VERIFICATION_CLIENT_ID: 'CF1',
    CASHFREE_VERIFICATION_CLIENT_SECRET: SECRET,
    CASHFREE_VERIFICATION_BASE_URL: fake.url,
    CASHFREE_VERIFICATION_TIMEOUT_MS: '300',
  });
  app = createApp({ ...t.ctx, ...adapters, esign: undefined });
  api = settlementApi(app);
});
afterAll(async () => {
  await fake.close();
  await t.close();
});
beforeEach(() => {
  fake.requests.length = 0;
  fake.handle((req, res) => {
    if (req.path === '/esignature/document') return answerJson(res, 200, JSON.parse(raw('esign-document-uploaded')));
    if (req.path === '/esignature')
      return answerJson(res, 200, { ...JSON.parse(raw('esign-request-created')), signing_link: `${fake.url}/sign/1` });
    if (req.path === '/signed/36.pdf') {
      res.writeHead(200, { 'content-type': 'application/pdf' });
      return res.end(SIGNED_PDF);
    }
    return answerJson(res, 404, { message: 'not found' });
  });
});

async function confirmedRequest() {
  const p = await caseBetweenMembers(t.db, { due: '5000.00' });
  const opened = await api.open(p.defaulter.auth, { case_id: p.case.id, amount: '5000.00', schedule: 'full' });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  const id = opened.body.id as number;
  expect((await api.sendCode(p.defaulter.auth, id)).status).toBe(200);
  const code = await latestCode(app as never, p.defaulter.user.mobile);
  expect((await api.verifyCode(p.defaulter.auth, id, code)).status).toBe(200);
  expect((await api.bank(p.reporter.auth, p.reporterBusiness.gstin, id, goodBank)).status).toBe(200);
  return { p, id };
}

const callback = (body: string, opts: { secret?: string; timestamp?: string } = {}) => {
  const timestamp = opts.timestamp ?? String(Date.now());
  return request(app)
    .post('/api/providers/cashfree/esign')
    .set('content-type', 'application/json')
    .set('x-webhook-timestamp', timestamp)
    .set('x-webhook-signature', cashfreeWebhookSignature(timestamp, body, opts.secret ?? SECRET))
    .send(body);
};
const successFor = (verificationId: string) =>
  raw('esign-webhook-success')
    .replace('"ABC00123"', () => JSON.stringify(verificationId))
    .replace('SIGNED_DOC_URL', () => `${fake.url}/signed/36.pdf`);

describe('settlement letter signed through Cashfree e-sign', () => {
  it('sign → signing page; signed callback → the PDF stored with its certificate and the side’s signature recorded', async () => {
    const { p, id } = await confirmedRequest();
    const started = await api.sign(p.reporter.auth, p.case.id);
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body).toMatchObject({ settlement_request_id: id, side: 'reporter', signing_url: `${fake.url}/sign/1` });
    expect(fake.requests.map((r) => r.path)).toEqual(['/esignature/document', '/esignature']);
    expect(fake.requests[0]!.body.toString('latin1')).toContain('%PDF-');
    const created = fake.requests[1]!.json as { verification_id: string; redirect_url: string; auth_type: string };
    expect(created.auth_type).toBe('AADHAAR');
    expect(created.redirect_url).toMatch(new RegExp(`/settlement-requests/details/${id}$`));
    const pending = await t.db('esign_requests').where({ verification_id: created.verification_id }).first();
    expect(pending).toMatchObject({ status: 'pending', side: 'reporter', document_sha256: started.body.document_sha256 });
    expect(await t.db('settlement_signatures').where({ settlement_request_id: id })).toEqual([]);

    const body = successFor(created.verification_id);
    const res = await callback(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ received: true, changed: true });
    const done = await t.db('esign_requests').where({ id: pending.id }).first();
    expect(done).toMatchObject({ status: 'signed', signed_sha256: expect.stringMatching(/^[0-9a-f]{64}$/) });
    expect(done.certificate).toMatchObject({
      signerName: 'REPORTER TRADERS',
      signedAt: '2026-11-28T05:00:00.000Z',
      reason: 'Aadhaar eSign',
    });
    expect(done.signed_file_path).toMatch(/^esign\//);
    const [signature] = await t.db('settlement_signatures').where({ settlement_request_id: id });
    expect(signature).toMatchObject({
      side: 'reporter',
      provider: 'cashfree',
      reference_id: created.verification_id,
      document_sha256: pending.document_sha256,
    });

    // The same callback again changes nothing.
    const again = await callback(body);
    expect(again.body).toEqual({ received: true, changed: false });
  });

  it('forged, altered, stale and unsigned callbacks are 400 PROVIDER_CALLBACK_REJECTED and change nothing', async () => {
    const { p } = await confirmedRequest();
    await api.sign(p.reporter.auth, p.case.id);
    const verificationId = (fake.requests[1]!.json as { verification_id: string }).verification_id;
    const body = successFor(verificationId);
    const forged = await callback(body, { secret: 'not-the-secret' });
    expect(forged.status).toBe(400);
    expect(forged.body.code).toBe('PROVIDER_CALLBACK_REJECTED');
    const ts = String(Date.now());
    const altered = await request(app)
      .post('/api/providers/cashfree/esign')
      .set('x-webhook-timestamp', ts)
      .set('x-webhook-signature', cashfreeWebhookSignature(ts, body, SECRET))
      .set('content-type', 'application/json')
      .send(body.replace('John Doe', () => 'Mallory'));
    expect(altered.status).toBe(400);
    expect((await callback(body, { timestamp: String(Date.now() - 3 * 24 * 3600 * 1000) })).status).toBe(400);
    expect((await request(app).post('/api/providers/cashfree/esign').set('content-type', 'application/json').send(body)).status).toBe(400);
    expect((await request(app).post('/api/providers/digio/esign').send(body)).status).toBe(400);
    expect(await t.db('esign_requests').where({ verification_id: verificationId }).first('status')).toEqual({ status: 'pending' });
  });

  it('a failure callback marks the signing failed; Cashfree down at sign time → 503 ESIGN_SERVICE_DOWN', async () => {
    const { p } = await confirmedRequest();
    await api.sign(p.reporter.auth, p.case.id);
    const verificationId = (fake.requests[1]!.json as { verification_id: string }).verification_id;
    const failure = raw('esign-webhook-failure').replace('"ABC00123"', () => JSON.stringify(verificationId));
    expect((await callback(failure)).body).toEqual({ received: true, changed: true });
    expect(await t.db('esign_requests').where({ verification_id: verificationId }).first('status')).toEqual({ status: 'failed' });

    fake.handle((_req, res) => answerJson(res, 503, 'down'));
    const down = await api.sign(p.defaulter.auth, p.case.id);
    expect(down.status).toBe(503);
    expect(down.body.code).toBe('ESIGN_SERVICE_DOWN');
  });

  it('a signed document that cannot be fetched answers 503 (Cashfree retries) and records nothing yet', async () => {
    const { p, id } = await confirmedRequest();
    await api.sign(p.reporter.auth, p.case.id);
    const verificationId = (fake.requests[1]!.json as { verification_id: string }).verification_id;
    fake.handle((_req, res) => answerJson(res, 500, 'oops'));
    const res = await callback(successFor(verificationId));
    expect(res.status).toBe(503);
    expect(await t.db('settlement_signatures').where({ settlement_request_id: id })).toEqual([]);
    expect(await t.db('esign_requests').where({ verification_id: verificationId }).first('status')).toEqual({ status: 'pending' });
  });
});
