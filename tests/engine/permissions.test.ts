/** The permission matrix of the resource engine: who may call what, and which rows they see. */
import request from 'supertest';
import { samples } from '../media/samples';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toStoredColumns } from '../../api/src/engine/storedColumns';
import { getResource, resources } from '../../api/src/registry';
import { sampleRow } from '../support/sampleRecord';
import { createRole, createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
afterAll(() => t.close());

/** A record of `resourceName` that belongs to `userId` (inserted directly, as a fixture). */
async function ownedParent(resourceName: string, userId: number): Promise<number> {
  const target = getResource(resourceName)!;
  const row = await sampleRow(t.db, target, 'insert-minimal');
  for (const [k, def] of Object.entries(target.fields)) {
    if (def.ownedByCaller) row[k] = await ownedParent(def.reference!, userId);
  }
  const [{ id }] = await t
    .db(target.table)
    .insert(toStoredColumns(target, { ...row, ...(target.baseFilter ?? {}), [target.owner!.column]: userId }))
    .returning('id');
  return id;
}

/** A valid sample body with only the fields a customer may send. */
async function customerBody(resourceName: string) {
  const r = getResource(resourceName)!;
  const body = await sampleRow(t.db, r, 'api');
  for (const [k, def] of Object.entries(r.fields)) if (def.staffOnly || k === r.owner?.column) delete body[k];
  return body;
}

describe('customers may only link their rows to their own records', () => {
  it('refuses a transaction between two businesses that are not theirs, and a settlement of a stranger’s case', async () => {
    const a = await signedIn(t.db);
    const b = await signedIn(t.db);
    const [x, y] = [await ownedParent('businesses', b.user.id), await ownedParent('businesses', b.user.id)];
    // Transactions are recorded only through their flow (the generic POST answers 405; the flow refuses a stranger's
    // supplier: tests/transactions/businessTransactions.test.ts). Nothing is written.
    const trade = await request(t.app)
      .post('/api/business-transactions')
      .set('Authorization', a.auth)
      .send({ ...(await customerBody('business-transactions')), supplier_business_id: x, buyer_business_id: y });
    expect(trade.status).toBe(405);
    expect(await t.db('business_transactions').whereIn('supplier_business_id', [x, y]).count({ n: '*' })).toEqual([{ n: 0 }]);
    // Settlement requests are opened only through the flow (issue 10 §5): the generic POST answers 405 naming it,
    // and the flow hides a stranger's case (404). Nothing is written either way.
    const strangersCase = await ownedParent('defaulter-cases', b.user.id);
    const generic = await request(t.app)
      .post('/api/settlement-requests')
      .set('Authorization', a.auth)
      .send({ case_id: strangersCase, amount: '5000.00', mode: 'full' });
    expect(generic.status).toBe(405);
    const settle = await request(t.app)
      .post('/api/settlement/requests')
      .set('Authorization', a.auth)
      .send({ case_id: strangersCase, amount: '5000.00', schedule: 'full' });
    expect(settle.status).toBe(404);
    expect(await t.db('settlement_requests').where({ case_id: strangersCase }).count({ n: '*' })).toEqual([{ n: 0 }]);
  });

  it('refuses a reference to another customer’s record with 403 on the field', async () => {
    const a = await signedIn(t.db);
    const b = await signedIn(t.db);
    const upload = (caseId: number) =>
      request(t.app)
        .post('/api/case-documents/upload')
        .set('Authorization', a.auth)
        .field('case_id', String(caseId))
        .field('doc_type', 'invoice')
        .attach('file', samples.pdf, 'evidence.pdf');
    const res = await upload(await ownedParent('defaulter-cases', b.user.id));
    expect(res.status).toBe(403);
    expect(res.body.errors).toHaveProperty('case_id');
    const ok = await upload(await ownedParent('defaulter-cases', a.user.id));
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
  });
});

describe('unsigned callers', () => {
  it('get 401 on every resource', async () => {
    for (const r of resources) {
      const res = await request(t.app).get(`/api/${r.name}`);
      expect(res.status, r.name).toBe(401);
      expect(res.body.message).toBeTruthy();
    }
  });

  it('get 401 force_logout with a forged token', async () => {
    const res = await request(t.app).get('/api/customers').set('Authorization', 'Bearer not.a.jwt');
    expect(res.status).toBe(401);
    expect(res.body.force_logout).toBe(true);
  });
});

describe('customers', () => {
  let a: Awaited<ReturnType<typeof signedIn>>;
  let b: Awaited<ReturnType<typeof signedIn>>;
  beforeAll(async () => {
    a = await signedIn(t.db);
    b = await signedIn(t.db);
  });

  it('get 403 on every staff-only resource, for every verb', async () => {
    for (const r of resources.filter((x) => !x.owner)) {
      const list = await request(t.app).get(`/api/${r.name}`).set('Authorization', a.auth);
      expect(list.status, r.name).toBe(403);
      const one = await request(t.app).get(`/api/${r.name}/1`).set('Authorization', a.auth);
      expect(one.status, r.name).toBe(403);
      const create = await request(t.app).post(`/api/${r.name}`).set('Authorization', a.auth).send({});
      expect(create.status, r.name).toBe(403);
    }
  });

  it('read and change their own customer record, but not another’s', async () => {
    const own = await request(t.app).get(`/api/customers/${a.user.id}`).set('Authorization', a.auth);
    expect(own.status).toBe(200);
    expect(own.body.mobile).toBe(a.user.mobile);
    const other = await request(t.app).get(`/api/customers/${b.user.id}`).set('Authorization', a.auth);
    expect(other.status).toBe(404);
    const change = await request(t.app).put(`/api/customers/${b.user.id}`).set('Authorization', a.auth).send({ name: 'Hijacked' });
    expect(change.status).toBe(404);
    expect((await t.db('users').where({ id: b.user.id }).first()).name).not.toBe('Hijacked');
    const rename = await request(t.app)
      .put(`/api/customers/${a.user.id}`)
      .set('Authorization', a.auth)
      .send({ ...own.body, name: 'Asha Verma' });
    expect(rename.status, JSON.stringify(rename.body)).toBe(200);
    expect(rename.body.name).toBe('Asha Verma');
  });

  it('cannot mass-assign protected fields', async () => {
    const own = (await request(t.app).get(`/api/customers/${a.user.id}`).set('Authorization', a.auth)).body;
    for (const [field, value] of [
      ['status', 0],
      ['role_id', 2],
      ['wallet_balance', '99999.00'],
      ['registration_source', 'admin'],
      ['mobile', '9000000001'],
      ['email', 'taken.over@example.com'],
    ] as const) {
      const res = await request(t.app)
        .put(`/api/customers/${a.user.id}`)
        .set('Authorization', a.auth)
        .send({ ...own, [field]: value });
      expect(res.status, field).toBe(403);
      expect(res.body.errors, field).toHaveProperty(field);
    }
    const row = await t.db('users').where({ id: a.user.id }).first();
    expect(row.status).toBe(1);
    expect(row.role_id).toBe(1);
    expect(row.wallet_balance).toBe('0.00');
  });

  it('cannot list customers or delete themselves through the engine', async () => {
    expect((await request(t.app).get('/api/customers').set('Authorization', a.auth)).status).toBe(403);
    expect((await request(t.app).delete(`/api/customers/${a.user.id}`).set('Authorization', a.auth)).status).toBe(403);
  });

  const ownable = resources.filter(
    (r) => r.owner?.actions.includes('list') && r.owner.actions.includes('create') && r.owner.column !== 'id',
  );
  it.each(ownable.map((r) => [r.name, r] as const))('%s: see and create only their own rows', async (_n, r) => {
    const body = await sampleRow(t.db, r, 'api');
    // Fields a hook ties to the caller: their own business on one side, their own case.
    for (const [k, def] of Object.entries(r.fields)) {
      if (def.staffOnly) delete body[k];
      if (def.ownedByCaller) body[k] = await ownedParent(def.reference!, a.user.id);
    }
    delete body[r.owner!.column];
    const create = (auth: string, fields: Record<string, unknown>) => {
      // A member creates through the resource's own endpoint (its upload route, or the flow's call it names).
      const path = r.createdThrough?.replace(/^POST /, '') ?? `/api/${r.name}`;
      if (!r.upload) return request(t.app).post(path).set('Authorization', auth).send(fields);
      const req = request(t.app).post(`/api/${r.name}/upload`).set('Authorization', auth).attach('file', samples.pdf, 'evidence.pdf');
      for (const [k, v] of Object.entries(fields)) if (v !== null && v !== undefined) req.field(k, String(v));
      return req;
    };
    const created = await create(a.auth, body);
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body[r.owner!.column]).toBe(a.user.id);

    const forged = await create(a.auth, { ...body, [r.owner!.column]: b.user.id });
    expect(forged.status).toBe(403);

    const listB = await request(t.app).get(`/api/${r.name}`).set('Authorization', b.auth);
    expect(listB.status).toBe(200);
    expect(listB.body.map((x: { id: number }) => x.id)).not.toContain(created.body.id);
    expect((await request(t.app).get(`/api/${r.name}/${created.body.id}`).set('Authorization', b.auth)).status).toBe(404);
    const listA = await request(t.app)
      .get(`/api/${r.name}`)
      .query({ filter: JSON.stringify({ id: [created.body.id] }) })
      .set('Authorization', a.auth);
    expect(listA.body.map((x: { id: number }) => x.id)).toEqual([created.body.id]);
  });
});

