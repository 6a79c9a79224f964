/**
 * A second, one-connection pool beside the application's, for the few writes that must be seen
 * while a long transaction is still open (an import's progress). Taking a connection from the main
 * pool while holding a transaction is how a pool drains and every request waits; this pool is never
 * used by anything that holds another connection, so a writer here waits only for one short UPDATE.
 */
import knexFactory, { type Knex } from 'knex';

const pools = new WeakMap<Knex, Knex>();

export function sidePool(db: Knex): Knex {
  let side = pools.get(db);
  if (!side) {
    side = knexFactory({
      client: 'pg',
      connection: db.client.config.connection,
      pool: { min: 0, max: 1, idleTimeoutMillis: 5_000 },
      acquireConnectionTimeout: 5_000,
    });
    pools.set(db, side);
  }
  return side;
}

export async function closeSidePool(db: Knex): Promise<void> {
  const side = pools.get(db);
  pools.delete(db);
  await side?.destroy();
}
