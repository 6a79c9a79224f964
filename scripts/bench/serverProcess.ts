/**
 * A benchmark server in its own process (scripts/bench/serverChild.ts), driven over IPC: its port,
 * CPU, memory and request counters, SQL capture, stop. And waitIdle: PostgreSQL quiet between runs.
 */
import { fork, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type pg from 'pg';
import type { CapturedQuery, ChildMessage, ChildRequest, ServerKind } from './serverChild';

const HERE = path.dirname(fileURLToPath(import.meta.url));

export class ServerProcess {
  private waiters = new Map<ChildMessage['type'], Array<(m: ChildMessage) => void>>();
  private exited = false;
  port = 0;

  private constructor(
    readonly name: string,
    readonly proc: ChildProcess,
  ) {
    proc.on('message', (m: ChildMessage) => {
      const queue = this.waiters.get(m.type);
      const waiter = queue?.shift();
      waiter?.(m);
    });
    proc.on('exit', () => {
      this.exited = true;
    });
  }

  /** `env`: more variables for the child (the replay server's statements file). */
  static async start(name: ServerKind, databaseUrl: string, env: Record<string, string> = {}): Promise<ServerProcess> {
    // fork() passes this process's execArgv on, i.e. tsx's loader: the child runs TypeScript too.
    // BENCH_CPU_PROF=<dir>: the API server writes a V8 CPU profile there when it stops (node --cpu-prof).
    const profile = process.env.BENCH_CPU_PROF && name === 'api' ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];
    const proc = fork(path.join(HERE, 'serverChild.ts'), [name], {
      execArgv: [...process.execArgv, ...profile],
      env: { ...process.env, ...env, BENCH_DATABASE_URL: databaseUrl },
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    const child = new ServerProcess(name, proc);
    const ready = await Promise.race([
      child.next('ready'),
      new Promise<never>((_, reject) =>
        proc.once('exit', (code) => reject(new Error(`${name} server exited with ${code} before listening`))),
      ),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`${name} server did not start within 60 s`)), 60_000).unref()),
    ]);
    child.port = (ready as Extract<ChildMessage, { type: 'ready' }>).port;
    return child;
  }

  next<T extends ChildMessage['type']>(type: T): Promise<Extract<ChildMessage, { type: T }>> {
    return new Promise((resolve) => {
      const queue = this.waiters.get(type) ?? [];
      queue.push(resolve as (m: ChildMessage) => void);
      this.waiters.set(type, queue);
    });
  }

  private send(m: ChildRequest) {
    this.proc.send(m);
  }

  async counters(): Promise<{ cpuMicros: number; requests: number; poolTimeouts: number; rssBytes: number }> {
    const reply = this.next('cpu');
    this.send({ type: 'cpu' });
    const { user, system, requests, poolTimeouts, rss } = await reply;
    return { cpuMicros: user + system, requests, poolTimeouts, rssBytes: rss };
  }

  captureOn() {
    this.send({ type: 'capture', on: true });
  }

  async captureOff(): Promise<CapturedQuery[]> {
    const reply = this.next('captured');
    this.send({ type: 'capture', on: false });
    return (await reply).queries;
  }

  get baseUrl() {
    return `http://127.0.0.1:${this.port}`;
  }

  async stop(): Promise<void> {
    if (this.exited || this.proc.exitCode !== null) return;
    const gone = new Promise<void>((resolve) => this.proc.once('exit', () => resolve()));
    try {
      this.send({ type: 'stop' });
    } catch {
      this.proc.kill('SIGTERM');
    }
    const timer = setTimeout(() => this.proc.kill('SIGKILL'), 8000);
    await gone;
    clearTimeout(timer);
  }
}

/** Waits until no client backend of the benchmark database is running a statement (for 0.5 s). */
export async function waitIdle(admin: pg.Client, maxSeconds = 180): Promise<number> {
  const t0 = performance.now();
  let quiet = 0;
  let cancelled = false;
  while (quiet < 5) {
    const {
      rows: [r],
    } = await admin.query<{ n: string }>(`SELECT count(*) AS n FROM pg_stat_activity
      WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active' AND backend_type = 'client backend'`);
    quiet = Number(r!.n) === 0 ? quiet + 1 : 0;
    const waited = (performance.now() - t0) / 1000;
    if (waited > maxSeconds && !cancelled) {
      console.log(`    still busy after ${maxSeconds} s: cancelling the remaining statements`);
      await admin.query(`SELECT pg_cancel_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active' AND backend_type = 'client backend'`);
      cancelled = true;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return (performance.now() - t0) / 1000 - 0.5;
}
