/**
 * `npm start`'s server as a real process: embedded PostgreSQL on first start (initdb, migrate,
 * seed with demo data), a clean stop on SIGTERM/SIGINT, and a second start on the same folder.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { freePort } from '../../api/src/db/embeddedPostgres';
import { startServer as start, statusOf, stop } from '../support/serverProcess';

const startServer = (env: Record<string, string | undefined>) => start(dataDir, env);

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bakaya-start-'));
fs.chmodSync(dataDir, 0o755); // the embedded server runs as the postgres user when we are root
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('the server process', () => {
  it('starts on embedded PostgreSQL, prints the URL and demo sign-in, and stops cleanly — twice', async () => {
    const first = await startServer({ EMBEDDED_PG_PORT: String(await freePort()) });
    expect(first.output()).toMatch(/Bakaya is running at http:\/\/localhost:\d+/);
    expect(first.output()).toContain('9876543210');
    expect(await statusOf(`${first.url}/api/health`)).toBe(200);
    expect(await stop(first, 'SIGTERM')).toBe(0);

    // Same data folder: no initdb, migrations and seeds are no-ops, demo data not duplicated.
    const second = await startServer({ EMBEDDED_PG_PORT: String(await freePort()) });
    expect(await statusOf(`${second.url}/api/health`)).toBe(200);
    expect(await stop(second, 'SIGINT')).toBe(0);
    expect(fs.existsSync(path.join(dataDir, 'pg', 'postmaster.pid'))).toBe(false);
  }, 180_000);

  it('uses DATABASE_URL when it is set', async () => {
    const running = await startServer({ DATABASE_URL: inject('databaseUrl'), SEED_DEMO: 'false' });
    expect(running.output()).toContain('database: DATABASE_URL');
    expect(await statusOf(`${running.url}/api/health`)).toBe(200);
    expect(await stop(running, 'SIGTERM')).toBe(0);
  }, 60_000);
});
