/**
 * What a generated report shows (issue 11 §2) and that it stays as generated: every case of the PAN a
 * member may see — listed, partly and fully settled, disputed (with the reported business's
 * statement, not scored) — and none of the others; reporters named only when they agreed;
 * settlements and trends; reopening shows the snapshot even after the facts changed.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CirCaseView, CirReportView } from '../../api/src/contracts/cir';
import { sandboxGstin } from '../../api/src/domain/gst/sandboxGstAdapter';
import { istPlainDate } from '../../api/src/validation';
import { randomPan } from '../domain/fixtures';
import { createTestApp } from '../support/testApp';
import { addCase, cirClient, daysAgo, memberOnPlan, reporter } from './support';

const t = createTestApp();
const api = cirClient(t.app);
afterAll(() => t.close());

const pan = randomPan('C');
const main = sandboxGstin('27', pan);
const branch = sandboxGstin('24', pan);
// Set in beforeAll.
const ids = { listedNamed: 0, listedQuiet: 0, partial: 0, settled: 0, disputed: 0, inWindow: 0, settledEarly: 0 };
let report: CirReportView;
let member: Awaited<ReturnType<typeof memberOnPlan>>;

beforeAll(async () => {
  member = await memberOnPlan(t.db, { cirFee: '100.00', walletPaise: 500_000 });
  const named = await reporter(t.db, { state: '24', tradeName: 'Open Book Traders' });
  const quiet = await reporter(t.db, { state: '08', tradeName: 'Quiet Supplier Co' });

  ids.listedNamed = await addCase(t.db, named, main, { due_amount: '80000.00', show_reporter_name: true });
  ids.listedQuiet = await addCase(t.db, quiet, branch, { due_amount: '20000.00' });
  ids.partial = await addCase(t.db, quiet, main, {
    status: 'partial_settled',
    due_amount: '30000.00',
    settled_amount: '10000.00',
    write_off_amount: '5000.00',
  });
  await t.db('case_events').insert({
    case_id: ids.partial,
    from_status: 'verified',
    to_status: 'partial_settled',
    settled_delta: '10000.00',
    created_at: daysAgo(5),
  });
  // Settled in full after it was listed: a paid default, with its settlement.
  ids.settled = await addCase(t.db, quiet, main, {
    status: 'full_settled',
    due_amount: '15000.00',
    settled_amount: '15000.00',
    due_date: istPlainDate(daysAgo(60)),
    listed_from: daysAgo(30),
  });
  await t.db('case_events').insert({
    case_id: ids.settled,
    from_status: 'verified',
    to_status: 'full_settled',
    settled_delta: '15000.00',
    created_at: daysAgo(20),
  });
  // Under dispute: shown with the statement, not counted.
  ids.disputed = await addCase(t.db, named, main, { status: 'disputed', due_amount: '99000.00', show_reporter_name: true });
  await t.db('case_disputes').insert({
    case_id: ids.disputed,
    statement: 'We never received these goods; the delivery note is not signed by us.',
    opened_at: daysAgo(3),
    decide_by: new Date(Date.now() + 10 * 86_400_000),
    status: 'open',
    previous_status: 'verified',
  });
  // Never shown: still in its reply window, settled before it was ever listed, and every closed or unverified status.
  ids.inWindow = await addCase(t.db, quiet, main, { listed_from: new Date(Date.now() + 86_400_000) });
  ids.settledEarly = await addCase(t.db, quiet, main, {
    status: 'full_settled',
    settled_amount: '50000.00',
    listed_from: new Date(Date.now() + 86_400_000),
  });
  await t
    .db('case_events')
    .insert({ case_id: ids.settledEarly, to_status: 'full_settled', settled_delta: '50000.00', created_at: daysAgo(2) });
  for (const status of ['processing', 'more_details_required', 'rejected', 'incomplete', 'removed', 'wrongly_reported'])
    await addCase(t.db, quiet, main, { status, listed_from: status === 'removed' ? daysAgo(10) : null });

  const res = await api.generate(member.auth, { business_id: member.business.id, gstin: main, purpose: 'new_credit' });
  expect(res.status).toBe(201);
  report = res.body;
});

const caseOf = (id: number): CirCaseView => report.snapshot.cases.find((c) => c.id === id)!;

describe('a report’s cases', () => {
  it('shows exactly the listed, settled and disputed cases of the PAN (all its GSTINs), newest first', () => {
    const shown = report.snapshot.cases.map((c) => c.id);
    expect(new Set(shown)).toEqual(new Set([ids.listedNamed, ids.listedQuiet, ids.partial, ids.settled, ids.disputed]));
    expect(shown).toEqual([...shown].sort((a, b) => b - a)); // same created_at: newest id first
    expect(caseOf(ids.listedQuiet).gstin).toBe(branch);
    expect(report.snapshot.subject).toMatchObject({ gstin: main, pan, gstins: [main, branch], name: 'Slow Payer Traders Private Limited' });
  });

  it('names a reporter only when it agreed, else "A member in <state>"', () => {
    expect(caseOf(ids.listedNamed).reporter).toBe('Open Book Traders');
    expect(caseOf(ids.disputed).reporter).toBe('Open Book Traders');
    expect(caseOf(ids.listedQuiet).reporter).toBe('A member in Rajasthan');
    expect(JSON.stringify(report.snapshot)).not.toContain('Quiet Supplier Co');
  });

  it('shows a dispute with the reported business’s statement, and does not score it', () => {
    expect(caseOf(ids.disputed)).toMatchObject({
      status: 'disputed',
      status_label: expect.any(String),
      listed_from: null,
      dispute: {
        status: 'open',
        statement: 'We never received these goods; the delivery note is not signed by us.',
        opened_on: istPlainDate(daysAgo(3)),
        decided_on: null,
      },
    });
    expect(caseOf(ids.listedNamed).dispute).toBeNull();
    const { summary } = report.snapshot;
    expect(summary.open_disputes).toBe(1);
    // Listed: the two verified cases and the partly settled one; the disputed ₹99,000 is not outstanding.
    expect(summary.listed_cases).toBe(3);
    expect(summary.outstanding).toBe('115000.00'); // 80,000 + 20,000 + (30,000 − 10,000 − 5,000)
    expect(summary.distinct_reporters).toBe(2);
    expect(summary.cases_by_status).toEqual({ verified: 2, partial_settled: 1, full_settled: 1, disputed: 1 });
  });

  it('shows settlements and amounts, and the score they give', () => {
    expect(caseOf(ids.partial)).toMatchObject({
      due_amount: '30000.00',
      settled_amount: '10000.00',
      write_off_amount: '5000.00',
      outstanding: '15000.00',
      msmed_interest: '0.00',
    });
    expect(caseOf(ids.settled)).toMatchObject({ status: 'full_settled', outstanding: '0.00' });
    expect(report.snapshot.settlements).toEqual([
      { case_id: ids.partial, settled_on: istPlainDate(daysAgo(5)), amount: '10000.00', days_from_due: 115 },
      { case_id: ids.settled, settled_on: istPlainDate(daysAgo(20)), amount: '15000.00', days_from_due: 40 },
    ]);
    expect(report.snapshot.summary.written_off).toBe('5000.00');
    expect(report.snapshot.summary.settled).toBe('25000.00');
    expect(report.snapshot.score.kind).toBe('scored');
    if (report.snapshot.score.kind !== 'scored') return;
    expect(report.snapshot.score.reasons.map((r) => r.code)).toContain('outstanding_amount');
    expect(report.snapshot.score.band?.name).toBeTruthy();
  });

  it('gives 24 months of trends, oldest first, ending this month', () => {
    const { trends } = report.snapshot;
    expect(trends).toHaveLength(24);
    expect(trends[23]!.month).toBe(istPlainDate(new Date()).slice(0, 7));
    const reported = istPlainDate(daysAgo(40)).slice(0, 7);
    expect(trends.find((m) => m.month === reported)!.new_cases).toBe(5);
    expect(trends.reduce((s, m) => s + Number(m.settled), 0)).toBe(25000);
  });
});

describe('a report is a snapshot', () => {
  it('reads back exactly as generated after the facts change; a new report shows the change', async () => {
    const later = await reporter(t.db, { state: '08' });
    const newCase = await addCase(t.db, later, main, { due_amount: '12345.00' });
    await t.db('defaulter_cases').where({ id: ids.listedNamed }).update({ status: 'full_settled', settled_amount: '80000.00' });

    const reread = await api.get(`/api/cir/reports/${report.id}`, member.auth);
    expect(reread.status).toBe(200);
    expect(reread.body).toEqual(report);

    const fresh = await api.generate(member.auth, { business_id: member.business.id, gstin: main, purpose: 'credit_review' });
    expect(fresh.body.snapshot.cases.map((c: CirCaseView) => c.id)).toContain(newCase);
    expect(fresh.body.snapshot.summary.outstanding).not.toBe(report.snapshot.summary.outstanding);
    expect(fresh.body.snapshot.generated_at > report.snapshot.generated_at).toBe(true);
  });
});
