import type { Knex } from 'knex';
import { ACCESS_KINDS, FEATURES } from '../registry/features';
import { isSuperAdminRole, loadAccessRules, type AccessRule } from './principal';

/** The signed-in user record the apps keep (spec §3/§4): role, role_type, accessAction, status. */
export interface UserDetails {
  id: number;
  name: string;
  mobile: string | null;
  email: string | null;
  /** Optional contacts the member keeps on their profile (not used to sign in). */
  secondary_mobile: string | null;
  secondary_email: string | null;
  role_id: number;
  role: { id: number; name: string; role_type: 'customer' | 'admin' };
  role_type: 'customer' | 'admin';
  accessAction: AccessRule[];
  status: number;
  wallet_balance: string;
  referral_code: string | null;
  last_login_at: Date | null;
  created_at: Date;
}

/** Super Admin (role 2) always has every permission (spec §6): every feature, every flag 1. */
function allAccess(): AccessRule[] {
  return FEATURES.map((title) => {
    const rule = { title } as AccessRule;
    for (const kind of ACCESS_KINDS) rule[kind] = 1;
    return rule;
  });
}

/**
 * accessAction for a role: admin roles get their access rules (none while the role itself is
 * deactivated, as authenticate() does); customers have none; Super Admin gets everything.
 */
async function accessActionFor(db: Knex, role: { id: number; role_type: string; status: number }): Promise<AccessRule[]> {
  if (role.role_type !== 'admin') return [];
  if (isSuperAdminRole(role.id)) return allAccess();
  return role.status === 1 ? loadAccessRules(db, role.id) : [];
}

export async function loadUserDetails(db: Knex, userId: number): Promise<UserDetails | undefined> {
  const row = await db('users as u')
    .join('roles as r', 'r.id', 'u.role_id')
    .where('u.id', userId)
    .first(
      'u.id',
      'u.name',
      'u.mobile',
      'u.email',
      'u.secondary_mobile',
      'u.secondary_email',
      'u.role_id',
      'u.status',
      'u.wallet_balance',
      'u.referral_code',
      'u.last_login_at',
      'u.created_at',
      'r.name as role_name',
      'r.role_type',
      'r.status as role_status',
    );
  if (!row) return undefined;
  const role = { id: row.role_id, name: row.role_name, role_type: row.role_type };
  return {
    id: row.id,
    name: row.name,
    mobile: row.mobile,
    email: row.email,
    secondary_mobile: row.secondary_mobile,
    secondary_email: row.secondary_email,
    role_id: row.role_id,
    role,
    role_type: row.role_type,
    accessAction: await accessActionFor(db, { id: row.role_id, role_type: row.role_type, status: row.role_status }),
    status: row.status,
    wallet_balance: row.wallet_balance,
    referral_code: row.referral_code,
    last_login_at: row.last_login_at,
    created_at: row.created_at,
  };
}
