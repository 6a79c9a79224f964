import { describe, expect, it } from 'vitest';
import { ROLE } from '../../registry/features';
import { grantsBeyond, grantsOfRows, mayAssignRole, mayChangeRole, mayManageAccount, type Granter, type Grants } from './roleGrants';

const grants = (spec: Record<string, string[]>): Grants => new Map(Object.entries(spec).map(([f, k]) => [f, new Set(k)])) as Grants;
const developer: Granter = {
  isSuperAdmin: false,
  roleId: ROLE.DEVELOPER,
  permissions: grants({ 'Admin Users': ['listView', 'add_edit'], 'SMS Logs': ['listView'] }),
};
const superAdmin: Granter = { isSuperAdmin: true, roleId: ROLE.SUPER_ADMIN, permissions: new Map() };

describe('grantsOfRows', () => {
  it('reads flags of 1 per feature and skips rows without any', () => {
    const g = grantsOfRows([
      { feature: 'Customer', list_view: 1, detail_view: 0, add_edit: 1, deactivate_activate: 0, download: 0, process: 0 },
      { feature: 'Audit', list_view: 0, detail_view: 0, add_edit: 0, deactivate_activate: 0, download: 0, process: 0 },
    ]);
    expect([...g.keys()]).toEqual(['Customer']);
    expect([...g.get('Customer')!].sort()).toEqual(['add_edit', 'listView']);
  });
});

describe('grantsBeyond', () => {
  it('lists what the granter lacks, with labels', () => {
    expect(grantsBeyond(developer, grants({ 'Admin Users': ['listView', 'deactivate_activate'], Customer: ['listView'] }))).toEqual([
      'Admin Users — Deactivate/activate',
      'Customer — List view',
    ]);
  });
  it('is empty for a subset and for a Super Admin', () => {
    expect(grantsBeyond(developer, grants({ 'Admin Users': ['listView'] }))).toEqual([]);
    expect(grantsBeyond(superAdmin, grants({ Customer: ['process'] }))).toEqual([]);
  });
});

describe('mayAssignRole', () => {
  it('refuses the Super Admin role to anyone but a Super Admin', () => {
    expect(mayAssignRole(developer, ROLE.SUPER_ADMIN, new Map())).toEqual({
      ok: false,
      message: 'Only a Super Admin can make someone a Super Admin.',
    });
    expect(mayAssignRole(superAdmin, ROLE.SUPER_ADMIN, new Map())).toEqual({ ok: true });
  });
  it('refuses a role with more access than the granter, allows one within it', () => {
    const r = mayAssignRole(developer, 9, grants({ Customer: ['listView'] }));
    expect(r.ok).toBe(false);
    expect(!r.ok && r.message).toMatch(/Customer — List view/);
    expect(mayAssignRole(developer, 9, grants({ 'SMS Logs': ['listView'] }))).toEqual({ ok: true });
  });
});

describe('mayManageAccount', () => {
  it('protects Super Admin accounts and accounts with more access', () => {
    expect(mayManageAccount(developer, ROLE.SUPER_ADMIN, new Map()).ok).toBe(false);
    expect(mayManageAccount(developer, 9, grants({ Audit: ['listView'] })).ok).toBe(false);
    expect(mayManageAccount(developer, 9, grants({ 'Admin Users': ['listView'] })).ok).toBe(true);
    expect(mayManageAccount(superAdmin, ROLE.SUPER_ADMIN, new Map()).ok).toBe(true);
  });
});

describe('mayChangeRole', () => {
  it('never lets staff change their own role or the Super Admin role', () => {
    expect(mayChangeRole(developer, ROLE.DEVELOPER, new Map())).toEqual({
      ok: false,
      message: 'You cannot change the access of your own role. Ask a Super Admin.',
    });
    expect(mayChangeRole(developer, ROLE.SUPER_ADMIN, new Map()).ok).toBe(false);
  });
  it('lets staff shape another role only within their own access', () => {
    expect(mayChangeRole(developer, 9, grants({ 'SMS Logs': ['listView'] })).ok).toBe(true);
    expect(mayChangeRole(developer, 9, grants({ 'SMS Logs': ['download'] })).ok).toBe(false);
    expect(mayChangeRole(superAdmin, ROLE.SUPER_ADMIN, grants({ Customer: ['process'] })).ok).toBe(true);
  });
});
