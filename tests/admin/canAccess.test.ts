import { ACCESS_KINDS, FEATURES, getResource, resources } from '@bakaya/api/registry';
import { describe, expect, it } from 'vitest';
import { accessKindOf, canAccess, featureOf, hasAccess } from '../../admin/src/providers/canAccess';
import type { AccessRule } from '../../admin/src/providers/session';
import { rule, staff } from './support/staffSession';

const customers = getResource('customers')!;

describe('accessKindOf: react-admin actions → access kinds (spec §6)', () => {
  it.each([
    ['list', 'listView'],
    ['show', 'detailView'],
    ['create', 'add_edit'],
    ['edit', 'add_edit'],
    ['delete', 'deactivate_activate'],
    ['export', 'download'],
  ])('%s → %s', (action, kind) => expect(accessKindOf(action)).toBe(kind));

  it.each(['process', 'approve', 'bulk-gst-hit', 'clone', 'read', ''])('custom action "%s" → process', (action) => {
    expect(accessKindOf(action)).toBe('process');
  });

  it('passes the access kinds themselves through', () => {
    for (const kind of ACCESS_KINDS) expect(accessKindOf(kind)).toBe(kind);
  });
});

describe('featureOf: the registry resource feature title', () => {
  it('finds a resource by its route (react-admin name) and by its API name', () => {
    expect(featureOf(customers.route)).toBe('Customer');
    expect(featureOf('customers')).toBe('Customer');
    expect(featureOf('customer-management/defaulter')).toBe('Defaulter');
  });
  it('takes anything else as a feature title', () => {
    expect(featureOf('Temporary OTP')).toBe('Temporary OTP');
  });
  it('every registry resource names a known feature', () => {
    for (const r of resources) expect(FEATURES as readonly string[]).toContain(featureOf(r.route));
  });
});

describe('canAccess', () => {
  it('refuses when nobody is signed in', () => {
    expect(canAccess(null, { resource: customers.route, action: 'list' })).toBe(false);
    expect(canAccess(undefined, { resource: 'Dashboard', action: 'listView' })).toBe(false);
  });

  it('never lets a non-admin in, whatever the stored flags say', () => {
    const member = { ...staff([rule('Customer', { listView: 1 })]), role_type: 'customer', role_id: 1 };
    expect(canAccess(member, { resource: customers.route, action: 'list' })).toBe(false);
    expect(canAccess(member, { resource: 'Dashboard', action: 'list' })).toBe(false);
    const agent = { ...staff([]), role_type: 'agent' };
    expect(canAccess(agent, { resource: customers.route, action: 'list' })).toBe(false);
  });

  it('refuses a role_id 2 record that is not an admin (role_type decides first)', () => {
    expect(canAccess({ ...staff([], 2), role_type: 'customer' }, { resource: customers.route, action: 'list' })).toBe(false);
  });

  it('always allows the Super Admin (role 2), with no access rules at all', () => {
    const sa = staff([], 2);
    for (const r of resources) {
      for (const action of ['list', 'show', 'create', 'edit', 'delete', 'export', 'anything']) {
        expect(canAccess(sa, { resource: r.route, action })).toBe(true);
      }
    }
  });

  it('allows an action only when the feature entry has its flag = 1', () => {
    const user = staff([rule('Customer', { listView: 1, detailView: 1 })]);
    expect(canAccess(user, { resource: customers.route, action: 'list' })).toBe(true);
    expect(canAccess(user, { resource: customers.route, action: 'show' })).toBe(true);
    expect(canAccess(user, { resource: customers.route, action: 'edit' })).toBe(false);
    expect(canAccess(user, { resource: customers.route, action: 'create' })).toBe(false);
    expect(canAccess(user, { resource: customers.route, action: 'delete' })).toBe(false);
    expect(canAccess(user, { resource: customers.route, action: 'export' })).toBe(false);
    expect(canAccess(user, { resource: customers.route, action: 'process' })).toBe(false);
  });

  it('maps every action to its own flag', () => {
    const cases: Array<[string, (typeof ACCESS_KINDS)[number]]> = [
      ['list', 'listView'],
      ['show', 'detailView'],
      ['create', 'add_edit'],
      ['edit', 'add_edit'],
      ['delete', 'deactivate_activate'],
      ['export', 'download'],
      ['verify', 'process'],
    ];
    for (const [action, kind] of cases) {
      const user = staff([rule('Defaulter', { [kind]: 1 })]);
      expect(canAccess(user, { resource: 'customer-management/defaulter', action })).toBe(true);
      for (const [other, otherKind] of cases) {
        if (otherKind !== kind) expect(canAccess(user, { resource: 'customer-management/defaulter', action: other })).toBe(false);
      }
    }
  });

  it("uses the resource's feature, so resources sharing a feature share access", () => {
    const user = staff([rule('Defaulter', { listView: 1 })]);
    for (const r of resources.filter((x) => x.feature === 'Defaulter')) {
      expect(canAccess(user, { resource: r.route, action: 'list' })).toBe(true);
    }
    expect(canAccess(user, { resource: customers.route, action: 'list' })).toBe(false);
  });

  it('matches the feature title exactly (case and spelling)', () => {
    const user = staff([rule('customer', { listView: 1 }), rule('Customers', { listView: 1 })]);
    expect(canAccess(user, { resource: customers.route, action: 'list' })).toBe(false);
  });

  it('accepts flags sent as strings or numbers, and only 1 means yes', () => {
    const loose = [{ ...rule('Customer'), listView: '1', detailView: 2, add_edit: true }] as unknown as AccessRule[];
    const user = staff(loose);
    expect(canAccess(user, { resource: customers.route, action: 'list' })).toBe(true);
    expect(canAccess(user, { resource: customers.route, action: 'show' })).toBe(false);
    expect(canAccess(user, { resource: customers.route, action: 'edit' })).toBe(false);
  });

  it('treats a missing accessAction list as no access', () => {
    const user = { ...staff([]), accessAction: undefined as unknown as AccessRule[] };
    expect(canAccess(user, { resource: customers.route, action: 'list' })).toBe(false);
  });

  it('lets every admin open the Dashboard (allowed for all)', () => {
    const user = staff([]);
    expect(canAccess(user, { resource: 'Dashboard', action: 'listView' })).toBe(true);
    expect(canAccess(user, { action: 'list' })).toBe(true);
  });

  it('answers page-level feature questions for custom screens', () => {
    const user = staff([rule('Temporary OTP', { process: 1 })]);
    expect(canAccess(user, { resource: 'Temporary OTP', action: 'process' })).toBe(true);
    expect(canAccess(user, { resource: 'Legal Notice Process', action: 'process' })).toBe(false);
    expect(hasAccess(user, 'Temporary OTP', 'listView')).toBe(false);
  });

  it('an unknown resource is an unknown feature: refused for staff, allowed for the Super Admin', () => {
    expect(canAccess(staff([rule('Customer', { listView: 1 })]), { resource: 'no-such-thing', action: 'list' })).toBe(false);
    expect(canAccess(staff([], 2), { resource: 'no-such-thing', action: 'list' })).toBe(true);
  });
});
