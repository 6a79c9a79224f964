/**
 * Computed fields (FieldDef.computed): a promo code's and a free trial's state is derived on every
 * read from the dates, the uses and the switch — never a stored flag that goes stale — and can be
 * filtered and sorted by; the OpenAPI document marks it read-only and computed.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../api/src/openapi/openApiDocument';
import { getResource } from '../../api/src/registry';
import { sampleRow } from '../support/sampleRecord';
import { createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
let auth = '';
beforeAll(async () => {
  auth = (await signedIn(t.db, { roleId: 2 })).auth;
});
afterAll(() => t.close());

const day = 86_400_000;
const at = (offsetDays: number) => new Date(Date.now() + offsetDays * day).toISOString();

async function promo(extra: Record<string, unknown>) {
  const body = { ...(await sampleRow(t.db, getResource('promo-codes')!, 'api')), ...extra };
  const res = await request(t.app).post('/api/promo-codes').set('Authorization', auth).send(body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body as { id: number; state: string; code: string };
}

describe('promo code state', () => {
  it('is derived from the dates, the uses and the switch, on list and show', async () => {
    const scheduled = await promo({ starts_at: at(2), ends_at: at(10) });
    const active = await promo({ starts_at: at(-2), ends_at: at(10), max_uses: 5 });
    const ended = await promo({ starts_at: at(-10), ends_at: at(10) });
    // Time passes: the end date is now behind us, with nothing written to the row's state.
    await t
      .db('promo_codes')
      .where({ id: ended.id })
      .update({ ends_at: new Date(Date.now() - day) });
    const usedUp = await promo({ starts_at: at(-2), max_uses: 3 });
    await t.db('promo_codes').where({ id: usedUp.id }).update({ uses: 3 });
    const off = await promo({ starts_at: at(-2) });
    await request(t.app).delete(`/api/promo-codes/${off.id}`).set('Authorization', auth).expect(200);

    expect(scheduled.state).toBe('scheduled');
    expect(active.state).toBe('active');
    const show = async (id: number) => (await request(t.app).get(`/api/promo-codes/${id}`).set('Authorization', auth)).body.state;
    expect(await show(ended.id)).toBe('ended');
    expect(await show(usedUp.id)).toBe('used_up');
    expect(await show(off.id)).toBe('deactivated');

    const ids = [scheduled, active, ended, usedUp, off].map((p) => p.id);
    const list = await request(t.app)
      .get('/api/promo-codes')
      .query({ filter: JSON.stringify({ id: ids }), sort: JSON.stringify(['state', 'ASC']), range: '[0,9]' })
      .set('Authorization', auth);
    expect(list.status, JSON.stringify(list.body)).toBe(200);
    expect(list.body.map((r: { state: string }) => r.state)).toEqual(['active', 'deactivated', 'ended', 'scheduled', 'used_up']);

    const endedOnly = await request(t.app)
      .get('/api/promo-codes')
      .query({ filter: JSON.stringify({ id: ids, state: 'ended' }) })
      .set('Authorization', auth);
    expect(endedOnly.body.map((r: { id: number }) => r.id)).toEqual([ended.id]);
    const two = await request(t.app)
      .get('/api/promo-codes')
      .query({ filter: JSON.stringify({ id: ids, state: ['scheduled', 'used_up'] }), sort: JSON.stringify(['id', 'ASC']) })
      .set('Authorization', auth);
    expect(two.body.map((r: { id: number }) => r.id)).toEqual([scheduled.id, usedUp.id]);
  });

  it('is never written: a state in the body is ignored like any read-only field', async () => {
    const code = await promo({ starts_at: at(2) });
    const res = await request(t.app).put(`/api/promo-codes/${code.id}`).set('Authorization', auth).send({ state: 'active' });
    expect(res.status).toBe(200);
    expect(res.body.state).toBe('scheduled');
  });

  it('free trials have the same derived state', async () => {
    const body = { ...(await sampleRow(t.db, getResource('free-trials')!, 'api')), starts_at: at(-5), ends_at: at(5) };
    const trial = await request(t.app).post('/api/free-trials').set('Authorization', auth).send(body);
    expect(trial.status, JSON.stringify(trial.body)).toBe(201);
    expect(trial.body.state).toBe('active');
    await t
      .db('free_trials')
      .where({ id: trial.body.id })
      .update({ ends_at: new Date(Date.now() - 1000) });
    expect((await request(t.app).get(`/api/free-trials/${trial.body.id}`).set('Authorization', auth)).body.state).toBe('ended');
  });

  it('is documented as read-only and computed', () => {
    const doc = openApiDocument() as { components: { schemas: Record<string, { properties: Record<string, Record<string, unknown>> }> } };
    const schema = Object.values(doc.components.schemas).find(
      (s) => s.properties?.state?.['x-computed'] && s.properties?.max_uses_per_user,
    );
    expect(schema?.properties.state).toMatchObject({ readOnly: true, 'x-computed': true, enum: expect.arrayContaining(['used_up']) });
  });
});
