/**
 * Issue 18 §2: records born in a flow cannot be written through the generic API. A member's
 * POST /api/defaulter-cases made a case with no invoices, no timeline, no documents and no fee; now every
 * generic write a flow took over (ResourceDef.flow / createdThrough) answers 405 naming the flow — to a
 * member and to a Super Admin alike —, writes nothing, and is left out of the OpenAPI document.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openApiDocument } from '../../api/src/openapi/openApiDocument';
import { closedWrite, resources, type GenericWrite, type ResourceDef } from '../../api/src/registry';
import { ROLE } from '../../api/src/registry/features';
import { sampleGstin } from '../support/sampleRecord';
import { createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
let staff = '';
let member: Awaited<ReturnType<typeof signedIn>>;
beforeAll(async () => {
  staff = (await signedIn(t.db, { roleId: ROLE.SUPER_ADMIN })).auth;
  member = await signedIn(t.db);
});
afterAll(() => t.close());

/** Every (resource, verb) a flow took over, on a writable resource (read-only ones are closed as a whole). */
const FLOW_CLOSED: Array<[string, GenericWrite]> = resources.flatMap((r) =>
  r.readOnly
    ? []
    : (['create', 'edit', 'delete'] as const).filter((v) => closedWrite(r, v)).map((v): [string, GenericWrite] => [r.name, v]),
);
const byName = (name: string) => resources.find((r) => r.name === name)!;

const call = (auth: string, r: ResourceDef, verb: GenericWrite) => {
  const body = { defaulter_name: 'Anything', due_amount: '1.00', reason: 'x'.repeat(20) };
  if (verb === 'create') return request(t.app).post(`/api/${r.name}`).set('Authorization', auth).send(body);
  if (verb === 'edit') return request(t.app).put(`/api/${r.name}/1`).set('Authorization', auth).send(body);
  return request(t.app).delete(`/api/${r.name}/1`).set('Authorization', auth);
};

describe('the generic writes a flow took over', () => {
  it('cover the flows of the review (cases, settlements, bank accounts, referrals, deactivation, transactions…)', () => {
    const names = new Set(FLOW_CLOSED.map(([n]) => n));
    for (const name of [
      'defaulter-cases',
      'defaulter-contacts',
      'settlement-requests',
      'settlement-payment-details',
      'bank-accounts',
      'referrals',
      'user-deactivation-requests',
      'business-transactions',
      'commissions',
      'call-request-holds',
    ])
      expect(names.has(name), name).toBe(true);
  });

  it.each(FLOW_CLOSED)('%s %s: 405 naming the flow for a Super Admin', async (name, verb) => {
    const r = byName(name);
    const res = await call(staff, r, verb);
    expect(res.status, JSON.stringify(res.body)).toBe(405);
    expect(res.body.message).toBe(closedWrite(r, verb));
    expect(res.headers.allow).toBeDefined();
  });

  it.each(FLOW_CLOSED)('%s %s: 405 naming the flow (or 403 where members have no access at all) for a member', async (name, verb) => {
    const r = byName(name);
    const res = await call(member.auth, r, verb);
    if (r.owner) {
      expect(res.status, JSON.stringify(res.body)).toBe(405);
      expect(res.body.message).toBe(closedWrite(r, verb));
    } else expect(res.status).toBe(403);
  });

  it('a member’s POST /api/defaulter-cases with a complete body writes no case', async () => {
    const gstin = sampleGstin();
    const [biz] = await t
      .db('businesses')
      .insert({ user_id: member.user.id, trade_name: 'Reporter Traders', gstin, pan: gstin.slice(2, 12), status: 1 })
      .returning('id');
    const before = await t.db('defaulter_cases').count({ n: '*' }).first();
    const res = await request(t.app).post('/api/defaulter-cases').set('Authorization', member.auth).send({
      reporter_user_id: member.user.id,
      reporter_business_id: biz.id,
      defaulter_gstin: sampleGstin(),
      defaulter_name: 'Never Paid Pvt Ltd',
      due_amount: '50000.00',
      due_date: '2026-01-10',
    });
    expect(res.status).toBe(405);
    expect(res.body.message).toMatch(/POST \/api\/defaulter\/report/);
    expect(await t.db('defaulter_cases').count({ n: '*' }).first()).toEqual(before);
  });

  it('are left out of the OpenAPI document (and what stays open is still there)', () => {
    const doc = openApiDocument() as { paths: Record<string, Record<string, unknown>> };
    const method = { create: ['post', `/api/{name}`], edit: ['put', `/api/{name}/{id}`], delete: ['delete', `/api/{name}/{id}`] } as const;
    for (const [name, verb] of FLOW_CLOSED) {
      const [m, p] = method[verb];
      expect(doc.paths[p.replace('{name}', name)]?.[m], `${m} ${name}`).toBeUndefined();
    }
    expect(doc.paths['/api/defaulter-cases/{id}']?.put).toBeDefined();
    expect(doc.paths['/api/account/deactivation']?.post).toBeDefined();
  });
});

describe('the flows themselves', () => {
  it('a member files a deactivation request through POST /api/account/deactivation (the generic POST is 405)', async () => {
    const someone = await signedIn(t.db);
    const generic = await request(t.app)
      .post('/api/user-deactivation-requests')
      .set('Authorization', someone.auth)
      .send({ reason: 'Closing the business this year.' });
    expect(generic.status).toBe(405);
    expect(generic.body.message).toMatch(/POST \/api\/account\/deactivation/);
    const filed = await request(t.app)
      .post('/api/account/deactivation')
      .set('Authorization', someone.auth)
      .send({ reason: 'Closing the business this year.' });
    expect(filed.status, JSON.stringify(filed.body)).toBe(201);
    expect(filed.body).toMatchObject({ user_id: someone.user.id, status: 'requested' });
  });
});
