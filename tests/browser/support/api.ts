import { inject } from 'vitest';
import { issueToken } from '../../../api/src/auth/tokens';
import { createKnex } from '../../../api/src/db/database';

/** Direct database access for fixtures and assertions (the server under test shares it). */
export function browserDb() {
  return createKnex(inject('browserDatabaseUrl'), { min: 0, max: 4 });
}

/** A bearer header for a user, to read fixtures through the API the way the admin does. */
export async function bearerFor(db: ReturnType<typeof browserDb>, userId: number): Promise<string> {
  const user = await db('users').where({ id: userId }).first('id', 'role_id');
  return `Bearer ${(await issueToken(db, user)).token}`;
}

/** A new admin role with these feature flags ({ Business: { list_view: 1 } }) and a staff member holding it; resolves to their mobile. */
export async function staffWithRole(db: ReturnType<typeof browserDb>, rules: Record<string, Record<string, 1>>, name = 'Collections Desk') {
  const [role] = await db('roles')
    .insert({ name: `Desk ${Date.now()}`, role_type: 'admin' })
    .returning('id');
  for (const [feature, flags] of Object.entries(rules)) await db('role_permissions').insert({ role_id: role.id, feature, ...flags });
  const mobile = `9${String(Date.now()).slice(-9)}`;
  await db('users').insert({ name, mobile, email: `desk${mobile}@example.com`, role_id: role.id, account_type: 'admin' });
  return mobile;
}
