/**
 * Cashfree Verification's bank account (penny drop), Aadhaar OTP e-KYC and e-sign adapters against a
 * local fake of its API answering from fixtures recorded from the public docs
 * (api/src/adapters/cashfree/fixtures/README.md): requests as documented, happy paths, 4xx error
 * bodies, 5xx and timeouts (never repeated: these calls move money, send OTPs or start signings),
 * malformed answers, and webhook signatures (forged → rejected).
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { AadhaarUnavailable, cashfreeAadhaar, maskName } from '../../api/src/adapters/aadhaar/cashfreeAadhaar';
import {
  cashfreeWebhookSignature,
  CashfreeWebhookRejected,
  createCashfreeClient,
  verifyCashfreeWebhook,
} from '../../api/src/adapters/cashfree/cashfreeClient';
import { cashfreeEsign, EsignUnavailable, pdfDate, signatureCertificate } from '../../api/src/adapters/esign/cashfreeEsign';
import { cashfreePennyDrop } from '../../api/src/adapters/pennyDrop/cashfreePennyDrop';
import { nameMatchScore } from '../../api/src/adapters/pennyDrop/nameMatch';
import { PennyDropUnavailable } from '../../api/src/adapters/pennyDrop/pennyDropAdapter';
import { answerJson, startFakeServer, type FakeServer } from '../support/fakeHttpServer';

const raw = (name: string) => readFileSync(new URL(`../../api/src/adapters/cashfree/fixtures/${name}.json`, import.meta.url), 'utf8');
const fixture = (name: string) => JSON.parse(raw(name));
const CLIENT = { clientId: 'CF10000TESTCLIENT', clientSecret: 'cfsk_ma_test_secret' };

let fake: FakeServer;
beforeAll(async () => {
  fake = await startFakeServer();
});
afterAll(() => fake.close());
beforeEach(() => {
  fake.requests.length = 0;
});
const client = () => createCashfreeClient({ ...CLIENT, baseUrl: fake.url, timeoutMs: 150, backoffMs: () => 1 });
const authHeaders = { 'x-client-id': CLIENT.clientId, 'x-client-secret': CLIENT.clientSecret };

describe('our name-match score', () => {
  it.each([
    ['John Doe', 'JOHN DOE', 100],
    ['Mr. John  Doe', 'john doe', 100],
    ['R K Sharma', 'RAVI KUMAR SHARMA', 100],
    ['Ravi Sharma', 'RAVI KUMAR SHARMA', 80],
    ['Anita Desai', 'SOMEONE ELSE', 0],
    ['', 'JOHN', 0],
  ])('%s ~ %s = %i', (a, b, score) => {
    expect(nameMatchScore(a, b)).toBe(score);
  });
});

describe('Cashfree bank account verification (penny drop)', () => {
  const verify = (holder = 'John Doe') =>
    cashfreePennyDrop(client()).verify({ accountNumber: '26291800001191', ifsc: 'YESB0000001', holder });

  it('sends POST /bank-account/sync as documented and maps the name at bank and the provider’s score', async () => {
    fake.handle((_req, res) => answerJson(res, 200, fixture('bank-valid')));
    expect(await verify()).toEqual({
      exists: true,
      nameAtBank: 'JOHN DOE',
      nameMatches: true,
      nameMatchScore: 90,
      referenceId: 'cashfree:23',
    });
    expect(fake.requests[0]).toMatchObject({
      method: 'POST',
      path: '/bank-account/sync',
      json: { bank_account: '26291800001191', ifsc: 'YESB0000001', name: 'John Doe' },
    });
    expect(fake.requests[0]!.headers).toMatchObject(authHeaders);
  });

  it('computes our own score when Cashfree gives none', async () => {
    fake.handle((_req, res) =>
      answerJson(res, 200, { ...fixture('bank-valid'), name_match_score: null, name_match_result: null, name_at_bank: 'SOMEONE ELSE' }),
    );
    expect(await verify()).toMatchObject({ exists: true, nameMatches: false, nameMatchScore: 0 });
  });

  it('an INVALID account does not exist', async () => {
    fake.handle((_req, res) => answerJson(res, 200, fixture('bank-invalid')));
    expect(await verify()).toMatchObject({ exists: false, nameAtBank: null, nameMatchScore: null });
  });

  it('a 401 with Cashfree’s error body, a 5xx, a timeout and a malformed answer are unavailable — and never repeated', async () => {
    for (const handler of [
      (res: Parameters<Parameters<FakeServer['handle']>[0]>[1]) => answerJson(res, 401, fixture('error-401')),
      (res: Parameters<Parameters<FakeServer['handle']>[0]>[1]) => answerJson(res, 500, fixture('error-500')),
      () => undefined,
      (res: Parameters<Parameters<FakeServer['handle']>[0]>[1]) => answerJson(res, 200, '{"account_status":'),
      (res: Parameters<Parameters<FakeServer['handle']>[0]>[1]) => answerJson(res, 200, { account_status: 'VALID' }),
    ]) {
      fake.requests.length = 0;
      fake.handle((_req, res) => handler(res));
      await expect(verify()).rejects.toBeInstanceOf(PennyDropUnavailable);
      expect(fake.requests).toHaveLength(1);
    }
  });
});

describe('Cashfree Aadhaar OTP e-KYC', () => {
  it('sends the OTP request, then verifies the OTP, keeping only a masked name', async () => {
    fake.handle((req, res) =>
      answerJson(res, 200, req.path === '/offline-aadhaar/otp' ? fixture('aadhaar-otp-sent') : fixture('aadhaar-verified')),
    );
    const adapter = cashfreeAadhaar(client());
    expect(await adapter.sendOtp('655675523712')).toEqual({ ok: true, refId: '21637861' });
    expect(await adapter.verifyOtp('21637861', '267987')).toEqual({
      ok: true,
      maskedName: 'M****** F********* D*****',
      referenceId: 'cashfree:21637861',
      statusCode: 200,
      error: null,
    });
    expect(fake.requests.map((r) => [r.path, r.json])).toEqual([
      ['/offline-aadhaar/otp', { aadhaar_number: '655675523712' }],
      ['/offline-aadhaar/verify', { otp: '267987', ref_id: '21637861' }],
    ]);
    expect(fake.requests[1]!.headers).toMatchObject(authHeaders);
  });

  it('a wrong number and a wrong OTP are refusals with Cashfree’s message, not outages', async () => {
    fake.handle((req, res) =>
      answerJson(res, 400, req.path === '/offline-aadhaar/otp' ? fixture('aadhaar-otp-invalid-number') : fixture('aadhaar-otp-wrong')),
    );
    const adapter = cashfreeAadhaar(client());
    expect(await adapter.sendOtp('123412341234')).toMatchObject({
      ok: false,
      statusCode: 422,
      error: expect.stringMatching(/Invalid Aadhaar Card/),
    });
    expect(await adapter.verifyOtp('21637861', '000000')).toMatchObject({
      ok: false,
      maskedName: null,
      statusCode: 400,
      error: expect.stringMatching(/Invalid OTP/),
    });
  });

  it('5xx, timeouts and malformed answers are AadhaarUnavailable, each asked once', async () => {
    const adapter = cashfreeAadhaar(client());
    for (const handler of [
      (res: Parameters<Parameters<FakeServer['handle']>[0]>[1]) => answerJson(res, 503, fixture('error-500')),
      () => undefined,
      (res: Parameters<Parameters<FakeServer['handle']>[0]>[1]) => answerJson(res, 200, { status: 'SUCCESS' }),
    ]) {
      fake.requests.length = 0;
      fake.handle((_req, res) => handler(res));
      await expect(adapter.sendOtp('655675523712')).rejects.toBeInstanceOf(AadhaarUnavailable);
      expect(fake.requests).toHaveLength(1);
    }
    fake.handle((_req, res) => answerJson(res, 200, { ...fixture('aadhaar-verified'), name: '' }));
    await expect(adapter.verifyOtp('1', '2')).rejects.toBeInstanceOf(AadhaarUnavailable);
  });

  it('masks every word of a name', () => {
    expect(maskName('  ravi  k ')).toBe('R*** K*');
  });
});

/** A tiny PDF with a signature dictionary as an ESP writes it. */
const SIGNED_PDF = Buffer.from(
  "%PDF-1.7\n1 0 obj\n<< /Type /Sig /Filter /Adobe.PPKLite /SubFilter /adbe.pkcs7.detached /Name (JOHN DOE) /M (D:20261128103000+05'30') /Reason (Aadhaar eSign) /Location (India) /Contents <00> >>\nendobj\n%%EOF\n",
  'latin1',
);

