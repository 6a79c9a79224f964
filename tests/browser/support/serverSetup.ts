import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { DATA_DIR, ROOT_DIR } from '../../../api/src/config/env';
import { createKnex } from '../../../api/src/db/database';
import { migrateLatest } from '../../../api/src/db/migrate';
import { createThrowawayDatabase } from '../../../api/src/db/throwawayDatabase';
import { seedAll } from '../../../seeds/index';
import { startServer, stop } from '../../support/serverProcess';

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    browserDatabaseUrl: string;
  }
}

/** Starts the real server (as `npm start` does, minus the build) on a fresh database with demo data. */
export default async function setup(project: TestProject) {
  if (!fs.existsSync(path.join(ROOT_DIR, 'admin/dist/index.html'))) {
    throw new Error('The admin is not built: run "npm run build" first (npm test does).');
  }
  const db = await createThrowawayDatabase('bakaya_browser');
  const knex = createKnex(db.url, { min: 0, max: 2 });
  try {
    await migrateLatest(knex);
    await seedAll(knex, { demo: true });
  } finally {
    await knex.destroy();
  }
  const server = await startServer(DATA_DIR, {
    DATABASE_URL: db.url,
    SEED_DEMO: 'false',
    DEV_OUTBOX: 'true',
    // Every browser test signs in from 127.0.0.1: one network's code allowance would run out mid-suite.
    OTP_SENDS_PER_IP: '100000',
    OTP_VERIFIES_PER_IP: '100000',
  }).catch(async (err) => {
    await db.drop();
    throw err;
  });

  project.provide('baseUrl', server.url);
  project.provide('browserDatabaseUrl', db.url);
  return async () => {
    await stop(server, 'SIGTERM');
    await db.drop();
  };
}
