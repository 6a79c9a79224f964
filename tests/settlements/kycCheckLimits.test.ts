/**
 * Issue 18 §7: Aadhaar and penny-drop checks on a settlement request are paid provider calls (and an
 * Aadhaar check tells whether a number exists): at most 5 per request and 10 per member in 24 hours
 * (global settings, these defaults), taken atomically before the provider is called.
 */
import { afterAll, describe, expect, it } from 'vitest';
import type { AadhaarAdapter } from '../../api/src/adapters/aadhaar/aadhaarAdapter';
import { sandboxAadhaar } from '../../api/src/adapters/aadhaar/aadhaarAdapter';
import { sandboxPennyDrop, type PennyDropAdapter } from '../../api/src/adapters/pennyDrop/pennyDropAdapter';
import { CASE_FLOW_MESSAGES as M } from '../../api/src/contracts/caseFlowMessages';
import { hindiError } from '../../portal/src/i18n/errors.hi';
import { createTestApp } from '../support/testApp';
import { caseBetweenMembers, goodBank, settlementApi } from './support';

const t = createTestApp();
const api = settlementApi(t.app);
afterAll(() => t.close());

// Count the provider calls.
let aadhaarCalls = 0;
let bankCalls = 0;
const aadhaar = sandboxAadhaar();
const penny = sandboxPennyDrop();
t.ctx.aadhaar = { ...aadhaar, verify: (n: string) => ((aadhaarCalls += 1), aadhaar.verify(n)) } as AadhaarAdapter;
t.ctx.pennyDrop = {
  ...penny,
  verify: (i: Parameters<PennyDropAdapter['verify']>[0]) => ((bankCalls += 1), penny.verify(i)),
} as PennyDropAdapter;

async function openRequest(p?: Awaited<ReturnType<typeof caseBetweenMembers>>) {
  const parties = p ?? (await caseBetweenMembers(t.db));
  let caseId = parties.case.id;
  if (p) {
    // Another case of the same reporter (one open request per case).
    const [c] = await t
      .db('defaulter_cases')
      .insert({
        reporter_user_id: p.reporter.user.id,
        reporter_business_id: p.reporterBusiness.id,
        defaulter_gstin: p.defaulterBusiness.gstin,
        defaulter_name: 'Late Payer Pvt Ltd',
        due_amount: '100000.00',
        due_date: '2026-06-30',
        status: 'verified',
        verified_on: new Date(),
      })
      .returning('id');
    caseId = Number(c.id);
  }
  const opened = await api.open(parties.reporter.auth, { case_id: caseId, amount: '1000.00', schedule: 'full' });
  expect(opened.status, JSON.stringify(opened.body)).toBe(201);
  return { parties, id: opened.body.id as number };
}

const count = (answers: Array<{ status: number; headers: Record<string, string> }>) => {
  for (const r of answers.filter((a) => a.status === 429)) expect(Number(r.headers['retry-after'])).toBeGreaterThan(0);
  return { passed: answers.filter((a) => a.status !== 429).length, refused: answers.filter((a) => a.status === 429).length };
};

describe('Aadhaar checks', () => {
  it('20 at once on one request → exactly 5 provider calls, the rest 429', async () => {
    const { parties, id } = await openRequest();
    const before = aadhaarCalls;
    const answers = await Promise.all(Array.from({ length: 20 }, () => api.aadhaar(parties.reporter.auth, id, '999999990019')));
    expect(count(answers)).toEqual({ passed: 5, refused: 15 });
    expect(aadhaarCalls - before).toBe(5);
    expect(await t.db('aadhaar_api_logs').where({ case_id: parties.case.id }).count({ n: '*' })).toEqual([{ n: 5 }]);
    const refused = answers.find((a) => a.status === 429)!;
    expect(refused.body.message).toBe(M.aadhaarChecksOnRequest);
    expect(refused.body.code).toBe('KYC_AADHAAR_ON_REQUEST');
    expect(hindiError(refused.body)).toMatch(/[\u0900-\u097F]/);
  });

  it('8 at once on each of 3 requests of one member → exactly 10 provider calls', async () => {
    const first = await openRequest();
    const ids = [first.id, (await openRequest(first.parties)).id, (await openRequest(first.parties)).id];
    const before = aadhaarCalls;
    const answers = await Promise.all(
      ids.flatMap((id) => Array.from({ length: 8 }, () => api.aadhaar(first.parties.reporter.auth, id, '999999990019'))),
    );
    expect(count(answers)).toEqual({ passed: 10, refused: 14 });
    expect(aadhaarCalls - before).toBe(10);
    expect(answers.some((a) => a.body.message === M.aadhaarChecksToday)).toBe(true);
  });
});

describe('bank account checks (penny drop)', () => {
  it('20 at once on one request → exactly 5 penny drops, the rest 429', async () => {
    const { parties, id } = await openRequest();
    const before = bankCalls;
    const wrongName = { ...goodBank, account_number: '50100123459999', confirm_account_number: '50100123459999' };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => api.bank(parties.reporter.auth, parties.reporterBusiness.gstin, id, wrongName)),
    );
    expect(count(answers)).toEqual({ passed: 5, refused: 15 });
    expect(bankCalls - before).toBe(5);
    expect(answers.find((a) => a.status === 429)!.body.message).toBe(M.bankChecksOnRequest);
    // Attaching an account already verified calls no provider and takes no check.
  });
});