describe('Cashfree e-sign', () => {
  const input = {
    verificationId: 'settlement-41-letter-7',
    pdf: Buffer.from('%PDF-1.4\n% a settlement letter\n%%EOF\n'),
    fileName: 'settlement-41.pdf',
    signer: { name: 'John Doe', email: 'john@example.com', phone: '9999999999' },
    redirectUrl: 'https://bakaya.example/settlements/41/signed',
  };

  it('uploads the PDF (multipart), creates the Aadhaar signing request, and answers the signing link', async () => {
    fake.handle((req, res) =>
      req.path === '/esignature/document'
        ? answerJson(res, 200, fixture('esign-document-uploaded'))
        : answerJson(res, 200, { ...fixture('esign-request-created'), signing_link: `${fake.url}/sign/ABC00123` }),
    );
    const created = await cashfreeEsign(client()).createRequest(input);
    expect(created).toEqual({ documentId: '36', referenceId: '33', signingUrl: `${fake.url}/sign/ABC00123` });
    const [upload, create] = fake.requests;
    expect(upload!.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    expect(upload!.body.toString('latin1')).toMatch(/name="file"; filename="settlement-41.pdf"[\s\S]*%PDF-1.4/);
    expect(create).toMatchObject({
      path: '/esignature',
      json: {
        verification_id: 'settlement-41-letter-7',
        document_id: 36,
        auth_type: 'AADHAAR',
        notification_modes: [],
        redirect_url: input.redirectUrl,
        signers: [{ name: 'John Doe', email: 'john@example.com', phone: '9999999999', sequence: 1 }],
      },
    });
    expect(create!.headers).toMatchObject(authHeaders);
  });

  it('an outage is EsignUnavailable and the request is not repeated; a 4xx (our bug) is a plain error', async () => {
    fake.handle((_req, res) => answerJson(res, 502, 'bad gateway'));
    await expect(cashfreeEsign(client()).createRequest(input)).rejects.toBeInstanceOf(EsignUnavailable);
    expect(fake.requests).toHaveLength(1);
    fake.handle((_req, res) => answerJson(res, 200, { status: 'SUCCESS' })); // no document_id
    await expect(cashfreeEsign(client()).createRequest(input)).rejects.toBeInstanceOf(EsignUnavailable);
    fake.handle((_req, res) =>
      answerJson(res, 400, { code: 'document_id_invalid', message: 'Document id provided is invalid.', type: 'validation_error' }),
    );
    await expect(cashfreeEsign(client()).createRequest(input)).rejects.toThrow(/Document id provided is invalid/);
  });

  const now = new Date('2026-11-28T10:00:00Z');
  const ts = String(now.getTime());
  const signed = (body: string, secret = CLIENT.clientSecret, timestamp = ts) => ({
    'x-webhook-timestamp': timestamp,
    'x-webhook-signature': cashfreeWebhookSignature(timestamp, body, secret),
  });

  it('a signed success callback names the request and the signed document', () => {
    const body = raw('esign-webhook-success').replace('SIGNED_DOC_URL', 'https://cashfree.example/signed/36.pdf');
    const event = cashfreeEsign(client(), { now: () => now }).verifyCallback(Buffer.from(body), signed(body));
    expect(event).toEqual({
      verificationId: 'ABC00123',
      outcome: 'signed',
      signedDocUrl: 'https://cashfree.example/signed/36.pdf',
      signers: [{ name: 'John Doe', status: 'SUCCESS' }],
      occurredAt: '2023-07-19 10:46:16',
    });
    const failure = raw('esign-webhook-failure');
    expect(cashfreeEsign(client(), { now: () => now }).verifyCallback(Buffer.from(failure), signed(failure)).outcome).toBe('failed');
  });

  it('forged, tampered, stale or unsigned callbacks are rejected', () => {
    const body = raw('esign-webhook-success');
    const adapter = cashfreeEsign(client(), { now: () => now });
    const rejected = (b: string, h: Record<string, string>) => {
      try {
        adapter.verifyCallback(Buffer.from(b), h);
      } catch (err) {
        return (err as Error).name;
      }
      return 'accepted';
    };
    expect(rejected(body, signed(body, 'someone-elses-secret'))).toBe('CashfreeWebhookRejected');
    expect(rejected(body.replace('John Doe', 'Jane Doe'), signed(body))).toBe('CashfreeWebhookRejected');
    const old = String(now.getTime() - 2 * 24 * 3600 * 1000);
    expect(rejected(body, signed(body, CLIENT.clientSecret, old))).toBe('CashfreeWebhookRejected');
    expect(rejected(body, {})).toBe('CashfreeWebhookRejected');
    const other = JSON.stringify({ event_type: 'BAV_SUCCESS', data: {} });
    expect(rejected(other, signed(other))).toBe('CashfreeWebhookRejected');
    expect(() => verifyCashfreeWebhook(Buffer.from(body), signed(body, 'x'), CLIENT.clientSecret, now)).toThrow(CashfreeWebhookRejected);
  });

  it('downloads the signed PDF and reads its certificate details; a non-PDF is refused', async () => {
    fake.handle((req, res) => {
      if (req.path === '/signed/36.pdf') {
        res.writeHead(200, { 'content-type': 'application/pdf' });
        res.end(SIGNED_PDF);
      } else answerJson(res, 200, { not: 'a pdf' });
    });
    const { pdf, certificate } = await cashfreeEsign(client()).downloadSigned(`${fake.url}/signed/36.pdf`);
    expect(pdf.equals(SIGNED_PDF)).toBe(true);
    expect(certificate).toMatchObject({
      signerName: 'JOHN DOE',
      signedAt: '2026-11-28T05:00:00.000Z',
      reason: 'Aadhaar eSign',
      location: 'India',
      bytes: SIGNED_PDF.length,
    });
    expect(certificate.sha256).toMatch(/^[0-9a-f]{64}$/);
    await expect(cashfreeEsign(client()).downloadSigned(`${fake.url}/other`)).rejects.toBeInstanceOf(EsignUnavailable);
  });

  it('reads PDF dates with and without an offset', () => {
    expect(pdfDate("D:20261128103000+05'30'")).toBe('2026-11-28T05:00:00.000Z');
    expect(pdfDate('D:20261128103000Z')).toBe('2026-11-28T10:30:00.000Z');
    expect(pdfDate('yesterday')).toBeNull();
    expect(signatureCertificate(Buffer.from('%PDF-1.4 nothing signed')).signerName).toBeNull();
  });
});