describe('staff roles', () => {
  it('allow exactly the flags they hold', async () => {
    const role = await createRole(t.db, 'Customer viewer', { Customer: ['listView'] });
    const staff = await signedIn(t.db, { roleId: role.id });
    const customer = await signedIn(t.db);
    expect((await request(t.app).get('/api/customers').set('Authorization', staff.auth)).status).toBe(200);
    expect((await request(t.app).get(`/api/customers/${customer.user.id}`).set('Authorization', staff.auth)).status).toBe(403);
    expect(
      (await request(t.app).post('/api/customers').set('Authorization', staff.auth).send({ name: 'New Member', mobile: '9123456780' }))
        .status,
    ).toBe(403);
    expect((await request(t.app).delete(`/api/customers/${customer.user.id}`).set('Authorization', staff.auth)).status).toBe(403);
    expect((await request(t.app).get('/api/admin-users').set('Authorization', staff.auth)).status).toBe(403);
  });

  it('an admin with no rules is refused everywhere; the Super Admin is allowed everywhere', async () => {
    const role = await createRole(t.db, 'Empty', {});
    const nobody = await signedIn(t.db, { roleId: role.id });
    const superAdmin = await signedIn(t.db, { roleId: 2 });
    for (const r of resources) {
      expect((await request(t.app).get(`/api/${r.name}`).set('Authorization', nobody.auth)).status, r.name).toBe(403);
      expect((await request(t.app).get(`/api/${r.name}`).set('Authorization', superAdmin.auth)).status, r.name).toBe(200);
    }
  });

  it('a deactivated role grants nothing', async () => {
    const role = await createRole(t.db, 'Suspended', { Customer: ['listView'] });
    await t.db('roles').where({ id: role.id }).update({ status: 0 });
    const staff = await signedIn(t.db, { roleId: role.id });
    expect((await request(t.app).get('/api/customers').set('Authorization', staff.auth)).status).toBe(403);
  });

  it('a deactivated user is forced out', async () => {
    const staff = await signedIn(t.db, { roleId: 2 });
    await t.db('users').where({ id: staff.user.id }).update({ status: 0 });
    const res = await request(t.app).get('/api/customers').set('Authorization', staff.auth);
    expect(res.status).toBe(401);
    expect(res.body.force_logout).toBe(true);
  });

  it('changing an access rule takes effect on the next request', async () => {
    const role = await createRole(t.db, 'Growing', {});
    const staff = await signedIn(t.db, { roleId: role.id });
    expect((await request(t.app).get('/api/audit-logs').set('Authorization', staff.auth)).status).toBe(403);
    await t.db('role_permissions').insert({ role_id: role.id, feature: 'Audit', list_view: 1 });
    expect((await request(t.app).get('/api/audit-logs').set('Authorization', staff.auth)).status).toBe(200);
  });
});
