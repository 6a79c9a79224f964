/** The CIR's credit facts read from PostgreSQL: a PAN's cases, settlements, disputes, purchases and registration. */
import type { Knex } from 'knex';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditFactsFor } from '../../api/src/domain/cir/creditFacts';
import { DEFAULT_SCORE_BANDS, scoreCredit } from '../../api/src/domain/cir/scoreModel';
import { sandboxGstin } from '../../api/src/domain/gst/sandboxGstAdapter';
import { DomainError } from '../../api/src/domain/errors';
import { createBusiness, randomGstin, randomPan } from '../domain/fixtures';
import { testKnex } from '../support/db';

let db: Knex;
beforeAll(() => {
  db = testKnex();
});
afterAll(() => db.destroy());

/** 1 Mar 2031, noon in India: the day every figure below is counted to. */
const NOW = new Date('2031-03-01T06:30:00Z');
const daysBefore = (days: number) => new Date(NOW.getTime() - days * 86_400_000);

type Reporter = Awaited<ReturnType<typeof createBusiness>>;

async function reporter(enterprise: { enterprise_type: 'micro' | 'small' | 'medium' | null; udyam_number: string | null }) {
  const b = await createBusiness(db);
  await db('businesses').where({ id: b.id }).update(enterprise);
  return b;
}

async function addCase(by: Reporter, gstin: string, fields: Record<string, unknown>) {
  const [row] = await db('defaulter_cases')
    .insert({
      reporter_user_id: by.user_id,
      reporter_business_id: by.id,
      defaulter_gstin: gstin,
      defaulter_name: 'Slow Payer Traders',
      due_amount: '10000.00',
      due_date: '2031-01-20',
      status: 'verified',
      ...fields,
    })
    .returning('id');
  return Number(row.id);
}

async function settledOn(caseId: number, at: string) {
  await db('case_events').insert({ case_id: caseId, from_status: 'verified', to_status: 'full_settled', created_at: at, updated_at: at });
}

async function purchase(supplier: Reporter, buyerId: number, fields: Record<string, unknown>) {
  await db('business_transactions').insert({
    supplier_business_id: supplier.id,
    buyer_business_id: buyerId,
    user_id: supplier.user_id,
    transaction_type: 'sale',
    amount: '1000.00',
    advance_paid: '0.00',
    invoice_date: '2031-01-01',
    due_date: '2031-02-01',
    created_at: '2031-01-05T06:00:00Z',
    updated_at: '2031-01-05T06:00:00Z',
    ...fields,
  });
}

async function consent(supplier: Reporter, buyerId: number, opts: { revoked?: boolean } = {}) {
  await db('transaction_consents').insert({
    supplier_business_id: supplier.id,
    buyer_business_id: buyerId,
    consented_by: supplier.user_id,
    consented_at: '2031-01-02T06:00:00Z',
    text_version: 'txn-consent-2026-11',
    text_sha256: 'a'.repeat(64),
    ...(opts.revoked ? { revoked_by: supplier.user_id, revoked_at: '2031-01-03T06:00:00Z' } : {}),
  });
}

