import { describe, expect, it } from 'vitest';
import { buildMenu, sectionOf } from '../../admin/src/layout/menuModel';
import { canAccess } from '../../admin/src/providers/canAccess';
import type { AccessRule, SessionUser } from '../../admin/src/providers/session';
import { adminRoutes } from '../../admin/src/routes/adminRoutes';
import { MENU_GROUPS } from '../../admin/src/routes/routeTypes';
import { rule } from './support/staffSession';

const user = (role_id: number, accessAction: AccessRule[]): SessionUser => ({
  id: 1,
  name: 'x',
  role_id,
  role_type: 'admin',
  accessAction,
  status: 1,
});
const menuFor = (u: SessionUser) => buildMenu(adminRoutes, (r) => canAccess(u, { resource: r.feature, action: r.access }));

describe('menu', () => {
  it('shows the Super Admin all 13 groups in spec order', () => {
    expect(menuFor(user(2, [])).map((s) => s.group)).toEqual(MENU_GROUPS);
  });

  it('builds entries from the route table: list screens and parameterless custom screens only', () => {
    const all = menuFor(user(2, [])).flatMap((s) => s.entries);
    expect(all.every((e) => !e.path.includes(':'))).toBe(true);
    expect(all.map((e) => e.path)).toEqual(
      expect.arrayContaining(['/dashboard', '/customer-management/customers', '/settings/otp', '/monitoring/audit/report']),
    );
    expect(all.map((e) => e.path)).not.toContain('/legal-notice/documents/edit');
  });

  it('does not list one screen twice in a group (a spec alias and the registry list)', () => {
    for (const s of menuFor(user(2, []))) {
      const titles = s.entries.map((e) => e.title);
      expect(new Set(s.entries.map((e) => e.path)).size).toBe(s.entries.length);
      expect(titles.filter((t) => t === 'Campaigns').length).toBeLessThanOrEqual(1);
    }
  });

  it('hides entries the role cannot open, and empty groups', () => {
    const menu = menuFor(user(4, [rule('Customer', { listView: 1 }), rule('Temporary OTP', { process: 1 })]));
    expect(menu.map((s) => s.group)).toEqual(['Dashboard', 'Customer management', 'Settings']);
    expect(menu[1]!.entries.map((e) => e.title)).toEqual(expect.arrayContaining(['Customers', 'Referrals']));
    expect(menu[1]!.entries.map((e) => e.title)).not.toContain('Businesses');
    expect(menu[2]!.entries.map((e) => e.path)).toEqual(['/settings/otp']);
  });

  it('shows a role with only detail access no list entries', () => {
    expect(menuFor(user(4, [rule('Customer', { detailView: 1 })])).map((s) => s.group)).toEqual(['Dashboard']);
  });

  it('finds the group of the current page for opening it', () => {
    const menu = menuFor(user(2, []));
    expect(sectionOf(menu, '/customer-management/customers/12/show')).toBe('Customer management');
    expect(sectionOf(menu, '/settings/global/setting')).toBe('Settings');
    expect(sectionOf(menu, '/nowhere')).toBeUndefined();
  });
});
