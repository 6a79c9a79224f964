/**
 * The ra-data-simple-rest contract, run against EVERY registry resource as a Super Admin:
 * list, sort, filter, range, getMany, create, update, delete, bulk, Content-Range, bad input.
 * Every response is also checked against the served OpenAPI document (tests/support/openApiValidator.ts),
 * so the document cannot drift from what the API answers.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isFilterable, isSortable } from '../../api/src/engine/listParams';
import { genericWriteOpen, resources } from '../../api/src/registry';
import type { ResourceDef } from '../../api/src/registry/types';
import { createOpenApiValidator, type OpenApiValidator } from '../support/openApiValidator';
import { sampleRow } from '../support/sampleRecord';
import { createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
let auth = '';
let openApi: OpenApiValidator;
let schemas: Record<string, { required?: string[] }>;
let parameters: Record<string, { name: string; content: Record<string, { example: unknown }> }>;
beforeAll(async () => {
  auth = (await signedIn(t.db, { roleId: 2 })).auth;
  const doc = await request(t.app).get('/api/openapi.json');
  expect(doc.status).toBe(200);
  openApi = createOpenApiValidator(doc.body);
  schemas = doc.body.components.schemas;
  parameters = doc.body.components.parameters;
});
// Restricted-IP samples are live rules: remove them so later sign-in tests are not refused.
afterAll(async () => {
  await t.db('restricted_ips').del();
  await t.close();
});

type Method = 'get' | 'post' | 'put' | 'delete' | 'patch';
const encodeQuery = (query: Record<string, unknown>) =>
  Object.fromEntries(Object.entries(query).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)]));

/** Every request of this suite: signed in as the Super Admin, the response held to the OpenAPI document. */
async function call(method: Method, path: string, opts: { query?: Record<string, unknown>; body?: unknown } = {}) {
  let req = request(t.app)[method](path).set('Authorization', auth);
  if (opts.query) req = req.query(encodeQuery(opts.query));
  const res = opts.body === undefined ? await req : await req.send(opts.body as object);
  openApi.assertResponse(method, path, res);
  return res;
}

const get = (path: string, query: Record<string, unknown> = {}) => call('get', path, { query });

/**
 * Direct inserts skip the hooks that keep cross-row rules (one current policy document per kind:
 * the tcp-uploads hook retires the previous one), so those samples are made not-current.
 */
const DIRECT_INSERT_VALUES: Record<string, Record<string, unknown>> = {
  'tcp-uploads': { is_current: false },
  // As their flows leave them: a hold not yet released, an invite nobody has joined through yet.
  'call-request-holds': { status: 'hold', released_at: null },
  referrals: { referred_user_id: null, status: 'invited' },
};

/** Makes one record: through the API when writable, else straight into the table (logs, uploads). */
async function makeRecord(r: ResourceDef): Promise<Record<string, unknown>> {
  if (r.readOnly || r.createdThrough) {
    const row = await sampleRow(t.db, r, 'insert-full');
    const [{ id }] = await t
      .db(r.table)
      .insert({ ...row, ...DIRECT_INSERT_VALUES[r.name], ...(r.baseFilter ?? {}) })
      .returning('id');
    return (await get(`/api/${r.name}/${id}`)).body;
  }
  const body = await sampleRow(t.db, r, 'api');
  const res = await call('post', `/api/${r.name}`, { body });
  expect(res.status, `create ${r.name}: ${JSON.stringify(res.body)}`).toBe(201);
  return res.body;
}

const open = genericWriteOpen;
const comparable = (v: unknown) => (v === null || v === undefined ? null : typeof v === 'object' ? JSON.stringify(v) : String(v));

