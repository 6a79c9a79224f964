import type { Knex } from 'knex';

/** Round-trips `select 1` to the database; resolves with the latency in ms, rejects when it does not answer. */
export async function pingDatabase(db: Knex): Promise<number> {
  const started = Date.now();
  await db.raw('select 1');
  return Date.now() - started;
}
