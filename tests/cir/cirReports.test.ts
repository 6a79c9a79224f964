/**
 * The CIR API against the real database (issue 11 §2): generating charges once however many retries
 * race, a report on one's own business is free and shows who enquired, nobody else reads a report,
 * bad input is a 400 with a message, a short wallet leaves nothing behind, and a report is found
 * genuine by its verification code. (What a report shows: cirSnapshot.test.ts.)
 */
import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { CIR_MESSAGES, type CirReportView } from '../../api/src/contracts/cir';
import { cirSnapshotHash } from '../../api/src/domain/cir/cirVerification';
import { sandboxGstin } from '../../api/src/domain/gst/sandboxGstAdapter';
import { postReport, reportBody, reporterOnPlan, reportTestApp } from '../cases/support';
import { createBusiness } from '../domain/fixtures';
import { expectLedgerSound } from '../payments/support';
import { createRole, createTestApp, signedIn } from '../support/testApp';
import { addCase, cirClient, memberOnPlan, reporter, subjectGstin } from './support';

const t = createTestApp();
const api = cirClient(t.app);
afterAll(() => t.close());

const countOf = async (q: ReturnType<typeof t.db>) => Number(((await q.count('* as n').first()) as unknown as { n: string }).n);
const rowsOf = async (userId: number) => ({
  reports: await countOf(t.db('cir_reports').where({ user_id: userId })),
  orders: await countOf(t.db('orders').where({ user_id: userId })),
  journals: await countOf(t.db('wallet_journal').where({ user_id: userId, kind: 'debit' })),
  freeUses: await countOf(t.db('free_benefit_tracks').where({ user_id: userId, benefit: 'free_cir' })),
});
const walletOf = async (userId: number) => (await t.db('users').where({ id: userId }).first('wallet_balance')).wallet_balance as string;

