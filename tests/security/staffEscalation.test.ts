/**
 * Issue 6, finding 3: a staff member with Admin Users → add/edit (and Admin Roles → add/edit)
 * cannot create or promote a Super Admin, edit a Super Admin, give anyone more access than they
 * hold, or raise their own role — neither through accounts nor through roles and access rules.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE } from '../../api/src/registry/features';
import { createRole, createTestApp, createUser, signedIn, uniqueMobile } from '../support/testApp';

const t = createTestApp();
afterAll(() => t.close());

const MANAGER = {
  'Admin Users': ['listView', 'detailView', 'add_edit', 'deactivate_activate'],
  'Admin Roles': ['listView', 'detailView', 'add_edit', 'deactivate_activate'],
  'SMS Logs': ['listView'],
};
let manager: Awaited<ReturnType<typeof signedIn>>;
let managerRole: { id: number };
let superAdmin: Awaited<ReturnType<typeof createUser>>;
let smallRole: { id: number };
let biggerRole: { id: number };

beforeAll(async () => {
  managerRole = await createRole(t.db, 'User manager', MANAGER);
  manager = await signedIn(t.db, { roleId: managerRole.id });
  superAdmin = await createUser(t.db, { roleId: ROLE.SUPER_ADMIN });
  smallRole = await createRole(t.db, 'SMS reader', { 'SMS Logs': ['listView'] });
  biggerRole = await createRole(t.db, 'Customer desk', { Customer: ['listView', 'detailView', 'add_edit'] });
});

const as = (auth: string) => ({
  post: (path: string, body: object) => request(t.app).post(path).set('Authorization', auth).send(body),
  put: (path: string, body: object) => request(t.app).put(path).set('Authorization', auth).send(body),
  del: (path: string) => request(t.app).delete(path).set('Authorization', auth),
});
const newStaff = (roleId: number) => ({
  name: 'New staff member',
  mobile: uniqueMobile(),
  email: `s${Date.now()}${Math.random().toString(36).slice(2, 6)}@example.com`,
  role_id: roleId,
});

function expectForbidden(res: request.Response, pattern: RegExp) {
  expect(res.status, JSON.stringify(res.body)).toBe(403);
  expect(res.body.message).toMatch(pattern);
}

describe('staff accounts', () => {
  it('only a Super Admin creates a Super Admin', async () => {
    expectForbidden(await as(manager.auth).post('/api/admin-users', newStaff(ROLE.SUPER_ADMIN)), /Only a Super Admin/);
    const sa = await signedIn(t.db, { roleId: ROLE.SUPER_ADMIN });
    expect((await as(sa.auth).post('/api/admin-users', newStaff(ROLE.SUPER_ADMIN))).status).toBe(201);
  });

  it('nobody grants a role with more access than they hold; a role within theirs is fine', async () => {
    expectForbidden(await as(manager.auth).post('/api/admin-users', newStaff(biggerRole.id)), /access you do not have/);
    const ok = await as(manager.auth).post('/api/admin-users', newStaff(smallRole.id));
    expect(ok.status, JSON.stringify(ok.body)).toBe(201);
    expectForbidden(await as(manager.auth).put(`/api/admin-users/${ok.body.id}`, { role_id: ROLE.SUPER_ADMIN }), /Only a Super Admin/);
    expectForbidden(await as(manager.auth).put(`/api/admin-users/${ok.body.id}`, { role_id: biggerRole.id }), /access you do not have/);
    expect((await t.db('users').where({ id: ok.body.id }).first('role_id')).role_id).toBe(smallRole.id);
  });

  it('a Super Admin account cannot be edited or deactivated by other staff', async () => {
    expectForbidden(
      await as(manager.auth).put(`/api/admin-users/${superAdmin.id}`, { email: 'attacker@example.com' }),
      /Super Admin account/,
    );
    expectForbidden(await as(manager.auth).del(`/api/admin-users/${superAdmin.id}`), /Super Admin account/);
    const row = await t.db('users').where({ id: superAdmin.id }).first('email', 'status');
    expect(row).toEqual({ email: superAdmin.email, status: 1 });
  });

  it('an account with more access than the editor is out of reach', async () => {
    const desk = await createUser(t.db, { roleId: biggerRole.id });
    expectForbidden(
      await as(manager.auth).put(`/api/admin-users/${desk.id}`, { name: 'Renamed by someone weaker' }),
      /access you do not have/,
    );
  });

  it('nobody raises their own role', async () => {
    expectForbidden(await as(manager.auth).put(`/api/admin-users/${manager.user.id}`, { role_id: ROLE.SUPER_ADMIN }), /your own role/);
  });
});

describe('roles and access rules', () => {
  it('staff cannot add access to their own role, nor any access they lack to another role', async () => {
    expectForbidden(
      await as(manager.auth).post('/api/role-permissions', { role_id: managerRole.id, feature: 'Customer', list_view: 1 }),
      /your own role/,
    );
    const own = await t.db('role_permissions').where({ role_id: managerRole.id, feature: 'SMS Logs' }).first('id');
    expectForbidden(await as(manager.auth).put(`/api/role-permissions/${own.id}`, { download: 1 }), /your own role/);
    expectForbidden(
      await as(manager.auth).post('/api/role-permissions', { role_id: smallRole.id, feature: 'Customer', list_view: 1 }),
      /access you do not have/,
    );
    expect(
      (await as(manager.auth).post('/api/role-permissions', { role_id: smallRole.id, feature: 'Admin Users', list_view: 1 })).status,
    ).toBe(201);
  });

  it('the Super Admin role and its record are out of reach', async () => {
    expectForbidden(
      await as(manager.auth).post('/api/role-permissions', { role_id: ROLE.SUPER_ADMIN, feature: 'SMS Logs', list_view: 1 }),
      /Super Admin role/,
    );
    expectForbidden(await as(manager.auth).put(`/api/admin-roles/${ROLE.SUPER_ADMIN}`, { name: 'Renamed' }), /Super Admin role/);
    expectForbidden(await as(manager.auth).put(`/api/admin-roles/${managerRole.id}`, { name: 'Renamed' }), /your own role/);
  });

  it('a Super Admin may still shape any role', async () => {
    const sa = await signedIn(t.db, { roleId: ROLE.SUPER_ADMIN });
    expect((await as(sa.auth).post('/api/role-permissions', { role_id: managerRole.id, feature: 'Customer', list_view: 1 })).status).toBe(
      201,
    );
  });
});
