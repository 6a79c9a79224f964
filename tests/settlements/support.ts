/** Shared set-up of the settlement tests: a verified case between two signed-in members, and the steps of the flow. */
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import request from 'supertest';
import { expect } from 'vitest';
import { istPlainDate } from '../../api/src/validation';
import { latestCode } from '../auth/helpers';
import { createBusiness, randomGstin } from '../domain/fixtures';
import { samples } from '../media/samples';
import { signedIn } from '../support/testApp';

type App = Parameters<typeof request>[0];

/** A reporter and a defaulter (each a member with a business) and a verified case between them. */
export async function caseBetweenMembers(db: Knex, opts: { due?: string; status?: string } = {}) {
  const reporter = await signedIn(db);
  const reporterBusiness = await createBusiness(db, { userId: reporter.user.id });
  const defaulter = await signedIn(db);
  const defaulterBusiness = await createBusiness(db, { userId: defaulter.user.id, gstin: randomGstin('27') });
  const [c] = await db('defaulter_cases')
    .insert({
      reporter_user_id: reporter.user.id,
      reporter_business_id: reporterBusiness.id,
      defaulter_gstin: defaulterBusiness.gstin,
      defaulter_name: 'Late Payer Pvt Ltd',
      due_amount: opts.due ?? '100000.00',
      due_date: '2026-06-30',
      status: opts.status ?? 'verified',
      verified_on: new Date(),
    })
    .returning('*');
  return { reporter, reporterBusiness, defaulter, defaulterBusiness, case: c as { id: number; status: string } };
}

export const today = () => istPlainDate(new Date());
export const inDays = (n: number) => istPlainDate(new Date(Date.now() + n * 86_400_000));

/** A response body read as raw bytes (PDFs, proofs). */
const asBytes = (req: request.Test) =>
  req.buffer(true).parse((res, cb) => {
    const chunks: Buffer[] = [];
    res.on('data', (c: Buffer) => chunks.push(c));
    res.on('end', () => cb(null, Buffer.concat(chunks)));
  });

export function settlementApi(app: App) {
  return {
    open: (auth: string, body: Record<string, unknown>) =>
      request(app).post('/api/settlement/requests').set('Authorization', auth).send(body),
    details: (auth: string, id: number) => request(app).get(`/api/settlement/requests/${id}`).set('Authorization', auth),
    sendCode: (auth: string, id: number) =>
      request(app).post('/api/user/otpForSettlement/send').set('Authorization', auth).send({ settlement_request_id: id }),
    verifyCode: (auth: string, id: number, code: string) =>
      request(app).post('/api/user/otpForSettlement/verify').set('Authorization', auth).send({ settlement_request_id: id, code }),
    aadhaar: (auth: string, id: number, aadhaar: string) =>
      request(app)
        .post('/api/settlement/verify-aadhar')
        .set('Authorization', auth)
        .send({ settlement_request_id: id, aadhaar, consent: true }),
    bank: (auth: string, gstin: string, id: number | string, body: Record<string, unknown>) =>
      request(app).post(`/api/settlement/verify-bank/${gstin}/${id}`).set('Authorization', auth).send(body),
    letter: (auth: string, id: number) => asBytes(request(app).get(`/api/settlement/letter/${id}.pdf`).set('Authorization', auth)),
    proof: (auth: string, id: number, paymentId: number) =>
      asBytes(request(app).get(`/api/settlement-requests/${id}/payments/${paymentId}/proof`).set('Authorization', auth)),
    sign: (auth: string, caseId: number, doctype = 'settlement_letter') =>
      request(app).post(`/api/settlement/sign-letter/${caseId}/${doctype}`).set('Authorization', auth),
    pay: (
      auth: string,
      id: number,
      fields: { amount: string; utr?: string; method?: string; paid_at?: string },
      opts: { key?: string; file?: Buffer | null; name?: string } = {},
    ) => {
      const req = request(app).post(`/api/settlement-requests/${id}/payments`).set('Authorization', auth);
      if (opts.key) req.set('Idempotency-Key', opts.key);
      req
        .field('amount', fields.amount)
        .field('utr', fields.utr ?? `UTR${crypto.randomInt(1e9, 9e9)}${crypto.randomInt(1e3, 9e3)}`)
        .field('method', fields.method ?? 'neft')
        .field('paid_at', fields.paid_at ?? new Date().toISOString());
      if (opts.file !== null) req.attach('proof', opts.file ?? samples.pdf, opts.name ?? 'proof.pdf');
      return req;
    },
  };
}

export const goodBank = {
  account_holder: 'Reporter Traders',
  account_number: '50100123456789',
  confirm_account_number: '50100123456789',
  ifsc: 'HDFC0001234',
};

/**
 * Opens a request as `opener`, confirms it with the code, verifies the reporter's bank account and has
 * both sides sign: ready for payments.
 */
export async function signedSettlement(app: App, parties: Awaited<ReturnType<typeof caseBetweenMembers>>, body: Record<string, unknown>) {
  const api = settlementApi(app);
  const opened = await api.open(parties.defaulter.auth, { case_id: parties.case.id, ...body });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  const id = opened.body.id as number;
  expect((await api.sendCode(parties.defaulter.auth, id)).status).toBe(200);
  const code = await latestCode(app as never, parties.defaulter.user.mobile);
  expect((await api.verifyCode(parties.defaulter.auth, id, code)).status).toBe(200);
  const bank = await api.bank(parties.reporter.auth, parties.reporterBusiness.gstin, id, goodBank);
  expect(bank.status, JSON.stringify(bank.body)).toBe(200);
  expect((await api.sign(parties.reporter.auth, parties.case.id)).status).toBe(200);
  expect((await api.sign(parties.defaulter.auth, parties.case.id)).status).toBe(200);
  return id;
}
