import type { TestProject } from 'vitest/node';
import { createKnex } from '../../api/src/db/database';
import { migrateLatest } from '../../api/src/db/migrate';
import { createThrowawayDatabase } from '../../api/src/db/throwawayDatabase';
import { seedAll } from '../../seeds/index';

declare module 'vitest' {
  export interface ProvidedContext {
    databaseUrl: string;
  }
}

/**
 * One real PostgreSQL database per test run, so runs never share state: a fresh database on
 * DATABASE_URL's server, or (without it) an embedded server in a throw-away folder and port.
 */
export default async function setup(project: TestProject) {
  const db = await createThrowawayDatabase('bakaya_test');
  const knex = createKnex(db.url, { min: 0, max: 2 });
  try {
    await migrateLatest(knex);
    await seedAll(knex, { demo: false });
  } catch (err) {
    await db.drop();
    throw err;
  } finally {
    await knex.destroy();
  }
  project.provide('databaseUrl', db.url);
  return db.drop;
}
