/**
 * npm run bench:cir — credit information reports at scale (issue 11 §3).
 *
 * 1. A throw-away database (bench/benchRun.ts), migrations and the non-demo seeds.
 * 2. Deterministic data, loaded server-side: CIR_BENCH_CASES (1,000,000) defaulter cases
 *    (bench/loadCases.ts, as bench:lists), CIR_BENCH_BUSINESSES (200,000) businesses and
 *    CIR_BENCH_TRANSACTIONS (5,000,000) business transactions, a heavy subject (CIR_BENCH_HEAVY_CASES,
 *    400 cases on one PAN) and a typical one (3 cases), and CIR_BENCH_CONNECTIONS (20) members on a
 *    plan with money in their wallets (bench/loadCir.ts).
 * 3. The real API in its own process, and the baseline: the read statements the API ran for one
 *    report on each subject (and for a name search), captured from the API itself and replayed by a
 *    bare `pg` server (bench/replayServer.ts) — same SQL, same values, no framework, no writes.
 * 4. Timed with autocannon, CIR_BENCH_CONNECTIONS connections for CIR_BENCH_SECONDS (8) each:
 *    POST /api/cir/reports for the heavy and the typical subject (each request a member in turn with
 *    a fresh Idempotency-Key: every one a real report, charged, with its order, journal and invoice)
 *    against the replayed reads; GET /api/cir/search by a common name; then the admin defaulter-case
 *    list shapes of bench:lists (API against its bare baseline). CIR_BENCH_LISTS=0 skips the lists.
 *    The report shapes again paced: the same members, each a report every CIR_BENCH_PACE_SECONDS (2;
 *    0 skips), what a member waits for while 20 are at work, not the queue of a flat-out run.
 * 5. p50/p95 per server, the ratio API/baseline, each server's CPU per request, the API's resident
 *    memory; the same as JSON in .data/bench-cir.json.
 * CIR_BENCH_SHAPES=typical (comma-separated keys) times only those shapes; BENCH_CPU_PROF=<dir> writes
 * the API's CPU profile there. Smaller runs: CIR_BENCH_CASES=20000 CIR_BENCH_BUSINESSES=5000 CIR_BENCH_TRANSACTIONS=50000 ….
 * 6. The PDF of each captured report, English and Hindi, one request at a time (first, then p50/p95).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { issueToken } from '../api/src/auth/tokens';
import { DATA_DIR } from '../api/src/config/env';
import type { CirReportView } from '../api/src/contracts/cir';
import { ROLE } from '../api/src/registry/features';
import { BenchFailure, intEnv, openBenchDatabase, runBench, type BenchResources } from './bench/benchRun';
import { ms, runLine, table, timeServer, timeShapes, type ShapeResult, type TimingOptions } from './bench/benchTable';
import { percentile } from './bench/drive';
import { explainAll } from './bench/explain';
import { buildShapes } from './bench/listShapes';
import { loadCases, SEARCH_TERM } from './bench/loadCases';
import { loadCirData } from './bench/loadCir';
import type { CapturedQuery } from './bench/serverChild';
import { ServerProcess, waitIdle } from './bench/serverProcess';

const CASES = intEnv('CIR_BENCH_CASES', 1_000_000);
const BUSINESSES = intEnv('CIR_BENCH_BUSINESSES', 200_000);
const TRANSACTIONS = intEnv('CIR_BENCH_TRANSACTIONS', 5_000_000);
const HEAVY_CASES = intEnv('CIR_BENCH_HEAVY_CASES', 400);
const CONNECTIONS = intEnv('CIR_BENCH_CONNECTIONS', 20);
const SECONDS = intEnv('CIR_BENCH_SECONDS', 8);
const MAX_SECONDS = intEnv('CIR_BENCH_MAX_SECONDS', 60);
const PACE_SECONDS = intEnv('CIR_BENCH_PACE_SECONDS', 2);
const LISTS = process.env.CIR_BENCH_LISTS !== '0';
const EXPLAIN = process.env.CIR_BENCH_EXPLAIN !== '0';
const EXPLAIN_OUT = path.join(DATA_DIR, 'bench-cir-explain.txt');
const JSON_OUT = path.join(DATA_DIR, 'bench-cir.json');
const STATEMENTS_OUT = path.join(DATA_DIR, 'bench-cir-statements.json');
const ALL_STATEMENTS_OUT = path.join(DATA_DIR, 'bench-cir-all-statements.json');
const log = (line: string) => console.log(line);
const n = (v: number) => v.toLocaleString('en-US');

/**
 * The reads behind a report, as the baseline replays them: SELECTs only, without the caller's
 * sign-in (sessions, users, roles), the row lock, the sequence, the Idempotency-Key look-ups and the
 * answer's read-back of the stored report — the statements that gather what the report shows.
 */
