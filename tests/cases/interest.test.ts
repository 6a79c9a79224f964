/** MSMED Act interest on a case over HTTP and through the service; the bank-rate resource; Udyam numbers on businesses. */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { caseInterest } from '../../api/src/domain/defaulterCases/caseInterestService';
import { istPlainDate } from '../../api/src/validation';
import { createBusiness, randomGstin } from '../domain/fixtures';
import { createRole, createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
let admin = '';
beforeAll(async () => {
  admin = (await signedIn(t.db, { roleId: 2 })).auth;
});
afterAll(() => t.close());

type Enterprise = { enterprise_type: 'micro' | 'small' | 'medium' | null; udyam_number: string | null };
const MICRO: Enterprise = { enterprise_type: 'micro', udyam_number: 'UDYAM-RJ-17-0012345' };

/** A signed-in member whose business reported one case. */
async function reportedCase(enterprise: Enterprise, fields: Record<string, unknown> = {}) {
  const member = await signedIn(t.db);
  const business = await createBusiness(t.db, { userId: member.user.id });
  await t.db('businesses').where({ id: business.id }).update(enterprise);
  const [row] = await t
    .db('defaulter_cases')
    .insert({
      reporter_user_id: member.user.id,
      reporter_business_id: business.id,
      defaulter_gstin: randomGstin('27'),
      defaulter_name: 'Late Payer Pvt Ltd',
      due_amount: '100000.00',
      due_date: '2026-06-30',
      status: 'verified',
      ...fields,
    })
    .returning('*');
  return { member, business, caseId: Number(row.id) };
}

const interestOf = (caseId: number | string, auth: string) =>
  request(t.app).get(`/api/defaulter-cases/${caseId}/interest`).set('Authorization', auth);

function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

describe('caseInterest (service)', () => {
  /*
   * Bank rate 6.25 % from 1 Jan 2031 (this test's own row) → 18.75 % a year. Due ₹1,50,000, settled ₹30,000,
   * written off ₹20,000 → principal ₹1,00,000. No acceptance date on the case: its due date, 1 Jan 2031, stands
   * in; nothing agreed → 15 days: pay by 16 Jan, appointed day 17 Jan, monthly rest on 17 Feb. As of 1 Mar 2031:
   *   17 Jan–16 Feb, 31 days on ₹1,00,000:    1,00,000 × 0.1875 × 31/365   = ₹1,592.4657… → ₹1,592.47
   *   rest 17 Feb: 1,00,000 + 1,592.47 = ₹1,01,592.47
   *   17 Feb–1 Mar, 13 days on ₹1,01,592.47: 1,01,592.47 × 0.1875 × 13/365 = ₹678.4428… → ₹678.44
   *   interest ₹2,270.91; total ₹1,02,270.91
   */
  it('matches the hand-worked figures for a micro enterprise’s case', async () => {
    await t
      .db('rbi_bank_rates')
      .insert({ effective_from: '2031-01-01', rate_percent: '6.25', note: 'test' })
      .onConflict('effective_from')
      .merge();
    const { caseId, business } = await reportedCase(MICRO, {
      due_amount: '150000.00',
      settled_amount: '30000.00',
      write_off_amount: '20000.00',
      due_date: '2031-01-01',
      status: 'partial_settled',
    });
    const r = await caseInterest(t.db, caseId, '2031-03-01');
    expect(r).toMatchObject({
      case_id: caseId,
      applicable: true,
      reason_code: null,
      supplier: { business_id: business.id, enterprise_type: 'micro', udyam_number: 'UDYAM-RJ-17-0012345' },
      accepted_on: '2031-01-01',
      accepted_on_source: 'due_date',
      agreed_credit_days: null,
      credit_days: 15,
      due_by: '2031-01-16',
      appointed_day: '2031-01-17',
      from: '2031-01-17',
      to: '2031-03-01',
      principal: '100000.00',
      interest: '2270.91',
      total: '102270.91',
    });
    expect(r!.segments).toEqual([
      { from: '2031-01-17', to: '2031-02-16', days: 31, rate_percent: '18.75', balance: '100000.00', interest: '1592.47' },
      { from: '2031-02-17', to: '2031-03-01', days: 13, rate_percent: '18.75', balance: '101592.47', interest: '678.44' },
    ]);
  });

  it('shows no interest on a closed case or an unknown one', async () => {
    const { caseId } = await reportedCase(MICRO, { due_date: '2026-01-01', status: 'wrongly_reported' });
    const r = await caseInterest(t.db, caseId, '2026-06-01');
    expect(r).toMatchObject({ applicable: false, reason_code: 'case_closed', interest: '0.00', segments: [] });
    expect(await caseInterest(t.db, 999_999_999, '2026-06-01')).toBeNull();
  });
});

describe('GET /api/defaulter-cases/:id/interest', () => {
  it('answers the reporter with the interest as of today (IST)', async () => {
    const today = istPlainDate(new Date());
    const { caseId, member } = await reportedCase(MICRO, { due_date: daysBefore(today, 80), due_amount: '250000.00' });
    const res = await interestOf(caseId, member.auth);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({ case_id: caseId, applicable: true, as_of: today, principal: '250000.00', to: today });
    expect(res.body.appointed_day).toBe(daysBefore(today, 80 - 16));
    expect(Number(res.body.interest)).toBeGreaterThan(0);
    expect(res.body).toEqual(await caseInterest(t.db, caseId, today));
  });

  it('explains kindly when the reporter is not a micro or small enterprise', async () => {
    for (const enterprise of [
      { enterprise_type: 'medium', udyam_number: 'UDYAM-RJ-17-0012345' },
      { enterprise_type: null, udyam_number: null },
    ] as const) {
      const { caseId, member } = await reportedCase(enterprise, { due_date: '2026-01-01' });
      const res = await interestOf(caseId, member.auth);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        applicable: false,
        reason_code: 'not_micro_or_small',
        interest: '0.00',
        total: '100000.00',
        segments: [],
      });
      expect(res.body.reason).toMatch(/not recorded as a micro or small enterprise/);
    }
    const noUdyam = await reportedCase({ enterprise_type: 'small', udyam_number: null }, { due_date: '2026-01-01' });
    expect((await interestOf(noUdyam.caseId, noUdyam.member.auth)).body.reason_code).toBe('no_udyam');
  });

  it('hides another member’s case (404) and refuses staff without Defaulter → detailView (403)', async () => {
    const { caseId } = await reportedCase(MICRO);
    const stranger = await signedIn(t.db);
    const res = await interestOf(caseId, stranger.auth);
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/No defaulter case/);
    expect((await interestOf(999_999_999, stranger.auth)).status).toBe(404);
    expect((await interestOf('abc', admin)).status).toBe(404);
    expect((await request(t.app).get(`/api/defaulter-cases/${caseId}/interest`)).status).toBe(401);

    const listOnly = await createRole(t.db, 'Case lister', { Defaulter: ['listView'] });
    const lister = await signedIn(t.db, { roleId: listOnly.id });
    expect((await interestOf(caseId, lister.auth)).status).toBe(403);

    const viewer = await createRole(t.db, 'Case viewer', { Defaulter: ['detailView'] });
    const staff = await signedIn(t.db, { roleId: viewer.id });
    const seen = await interestOf(caseId, staff.auth);
    expect(seen.status).toBe(200);
    expect(seen.body.case_id).toBe(caseId);
    expect((await interestOf(caseId, admin)).status).toBe(200);
  });
});

