import type { Knex } from 'knex';

/** When a session ends (sessions.expires_at); null when there is no such session. Creating and revoking: tokens.ts. */
export async function sessionExpiresAt(db: Knex, sessionId: string): Promise<Date | null> {
  const session = await db('sessions').where({ id: sessionId }).first('expires_at');
  return session?.expires_at ?? null;
}
