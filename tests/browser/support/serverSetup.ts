import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { ROOT_DIR } from '../../../api/src/config/env';
import { createKnex } from '../../../api/src/db/database';
import { freePort } from '../../../api/src/db/embeddedPostgres';
import { migrateLatest } from '../../../api/src/db/migrate';
import { createThrowawayDatabase } from '../../../api/src/db/throwawayDatabase';
import { seedAll } from '../../../seeds/index';

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
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: ROOT_DIR,
    env: {
      ...process.env,
      DATABASE_URL: db.url,
      PORT: String(port),
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      NODE_ENV: 'development',
      DEV_OUTBOX: 'true',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => {
    output += d;
  });
  child.stderr!.on('data', (d) => {
    output += d;
  });
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 60_000);
    child.stdout!.on('data', () => {
      if (output.includes('Bakaya is running')) {
        clearTimeout(timer);
        resolve();
      }
    });
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`server exited with ${code}:\n${output}`));
    });
  }).catch(async (err) => {
    child.kill('SIGKILL');
    await db.drop();
    throw err;
  });

  project.provide('baseUrl', `http://127.0.0.1:${port}`);
  project.provide('browserDatabaseUrl', db.url);
  return async () => {
    await new Promise<void>((resolve) => {
      child.once('exit', () => resolve());
      child.kill('SIGTERM');
    });
    await db.drop();
  };
}
