import path from 'node:path';
import knexFactory, { type Knex } from 'knex';
import pg from 'pg';
import { DATA_DIR, env } from '../config/env';
import { createDatabaseIfMissing } from './databaseAdmin';
import { startEmbeddedPostgres, type EmbeddedServer } from './embeddedPostgres';

// bigint ids and counts fit in a JS number for this product's sizes; numeric (money) stays a string.
pg.types.setTypeParser(pg.types.builtins.INT8, (v) => Number(v));
// `date` columns are calendar dates: keep 'YYYY-MM-DD' instead of a local-midnight Date.
pg.types.setTypeParser(pg.types.builtins.DATE, (v) => v);

export interface Database {
  knex: Knex;
  url: string;
  embedded?: EmbeddedServer;
  close: () => Promise<void>;
}

/**
 * A pool over `url`. A request that cannot get a connection within `acquireTimeoutMs` fails with
 * KnexTimeoutError, which the error handler answers as 503 with Retry-After (never a 500).
 */
export function createKnex(url: string, pool = { min: 0, max: 10 }, acquireTimeoutMs = 10_000): Knex {
  return knexFactory({
    client: 'pg',
    connection: url,
    pool,
    acquireConnectionTimeout: acquireTimeoutMs,
    asyncStackTraces: env.knexAsyncStackTraces,
  });
}

/**
 * Opens the application database: DATABASE_URL when set, otherwise an embedded PostgreSQL whose
 * data lives in .data/pg (git-ignored) on EMBEDDED_PG_PORT (not 5432, which a system server may hold).
 */
export async function openDatabase(
  opts: { databaseUrl?: string; log?: (l: string) => void; notice?: (l: string) => void } = {},
): Promise<Database> {
  const databaseUrl = opts.databaseUrl ?? env.databaseUrl;
  if (databaseUrl) {
    const knex = createKnex(databaseUrl);
    return { knex, url: databaseUrl, close: () => knex.destroy() };
  }
  const embedded = await startEmbeddedPostgres({
    dataDir: path.join(DATA_DIR, 'pg'),
    port: env.embeddedPgPort,
    log: opts.log,
    notice: opts.notice,
  });
  const url = embedded.url('bakaya');
  await createDatabaseIfMissing(embedded.url('postgres'), 'bakaya');
  const knex = createKnex(url);
  return {
    knex,
    url,
    embedded,
    close: async () => {
      await knex.destroy();
      await embedded.stop();
    },
  };
}
