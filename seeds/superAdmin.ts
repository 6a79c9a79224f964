import type { Knex } from 'knex';
import { env } from '../api/src/config/env';
import { insertUsers } from '../api/src/domain/accounts';
import { ROLE } from '../api/src/registry/features';

/** The first Super Admin, from ADMIN_MOBILE / ADMIN_EMAIL. Left alone when either is taken. */
export async function seedSuperAdmin(trx: Knex.Transaction) {
  const existing = await trx('users').where({ mobile: env.adminMobile }).orWhere({ email: env.adminEmail.toLowerCase() }).first('id');
  if (existing) return;
  await insertUsers(trx, [
    {
      name: 'Bakaya Super Admin',
      mobile: env.adminMobile,
      email: env.adminEmail.toLowerCase(),
      role_id: ROLE.SUPER_ADMIN,
      account_type: 'admin',
      status: 1,
      registration_source: 'seed',
    },
  ]);
}