describe('creditFactsFor', () => {
  // One PAN with three GSTINs (two states, a second entity in one state) and a stranger sharing nothing.
  const pan = randomPan('C');
  const gstA = sandboxGstin('27', pan);
  const gstB = sandboxGstin('08', pan);
  const gstC = sandboxGstin('27', pan, '2');
  const listedFrom = daysBefore(10);

  beforeAll(async () => {
    // The bank rate interest.test.ts uses (6.25 % from 1 Jan 2031), so the hand-worked ₹2,270.91 holds here too.
    await db('rbi_bank_rates')
      .insert({ effective_from: '2031-01-01', rate_percent: '6.25', note: 'test' })
      .onConflict('effective_from')
      .merge();
    const plain = await reporter({ enterprise_type: 'medium', udyam_number: null });
    const micro = await reporter({ enterprise_type: 'micro', udyam_number: 'UDYAM-RJ-17-0012345' });

    // Listed: two from `plain`, one from `micro` (partly settled, with interest).
    await addCase(plain, gstA, { due_amount: '50000.00', due_date: '2031-01-16', listed_from: listedFrom });
    await addCase(plain, gstA, { due_amount: '25000.00', due_date: '2031-02-10', listed_from: listedFrom });
    // Interest as in interest.test.ts: principal ₹1,50,000 − ₹30,000 − ₹20,000 = ₹1,00,000 from 1 Jan 2031 → ₹2,270.91.
    await addCase(micro, gstB, {
      due_amount: '150000.00',
      settled_amount: '30000.00',
      write_off_amount: '20000.00',
      due_date: '2031-01-01',
      status: 'partial_settled',
      listed_from: listedFrom,
    });

    // Not listed: inside the reply window, never noticed, under dispute, removed after an upheld dispute.
    await addCase(plain, gstA, { due_amount: '70000.00', due_date: '2030-06-01', listed_from: new Date(NOW.getTime() + 86_400_000) });
    await addCase(plain, gstA, { due_amount: '70000.00', due_date: '2030-06-01', listed_from: null });
    await addCase(plain, gstC, { due_amount: '70000.00', due_date: '2030-06-01', status: 'disputed', listed_from: listedFrom });
    await addCase(micro, gstC, { due_amount: '70000.00', due_date: '2030-06-01', status: 'removed', listed_from: listedFrom });
    await addCase(plain, gstA, { due_amount: '70000.00', due_date: '2030-06-01', status: 'processing' });

    // Settled after it was listed: due 5 Jan, settled 10 Feb → 36 days, prompt; 19 days before 1 Mar.
    const settled = await addCase(plain, gstC, {
      due_amount: '40000.00',
      settled_amount: '40000.00',
      due_date: '2031-01-05',
      status: 'full_settled',
      listed_from: '2031-01-20T06:00:00Z',
    });
    await settledOn(settled, '2031-02-10T06:00:00Z');
    // Settled inside the reply window, before it was ever listed: it never counted.
    const early = await addCase(plain, gstB, {
      due_amount: '90000.00',
      settled_amount: '90000.00',
      due_date: '2030-12-01',
      status: 'full_settled',
      listed_from: '2031-02-20T06:00:00Z',
    });
    await settledOn(early, '2031-02-01T06:00:00Z');

    // Another PAN's listed case: not ours.
    await addCase(plain, randomGstin('27'), { due_amount: '99999.00', listed_from: listedFrom });

    // Purchases recorded against the PAN's registered business (gstA).
    const buyer = await createBusiness(db, { gstin: gstA });
    const [s1, s2, s3] = [await createBusiness(db), await createBusiness(db), await createBusiness(db)];
    await consent(s1, buyer.id);
    await purchase(s1, buyer.id, { voucher_number: 'ON-TIME', advance_paid: '1000.00', updated_at: '2031-01-20T06:00:00Z' });
    // Paid in full on 25 Jan, due 10 Jan: late. Recorded by s1 (consented) and, alike, by s2 (no consent).
    const paidLate = { advance_paid: '1000.00', due_date: '2031-01-10', updated_at: '2031-01-25T06:00:00Z' };
    await purchase(s1, buyer.id, { voucher_number: 'LATE', ...paidLate });
    await purchase(s1, buyer.id, { voucher_number: 'OVERDUE', advance_paid: '400.00' });
    await purchase(s1, buyer.id, { voucher_number: 'NOT-YET-DUE', due_date: '2031-04-01' });
    await purchase(s1, buyer.id, { voucher_number: 'AFTER-NOW', created_at: '2031-03-05T06:00:00Z', updated_at: '2031-03-05T06:00:00Z' });
    // No consent, and a consent withdrawn: those suppliers' records do not count.
    await purchase(s2, buyer.id, { voucher_number: 'NO-CONSENT', ...paidLate });
    await consent(s3, buyer.id, { revoked: true });
    await purchase(s3, buyer.id, { voucher_number: 'REVOKED' });

    // GST registration: gstB's is the oldest known (a failed look-up's date does not count).
    const hit = (gstin: string, status: string, registration_date: string) => ({
      gstin,
      status,
      source: 'single',
      response: JSON.stringify(status === 'success' ? { gstin, registration_date } : { code: 'GST_DOWN', registration_date }),
    });
    await db('gst_hit_logs').insert([
      hit(gstA, 'success', '2025-03-01'),
      hit(gstB, 'success', '2021-03-01'),
      hit(gstC, 'failed', '2001-01-01'),
    ]);
  });

  it('reads the PAN’s listed cases, settled defaults, disputes, purchases and registration age', async () => {
    const f = await creditFactsFor(db, gstA.toLowerCase(), { now: NOW });
    const reporters = await db('defaulter_cases').where({ defaulter_gstin: gstA, due_amount: '50000.00' }).first('reporter_business_id');
    const micro = await db('defaulter_cases').where({ defaulter_gstin: gstB, status: 'partial_settled' }).first('reporter_business_id');
    expect(f).toEqual({
      gstin: gstA,
      pan,
      gstins: [gstA, gstB, gstC].sort(),
      asOf: '2031-03-01',
      listed: {
        cases: 3,
        // 50,000 + 25,000 + (1,50,000 − 30,000 − 20,000)
        outstandingPaise: 175_000_00,
        reporterIds: [Number(reporters.reporter_business_id), Number(micro.reporter_business_id)].sort((a, b) => a - b),
        // The oldest due date, 1 Jan 2031, to 1 Mar 2031.
        oldestOverdueDays: 59,
        msmedInterestPaise: 2_270_91,
      },
      settled: {
        cases: 1,
        promptCases: 1,
        averageDaysToSettle: 36,
        daysSinceLatest: 19,
        // Listed: 30,000 settled of 2,25,000 due; settled default: 40,000 of 40,000.
        settledPaise: 70_000_00,
        duePaise: 265_000_00,
      },
      openDisputes: 1,
      transactions: { paidOnTime: 1, paidLate: 1, overdue: 1 },
      // 1 Mar 2021 → 1 Mar 2031: ten years with two leap days.
      registrationAgeDays: 3652,
    });
  });

  it('gives the same facts for any GSTIN of the PAN, and they score', async () => {
    const a = await creditFactsFor(db, gstA, { now: NOW });
    const c = await creditFactsFor(db, gstC, { now: NOW });
    expect({ ...c, gstin: gstA }).toEqual(a);
    const score = scoreCredit(a, DEFAULT_SCORE_BANDS);
    expect(score.kind).toBe('scored');
    // ₹1,75,000 unpaid (150) + 3 unpaid defaults (135) + settled default (10) + 2 reporters (35) + 59 days (30)
    // + ₹2,270.91 interest (10) + in default now (60) + 2 of 3 purchases late/overdue (53) = 483 → 417.
    expect(score.kind === 'scored' && score.score).toBe(417);
  });

  it('counts a case only once its listing date has come (the listing rule as of `now`)', async () => {
    const before = await creditFactsFor(db, gstA, { now: daysBefore(11) });
    expect(before.listed.cases).toBe(0);
    expect(before.listed.oldestOverdueDays).toBeNull();
    expect(before.listed.msmedInterestPaise).toBe(0);
  });

  it('a GSTIN nobody reported or recorded has no history', async () => {
    const stranger = randomGstin('29');
    const f = await creditFactsFor(db, stranger, { now: NOW });
    expect(f.gstins).toEqual([stranger]);
    expect(f.listed).toEqual({ cases: 0, outstandingPaise: 0, reporterIds: [], oldestOverdueDays: null, msmedInterestPaise: 0 });
    expect(f.settled).toEqual({ cases: 0, promptCases: 0, averageDaysToSettle: null, daysSinceLatest: null, settledPaise: 0, duePaise: 0 });
    expect(f.transactions).toEqual({ paidOnTime: 0, paidLate: 0, overdue: 0 });
    expect(f.registrationAgeDays).toBeNull();
    expect(scoreCredit(f, DEFAULT_SCORE_BANDS)).toEqual({ kind: 'no_history' });
  });

  it('refuses a GSTIN that is not valid as invalid input (a 400)', async () => {
    const bad = gstA.slice(0, 14) + (gstA[14] === 'A' ? 'B' : 'A');
    await expect(creditFactsFor(db, bad)).rejects.toMatchObject({ kind: 'invalid', code: 'GSTIN_FORMAT' });
    await expect(creditFactsFor(db, 'not a gstin')).rejects.toBeInstanceOf(DomainError);
  });

  it('finds a PAN’s cases and businesses through the PAN indexes', async () => {
    const plan = async (sql: string) =>
      db.transaction(async (trx) => {
        await trx.raw('SET LOCAL enable_seqscan = off');
        const { rows } = await trx.raw(`EXPLAIN ${sql}`, [pan]);
        return rows.map((r: { 'QUERY PLAN': string }) => r['QUERY PLAN']).join('\n');
      });
    expect(
      await plan(
        // The PAN predicate alone: with a status filter too, a shared test table with few listed cases may
        // rightly prefer the status index, so that plan says nothing about whether the expression matches.
        `SELECT count(*) FROM defaulter_cases c WHERE substr(c.defaulter_gstin, 3, 10) = ?`,
      ),
    ).toContain('defaulter_cases_pan_status');
    expect(await plan(`SELECT id FROM businesses WHERE substr(gstin, 3, 10) = ?`)).toContain('businesses_gstin_pan');
  });
});
