/** GET /api/admin/reports/defaulters (+ .csv, /states): one row per defaulter GSTIN, exact sums. */
import crypto from 'node:crypto';
import Papa from 'papaparse';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DefaulterReportRow } from '../../api/src/contracts';
import { createBusiness, randomGstin } from '../domain/fixtures';
import { createRole, createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
let admin = '';
beforeAll(async () => {
  admin = (await signedIn(t.db, { roleId: 2 })).auth;
});
afterAll(() => t.close());

/** A word no other test uses, so a search for it returns exactly our defaulters. */
const token = () => `Zq${crypto.randomUUID().slice(0, 8)}`;

async function report(
  reporterId: number,
  gstin: string,
  name: string,
  o: { due: string; settled?: string; status: string; created_at?: Date },
) {
  const reporter = await t.db('businesses').where({ id: reporterId }).first('user_id');
  await t.db('defaulter_cases').insert({
    reporter_user_id: reporter.user_id,
    reporter_business_id: reporterId,
    defaulter_gstin: gstin,
    defaulter_name: name,
    due_amount: o.due,
    settled_amount: o.settled ?? '0.00',
    due_date: '2026-01-31',
    status: o.status,
    ...(o.created_at ? { created_at: o.created_at } : {}),
  });
}

const list = (query: Record<string, unknown>, auth = admin) =>
  request(t.app)
    .get('/api/admin/reports/defaulters')
    .query(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, JSON.stringify(v)])))
    .set('Authorization', auth);

describe('the reported-defaulters report', () => {
  const word = token();
  const a = randomGstin('08');
  const b = randomGstin('27');
  const c = randomGstin('08');
  beforeAll(async () => {
    const [r1, r2] = [await createBusiness(t.db), await createBusiness(t.db)];
    await report(r1.id, a, `${word} Old Name Traders`, {
      due: '100000.50',
      status: 'verified',
      created_at: new Date('2026-03-01T10:00:00Z'),
    });
    await report(r1.id, a, `${word} Traders`, {
      due: '50000.00',
      settled: '20000.25',
      status: 'partial_settled',
      created_at: new Date('2026-04-02T10:00:00Z'),
    });
    await report(r2.id, a, `${word} Traders`, { due: '999.99', status: 'rejected', created_at: new Date('2026-02-01T10:00:00Z') });
    await report(r2.id, b, `${word} Bombay Co`, { due: '75000.00', status: 'processing', created_at: new Date('2026-05-01T10:00:00Z') });
    await report(r1.id, c, `${word} Paid Up`, {
      due: '3000.00',
      settled: '3000.00',
      status: 'full_settled',
      created_at: new Date('2026-01-01T10:00:00Z'),
    });
  });

  it('groups the cases of one GSTIN: reporters, cases, sums, outstanding, worst status, latest name and date', async () => {
    const res = await list({ filter: { q: word } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.headers['content-range']).toBe('defaulters 0-2/3');
    const rows = res.body as DefaulterReportRow[];
    // Outstanding, most first; b (processing) and c (paid) owe nothing live, so the GSTIN breaks the tie.
    expect(rows.map((r) => r.gstin)).toEqual([a, ...[b, c].sort()]);
    expect(rows[0]).toEqual({
      id: a,
      gstin: a,
      name: `${word} Traders`,
      state_code: '08',
      state_name: 'Rajasthan',
      reporters: 2,
      cases: 3,
      total_due: '151000.49',
      total_settled: '20000.25',
      outstanding: '130000.25',
      worst_status: 'verified',
      last_reported_at: '2026-04-02T10:00:00.000Z',
    });
    expect(rows.find((r) => r.gstin === b)).toMatchObject({
      state_code: '27',
      state_name: 'Maharashtra',
      cases: 1,
      outstanding: '0.00',
      worst_status: 'processing',
    });
    expect(rows.find((r) => r.gstin === c)).toMatchObject({ worst_status: 'full_settled', total_settled: '3000.00', outstanding: '0.00' });
  });

  it('sorts by any column, pages with Content-Range, and answers */total past the end', async () => {
    const byDue = await list({ filter: { q: word }, sort: ['total_due', 'ASC'], range: [0, 1] });
    expect(byDue.body.map((r: DefaulterReportRow) => r.gstin)).toEqual([c, b]);
    expect(byDue.headers['content-range']).toBe('defaulters 0-1/3');
    const second = await list({ filter: { q: word }, sort: ['total_due', 'ASC'], range: [2, 3] });
    expect(second.body.map((r: DefaulterReportRow) => r.gstin)).toEqual([a]);
    expect(second.headers['content-range']).toBe('defaulters 2-2/3');
    const past = await list({ filter: { q: word }, range: [10, 19] });
    expect(past.body).toEqual([]);
    expect(past.headers['content-range']).toBe('defaulters */3');
    const worst = await list({ filter: { q: word }, sort: ['worst_status', 'DESC'] });
    expect(worst.body.map((r: DefaulterReportRow) => r.worst_status)).toEqual(['verified', 'processing', 'full_settled']);
    const latest = await list({ filter: { q: word }, sort: ['last_reported_at', 'DESC'] });
    expect(latest.body.map((r: DefaulterReportRow) => r.gstin)).toEqual([b, a, c]);
  });

  it('filters by state code, worst status and exact GSTIN; search finds an older spelling and the GSTIN', async () => {
    expect((await list({ filter: { q: word, state: '08' } })).body.map((r: DefaulterReportRow) => r.gstin).sort()).toEqual([a, c].sort());
    expect((await list({ filter: { q: word, status: 'processing' } })).body.map((r: DefaulterReportRow) => r.gstin)).toEqual([b]);
    expect((await list({ filter: { q: word, status: ['processing', 'full_settled'] } })).body).toHaveLength(2);
    // A defaulter with a verified case is "verified" however many rejected ones it also has.
    expect((await list({ filter: { q: word, status: 'rejected' } })).body).toEqual([]);
    const one = await list({ filter: { gstin: a.toLowerCase() } });
    expect(one.body).toHaveLength(1);
    expect(one.body[0].cases).toBe(3);
    expect((await list({ filter: { q: `${word} Old Name` } })).body.map((r: DefaulterReportRow) => r.gstin)).toEqual([a]);
    expect((await list({ filter: { q: c.slice(2, 12) } })).body.map((r: DefaulterReportRow) => r.gstin)).toEqual([c]);
  });

  it('lists the states defaulters are registered in', async () => {
    const res = await request(t.app).get('/api/admin/reports/defaulters/states').set('Authorization', admin);
    expect(res.status).toBe(200);
    const rajasthan = res.body.find((s: { code: string }) => s.code === '08');
    expect(rajasthan).toMatchObject({ name: 'Rajasthan' });
    expect(rajasthan.defaulters).toBeGreaterThanOrEqual(2);
  });

  it('downloads the filtered report as CSV (download permission) and records the export', async () => {
    const res = await request(t.app)
      .get('/api/admin/reports/defaulters.csv')
      .query({ filter: JSON.stringify({ q: word }), sort: JSON.stringify(['gstin', 'ASC']) })
      .set('Authorization', admin);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="reported-defaulters_\d{4}-\d{2}-\d{2}\.csv"/);
    const rows = Papa.parse<string[]>(res.text.trim()).data;
    expect(rows[0]).toEqual([
      'GSTIN',
      'Defaulter',
      'State code',
      'State',
      'Reporters',
      'Cases',
      'Total due',
      'Total settled',
      'Outstanding',
      'Worst status',
      'Last reported',
    ]);
    expect(rows.slice(1).map((r) => r[0])).toEqual([a, b, c].sort());
    expect(rows.find((r) => r[0] === a)).toEqual([
      a,
      `${word} Traders`,
      '08',
      'Rajasthan',
      '2',
      '3',
      '151000.49',
      '20000.25',
      '130000.25',
      'Verified',
      '2026-04-02',
    ]);
    const job = await t.db('export_jobs').where({ resource: 'defaulter-report' }).orderBy('id', 'desc').first();
    expect(job).toMatchObject({ status: 'done', row_count: 3 });
    expect(job.filter).toMatchObject({ q: word, sort: ['gstin', 'ASC'] });
  });

  it('answers 204 when the filters match nothing', async () => {
    const res = await request(t.app)
      .get('/api/admin/reports/defaulters.csv')
      .query({ filter: JSON.stringify({ q: token() }) })
      .set('Authorization', admin);
    expect(res.status).toBe(204);
    expect(res.text).toBe('');
  });
});