describe('POST /api/cir/reports: what it costs, charged once', () => {
  it('10 concurrent identical requests under one Idempotency-Key make one report, one order, one journal, one invoice', async () => {
    const m = await memberOnPlan(t.db, { cirFee: '500.00', walletPaise: 200_000 });
    const gstin = subjectGstin();
    await addCase(t.db, await reporter(t.db), gstin);
    const key = crypto.randomUUID();
    const body = { business_id: m.business.id, gstin, purpose: 'new_credit' };
    const answers = await Promise.all(Array.from({ length: 10 }, () => api.generate(m.auth, body, key)));

    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.id)).size).toBe(1);
    const report = answers[0]!.body as CirReportView;
    // ₹500 + 18 % GST, seller and buyer both in Rajasthan (CGST ₹45 + SGST ₹45).
    expect(report.charged).toBe('590.00');
    expect(report.invoice_number).toMatch(/^BKY\//);
    expect(await rowsOf(m.user.id)).toEqual({ reports: 1, orders: 1, journals: 1, freeUses: 0 });
    expect(await walletOf(m.user.id)).toBe('1410.00');
    const stored = await t.db('cir_reports').where({ id: report.id }).first('order_id', 'invoice_id', 'basis', 'purpose', 'fee');
    expect(stored).toMatchObject({ basis: 'plan_fee', purpose: 'new_credit', fee: '590.00' });
    const order = await t.db('orders').where({ id: stored.order_id }).first('purpose', 'status', 'total');
    expect(order).toMatchObject({ purpose: 'cir', status: 'paid', total: '590.00' });
    expect(Number((await t.db('invoices').where({ id: stored.invoice_id }).first('order_id')).order_id)).toBe(Number(stored.order_id));
    await expectLedgerSound(t.db, [m.user.id]);

    // The same key with another body is refused; a new key is a new report, charged again.
    const other = await api.generate(m.auth, { ...body, purpose: 'collection' }, key);
    expect(other.status).toBe(409);
    const again = await api.generate(m.auth, body);
    expect(again.status).toBe(201);
    expect(again.body.id).not.toBe(report.id);
    expect(await walletOf(m.user.id)).toBe('820.00');
  });

  it('uses the plan’s free CIRs first (recorded as used), then charges the fee', async () => {
    const m = await memberOnPlan(t.db, { cirFee: '200.00', freeCirs: 1, walletPaise: 100_000 });
    const body = { business_id: m.business.id, gstin: subjectGstin(), purpose: 'credit_review' };
    const quote = await api.get(`/api/cir/quote?business_id=${m.business.id}&gstin=${body.gstin}`, m.auth);
    expect(quote.status).toBe(200);
    expect(quote.body).toMatchObject({ allowed: true, basis: 'plan_free_cir', total: '0.00', wallet_balance: '1000.00' });

    const free = await api.generate(m.auth, body);
    expect(free.status).toBe(201);
    expect(free.body.charged).toBe('0.00');
    expect(free.body.invoice_number).toBeNull();
    expect(await rowsOf(m.user.id)).toEqual({ reports: 1, orders: 0, journals: 0, freeUses: 1 });

    const next = await api.get(`/api/cir/quote?business_id=${m.business.id}&gstin=${body.gstin}`, m.auth);
    expect(next.body).toMatchObject({ allowed: true, basis: 'plan_fee', fee: '200.00', gst: '36.00', total: '236.00' });
    const paid = await api.generate(m.auth, body);
    expect(paid.status).toBe(201);
    expect(paid.body.charged).toBe('236.00');
    expect(await rowsOf(m.user.id)).toEqual({ reports: 2, orders: 1, journals: 1, freeUses: 1 });
  });

  it('a short wallet is 402 with what to add, and nothing is written: no report, no order, no journal', async () => {
    const m = await memberOnPlan(t.db, { cirFee: '500.00', walletPaise: 10_000 });
    const gstin = subjectGstin();
    const quote = await api.get(`/api/cir/quote?business_id=${m.business.id}&gstin=${gstin}`, m.auth);
    expect(quote.body).toMatchObject({ allowed: false, basis: 'wallet_short', total: '590.00' });
    expect(quote.body.message).toContain('Add ₹490.00');

    const res = await api.generate(m.auth, { business_id: m.business.id, gstin, purpose: 'new_credit' });
    expect(res.status).toBe(402);
    expect(res.body.message).toMatch(/Add ₹490\.00 to your wallet.*Nothing was charged/);
    expect(res.body).toMatchObject({ reason: 'wallet_short', shortfall: '490.00', total: '590.00' });
    expect(await rowsOf(m.user.id)).toEqual({ reports: 0, orders: 0, journals: 0, freeUses: 0 });
    expect(await walletOf(m.user.id)).toBe('100.00');
  });

  it('a failure after the charge was taken (the tax invoice refused) rolls everything back: "Nothing was charged"', async () => {
    const m = await memberOnPlan(t.db, { cirFee: '500.00', walletPaise: 100_000 });
    const sac = await t.db('global_settings').where({ key: 'invoice-sac-code' }).first('value');
    await t.db('global_settings').where({ key: 'invoice-sac-code' }).update({ value: 'none' });
    try {
      const res = await api.generate(m.auth, { business_id: m.business.id, gstin: subjectGstin(), purpose: 'new_credit' });
      expect(res.status).toBe(500);
      expect(res.body.message).toBe('We could not generate the report. Nothing was charged.');
    } finally {
      await t.db('global_settings').where({ key: 'invoice-sac-code' }).update({ value: sac.value });
    }
    expect(await rowsOf(m.user.id)).toEqual({ reports: 0, orders: 0, journals: 0, freeUses: 0 });
    expect(await walletOf(m.user.id)).toBe('1000.00');
  });

  it('without an active plan: 402 saying so, nothing written', async () => {
    const m = await memberOnPlan(t.db, { plan: false, walletPaise: 100_000 });
    const res = await api.generate(m.auth, { business_id: m.business.id, gstin: subjectGstin(), purpose: 'other' });
    expect(res.status).toBe(402);
    expect(res.body.reason).toBe('no_plan');
    expect(res.body.message).toContain('active membership plan');
    expect(await rowsOf(m.user.id)).toEqual({ reports: 0, orders: 0, journals: 0, freeUses: 0 });
  });
});

