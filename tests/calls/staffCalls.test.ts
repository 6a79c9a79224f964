/**
 * Spec §7 staff calls: each through its registry resource with the caller's permissions — happy
 * paths, bad input, members calling staff calls (403), staff without the feature (403), masking
 * for a role without Customer → detailView, and the failure object where used. Responses are held
 * to the OpenAPI document.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createTestApp, createUser, signedIn } from '../support/testApp';
import { callClient, expectFailure } from './callClient';

const t = createTestApp();
const call = callClient(t);
const TEST_NET_IP = '203.0.113.77';
afterAll(async () => {
  await t.db('restricted_ips').where({ ip: TEST_NET_IP }).del();
  await t.close();
});

type Who = Awaited<ReturnType<typeof signedIn>>;
let superAdmin: Who;
let lister: Who; // Customer → listView only: contacts masked
let viewer: Who; // Customer → listView + detailView
let noRights: Who;
let member: Who;
beforeAll(async () => {
  superAdmin = await signedIn(t.db, { roleId: 2 });
  lister = await signedIn(t.db, { roleId: (await createRole(t.db, 'Lister', { Customer: ['listView'] })).id });
  viewer = await signedIn(t.db, { roleId: (await createRole(t.db, 'Viewer', { Customer: ['listView', 'detailView'] })).id });
  noRights = await signedIn(t.db, { roleId: (await createRole(t.db, 'Nothing', {})).id });
  member = await signedIn(t.db);
});

const masked = (mobile: string) => `xxxxxxxx${mobile.slice(-2)}`;

describe('GET user/fetchByPhone/{phone} and user/fetchByEmail/{email}', () => {
  it('finds the member; contacts masked for a role without Customer → detailView', async () => {
    const m = await createUser(t.db);
    const full = await call('get', `/api/user/fetchByPhone/${m.mobile}`, { auth: viewer.auth });
    expect(full.status).toBe(200);
    expect(full.body.data).toEqual([expect.objectContaining({ id: m.id, mobile: m.mobile, email: m.email })]);
    const hidden = await call('get', `/api/user/fetchByEmail/${m.email.toUpperCase()}`, { auth: lister.auth });
    expect(hidden.body.data).toEqual([
      expect.objectContaining({ id: m.id, mobile: masked(m.mobile), email: `xxxxxxxxx${m.email.slice(9)}` }),
    ]);
  });

  it('bad input is 400, nobody is 404, members and staff without Customer are 403: all the failure object with data []', async () => {
    const m = await createUser(t.db);
    expectFailure(await call('get', '/api/user/fetchByPhone/12345', { auth: viewer.auth }), 400, []);
    expectFailure(await call('get', '/api/user/fetchByEmail/not-an-email', { auth: viewer.auth }), 400, []);
    expectFailure(await call('get', '/api/user/fetchByPhone/6000000001', { auth: viewer.auth }), 404, []);
    expectFailure(await call('get', `/api/user/fetchByPhone/${m.mobile}`, { auth: member.auth }), 403, []);
    expectFailure(await call('get', `/api/user/fetchByPhone/${member.user.mobile}`, { auth: member.auth }), 403, []);
    expectFailure(await call('get', `/api/user/fetchByEmail/${m.email}`, { auth: noRights.auth }), 403, []);
  });
});

describe('POST admin/fetchUserbyquery/get and GET admin/user/list', () => {
  it('finds members by mobile, email or text, masked without detail view', async () => {
    const m = await createUser(t.db, { name: 'Zebra Quartz Traders' });
    const byMobile = await call('post', '/api/admin/fetchUserbyquery/get', { auth: viewer.auth, body: { query: `+91${m.mobile}` } });
    expect(byMobile.body.data.map((r: { id: number }) => r.id)).toEqual([m.id]);
    const byText = await call('post', '/api/admin/fetchUserbyquery/get', { auth: lister.auth, body: { query: 'zebra quartz' } });
    expect(byText.body.data).toEqual([expect.objectContaining({ id: m.id, mobile: masked(m.mobile) })]);
    const bad = await call('post', '/api/admin/fetchUserbyquery/get', { auth: viewer.auth, body: { query: 'z' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('query');
    expect((await call('post', '/api/admin/fetchUserbyquery/get', { auth: member.auth, body: { query: m.mobile } })).status).toBe(403);

    const picker = await call('get', '/api/admin/user/list', { auth: lister.auth, query: { q: 'Zebra Quartz' } });
    expect(picker.body.data).toEqual([
      { id: m.id, name: 'Zebra Quartz Traders', mobile: masked(m.mobile), email: expect.stringMatching(/^x+/) },
    ]);
    expect((await call('get', '/api/admin/user/list', { auth: noRights.auth })).status).toBe(403);
    expect((await call('get', '/api/admin/user/list', { auth: member.auth })).status).toBe(403);
  });
});

describe('admin/users/list (GET, POST, /{id}, /count) and admin/admins/list', () => {
  it('lists members with the registry’s filter, sort and range, from the query or the body', async () => {
    const m = await createUser(t.db);
    const get = await call('get', '/api/admin/users/list', {
      auth: lister.auth,
      query: { filter: JSON.stringify({ mobile: m.mobile }), range: '[0,9]' },
    });
    expect(get.body).toMatchObject({ status: true, total: 1, estimated: false, data: [expect.objectContaining({ id: m.id })] });
    const post = await call('post', '/api/admin/users/list', {
      auth: lister.auth,
      body: { filter: { q: m.mobile }, sort: ['id', 'DESC'] },
    });
    expect(post.body.data.map((r: { id: number }) => r.id)).toEqual([m.id]);
    const count = await call('post', '/api/admin/users/list/count', { auth: lister.auth, body: { filter: { mobile: m.mobile } } });
    expect(count.body).toEqual({ status: true, data: { total: 1, estimated: false } });
    expect((await call('post', '/api/admin/users/list', { auth: lister.auth, body: { filter: { nope: 1 } } })).status).toBe(400);
    expect((await call('post', '/api/admin/users/list', { auth: lister.auth, body: { page: 2 } })).status).toBe(400);
    expect((await call('get', '/api/admin/users/list', { auth: noRights.auth })).status).toBe(403);
    expect((await call('post', '/api/admin/users/list/count', { auth: member.auth })).status).toBe(403);
  });

  it('one member needs Customer → detailView; a member may not use it even for themself', async () => {
    const m = await createUser(t.db);
    expect((await call('get', `/api/admin/users/list/${m.id}`, { auth: viewer.auth })).body.data).toMatchObject({
      id: m.id,
      mobile: m.mobile,
    });
    expect((await call('get', `/api/admin/users/list/${m.id}`, { auth: lister.auth })).status).toBe(403);
    expect((await call('get', `/api/admin/users/list/${member.user.id}`, { auth: member.auth })).status).toBe(403);
    expect((await call('get', '/api/admin/users/list/999999999', { auth: viewer.auth })).status).toBe(404);
  });

  it('staff accounts need Admin Users → listView', async () => {
    const res = await call('post', '/api/admin/admins/list', { auth: superAdmin.auth, body: { filter: { id: [lister.user.id] } } });
    expect(res.body.data).toEqual([expect.objectContaining({ id: lister.user.id, role_id: lister.user.role_id })]);
    expect((await call('post', '/api/admin/admins/list', { auth: viewer.auth })).status).toBe(403);
  });
});

describe('GET admin/getUserData/{id}', () => {
  it('answers the account with role and accessAction, by the feature of its account type', async () => {
    const m = await createUser(t.db);
    const res = await call('get', `/api/admin/getUserData/${m.id}`, { auth: viewer.auth });
    expect(res.body.data).toMatchObject({ id: m.id, role_type: 'customer', accessAction: [], role: { id: 1 } });
    expect((await call('get', `/api/admin/getUserData/${lister.user.id}`, { auth: viewer.auth })).status).toBe(403);
    expect((await call('get', `/api/admin/getUserData/${lister.user.id}`, { auth: superAdmin.auth })).body.data.role_type).toBe('admin');
    expect((await call('get', '/api/admin/getUserData/999999999', { auth: viewer.auth })).status).toBe(404);
    expect((await call('get', `/api/admin/getUserData/${member.user.id}`, { auth: member.auth })).status).toBe(403);
  });
});

describe('DELETE admin/user/delete/{id} and GET|DELETE admin/user/activate/{id}', () => {
  it('deactivates a member (every session ends, audited) and activates them again', async () => {
    const target = await signedIn(t.db);
    const staff = await signedIn(t.db, { roleId: (await createRole(t.db, 'Deactivator', { Customer: ['deactivate_activate'] })).id });
    const res = await call('delete', `/api/admin/user/delete/${target.user.id}`, { auth: staff.auth });
    expect(res.body).toMatchObject({ status: true, data: { id: target.user.id, status: 0 } });
    expect((await t.db('users').where({ id: target.user.id }).first()).status).toBe(0);
    const after = await call('get', '/api/user/me', { auth: target.auth });
    expect(after.status).toBe(401);
    expect(after.body.force_logout).toBe(true);
    expect(
      await t
        .db('audit_logs')
        .where({ resource: 'customers', record_id: String(target.user.id), action: 'deactivate' })
        .first(),
    ).toBeDefined();

    expect((await call('get', `/api/admin/user/activate/${target.user.id}`, { auth: staff.auth })).body.data.status).toBe(1);
    await call('delete', `/api/admin/user/delete/${target.user.id}`, { auth: staff.auth });
    expect((await call('delete', `/api/admin/user/activate/${target.user.id}`, { auth: staff.auth })).status).toBe(200);
    expect((await t.db('users').where({ id: target.user.id }).first()).status).toBe(1);
  });

  it('needs the account type’s deactivate/activate access; never one’s own account; members get 403', async () => {
    const m = await createUser(t.db);
    expect((await call('delete', `/api/admin/user/delete/${m.id}`, { auth: viewer.auth })).status).toBe(403);
    expect((await call('get', `/api/admin/user/activate/${m.id}`, { auth: viewer.auth })).status).toBe(403);
    expect((await call('delete', `/api/admin/user/delete/${superAdmin.user.id}`, { auth: superAdmin.auth })).status).toBe(403);
    expect((await call('delete', `/api/admin/user/delete/${m.id}`, { auth: member.auth })).status).toBe(403);
    expect((await call('delete', '/api/admin/user/delete/999999999', { auth: superAdmin.auth })).status).toBe(404);
    expect((await call('delete', '/api/admin/user/delete/x', { auth: superAdmin.auth })).status).toBe(404);
  });
});

describe('POST user/role/update', () => {
  it('changes a staff account’s role through the staff-grant rules (failure object on refusal)', async () => {
    const staff = await createUser(t.db, { roleId: 3 });
    const res = await call('post', '/api/user/role/update', { auth: superAdmin.auth, body: { user_id: staff.id, role_id: 4 } });
    expect(res.body).toMatchObject({ status: true, data: { id: staff.id, role_id: 4 } });

    const limited = await signedIn(t.db, { roleId: (await createRole(t.db, 'Staff admin', { 'Admin Users': ['add_edit'] })).id });
    const beyond = await call('post', '/api/user/role/update', { auth: limited.auth, body: { user_id: staff.id, role_id: 2 } });
    expectFailure(beyond, 403);
    expect(beyond.body.message).toMatch(/access you do not have/);
    expectFailure(
      await call('post', '/api/user/role/update', { auth: superAdmin.auth, body: { user_id: member.user.id, role_id: 4 } }),
      400,
    );
    expectFailure(await call('post', '/api/user/role/update', { auth: superAdmin.auth, body: { user_id: 'x' } }), 400);
    expectFailure(await call('post', '/api/user/role/update', { auth: member.auth, body: { user_id: staff.id, role_id: 2 } }), 403);
    expectFailure(await call('post', '/api/user/role/update', { auth: viewer.auth, body: { user_id: staff.id, role_id: 4 } }), 403);
    expect((await t.db('users').where({ id: staff.id }).first()).role_id).toBe(4);
  });
});

describe('GET check/admin/role/validity', () => {
  it('valid for an active staff role; 403 for a member or a deactivated role', async () => {
    const res = await call('get', '/api/check/admin/role/validity', { auth: viewer.auth });
    expect(res.body.data).toMatchObject({
      valid: true,
      role_id: viewer.user.role_id,
      accessAction: [expect.objectContaining({ title: 'Customer' })],
    });
    expect((await call('get', '/api/check/admin/role/validity', { auth: member.auth })).status).toBe(403);
    const role = await createRole(t.db, 'Retired', { Customer: ['listView'] });
    const retired = await signedIn(t.db, { roleId: role.id });
    await t.db('roles').where({ id: role.id }).update({ status: 0 });
    expect((await call('get', '/api/check/admin/role/validity', { auth: retired.auth })).body.message).toMatch(/deactivated/);
  });
});

describe('admin/ip/list, admin/ip/add, admin/ip/delete/{id}', () => {
  it('adds, lists and deactivates a restricted IP with Restricted Ip access; refuses bad input and members', async () => {
    const staff = await signedIn(t.db, {
      roleId: (await createRole(t.db, 'IP admin', { 'Restricted Ip': ['listView', 'add_edit', 'deactivate_activate'] })).id,
    });
    const added = await call('post', '/api/admin/ip/add', { auth: staff.auth, body: { ip: TEST_NET_IP, rule: 'block', note: 'test' } });
    expect(added.status).toBe(201);
    expect(added.body.data).toMatchObject({ ip: `${TEST_NET_IP}/32`, rule: 'block', status: 1 });
    const list = await call('get', '/api/admin/ip/list', { auth: staff.auth, query: { filter: JSON.stringify({ q: TEST_NET_IP }) } });
    expect(list.body.data.map((r: { id: number }) => r.id)).toContain(added.body.data.id);
    const bad = await call('post', '/api/admin/ip/add', { auth: staff.auth, body: { ip: 'not-an-ip' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('ip');
    expect((await call('delete', `/api/admin/ip/delete/${added.body.data.id}`, { auth: staff.auth })).body.data.status).toBe(0);
    expect((await t.db('restricted_ips').where({ id: added.body.data.id }).first()).status).toBe(0);
    expect((await call('get', '/api/admin/ip/list', { auth: viewer.auth })).status).toBe(403);
    expect((await call('post', '/api/admin/ip/add', { auth: member.auth, body: { ip: TEST_NET_IP } })).status).toBe(403);
  });
});

describe('admin/exportDays/add and admin/exportDays/{id}', () => {
  it('adds and reads an export-days setting with Export Data access', async () => {
    const staff = await signedIn(t.db, { roleId: (await createRole(t.db, 'Exports', { 'Export Data': ['add_edit', 'detailView'] })).id });
    const added = await call('post', '/api/admin/exportDays/add', { auth: staff.auth, body: { role_id: 4, days: 30 } });
    expect(added.status).toBe(201);
    const read = await call('get', `/api/admin/exportDays/${added.body.data.id}`, { auth: staff.auth });
    expect(read.body.data).toMatchObject({ role_id: 4, days: 30 });
    const bad = await call('post', '/api/admin/exportDays/add', { auth: staff.auth, body: { role_id: 4, days: 0 } });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('days');
    expect((await call('get', `/api/admin/exportDays/${added.body.data.id}`, { auth: viewer.auth })).status).toBe(403);
    expect((await call('post', '/api/admin/exportDays/add', { auth: member.auth, body: { role_id: 4, days: 3 } })).status).toBe(403);
    expect((await call('get', '/api/admin/exportDays/999999999', { auth: staff.auth })).status).toBe(404);
  });
});

describe('GET admin/data/eventHooks/get', () => {
  it('lists the domain rules on each resource’s writes (Global Setting → listView)', async () => {
    const res = await call('get', '/api/admin/data/eventHooks/get', { auth: superAdmin.auth });
    expect(res.body.data).toContainEqual({ resource: 'customers', stages: ['beforeCreate', 'afterWrite'] });
    expect((await call('get', '/api/admin/data/eventHooks/get', { auth: viewer.auth })).status).toBe(403);
    expect((await call('get', '/api/admin/data/eventHooks/get', { auth: member.auth })).status).toBe(403);
  });
});