describe('report input and access', () => {
  it.each([
    [{ filter: { city: 'Jaipur' } }, /Unknown filter field "city"/],
    [{ filter: { state: '40' } }, /GST state code/],
    [{ filter: { status: 'paid' } }, /Unknown status "paid"/],
    [{ filter: { gstin: '08ABC' } }, /15-character GST number/],
    [{ sort: ['reporter_user_id', 'ASC'] }, /Unknown sort field/],
    [{ sort: ['cases', 'UP'] }, /ASC or DESC/],
    [{ range: [5, 1] }, /"range" must look like/],
  ])('refuses %j with 400', async (query, message) => {
    const res = await list(query);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });

  it('refuses a filter that is not JSON', async () => {
    const res = await request(t.app).get('/api/admin/reports/defaulters?filter={oops').set('Authorization', admin);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(/not valid JSON/);
  });

  it('needs Defaulter → list view to read and → download for the CSV', async () => {
    const none = await signedIn(t.db, { roleId: (await createRole(t.db, 'No defaulters', { Customer: ['listView'] })).id });
    const reader = await signedIn(t.db, { roleId: (await createRole(t.db, 'Defaulter reader', { Defaulter: ['listView'] })).id });
    const downloader = await signedIn(t.db, { roleId: (await createRole(t.db, 'Defaulter downloader', { Defaulter: ['download'] })).id });
    expect((await list({}, none.auth)).status).toBe(403);
    expect((await list({}, reader.auth)).status).toBe(200);
    const csv = (auth: string) => request(t.app).get('/api/admin/reports/defaulters.csv').set('Authorization', auth);
    expect((await csv(reader.auth)).status).toBe(403);
    expect((await csv(downloader.auth)).status).toBeLessThan(300);
    expect((await list({}, (await signedIn(t.db)).auth)).status).toBe(403);
    expect((await request(t.app).get('/api/admin/reports/defaulters')).status).toBe(401);
  });
});