describe('a report on one’s own business', () => {
  it('is free on a GSTIN whose control the member proved, and lists who enquired (on the PAN); others see counts only', async () => {
    const owner = await memberOnPlan(t.db, { plan: false });
    const pan = owner.business.gstin.slice(2, 12);
    // The owner's second registration of the same PAN, in another state, its control proven on its own.
    const branch = await createBusiness(t.db, { userId: owner.user.id, gstin: sandboxGstin('27', pan), controlProven: true });
    const enquirer = await memberOnPlan(t.db, { cirFee: '100.00', walletPaise: 100_000 });
    await t.db('businesses').where({ id: enquirer.business.id }).update({ trade_name: 'Curious Buyers Co' });
    const other = await api.generate(enquirer.auth, {
      business_id: enquirer.business.id,
      gstin: owner.business.gstin,
      purpose: 'new_credit',
    });
    expect(other.status).toBe(201);
    expect(other.body.snapshot.enquiries).toEqual({ kind: 'counts', last_30_days: 0, last_12_months: 0 });

    const own = await api.generate(owner.auth, { business_id: owner.business.id, gstin: branch.gstin, purpose: 'credit_review' });
    expect(own.status).toBe(201);
    expect(own.body).toMatchObject({ charged: '0.00', purpose: 'own_business', invoice_number: null });
    expect(own.body.snapshot.enquiries.kind).toBe('detailed');
    expect(own.body.snapshot.enquiries.items).toEqual([{ at: other.body.created_at, member: 'Curious Buyers Co', purpose: 'new_credit' }]);
    expect(await rowsOf(owner.user.id)).toEqual({ reports: 1, orders: 0, journals: 0, freeUses: 0 });

    // The owner's own look is not an enquiry others see.
    const later = await api.generate(enquirer.auth, {
      business_id: enquirer.business.id,
      gstin: owner.business.gstin,
      purpose: 'collection',
    });
    expect(later.body.snapshot.enquiries).toEqual({ kind: 'counts', last_30_days: 1, last_12_months: 1 });
  });

  it('needs control of that exact GSTIN proven: an unproven business, or another GSTIN of a proven one’s PAN, pays like anyone', async () => {
    const m = await memberOnPlan(t.db, { cirFee: '100.00', walletPaise: 100_000 });
    const mine = await createBusiness(t.db, { userId: m.user.id, gstin: subjectGstin(), controlProven: false });
    const sibling = sandboxGstin('29', m.business.gstin.slice(2, 12));
    for (const gstin of [mine.gstin, sibling]) {
      const quote = await api.get(`/api/cir/quote?business_id=${m.business.id}&gstin=${gstin}`, m.auth);
      expect(quote.body.basis).toBe('plan_fee');
      const res = await api.generate(m.auth, { business_id: m.business.id, gstin, purpose: 'own_business' });
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(CIR_MESSAGES.notOwnBusiness);
    }
  });
});