describe.each(resources.map((r) => [r.name, r] as const))('%s', (_name, r) => {
  let record: Record<string, unknown>;
  beforeAll(async () => {
    record = await makeRecord(r);
  });

  it('lists with Content-Range and the exposed header', async () => {
    const res = await get(`/api/${r.name}`, { range: [0, 9] });
    expect(res.status).toBe(200);
    expect(Array.isArray(res.body)).toBe(true);
    expect(res.headers['content-range']).toMatch(new RegExp(`^${r.name} (\\d+-\\d+|\\*)/\\d+$`));
    expect(res.headers['access-control-expose-headers']).toContain('Content-Range');
    const total = Number(res.headers['content-range']?.split('/')[1]);
    expect(total).toBeGreaterThanOrEqual(1);
    for (const row of res.body)
      for (const [name, def] of Object.entries(r.fields)) {
        if (def.hidden) expect(row).not.toHaveProperty(name);
      }
  });

  it('gets one record and many by id', async () => {
    const one = await get(`/api/${r.name}/${record.id}`);
    expect(one.status).toBe(200);
    expect(one.body.id).toBe(record.id);
    const many = await get(`/api/${r.name}`, { filter: { id: [record.id, 999999999] } });
    expect(many.status).toBe(200);
    expect(many.body.map((x: { id: number }) => x.id)).toEqual([record.id]);
    expect(many.headers['content-range']).toBe(`${r.name} 0-0/1`);
  });

  it('sorts by every sortable field, both ways', async () => {
    for (const field of Object.keys(r.fields).filter((f) => isSortable(r, f))) {
      for (const order of ['ASC', 'DESC']) {
        const res = await get(`/api/${r.name}`, { sort: [field, order], range: [0, 4] });
        expect(res.status, `${field} ${order}: ${JSON.stringify(res.body)}`).toBe(200);
      }
    }
  });

  it('filters by every filterable field with the record’s own value', async () => {
    for (const field of Object.keys(r.fields).filter((f) => isFilterable(r, f))) {
      const value = record[field];
      if (value === null || value === undefined || typeof value === 'object') continue;
      // Timestamps carry microseconds the JSON does not: filter those by a range around them.
      const filter =
        r.fields[field]!.type === 'datetime'
          ? {
              [`${field}_gte`]: new Date(Date.parse(String(value)) - 1000).toISOString(),
              [`${field}_lt`]: new Date(Date.parse(String(value)) + 1000).toISOString(),
            }
          : { [field]: value };
      const res = await get(`/api/${r.name}`, { filter: { ...filter, id: record.id } });
      expect(res.status, `${field}=${value}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(
        res.body.map((x: { id: number }) => x.id),
        `${field}=${value}`,
      ).toEqual([record.id]);
    }
  });

  it('pages with range and caps the page size', async () => {
    const first = await get(`/api/${r.name}`, { range: [0, 0], sort: ['id', 'ASC'] });
    expect(first.status).toBe(200);
    expect(first.body.length).toBe(1);
    expect(first.headers['content-range']).toMatch(new RegExp(`^${r.name} 0-0/\\d+$`));
    const beyond = await get(`/api/${r.name}`, { range: [1_000_000, 1_000_009] });
    expect(beyond.status).toBe(200);
    expect(beyond.body).toEqual([]);
    expect(beyond.headers['content-range']).toMatch(new RegExp(`^${r.name} \\*/\\d+$`));
  });

  it('treats an empty filter (filter= or {}) as no filter', async () => {
    const all = await get(`/api/${r.name}`, { range: [0, 0] });
    for (const filter of ['', '{}']) {
      const res = await get(`/api/${r.name}`, { filter, range: [0, 0] });
      expect(res.status, `filter=${filter}: ${JSON.stringify(res.body)}`).toBe(200);
      expect(res.headers['content-range'], `filter=${filter}`).toBe(all.headers['content-range']);
    }
  });

  it('accepts the documented example parameters of its list', async () => {
    type Param = { name: string; content: Record<string, { example: unknown }> };
    const params = (openApi.paths[`/api/${r.name}`]!.get as { parameters: Array<Param | { $ref: string }> }).parameters.map((p) =>
      '$ref' in p ? parameters[p.$ref.split('/').at(-1)!]! : p,
    );
    const query = Object.fromEntries(params.map((p) => [p.name, p.content['application/json']!.example]));
    const res = await get(`/api/${r.name}`, query);
    expect(res.status, `${JSON.stringify(query)}: ${JSON.stringify(res.body)}`).toBe(200);
  });

  it('answers a method it does not have with 405 and Allow', async () => {
    for (const path of [`/api/${r.name}`, `/api/${r.name}/${record.id}`]) {
      const res = await call('patch', path, { body: {} });
      expect(res.status, path).toBe(405);
      expect(res.headers.allow, path).toMatch(/^GET, HEAD/);
    }
  });

  it('answers 400 with a message for unknown fields and malformed parameters', async () => {
    const cases: Array<Record<string, unknown>> = [
      { sort: ['no_such_field', 'ASC'] },
      { sort: ['id', 'SIDEWAYS'] },
      { filter: { no_such_field: 1 } },
      { filter: '{not json' },
      { range: '[0,' },
      { range: [5, 1] },
      { range: [-1, 5] },
      { filter: { id: 'abc' } },
    ];
    for (const query of cases) {
      const res = await get(`/api/${r.name}`, query);
      expect(res.status, JSON.stringify(query)).toBe(400);
      expect(typeof res.body.message).toBe('string');
    }
  });

  it.skipIf(!r.readOnly && !r.createdThrough)('refuses generic creates where records come from elsewhere', async () => {
    const res = await call('post', `/api/${r.name}`, { body: {} });
    expect(res.status).toBe(405);
    expect(res.headers.allow).toBeTruthy();
    expect(res.body.message).toBeTruthy();
  });

  // A flow took over the change or the removal (ResourceDef.flow): the generic verb answers 405 naming it, bulk too.
  it.skipIf(!!r.readOnly || (open(r, 'edit') && open(r, 'delete')))('refuses generic changes a flow took over', async () => {
    const fresh = await makeRecord(r);
    for (const verb of ['edit', 'delete'] as const) {
      if (open(r, verb)) continue;
      const method = verb === 'edit' ? 'put' : 'delete';
      for (const res of [
        await call(method, `/api/${r.name}/${fresh.id}`, verb === 'edit' ? { body: {} } : {}),
        await call(method, `/api/${r.name}`, { query: { filter: { id: [fresh.id] } }, ...(verb === 'edit' ? { body: {} } : {}) }),
      ]) {
        expect(res.status, `${method} ${JSON.stringify(res.body)}`).toBe(405);
        expect(res.headers.allow).toBeTruthy();
      }
    }
    expect((await get(`/api/${r.name}/${fresh.id}`)).status).toBe(200);
  });

  it.skipIf(!!r.readOnly || !!r.createdThrough)('creates with field errors for bad input, and rejects unknown fields', async () => {
    const unknown = await call('post', `/api/${r.name}`, { body: { ...(await sampleRow(t.db, r, 'api')), no_such_field: 1 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.errors).toHaveProperty('no_such_field');
    const required = Object.entries(r.fields).filter(([, d]) => d.required && d.default === undefined && !d.readOnly);
    if (required.length && !r.baseFilter?.[required[0]![0]]) {
      const res = await call('post', `/api/${r.name}`, { body: {} });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors ?? {})).toContain(required.find(([n]) => !(r.baseFilter && n in r.baseFilter))![0]);
    }
    const notObject = await call('post', `/api/${r.name}`, { body: [1, 2] });
    expect(notObject.status).toBe(400);
  });

  it.skipIf(!open(r, 'edit'))('updates one record and writes one audit row per mutation', async () => {
    const fresh = await makeRecord(r);
    const auditsBefore = await t
      .db('audit_logs')
      .where({ resource: r.name, record_id: String(fresh.id) })
      .count<{ count: number }[]>('* as count');
    const createdThroughApi = !r.createdThrough;
    expect(Number(auditsBefore[0]!.count)).toBe(createdThroughApi ? 1 : 0); // the create
    const res = await call('put', `/api/${r.name}/${fresh.id}`, { body: fresh });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    for (const [name, def] of Object.entries(r.fields)) {
      if (def.readOnly || def.hidden || name === 'updated_at') continue;
      expect(comparable(res.body[name]), name).toBe(comparable(fresh[name]));
    }
    const audits = await t
      .db('audit_logs')
      .where({ resource: r.name, record_id: String(fresh.id) })
      .orderBy('id');
    expect(audits.map((a) => a.action)).toEqual(createdThroughApi ? ['create', 'update'] : ['update']);
    expect(audits.at(-1).before.id).toBe(fresh.id);
    const missing = await call('put', `/api/${r.name}/999999999`, { body: fresh });
    expect(missing.status).toBe(404);
  });

  it.skipIf(!open(r, 'edit'))('accepts a partial PUT, as documented (no field required)', async () => {
    const fresh = await makeRecord(r);
    const res = await call('put', `/api/${r.name}/${fresh.id}`, { body: {} });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.id).toBe(fresh.id);
    const update =
      schemas[
        `${r.name
          .split('-')
          .map((p) => p[0]!.toUpperCase() + p.slice(1))
          .join('')}Update`
      ];
    expect(update, 'documented update schema').toBeTruthy();
    expect(update!.required ?? []).toEqual([]);
  });

  it.skipIf(!open(r, 'delete'))('deletes one record (soft delete sets status 0)', async () => {
    const fresh = await makeRecord(r);
    const res = await call('delete', `/api/${r.name}/${fresh.id}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.id).toBe(fresh.id);
    const after = await get(`/api/${r.name}/${fresh.id}`);
    if (r.softDelete) expect(after.body.status).toBe(0);
    else expect(after.status).toBe(404);
    const audit = await t
      .db('audit_logs')
      .where({ resource: r.name, record_id: String(fresh.id) })
      .orderBy('id', 'desc')
      .first();
    expect(audit.action).toBe(r.softDelete ? 'deactivate' : 'delete');
  });

  it.skipIf(!open(r, 'edit') || !open(r, 'delete'))('bulk updates and deletes in one request, all or nothing', async () => {
    const a = await makeRecord(r);
    const b = await makeRecord(r);
    const ids = [a.id, b.id];
    const missing = await call('delete', `/api/${r.name}`, { query: { filter: { id: [a.id, 999999999] } } });
    expect(missing.status).toBe(404);
    expect((await get(`/api/${r.name}/${a.id}`)).status).toBe(200);
    const upd = await call('put', `/api/${r.name}`, { query: { filter: { id: ids } }, body: {} });
    expect(upd.status, JSON.stringify(upd.body)).toBe(200);
    expect(upd.body).toEqual(ids);
    const del = await call('delete', `/api/${r.name}`, { query: { filter: { id: ids } } });
    expect(del.status, JSON.stringify(del.body)).toBe(200);
    expect(del.body).toEqual(ids);
    const noIds = await call('delete', `/api/${r.name}`);
    expect(noIds.status).toBe(400);
  });
});

describe('unknown resources and ids', () => {
  it('answers 404 JSON for an unknown resource and a malformed id', async () => {
    const res = await get('/api/no-such-things');
    expect(res.status).toBe(404);
    expect(res.body.message).toMatch(/no-such-things/);
    expect((await get('/api/customers/abc')).status).toBe(404);
  });
});
