import type { Knex } from 'knex';
import type { StaffNetworks } from './restrictedIp';
import { ACCESS_KIND_COLUMNS, ACCESS_KINDS, ROLE, type AccessKind } from '../registry/features';

export type SessionKind = 'member' | 'support';

/** The signed-in caller, as every route sees it. */
export interface Principal {
  userId: number;
  roleId: number;
  roleName: string;
  roleType: 'customer' | 'admin';
  sessionId: string;
  /**
   * How the session was opened, as recorded on its sessions row (never read from the token): 'member'
   * by the account's own code, 'support' by a temporary OTP staff issued. See auth/sessionKind.ts.
   */
  sessionKind: SessionKind;
  isSuperAdmin: boolean;
  /** feature title → access kinds allowed (empty for customers and Super Admin, who bypasses it). */
  permissions: Map<string, Set<AccessKind>>;
  /**
   * Staff only: the restricted-IP rules read with the caller, checked against the client IP on every
   * request (restrictedIp.ts). Remembered with the caller; a change to the rules forgets both.
   */
  staffNetworks?: StaffNetworks;
}

/** Access-rule row as the API answers it in `accessAction` (1 = allowed), spec §3/§6. */
export type AccessRule = { title: string } & Record<AccessKind, 0 | 1>;

export function can(p: Principal, feature: string, kind: AccessKind): boolean {
  if (p.roleType !== 'admin') return false;
  if (p.isSuperAdmin) return true;
  return p.permissions.get(feature)?.has(kind) ?? false;
}

export async function loadAccessRules(db: Knex, roleId: number): Promise<AccessRule[]> {
  const rows = await db('role_permissions').where({ role_id: roleId }).orderBy('feature');
  return rows.map((r) => {
    const rule = { title: r.feature } as AccessRule;
    for (const kind of ACCESS_KINDS) rule[kind] = r[ACCESS_KIND_COLUMNS[kind]] === 1 ? 1 : 0;
    return rule;
  });
}

export function permissionMap(rules: AccessRule[]): Map<string, Set<AccessKind>> {
  return new Map(rules.map((r) => [r.title, new Set(ACCESS_KINDS.filter((k) => r[k] === 1))]));
}

export const isSuperAdminRole = (roleId: number) => roleId === ROLE.SUPER_ADMIN;