describe('who reads a report', () => {
  it('the member who generated it and staff with CIR → detailView; another member 404, other staff 403, signed out 401', async () => {
    const m = await memberOnPlan(t.db, { cirFee: '100.00', walletPaise: 100_000 });
    const made = await api.generate(m.auth, { business_id: m.business.id, gstin: subjectGstin(), purpose: 'other' });
    const path = `/api/cir/reports/${made.body.id}`;

    const mine = await api.get(path, m.auth);
    expect(mine.status).toBe(200);
    expect(mine.body).toEqual(made.body);
    const list = await api.get('/api/cir/reports', m.auth);
    expect(list.body.map((r: { id: number }) => r.id)).toEqual([made.body.id]);
    expect(list.body[0]).toMatchObject({ subject_gstin: made.body.snapshot.subject.gstin, purpose: 'other', charged: '118.00' });

    const stranger = await signedIn(t.db);
    const theirs = await api.get(path, stranger.auth);
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('We could not find this credit report.');
    expect((await api.get('/api/cir/reports', stranger.auth)).body).toEqual([]);

    const reader = await signedIn(t.db, { roleId: (await createRole(t.db, 'CIR reader', { CIR: ['listView', 'detailView'] })).id });
    expect((await api.get(path, reader.auth)).body).toEqual(made.body);
    const outsider = await signedIn(t.db, { roleId: (await createRole(t.db, 'No CIR', { Customer: ['listView'] })).id });
    expect((await api.get(path, outsider.auth)).status).toBe(403);

    expect((await api.get(path)).status).toBe(401);
    expect((await api.get('/api/cir/reports/abc', m.auth)).status).toBe(404);
  });

  it('answers 401 before anything for a signed-out caller on every member route', async () => {
    const gstin = subjectGstin();
    expect((await api.get(`/api/cir/search?q=${gstin}`)).status).toBe(401);
    expect((await api.get(`/api/cir/quote?business_id=1&gstin=${gstin}`)).status).toBe(401);
    expect((await api.get('/api/cir/reports')).status).toBe(401);
    expect((await api.generate(undefined, { business_id: 1, gstin, purpose: 'other' })).status).toBe(401);
    const call = await api.generate(undefined, {}, null, '/api/data/cir-data');
    expect(call.status).toBe(401);
    expect(call.body).toMatchObject({ status: false, data: {} });
  });
});

describe('bad input: 400 with a message', () => {
  it('a wrong GSTIN, a purpose not offered, a missing business or Idempotency-Key', async () => {
    const m = await memberOnPlan(t.db, { walletPaise: 100_000 });
    const ok = { business_id: m.business.id, gstin: subjectGstin(), purpose: 'new_credit' };
    const cases: Array<[Record<string, unknown>, string | null, RegExp]> = [
      [{ ...ok, gstin: '27AAPFU0939F1ZX' }, 'k-12345678', /check digit is wrong/],
      [{ ...ok, gstin: 'AAPFU0939F' }, 'k-12345678', /valid 15-character GSTIN/],
      [{ ...ok, gstin: undefined }, 'k-12345678', /enter the GSTIN/],
      [{ ...ok, purpose: 'curiosity' }, 'k-12345678', /why you are checking/],
      [{ ...ok, business_id: 'mine' }, 'k-12345678', /business you are checking from/],
      [ok, null, /Idempotency-Key/],
      [ok, 'short', /Idempotency-Key/],
    ];
    for (const [body, key, message] of cases) {
      const res = await api.generate(m.auth, body, key);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
    }
    const quote = await api.get(`/api/cir/quote?business_id=${m.business.id}&gstin=nope`, m.auth);
    expect(quote.status).toBe(400);
    expect(quote.body.errors.gstin).toMatch(/GSTIN/);
    // Another member's business: 404, as if it did not exist.
    const stranger = await memberOnPlan(t.db, { walletPaise: 100_000 });
    const theirs = await api.generate(m.auth, { ...ok, business_id: stranger.business.id });
    expect(theirs.status).toBe(404);
    expect(await rowsOf(m.user.id)).toEqual({ reports: 0, orders: 0, journals: 0, freeUses: 0 });
  });
});

