/**
 * The settlement's receiving bank account checked through Cashfree's penny drop (PENNY_DROP_PROVIDER
 * =cashfree) against a local fake, on real PostgreSQL: the account is stored verified on a match, a
 * mismatch or unknown account is the member's 400, and a provider outage is a 503 the member may
 * retry — with nothing stored.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pennyDropFromEnv } from '../../api/src/adapters/verificationFromEnv';
import { createApp } from '../../api/src/app';
import { answerJson, startFakeServer, type FakeServer } from '../support/fakeHttpServer';
import { createTestApp } from '../support/testApp';
import { caseBetweenMembers, goodBank, settlementApi } from '../settlements/support';

const fixture = (name: string) =>
  JSON.parse(readFileSync(new URL(`../../api/src/adapters/cashfree/fixtures/${name}.json`, import.meta.url), 'utf8'));
const t = createTestApp();
let fake: FakeServer;
let api: ReturnType<typeof settlementApi>;
beforeAll(async () => {
  fake = await startFakeServer();
  const pennyDrop = pennyDropFromEnv({
    PENNY_DROP_PROVIDER: 'cashfree',
    CASHFREE_VERIFICATION_CLIENT_ID: 'CF1',
    CASHFREE_VERIFICATION_CLIENT_SECRET: 'secret',
    CASHFREE_VERIFICATION_BASE_URL: fake.url,
    CASHFREE_VERIFICATION_TIMEOUT_MS: '200',
  });
  api = settlementApi(createApp({ ...t.ctx, pennyDrop }));
});
afterAll(async () => {
  await fake.close();
  await t.close();
});

async function openRequest() {
  const p = await caseBetweenMembers(t.db, { due: '5000.00' });
  const opened = await api.open(p.reporter.auth, { case_id: p.case.id, amount: '5000.00', schedule: 'full' });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  return { p, id: opened.body.id as number };
}

describe('settlement bank account through Cashfree', () => {
  it('Cashfree down → 503 BANK_VERIFICATION_DOWN, asked once, nothing stored; then the retry verifies it', async () => {
    const { p, id } = await openRequest();
    fake.requests.length = 0;
    fake.handle((_req, res) => answerJson(res, 500, fixture('error-500')));
    const down = await api.bank(p.reporter.auth, p.reporterBusiness.gstin, id, goodBank);
    expect(down.status).toBe(503);
    expect(down.body.code).toBe('BANK_VERIFICATION_DOWN');
    expect(fake.requests).toHaveLength(1);
    expect(await t.db('bank_accounts').where({ user_id: p.reporter.user.id })).toEqual([]);

    fake.handle((req, res) =>
      answerJson(res, 200, { ...fixture('bank-valid'), name_at_bank: (req.json as { name: string }).name.toUpperCase() }),
    );
    const ok = await api.bank(p.reporter.auth, p.reporterBusiness.gstin, id, goodBank);
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.bank_account).toMatchObject({ account_number_last4: '6789', ifsc: 'HDFC0001234' });
    expect(fake.requests.at(-1)!.json).toEqual({
      bank_account: goodBank.account_number,
      ifsc: goodBank.ifsc,
      name: goodBank.account_holder,
    });
  });

  it('an INVALID account is 400 on the account number; a bad name match is 400 naming the bank’s name', async () => {
    const { p, id } = await openRequest();
    fake.handle((_req, res) => answerJson(res, 200, fixture('bank-invalid')));
    const unknown = await api.bank(p.reporter.auth, p.reporterBusiness.gstin, id, goodBank);
    expect(unknown.status).toBe(400);
    expect(unknown.body.code).toBe('BANK_ACCOUNT_UNKNOWN');
    fake.handle((_req, res) =>
      answerJson(res, 200, {
        ...fixture('bank-valid'),
        name_at_bank: 'SOMEONE ELSE',
        name_match_score: '12.00',
        name_match_result: 'NO_MATCH',
      }),
    );
    const mismatch = await api.bank(p.reporter.auth, p.reporterBusiness.gstin, id, goodBank);
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.code).toBe('BANK_NAME_MISMATCH');
    expect(JSON.stringify(mismatch.body)).toContain('SOMEONE ELSE');
    expect(await t.db('bank_accounts').where({ user_id: p.reporter.user.id })).toEqual([]);
  });
});

describe('choosing the e-sign provider', () => {
  it('the sandbox signs in one step; cashfree signs on its own page (asynchronously)', async () => {
    const { esignFromEnv } = await import('../../api/src/adapters/verificationFromEnv');
    expect(esignFromEnv({}).esign?.provider).toBe('sandbox');
    const cf = esignFromEnv({ ESIGN_PROVIDER: 'cashfree', CASHFREE_VERIFICATION_CLIENT_ID: 'a', CASHFREE_VERIFICATION_CLIENT_SECRET: 'b' });
    expect(cf.esign).toBeUndefined();
    expect(cf.esignAsync?.provider).toBe('cashfree');
    expect(() => esignFromEnv({ ESIGN_PROVIDER: 'cashfree' })).toThrow(
      /CASHFREE_VERIFICATION_CLIENT_ID and CASHFREE_VERIFICATION_CLIENT_SECRET/,
    );
  });
});
