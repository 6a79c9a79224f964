/**
 * The defaulter case list filters by state (spec: lists filter defaulters by state): the computed
 * field `defaulter_state` is the GSTIN's first two digits, offered as a choice of GST state codes,
 * and the engine's query is served by the index built on exactly that expression and the list order.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getResource } from '../../api/src/registry';
import { freshId, sampleGstin } from '../support/sampleRecord';
import { createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
let admin = '';
let member = { auth: '', id: 0 };
const mine: Record<string, number[]> = { '08': [], '27': [], '38': [] };

async function addCases(reporterId: number, state: string, n: number) {
  const businessId = await freshId(t.db, 'businesses');
  const rows = Array.from({ length: n }, (_, i) => ({
    reporter_user_id: reporterId,
    reporter_business_id: businessId,
    defaulter_gstin: sampleGstin(state),
    defaulter_name: `State filter trader ${state}-${i}`,
    due_amount: '1000.00',
    due_date: '2026-06-01',
    status: 'verified',
    created_at: new Date(Date.UTC(2026, 5, 1, 0, i)),
  }));
  const ids = (await t.db('defaulter_cases').insert(rows).returning('id')).map((r: { id: number }) => r.id);
  mine[state]!.push(...ids);
}

const list = (auth: string, filter: Record<string, unknown>, range = '[0,99]') =>
  request(t.app)
    .get('/api/defaulter-cases')
    .set('Authorization', auth)
    .query({ filter: JSON.stringify(filter), range });

beforeAll(async () => {
  admin = (await signedIn(t.db, { roleId: 2 })).auth;
  const m = await signedIn(t.db);
  member = { auth: m.auth, id: m.user.id };
  await addCases(member.id, '08', 3);
  await addCases(member.id, '27', 2);
  await addCases(member.id, '38', 1);
});
afterAll(() => t.close());

describe('defaulter case list: state filter', () => {
  it('is declared as a computed, read-only choice of GST state codes', () => {
    const field = getResource('defaulter-cases')!.fields.defaulter_state!;
    expect(field).toMatchObject({ type: 'enum', readOnly: true, filter: true, computed: 'left(defaulter_gstin, 2)' });
    expect(field.choices).toContainEqual({ id: '08', name: 'Rajasthan' });
  });

  it('a member filtering their own cases by state gets only that state’s, newest first, with the state on each row', async () => {
    const res = await list(member.auth, { defaulter_state: '08' });
    expect(res.status).toBe(200);
    expect(res.body.map((r: { id: number }) => r.id)).toEqual([...mine['08']!].reverse());
    expect(res.body.every((r: { defaulter_state: string; defaulter_gstin: string }) => r.defaulter_state === '08')).toBe(true);
    expect(res.headers['content-range']).toBe('defaulter-cases 0-2/3');

    const ladakh = await list(member.auth, { defaulter_state: '38' });
    expect(ladakh.body.map((r: { id: number }) => r.id)).toEqual(mine['38']);
  });

  it('staff filter every member’s cases by state, alone or with other filters; a state with no case answers an empty page', async () => {
    const res = await list(admin, { defaulter_state: '27', status: 'verified' }, '[0,999]');
    expect(res.status).toBe(200);
    const ids = res.body.map((r: { id: number }) => r.id);
    for (const id of mine['27']!) expect(ids).toContain(id);
    for (const id of [...mine['08']!, ...mine['38']!]) expect(ids).not.toContain(id);
    expect(res.body.every((r: { defaulter_gstin: string }) => r.defaulter_gstin.startsWith('27'))).toBe(true);

    const several = await list(admin, { defaulter_state: ['08', '38'], reporter_user_id: member.id });
    expect(several.body.map((r: { id: number }) => r.id).sort()).toEqual([...mine['08']!, ...mine['38']!].sort());

    const none = await list(member.auth, { defaulter_state: '99' });
    expect(none.status).toBe(200);
    expect(none.body).toEqual([]);
  });

  it('an unknown state is a 400 naming the field, not an empty list', async () => {
    for (const bad of ['ZZ', '00', '39', '8', 8, 'Rajasthan', { a: 1 }]) {
      const res = await list(admin, { defaulter_state: bad });
      expect(res.status, JSON.stringify(bad)).toBe(400);
      expect(res.body.errors?.defaulter_state, JSON.stringify(res.body)).toBe('Not a valid defaulter state.');
    }
  });

  it('is never written: an edit sending another state leaves the case in its GSTIN’s state', async () => {
    const id = mine['08']![0]!;
    const res = await request(t.app).put(`/api/defaulter-cases/${id}`).set('Authorization', admin).send({ defaulter_state: '27' });
    expect(res.status).toBe(200);
    expect(res.body.defaulter_state).toBe('08');
    const after = await request(t.app).get(`/api/defaulter-cases/${id}`).set('Authorization', admin);
    expect(after.body.defaulter_state).toBe('08');
  });

  it('the engine’s query is an index scan on the state index, with no sort step', async () => {
    const seen: Array<{ sql: string; bindings: unknown[] }> = [];
    const listen = (q: { sql: string; bindings: unknown[] }) => {
      if (/left\(defaulter_gstin, 2\)/.test(q.sql) && /order by/i.test(q.sql)) seen.push(q);
    };
    t.db.on('query', listen);
    try {
      await list(admin, { defaulter_state: '38' }, '[0,24]');
    } finally {
      t.db.off('query', listen);
    }
    expect(seen).toHaveLength(1);
    const plan = await t.db.transaction(async (trx) => {
      await trx.raw('SET LOCAL enable_seqscan = off');
      const res = await trx.raw(`EXPLAIN ${seen[0]!.sql.replace(/\$\d+/g, '?')}`, seen[0]!.bindings as never);
      return res.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
    });
    expect(plan).toMatch(/Index Scan Backward using defaulter_cases_state_created_at_id/);
    expect(plan).not.toMatch(/\bSort\b/);
  });
});
