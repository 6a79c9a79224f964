/** The legal-notice process, first step: eligible cases, templates and all-or-nothing batch creation. */
import crypto from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreatedBatch, EligibleCase } from '../../api/src/contracts';
import { createBusiness, randomGstin } from '../domain/fixtures';
import { createRole, createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
let admin = '';
beforeAll(async () => {
  admin = (await signedIn(t.db, { roleId: 2 })).auth;
});
afterAll(() => t.close());

const word = () => `Lx${crypto.randomUUID().slice(0, 8)}`;

async function makeCase(name: string, o: { status?: string; due?: string; settled?: string; due_date?: string; state?: string } = {}) {
  const reporter = await createBusiness(t.db);
  const [row] = await t
    .db('defaulter_cases')
    .insert({
      reporter_user_id: reporter.user_id,
      reporter_business_id: reporter.id,
      defaulter_gstin: randomGstin(o.state ?? '08'),
      defaulter_name: name,
      due_amount: o.due ?? '100000.00',
      settled_amount: o.settled ?? '0.00',
      due_date: o.due_date ?? '2026-03-31',
      status: o.status ?? 'verified',
    })
    .returning('id');
  return Number(row.id);
}

async function template(notice_for: 'buyer' | 'supplier', o: { status?: 0 | 1; kind?: string } = {}) {
  const [row] = await t
    .db('legal_notice_documents')
    .insert({
      title: `Demand notice ${word()}`,
      notice_for,
      kind: o.kind ?? 'document',
      body: '<p>Pay {{due_amount}}</p>',
      status: o.status ?? 1,
    })
    .returning('id');
  return Number(row.id);
}

const eligible = (noticeFor: string, filter: Record<string, unknown>, extra: Record<string, unknown> = {}, auth = admin) =>
  request(t.app)
    .get('/api/legal-notices/eligible-cases')
    .query({
      notice_for: noticeFor,
      filter: JSON.stringify(filter),
      ...Object.fromEntries(Object.entries(extra).map(([k, v]) => [k, JSON.stringify(v)])),
    })
    .set('Authorization', auth);
const ids = (res: request.Response) => (res.body as EligibleCase[]).map((c) => c.id);
const createBatch = (body: Record<string, unknown>, auth = admin) =>
  request(t.app).post('/api/legal-notices/batches').send(body).set('Authorization', auth);
const counts = async () => ({
  batches: Number((await t.db('legal_notice_batches').count({ n: '*' }).first())!.n),
  notices: Number((await t.db('legal_notices').count({ n: '*' }).first())!.n),
});

describe('eligible cases', () => {
  const name = word();
  const made: Record<string, number> = {};
  beforeAll(async () => {
    made.verified = await makeCase(`${name} Verified`, { due: '50000.00', due_date: '2026-01-15' });
    made.partial = await makeCase(`${name} Partial`, {
      status: 'partial_settled',
      due: '90000.00',
      settled: '10000.00',
      due_date: '2026-02-15',
      state: '27',
    });
    made.processing = await makeCase(`${name} Processing`, { status: 'processing' });
    made.settled = await makeCase(`${name} Settled`, { status: 'full_settled', settled: '100000.00' });
    made.rejected = await makeCase(`${name} Rejected`, { status: 'rejected' });
  });

  it('offers verified and partly settled cases only, with outstanding amounts, largest first', async () => {
    const res = await eligible('buyer', { q: name });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(ids(res)).toEqual([made.partial, made.verified]);
    expect(res.headers['content-range']).toBe('eligible-cases 0-1/2');
    expect(res.body[0]).toMatchObject({
      status: 'partial_settled',
      due_amount: '90000.00',
      settled_amount: '10000.00',
      outstanding: '80000.00',
      state_code: '27',
      due_date: '2026-02-15',
    });
    expect(res.body[0].reporter_business).toMatch(/^Test Traders/);
  });

  it('filters by state, outstanding amount and due date, and sorts', async () => {
    expect(ids(await eligible('buyer', { q: name, state: '08' }))).toEqual([made.verified]);
    expect(ids(await eligible('buyer', { q: name, min_amount: '60000' }))).toEqual([made.partial]);
    expect(ids(await eligible('buyer', { q: name, max_amount: 50000 }))).toEqual([made.verified]);
    expect(ids(await eligible('buyer', { q: name, due_from: '2026-02-01', due_to: '2026-02-28' }))).toEqual([made.partial]);
    expect(ids(await eligible('buyer', { q: name }, { sort: ['due_date', 'ASC'] }))).toEqual([made.verified, made.partial]);
  });

  it('leaves out cases in an open batch for the same audience, until that batch is done', async () => {
    const doc = await template('buyer');
    const res = await createBatch({ notice_for: 'buyer', document_id: doc, case_ids: [made.verified] });
    expect(res.status).toBe(201);
    expect(ids(await eligible('buyer', { q: name }))).toEqual([made.partial]);
    expect(ids(await eligible('supplier', { q: name }))).toEqual([made.partial, made.verified]);
    await t.db('legal_notice_batches').where({ id: res.body.id }).update({ status: 'generated' });
    expect(ids(await eligible('buyer', { q: name }))).toEqual([made.partial, made.verified]);
  });

  it.each([
    [{ notice_for: 'tenant' }, /buyer or supplier/],
    [{ notice_for: 'buyer', filter: JSON.stringify({ min_amount: 'lots' }) }, /amount in rupees/],
    [{ notice_for: 'buyer', filter: JSON.stringify({ min_amount: '10', max_amount: '5' }) }, /largest amount/],
    [{ notice_for: 'buyer', filter: JSON.stringify({ due_from: '2026-13-01' }) }, /YYYY-MM-DD/],
    [{ notice_for: 'buyer', filter: JSON.stringify({ status: 'processing' }) }, /Unknown filter field "status"/],
    [{ notice_for: 'buyer', sort: JSON.stringify(['due_amount', 'ASC']) }, /Unknown sort field/],
  ])('refuses %j with 400', async (query, message) => {
    const res = await request(t.app).get('/api/legal-notices/eligible-cases').query(query).set('Authorization', admin);
    expect(res.status).toBe(400);
    expect(res.body.message).toMatch(message);
  });
});

describe('templates', () => {
  it('lists the active notice documents of the audience, not footers or deactivated ones', async () => {
    const [buyer, supplier, off, footer] = [
      await template('buyer'),
      await template('supplier'),
      await template('buyer', { status: 0 }),
      await template('buyer', { kind: 'footer_header' }),
    ];
    const res = await request(t.app).get('/api/legal-notices/templates').query({ notice_for: 'buyer' }).set('Authorization', admin);
    expect(res.status).toBe(200);
    const got = res.body.map((d: { id: number }) => d.id);
    expect(got).toContain(buyer);
    for (const id of [supplier, off, footer]) expect(got).not.toContain(id);
    expect(res.body.every((d: { notice_for: string }) => d.notice_for === 'buyer')).toBe(true);
  });
});

describe('creating a batch', () => {
  it('writes the batch and one pending notice per case in one go, audited, and answers them', async () => {
    const name = word();
    const cases = [await makeCase(name), await makeCase(name, { status: 'partial_settled', settled: '1.00' })];
    const doc = await template('supplier');
    const res = await createBatch({ notice_for: 'supplier', document_id: doc, case_ids: [cases[1], cases[0], cases[1]] });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const batch = res.body as CreatedBatch;
    expect(batch).toMatchObject({ notice_for: 'supplier', document_id: doc, status: 'draft', total: 2 });
    expect(batch.name).toMatch(/^Supplier notices · \d{2}, \w{3}, \d{4} · 2 cases$/);
    expect(batch.notices.map((n) => [n.case_id, n.status])).toEqual([
      [cases[0], 'pending'],
      [cases[1], 'pending'],
    ]);
    const stored = await t.db('legal_notices').where({ batch_id: batch.id }).orderBy('case_id');
    expect(stored.map((n) => [Number(n.case_id), n.notice_for, Number(n.document_id), n.status])).toEqual(
      cases.map((c) => [c, 'supplier', doc, 'pending']),
    );
    const audit = await t
      .db('audit_logs')
      .where({ resource: 'legal-notice-batches', record_id: String(batch.id), action: 'create' })
      .first();
    expect(audit.after).toMatchObject({ total: 2, case_ids: cases });
    const named = await createBatch({
      notice_for: 'buyer',
      document_id: await template('buyer'),
      case_ids: [cases[0]],
      name: '  March demand notices  ',
    });
    expect(named.body.name).toBe('March demand notices');
  });

  it('creates nothing when one chosen case is not eligible (409 naming it)', async () => {
    const name = word();
    const good = await makeCase(name);
    const bad = await makeCase(name, { status: 'processing' });
    const before = await counts();
    const res = await createBatch({ notice_for: 'buyer', document_id: await template('buyer'), case_ids: [good, bad] });
    expect(res.status).toBe(409);
    expect(res.body.message).toBe(
      `No batch was created: case ${bad} is not verified or partly settled. Refresh the list and choose again.`,
    );
    expect(await counts()).toEqual(before);
  });

  it('rolls everything back when the database refuses a notice half-way', async () => {
    const name = word();
    const [first, second] = [await makeCase(name), await makeCase(name)];
    await t.db.raw(`CREATE FUNCTION test_refuse_notice() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.case_id = ${second} THEN RAISE EXCEPTION 'refused for the test'; END IF; RETURN NEW; END $$`);
    await t.db.raw('CREATE TRIGGER test_refuse_notice BEFORE INSERT ON legal_notices FOR EACH ROW EXECUTE FUNCTION test_refuse_notice()');
    try {
      const before = await counts();
      const res = await createBatch({ notice_for: 'buyer', document_id: await template('buyer'), case_ids: [first, second] });
      expect(res.status).toBe(500);
      expect(await counts()).toEqual(before);
      expect(
        await t
          .db('audit_logs')
          .where({ resource: 'legal-notice-batches' })
          .whereRaw(`after->'case_ids' @> ?::jsonb`, [JSON.stringify([first])])
          .first(),
      ).toBeUndefined();
    } finally {
      await t.db.raw('DROP TRIGGER test_refuse_notice ON legal_notices');
      await t.db.raw('DROP FUNCTION test_refuse_notice()');
    }
  });

  it('lets only one of two simultaneous batches take the same case', async () => {
    const kase = await makeCase(word());
    const doc = await template('buyer');
    const results = await Promise.all([1, 2, 3, 4, 5].map(() => createBatch({ notice_for: 'buyer', document_id: doc, case_ids: [kase] })));
    expect(results.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    expect(await t.db('legal_notices').where({ case_id: kase }).count({ n: '*' }).first()).toEqual({ n: 1 });
  });

  it.each([
    [{ document_id: 1, case_ids: [1] }, 'notice_for', /buyer or supplier/],
    [{ notice_for: 'buyer', case_ids: [1] }, 'document_id', /template/],
    [{ notice_for: 'buyer', document_id: 1, case_ids: [] }, 'case_ids', /at least one case/],
    [{ notice_for: 'buyer', document_id: 1, case_ids: Array.from({ length: 501 }, (_, i) => i + 1) }, 'case_ids', /at most 500/],
    [{ notice_for: 'buyer', document_id: 1, case_ids: ['7'] }, 'case_ids.0', /whole number/],
  ])('refuses %j with 400 on %s', async (body, field, message) => {
    const res = await createBatch(body);
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toMatch(message);
  });

  it('refuses a template for the other audience, a deactivated or unknown one, and an unknown case', async () => {
    const kase = await makeCase(word());
    const other = await createBatch({ notice_for: 'buyer', document_id: await template('supplier'), case_ids: [kase] });
    expect(other.status).toBe(400);
    expect(other.body.errors.document_id).toBe('This template is for suppliers; choose one for buyers.');
    expect(
      (await createBatch({ notice_for: 'buyer', document_id: await template('buyer', { status: 0 }), case_ids: [kase] })).body.message,
    ).toMatch(/deactivated/);
    expect((await createBatch({ notice_for: 'buyer', document_id: 987654321, case_ids: [kase] })).status).toBe(404);
    const missing = await createBatch({ notice_for: 'buyer', document_id: await template('buyer'), case_ids: [kase, 987654321] });
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('No defaulter case has the id 987654321.');
  });
});

describe('access', () => {
  it('needs Legal Notice Process → process for the list, the templates and creation', async () => {
    const reader = (
      await signedIn(t.db, {
        roleId: (await createRole(t.db, 'Notice reader', { 'Legal Notice Process': ['listView', 'detailView', 'add_edit'] })).id,
      })
    ).auth;
    const doer = (await signedIn(t.db, { roleId: (await createRole(t.db, 'Notice clerk', { 'Legal Notice Process': ['process'] })).id }))
      .auth;
    const kase = await makeCase(word());
    const doc = await template('buyer');
    expect((await eligible('buyer', {}, {}, reader)).status).toBe(403);
    expect((await request(t.app).get('/api/legal-notices/templates?notice_for=buyer').set('Authorization', reader)).status).toBe(403);
    expect((await createBatch({ notice_for: 'buyer', document_id: doc, case_ids: [kase] }, reader)).status).toBe(403);
    expect((await eligible('buyer', {}, {}, doer)).status).toBe(200);
    expect((await createBatch({ notice_for: 'buyer', document_id: doc, case_ids: [kase] }, doer)).status).toBe(201);
    expect((await eligible('buyer', {}, {}, (await signedIn(t.db)).auth)).status).toBe(403);
    expect((await request(t.app).post('/api/legal-notices/batches').send({})).status).toBe(401);
  });
});
