/**
 * check/admin/role/validity: is the caller's staff role still one they may work under? The admin
 * app asks on start (beside the token check): a member has no staff role, and a role staff have
 * deactivated grants nothing (authenticate() then loads no access rules for it).
 */
import type { Knex } from 'knex';
import type { Principal } from '../../auth';

export type RoleValidity = { valid: true } | { valid: false; message: string };

export function roleValidity(roleType: 'customer' | 'admin', roleStatus: number | undefined): RoleValidity {
  if (roleType !== 'admin') return { valid: false, message: 'This account has no staff role.' };
  if (roleStatus !== 1) return { valid: false, message: 'Your staff role is deactivated. Ask a Super Admin to restore your access.' };
  return { valid: true };
}

export async function callerRoleValidity(db: Knex, principal: Principal): Promise<RoleValidity> {
  const role = await db('roles').where({ id: principal.roleId }).first('status');
  return roleValidity(principal.roleType, role?.status);
}
