/**
 * Who may hand out staff access. A role is a set of (feature, access kind) grants; Super Admin
 * (role 2) holds every grant. Staff can never give anyone — a user through a role, or a role
 * through its access rules — a grant they do not hold themselves, and never touch the Super Admin
 * role or its accounts unless they are Super Admin. Pure rules; the hooks in ./staffAccessHooks.ts
 * load the rows and apply them inside the write's transaction.
 */
import { ACCESS_KIND_COLUMNS, ACCESS_KIND_LABELS, ACCESS_KINDS, ROLE, type AccessKind } from '../../registry/features';

export type Grants = Map<string, Set<AccessKind>>;

/** Someone handing out access: Super Admin holds everything, anyone else their role's grants. */
export interface Granter {
  isSuperAdmin: boolean;
  roleId: number;
  permissions: Grants;
}

/** The grants of role_permissions rows (a flag of 1 means granted). */
export function grantsOfRows(rows: ReadonlyArray<Record<string, unknown>>): Grants {
  const grants: Grants = new Map();
  for (const row of rows) {
    const kinds = new Set(ACCESS_KINDS.filter((k) => Number(row[ACCESS_KIND_COLUMNS[k]]) === 1));
    if (!kinds.size) continue;
    const feature = String(row.feature);
    grants.set(feature, new Set([...(grants.get(feature) ?? []), ...kinds]));
  }
  return grants;
}

/** The grants in `wanted` that the granter does not hold, as readable "Feature — kind" labels. */
export function grantsBeyond(granter: Granter, wanted: Grants): string[] {
  if (granter.isSuperAdmin) return [];
  const missing: string[] = [];
  for (const [feature, kinds] of wanted) {
    for (const kind of kinds) if (!granter.permissions.get(feature)?.has(kind)) missing.push(`${feature} — ${ACCESS_KIND_LABELS[kind]}`);
  }
  return missing;
}

export type RoleDecision = { ok: true } | { ok: false; message: string };
const no = (message: string): RoleDecision => ({ ok: false, message });
const OK: RoleDecision = { ok: true };

const beyondMessage = (what: string, missing: string[]) =>
  `${what} has access you do not have yourself (${missing.slice(0, 3).join(', ')}${missing.length > 3 ? `, and ${missing.length - 3} more` : ''}).`;

/** May the granter give a staff account this role? */
export function mayAssignRole(granter: Granter, roleId: number, roleGrants: Grants): RoleDecision {
  if (granter.isSuperAdmin) return OK;
  if (roleId === ROLE.SUPER_ADMIN) return no('Only a Super Admin can make someone a Super Admin.');
  const missing = grantsBeyond(granter, roleGrants);
  return missing.length ? no(beyondMessage('This role', missing)) : OK;
}

/** May the granter edit or deactivate a staff account that holds this role? */
export function mayManageAccount(granter: Granter, accountRoleId: number, roleGrants: Grants): RoleDecision {
  if (granter.isSuperAdmin) return OK;
  if (accountRoleId === ROLE.SUPER_ADMIN) return no('Only a Super Admin can change a Super Admin account.');
  const missing = grantsBeyond(granter, roleGrants);
  return missing.length ? no(beyondMessage('This account', missing)) : OK;
}

/**
 * May the granter change a role's record or its access rules so that it ends with `resulting`
 * grants? Never their own role (that would raise themselves) nor the Super Admin role.
 */
export function mayChangeRole(granter: Granter, roleId: number, resulting: Grants): RoleDecision {
  if (granter.isSuperAdmin) return OK;
  if (roleId === ROLE.SUPER_ADMIN) return no('Only a Super Admin can change the Super Admin role.');
  if (roleId === granter.roleId) return no('You cannot change the access of your own role. Ask a Super Admin.');
  const missing = grantsBeyond(granter, resulting);
  return missing.length ? no(beyondMessage('This role', missing)) : OK;
}
