/**
 * Timing one server for one shape (autocannon through drive.ts, then PostgreSQL left to go quiet) and
 * the results table the benchmarks print: req/s, p50, p95 per server, the ratio API/baseline and each
 * server's own CPU per request.
 */
import type pg from 'pg';
import { drive, type DriveRequest, type RunStats } from './drive';
import type { Shape } from './listShapes';
import { waitIdle, type ServerProcess } from './serverProcess';

export const ms = (v: number | null) =>
  v === null ? '—' : v >= 1000 ? `${(v / 1000).toFixed(v >= 10_000 ? 0 : 1)} s` : v >= 10 ? `${Math.round(v)} ms` : `${v.toFixed(1)} ms`;
export const rps = (v: number) => (v >= 100 ? Math.round(v).toLocaleString('en-US') : v >= 10 ? v.toFixed(1) : v.toFixed(2));
export const ratioText = (r: number | null) => (r === null ? '—' : `${r >= 10 ? r.toFixed(0) : r.toFixed(2)}×`);

export interface ServerResult extends RunStats {
  /** The server process's CPU per request it handled (answered, or abandoned when the run stopped). */
  cpuMsPerRequest: number | null;
  handled: number;
  poolTimeouts: number;
  drainSeconds: number;
}
export interface ShapeResult {
  key: string;
  label: string;
  api: ServerResult;
  baseline: ServerResult;
  ratio: number | null;
}

export function table(results: ShapeResult[]): string {
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

export interface TimingOptions {
  connections: number;
  seconds: number;
  minOk: number;
  maxSeconds: number;
  /** Requests per second offered in all (autocannon's overallRate); unset: as fast as answers come. */
  overallRate?: number;
}

/**
 * One timed run against `server`: GET `paths` (rotated) with `token`, or any request `request(i)`
 * builds; then waits for PostgreSQL to go idle and reads the server's CPU and memory counters.
 */
export async function timeServer(
  server: ServerProcess,
  admin: pg.Client,
  what: { paths: string[]; token?: string } | { request: (i: number) => DriveRequest },
  opts: TimingOptions,
): Promise<ServerResult & { rssBytes: number }> {
  const before = await server.counters();
  const stats = await drive({
    baseUrl: server.baseUrl,
    ...('paths' in what ? { paths: what.paths, headers: what.token ? { Authorization: `Bearer ${what.token}` } : undefined } : what),
    connections: opts.connections,
    seconds: opts.seconds,
    minOk: opts.minOk,
    maxSeconds: opts.maxSeconds,
    overallRate: opts.overallRate,
  });
  const drainSeconds = await waitIdle(admin);
  const after = await server.counters();
  const handled = after.requests - before.requests;
  return {
    ...stats,
    cpuMsPerRequest: handled ? (after.cpuMicros - before.cpuMicros) / 1000 / handled : null,
    handled,
    poolTimeouts: after.poolTimeouts - before.poolTimeouts,
    drainSeconds,
    rssBytes: after.rssBytes,
  };
}

/** The log line of one timed run. */
export function runLine(name: string, s: ServerResult): string {
  return `  ${name.padEnd(8)} ${rps(s.reqPerSec)} req/s, p50 ${ms(s.p50)}, p95 ${ms(s.p95)}, ${s.ok} answered in ${s.seconds.toFixed(1)} s${s.non2xx ? `, ${s.non2xx} non-2xx` : ''}${s.poolTimeouts ? ` (${s.poolTimeouts} pool acquire timeouts)` : ''}${s.errors ? `, ${s.errors} errors` : ''}${s.drainSeconds > 1 ? `, drained in ${s.drainSeconds.toFixed(1)} s` : ''}`;
}

/** Each list shape timed on the baseline, then on the API (listShapes.ts), with a line per run. */
export async function timeShapes(
  api: ServerProcess,
  bare: ServerProcess,
  admin: pg.Client,
  shapes: readonly Shape[],
  tokens: Record<Shape['apiToken'], string>,
  opts: TimingOptions,
): Promise<ShapeResult[]> {
  const results: ShapeResult[] = [];
  // BENCH_SHAPES=getOne,getMany: time only these (a profile of one shape, say).
  const only = process.env.BENCH_SHAPES?.split(',').map((k) => k.trim());
  for (const shape of shapes.filter((s) => !only || only.includes(s.key))) {
    console.log(`timing ${shape.key}…`);
    const baseline = await timeServer(bare, admin, { paths: shape.bare }, opts);
    const apiStats = await timeServer(api, admin, { paths: shape.api, token: tokens[shape.apiToken] }, opts);
    const ratio = baseline.reqPerSec > 0 ? apiStats.reqPerSec / baseline.reqPerSec : null;
    results.push({ key: shape.key, label: shape.label, api: apiStats, baseline, ratio });
    console.log(runLine('baseline', baseline));
    console.log(runLine('API', apiStats));
  }
  return results;
}