describe('RBI bank rates (Settings)', () => {
  const post = (body: Record<string, unknown>, auth = admin) =>
    request(t.app).post('/api/rbi-bank-rates').set('Authorization', auth).send(body);

  it('refuses a rate of 0 or less, 50 or more, or not a number, naming the field', async () => {
    for (const rate_percent of ['0', '0.00', '-1', '50', '75.5', 'six', '6.255']) {
      const res = await post({ effective_from: '2040-01-01', rate_percent });
      expect(res.status, rate_percent).toBe(400);
      expect(res.body.errors.rate_percent, rate_percent).toMatch(/bank rate/);
    }
    const noDate = await post({ rate_percent: '6.25' });
    expect(noDate.status).toBe(400);
    expect(noDate.body.errors).toHaveProperty('effective_from');
    expect(await t.db('rbi_bank_rates').where({ effective_from: '2040-01-01' }).first()).toBeUndefined();
  });

  it('adds a rate, and refuses a second one for the same date (409)', async () => {
    const made = await post({ effective_from: '2040-02-01', rate_percent: '6.5', note: 'RBI press release' });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expect(made.body).toMatchObject({ effective_from: '2040-02-01', rate_percent: '6.50' });
    const again = await post({ effective_from: '2040-02-01', rate_percent: '7.00' });
    expect(again.status).toBe(409);
    expect(await t.db('rbi_bank_rates').where({ effective_from: '2040-02-01' }).pluck('rate_percent')).toEqual(['6.50']);
  });

  it('is for staff with the Global Setting permission only', async () => {
    const member = await signedIn(t.db);
    expect((await post({ effective_from: '2040-03-01', rate_percent: '6.00' }, member.auth)).status).toBe(403);
    const noSettings = await createRole(t.db, 'No settings', { Defaulter: ['detailView'] });
    const staff = await signedIn(t.db, { roleId: noSettings.id });
    expect((await request(t.app).get('/api/rbi-bank-rates').set('Authorization', staff.auth)).status).toBe(403);
    const seeded = await request(t.app).get('/api/rbi-bank-rates').set('Authorization', admin);
    expect(seeded.status).toBe(200);
    expect(seeded.body.map((r: { effective_from: string }) => r.effective_from)).toContain('2025-06-06');
  });
});

describe('Udyam number and enterprise type on a business', () => {
  it('lets the member set them, upper-cased, and refuses a malformed number on the field', async () => {
    const member = await signedIn(t.db);
    const business = await createBusiness(t.db, { userId: member.user.id });
    const put = (body: Record<string, unknown>) =>
      request(t.app).put(`/api/businesses/${business.id}`).set('Authorization', member.auth).send(body);
    const bad = await put({ udyam_number: 'UDYAM-RJ-17-123' });
    expect(bad.status).toBe(400);
    expect(bad.body.errors.udyam_number).toMatch(/like UDYAM-RJ-17-0012345/);
    const badType = await put({ enterprise_type: 'large' });
    expect(badType.status).toBe(400);
    expect(badType.body.errors).toHaveProperty('enterprise_type');
    const ok = await put({ udyam_number: ' udyam-rj-17-0012345 ', enterprise_type: 'micro' });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(await t.db('businesses').where({ id: business.id }).first('udyam_number', 'enterprise_type')).toEqual({
      udyam_number: 'UDYAM-RJ-17-0012345',
      enterprise_type: 'micro',
    });
  });
});
