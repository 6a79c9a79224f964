import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { DATA_DIR } from '../../api/src/config/env';
import { createKnex } from '../../api/src/db/database';
import { createDatabaseIfMissing, dropDatabase, withDatabase } from '../../api/src/db/databaseAdmin';
import { freePort, startEmbeddedPostgres, type EmbeddedServer } from '../../api/src/db/embeddedPostgres';
import { migrateLatest } from '../../api/src/db/migrate';
import { seedAll } from '../../seeds/index';

declare module 'vitest' {
  export interface ProvidedContext { databaseUrl: string }
}

/**
 * One real PostgreSQL database per test run, so runs never share state: a fresh database on
 * DATABASE_URL's server, or (without it) an embedded server in a throw-away folder and port.
 */
export default async function setup(project: TestProject) {
  const name = `bakaya_test_${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  let embedded: EmbeddedServer | undefined;
  let dataDir: string | undefined;
  let serverUrl: string;
  if (process.env.DATABASE_URL) {
    serverUrl = process.env.DATABASE_URL;
  } else {
    dataDir = path.join(DATA_DIR, `test-pg-${process.pid}-${crypto.randomBytes(3).toString('hex')}`);
    embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
    serverUrl = embedded.url('postgres');
  }
  const teardown = async () => {
    await dropDatabase(serverUrl, name).catch(() => {});
    if (embedded) await embedded.stop().catch(() => {});
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const url = withDatabase(serverUrl, name);
  try {
    await createDatabaseIfMissing(serverUrl, name);
    const knex = createKnex(url, { min: 0, max: 2 });
    try {
      await migrateLatest(knex);
      await seedAll(knex, { demo: false });
    } finally {
      await knex.destroy();
    }
  } catch (err) {
    await teardown();
    throw err;
  }
  project.provide('databaseUrl', url);
  return teardown;
}
