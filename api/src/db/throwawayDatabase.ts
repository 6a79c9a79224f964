import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { DATA_DIR } from '../config/env';
import { createDatabaseIfMissing, dropDatabase, withDatabase } from './databaseAdmin';
import { freePort, startEmbeddedPostgres, type EmbeddedServer } from './embeddedPostgres';

/**
 * A fresh, empty database for one test run or benchmark: a new database on DATABASE_URL's server,
 * or (without it) an embedded server in a throw-away folder on a free port. `drop()` removes it all.
 */
export async function createThrowawayDatabase(prefix: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const suffix = `${process.pid}_${crypto.randomBytes(3).toString('hex')}`;
  const name = `${prefix}_${suffix}`;
  let embedded: EmbeddedServer | undefined;
  let dataDir: string | undefined;
  let serverUrl: string;
  if (process.env.DATABASE_URL) {
    serverUrl = process.env.DATABASE_URL;
  } else {
    dataDir = path.join(DATA_DIR, `${prefix}-pg-${suffix}`);
    embedded = await startEmbeddedPostgres({ dataDir, port: await freePort(), persistent: false });
    serverUrl = embedded.url('postgres');
  }
  const drop = async () => {
    await dropDatabase(serverUrl, name).catch(() => {});
    if (embedded) await embedded.stop().catch(() => {});
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    await createDatabaseIfMissing(serverUrl, name);
  } catch (err) {
    await drop();
    throw err;
  }
  return { url: withDatabase(serverUrl, name), drop };
}