function reportReads(queries: CapturedQuery[]): CapturedQuery[] {
  return queries.filter(
    (q) =>
      /^\s*select/i.test(q.text) &&
      !/for (no key )?update|nextval\(|from "(sessions|users|roles|role_permissions)"/i.test(q.text) &&
      !(/"cir_reports"/.test(q.text) && !/subject_pan/.test(q.text)),
  );
}

async function main(r: BenchResources) {
  const timing: TimingOptions = { connections: CONNECTIONS, seconds: SECONDS, minOk: CONNECTIONS, maxSeconds: MAX_SECONDS };
  log(
    `\nCIR benchmark — ${n(CASES)} cases, ${n(BUSINESSES)} businesses, ${n(TRANSACTIONS)} transactions, ${CONNECTIONS} members at once, ${SECONDS} s per run, Node ${process.version}, ${os.cpus().length} CPUs`,
  );
  const { db, admin, where, pgVersion } = await openBenchDatabase(r);
  log(`database: ${where}, PostgreSQL ${pgVersion}\nloading…`);
  const cases = await loadCases(r.database.url, CASES, log);
  log(`  ${n(CASES)} cases in ${cases.seconds.total.toFixed(1)} s`);
  const cir = await loadCirData(
    r.database.url,
    db,
    { businesses: BUSINESSES, transactions: TRANSACTIONS, heavyCases: HEAVY_CASES, members: CONNECTIONS },
    log,
  );
  log(
    `  heavy ${cir.heavy.gstin}: ${cir.heavy.cases} cases on its PAN; typical ${cir.typical.gstin}: ${cir.typical.cases} cases (${cir.seconds.toFixed(1)} s)`,
  );

  const staff = await db('users').where({ role_id: ROLE.SUPER_ADMIN, account_type: 'admin' }).orderBy('id').first('id', 'role_id');
  const memberTokens = await Promise.all(cir.members.map(async (m) => (await issueToken(db, { id: m.userId, role_id: ROLE.USER })).token));
  const tokens = {
    staff: (await issueToken(db, staff)).token,
    reporter: (await issueToken(db, { id: cases.bigReporter.userId, role_id: ROLE.USER })).token,
  };

  const api = await ServerProcess.start('api', r.database.url);
  r.servers.push(api);
  const generate = (i: number, gstin: string) => ({
    path: '/api/cir/reports',
    method: 'POST' as const,
    headers: {
      Authorization: `Bearer ${memberTokens[i % memberTokens.length]}`,
      'Content-Type': 'application/json',
      'Idempotency-Key': `bench-${crypto.randomUUID()}`,
    },
    body: JSON.stringify({ business_id: cir.members[i % cir.members.length]!.businessId, gstin, purpose: 'new_credit' }),
  });
  const searchPath = `/api/cir/search?q=${encodeURIComponent(SEARCH_TERM)}`;

  // One of each, captured: it checks the API answers, warms it, and gives the baseline its statements.
  const statements: Record<string, CapturedQuery[]> = {};
  const allStatements: Record<string, string[]> = {};
  const reportIds: Record<string, number> = {}; // the captured reports, whose PDFs are timed // every statement of one report, for reading: ALL_STATEMENTS_OUT
  const subjects = [
    { key: 'heavy', gstin: cir.heavy.gstin, label: `POST /api/cir/reports, heavy GSTIN (${cir.heavy.cases} cases on its PAN)` },
    { key: 'typical', gstin: cir.typical.gstin, label: `POST /api/cir/reports, typical GSTIN (${cir.typical.cases} cases)` },
  ];
  for (const s of subjects) {
    const req = generate(0, s.gstin);
    api.captureOn();
    const res = await fetch(api.baseUrl + req.path, { method: 'POST', headers: req.headers, body: req.body });
    const captured = await api.captureOff();
    const body = (await res.json()) as CirReportView;
    if (res.status !== 201) {
      console.error(`POST /api/cir/reports for the ${s.key} subject answered ${res.status}: ${JSON.stringify(body).slice(0, 300)}`);
      throw new BenchFailure('no report');
    }
    reportIds[s.key] = body.id;
    statements[s.key] = reportReads(captured);
    allStatements[s.key] = captured.map((q) => q.text.replace(/\s+/g, ' '));
    const score = body.snapshot.score.kind === 'scored' ? `score ${body.snapshot.score.score}` : 'no history';
    log(
      `  ${s.key}: ${body.snapshot.cases.length} cases shown, ${score}, charged ₹${body.charged}; ${captured.length} statements, ${statements[s.key]!.length} of them the report's reads`,
    );
  }
  api.captureOn();
  const found = await fetch(api.baseUrl + searchPath, { headers: { Authorization: `Bearer ${memberTokens[0]}` } });
  statements.search = reportReads(await api.captureOff());
  log(`  search "${SEARCH_TERM}": ${found.status}, ${((await found.json()) as unknown[]).length} hits`);
  fs.mkdirSync(DATA_DIR, { recursive: true });
  fs.writeFileSync(STATEMENTS_OUT, JSON.stringify(statements));
  fs.writeFileSync(ALL_STATEMENTS_OUT, JSON.stringify(allStatements, null, 1));
  const replay = await ServerProcess.start('replay', r.database.url, { BENCH_REPLAY_FILE: STATEMENTS_OUT });
  r.servers.push(replay);

  await waitIdle(admin);
  const results: ShapeResult[] = [];
  const rss: number[] = [];
  const runs = [
    ...subjects.map((s) => ({ ...s, api: { request: (i: number) => generate(i, s.gstin) } })),
    {
      key: 'search',
      label: `GET /api/cir/search?q=${SEARCH_TERM} (a name)`,
      api: {
        request: (i: number) => ({ path: searchPath, headers: { Authorization: `Bearer ${memberTokens[i % memberTokens.length]}` } }),
      },
    },
  ];
  // CIR_BENCH_SHAPES=typical,heavy: time only these (a profile of one shape, say).
  const only = process.env.CIR_BENCH_SHAPES?.split(',').map((k) => k.trim());
  // Each report shape twice: flat out (every member sends the next report the moment the last one
  // answers: the machine's throughput, latency is queueing) and paced (the same members, each a report
  // every CIR_BENCH_PACE_SECONDS, 2 by default: what one of 20 members at work at once waits for).
  const paced = { ...timing, overallRate: CONNECTIONS / PACE_SECONDS };
  const timed = runs.filter((r) => !only || only.includes(r.key));
  const passes = [
    ...timed.map((run) => ({ run, key: run.key, label: run.label, opts: timing })),
    ...(PACE_SECONDS > 0
      ? timed
          .filter((run) => run.key !== 'search')
          .map((run) => ({
            run,
            key: `${run.key}-paced`,
            label: `${run.label}, paced: ${CONNECTIONS} members, one report each every ${PACE_SECONDS} s`,
            opts: paced,
          }))
      : []),
  ];
  for (const { run, key, label, opts } of passes) {
    log(`timing ${key}…`);
    const baseline = await timeServer(replay, admin, { request: () => ({ path: `/replay/${run.key}`, method: 'POST' }) }, opts);
    const apiStats = await timeServer(api, admin, run.api, opts);
    rss.push(apiStats.rssBytes);
    results.push({ key, label, api: apiStats, baseline, ratio: baseline.reqPerSec > 0 ? apiStats.reqPerSec / baseline.reqPerSec : null });
    log(runLine('baseline', baseline));
    log(runLine('API', apiStats));
  }
  const pdfs = await timePdfs(api.baseUrl, memberTokens[0]!, reportIds);
  const reports = Number((await admin.query(`SELECT count(*) AS n FROM cir_reports`)).rows[0].n);
  const explain = EXPLAIN
    ? await explainAll(
        admin,
        Object.entries(statements).map(([key, queries]) => ({ shape: { key }, server: 'API', queries })),
      )
    : undefined;
  if (explain) fs.writeFileSync(EXPLAIN_OUT, explain.text);

  let lists: ShapeResult[] = [];
  if (LISTS) {
    const bare = await ServerProcess.start('bare', r.database.url);
    r.servers.push(bare);
    const { shapes } = await buildShapes(db, cases);
    await waitIdle(admin);
    lists = await timeShapes(api, bare, admin, shapes, tokens, timing);
  }
  const memory = `${Math.round(Math.max(...rss) / 1024 / 1024)} MB`;

  log(
    `\nCIR benchmark — ${n(CASES)} cases, ${n(cir.businesses)} businesses, ${n(TRANSACTIONS)} transactions, ${where} (PostgreSQL ${pgVersion}), ${CONNECTIONS} connections × ${SECONDS} s, Node ${process.version}, ${os.cpus().length} CPUs\n`,
  );
  log(table(results));
  log(
    `\nbaseline = the report's read statements (captured from the API) replayed over a bare pg pool; ratio = API req/s ÷ baseline req/s.\n` +
      `${n(reports)} reports generated (each charged: order, journal, GST invoice). API resident memory at most ${memory}.`,
  );
  log('\nPDF of a stored report (GET /api/cir/reports/:id/pdf, one at a time, fonts preloaded as the server does):');
  for (const p of pdfs)
    log(`  ${p.key.padEnd(8)} ${p.lang}: ${p.kb} KB, first ${ms(p.first)}, then p50 ${ms(p.p50)}, p95 ${ms(p.p95)} (${p.runs} runs)`);
  if (explain) {
    log(
      `\nPostgreSQL execution time of the report's reads, 0.5 ms or more (EXPLAIN ANALYZE, plans in ${path.relative(process.cwd(), EXPLAIN_OUT)}):`,
    );
    for (const e of explain.summary.filter((x) => (x.executionMs ?? 0) >= 0.5))
      log(`  ${e.shape.padEnd(8)} ${`${e.executionMs!.toFixed(2)} ms`.padStart(10)}  ${e.plan.slice(0, 150)}`);
  }
  if (lists.length) {
    log('\nAdmin defaulter-case list (as bench:lists):\n');
    log(table(lists));
  }
  fs.writeFileSync(
    JSON_OUT,
    JSON.stringify(
      {
        finished: new Date().toISOString(),
        cases: CASES,
        businesses: cir.businesses,
        transactions: TRANSACTIONS,
        heavy: cir.heavy,
        typical: cir.typical,
        connections: CONNECTIONS,
        seconds: SECONDS,
        database: where,
        postgres: pgVersion,
        node: process.version,
        cpus: os.cpus().length,
        apiMemoryBytes: Math.max(...rss),
        reports,
        results,
        lists,
        pdfs,
        explain: explain?.summary,
      },
      null,
      2,
    ) + '\n',
  );
  log(`\nwritten: ${path.relative(process.cwd(), JSON_OUT)}`);
}

await runBench('bench:cir', 'bakaya_bench_cir', main);

/** Each captured report's PDF in English and Hindi, one request at a time: the first, then PDF_RUNS more. */
async function timePdfs(baseUrl: string, token: string, ids: Record<string, number>) {
  const PDF_RUNS = 15;
  const out: Array<{ key: string; lang: string; kb: number; first: number; p50: number | null; p95: number | null; runs: number }> = [];
  for (const [key, id] of Object.entries(ids))
    for (const lang of ['en', 'hi']) {
      const times: number[] = [];
      let bytes = 0;
      for (let i = 0; i <= PDF_RUNS; i++) {
        const started = performance.now();
        const res = await fetch(`${baseUrl}/api/cir/reports/${id}/pdf?lang=${lang}`, { headers: { Authorization: `Bearer ${token}` } });
        const body = await res.arrayBuffer();
        if (res.status !== 200) throw new BenchFailure(`the ${key} report's ${lang} PDF answered ${res.status}`);
        times.push(performance.now() - started);
        bytes = body.byteLength;
      }
      const rest = times.slice(1).sort((a, b) => a - b);
      out.push({
        key,
        lang,
        kb: Math.round(bytes / 1024),
        first: times[0]!,
        p50: percentile(rest, 50),
        p95: percentile(rest, 95),
        runs: PDF_RUNS,
      });
    }
  return out;
}
