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
