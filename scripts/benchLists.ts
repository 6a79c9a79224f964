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
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { issueToken } from '../api/src/auth/tokens';
import { DATA_DIR } from '../api/src/config/env';
import { ROLE } from '../api/src/registry/features';
import { BenchFailure, intEnv, openBenchDatabase, runBench, type BenchResources } from './bench/benchRun';
import { table, timeShapes } from './bench/benchTable';
import { explainAll } from './bench/explain';
import { buildShapes, type Shape } from './bench/listShapes';
import { FILTER_STATUS, SEARCH_TERM, loadCases } from './bench/loadCases';
import type { CapturedQuery } from './bench/serverChild';
import { ServerProcess, waitIdle } from './bench/serverProcess';

const ROWS = intEnv('BENCH_ROWS', 1_000_000);
const SECONDS = intEnv('BENCH_SECONDS', 8);
const CONNECTIONS = intEnv('BENCH_CONNECTIONS', 20);
/** A shape whose requests outlast BENCH_SECONDS runs on until this many responses came back (at most BENCH_MAX_SECONDS). */
const MIN_OK = intEnv('BENCH_MIN_RESPONSES', CONNECTIONS);
const MAX_SECONDS = intEnv('BENCH_MAX_SECONDS', 90);
const EXPLAIN = process.env.BENCH_EXPLAIN !== '0';
const JSON_OUT = path.join(DATA_DIR, 'bench-lists.json');
const EXPLAIN_OUT = path.join(DATA_DIR, 'bench-lists-explain.txt');

const DATABASE_PREFIX = 'bakaya_bench_lists';
const started = new Date();
const log = (line: string) => console.log(line);

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

// ---------------------------------------------------------------- main

async function main(r: BenchResources) {
  const { database, servers } = r;
  log(
    `\nList benchmark — ${ROWS.toLocaleString('en-US')} defaulter cases, ${CONNECTIONS} connections, ${SECONDS} s per shape and server, Node ${process.version}, ${os.cpus().length} CPUs`,
  );
  const { db, admin, where, pgVersion } = await openBenchDatabase(r);
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

  await waitIdle(admin);
  const results = await timeShapes(api, bare, admin, shapes, tokens, {
    connections: CONNECTIONS,
    seconds: SECONDS,
    minOk: MIN_OK,
    maxSeconds: MAX_SECONDS,
  });

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

await runBench('bench:lists', DATABASE_PREFIX, main);