describe('POST /api/data/cir-data (spec §7)', () => {
  it('generates with the same rules and answers { status, data, message }; a failure is the failure object', async () => {
    const m = await memberOnPlan(t.db, { cirFee: '100.00', walletPaise: 100_000 });
    const body = { business_id: m.business.id, gstin: subjectGstin(), purpose: 'collection' };
    const key = crypto.randomUUID();
    const made = await api.generate(m.auth, body, key, '/api/data/cir-data');
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      status: true,
      message: 'Your credit report is ready',
      data: { charged: '118.00', purpose: 'collection' },
    });
    const retry = await api.generate(m.auth, body, key, '/api/data/cir-data');
    expect(retry.status).toBe(200);
    expect(retry.body.data.id).toBe(made.body.data.id);
    // The same key on the other path is the same request too.
    const viaRoute = await api.generate(m.auth, body, key);
    expect(viaRoute.body.id).toBe(made.body.data.id);
    expect(await rowsOf(m.user.id)).toMatchObject({ reports: 1, orders: 1, journals: 1 });

    const bad = await api.generate(m.auth, { ...body, gstin: '27AAPFU0939F1ZX' }, crypto.randomUUID(), '/api/data/cir-data');
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ status: false, data: {} });
    expect(bad.body.message).toMatch(/check digit/);
  });
});

describe('GET /api/cir/verify/:code (public)', () => {
  it('a report’s code is genuine with what to compare; an unknown code is not; a malformed one is 400', async () => {
    const m = await memberOnPlan(t.db, { cirFee: '100.00', walletPaise: 100_000 });
    const gstin = subjectGstin();
    await addCase(t.db, await reporter(t.db), gstin);
    const made = await api.generate(m.auth, { business_id: m.business.id, gstin, purpose: 'other' });
    const code: string = made.body.snapshot.verification_code;
    expect(code).toMatch(/^[A-Z2-7]{20}$/);

    const genuine = await api.get(`/api/cir/verify/${code.toLowerCase()}`);
    expect(genuine.status).toBe(200);
    expect(genuine.body).toEqual({
      genuine: true,
      report: {
        subject_gstin: gstin,
        subject_name: 'Slow Payer Traders Private Limited',
        score: made.body.snapshot.score.score,
        band: made.body.snapshot.score.band.name,
        generated_at: made.body.snapshot.generated_at,
        // The key figures the PDF prints, and the fingerprint of the stored snapshot (issue 18 §11).
        figures: {
          cases: 1,
          cases_by_status: made.body.snapshot.summary.cases_by_status,
          outstanding: made.body.snapshot.summary.outstanding,
          settled: '0.00',
          written_off: '0.00',
          open_disputes: 0,
          distinct_reporters: 1,
        },
        content_hash: cirSnapshotHash(made.body.snapshot),
      },
    });
    expect(Object.values(genuine.body.report.figures.cases_by_status)).toEqual([1]);
    expect(genuine.body.report.figures.outstanding).not.toBe('0.00');
    // A report with one case fewer has other figures and another fingerprint.
    const fewer = { ...made.body.snapshot, cases: [] };
    expect(cirSnapshotHash(fewer)).not.toBe(genuine.body.report.content_hash);
    const unknown = await api.get(`/api/cir/verify/${'A'.repeat(20)}`);
    expect(unknown.body).toEqual({ genuine: false });
    const malformed = await api.get('/api/cir/verify/not-a-code');
    expect(malformed.status).toBe(400);
    expect(malformed.body.message).toContain('20 letters and digits');
  });
});

describe('show_reporter_name on a defaulter report', () => {
  const r = reportTestApp();
  afterAll(() => r.close());

  it('is saved from the report form (default false)', async () => {
    const m = await reporterOnPlan(r.db, '0.00');
    const named = await postReport(r.app, m.auth, reportBody(m.business.id, { show_reporter_name: true }));
    const plain = await postReport(r.app, m.auth, reportBody(m.business.id));
    expect([named.status, plain.status]).toEqual([201, 201]);
    const flags = await r
      .db('defaulter_cases')
      .whereIn('id', [named.body.data.id, plain.body.data.id])
      .orderBy('id')
      .pluck('show_reporter_name');
    expect(flags).toEqual([true, false]);
    const wrong = await postReport(r.app, m.auth, reportBody(m.business.id, { show_reporter_name: 'yes' }));
    expect(wrong.status).toBe(400);
    expect(wrong.body.errors.show_reporter_name).toBe('Show your name is yes or no.');
  });
});
