import type { Knex } from 'knex';

/**
 * Members and staff share the users table; the registry shows each through its own resource and
 * feature (customers → Customer, admin-users → Admin Users). The resource an account id belongs to,
 * or undefined when there is no such account.
 */
export async function accountResourceName(db: Knex, userId: number): Promise<'customers' | 'admin-users' | undefined> {
  const row = await db('users').where({ id: userId }).first('account_type');
  if (!row) return undefined;
  return row.account_type === 'admin' ? 'admin-users' : 'customers';
}
