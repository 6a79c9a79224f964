/**
 * `npm start`'s server as a real process: embedded PostgreSQL on first start (initdb, migrate,
 * seed with demo data), a clean stop on SIGTERM/SIGINT, and a second start on the same folder.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { ROOT_DIR } from '../../api/src/config/env';
import { freePort } from '../../api/src/db/embeddedPostgres';

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bakaya-start-'));
fs.chmodSync(dataDir, 0o755); // the embedded server runs as the postgres user when we are root
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

interface Running {
  child: ChildProcess;
  url: string;
  output: () => string;
}

async function startServer(extraEnv: Record<string, string | undefined>): Promise<Running> {
  const port = await freePort();
  const env: Record<string, string> = {
    ...process.env,
    PORT: String(port),
    BAKAYA_DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    NODE_ENV: 'development',
  } as Record<string, string>;
  delete env.DATABASE_URL;
  for (const [k, v] of Object.entries(extraEnv))
    if (v === undefined) delete env[k];
    else env[k] = v;
  const child = spawn(process.execPath, ['--import', 'tsx', 'api/src/server.ts'], {
    cwd: ROOT_DIR,
    env,
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
    const timer = setTimeout(() => reject(new Error(`server did not start:\n${output}`)), 90_000);
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
  });
  return { child, url: `http://127.0.0.1:${port}`, output: () => output };
}

/**
 * GET's status on a fresh connection. fetch() keeps connections alive per origin, and the second
 * server may get the first one's port: a kept socket to the stopped server would then be reused.
 */
function statusOf(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { agent: false }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on('error', reject);
  });
}

function stop(r: Running, signal: NodeJS.Signals): Promise<number | null> {
  return new Promise((resolve) => {
    r.child.once('exit', (code) => resolve(code));
    r.child.kill(signal);
  });
}

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
