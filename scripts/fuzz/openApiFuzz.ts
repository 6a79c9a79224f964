/**
 * A fuzz over the served OpenAPI document (issue 18 §20): for every operation, malformed inputs —
 * bad JSON, a body that is JSON but not an object, wrong types, huge and negative numbers, odd
 * strings, NUL characters, prototype-named keys, out-of-range dates and timezone offsets, bad ids,
 * bad range/sort/filter values — each sent as every role given. It counts the statuses and keeps
 * every 5xx and every error response whose body does not match the document (the failure object of
 * the spec §8 calls included). Deterministic for a seed; bounded by a request count and a deadline.
 * Used by scripts/fuzzOpenApi.ts (npm run fuzz:openapi) and, as a small slice, by
 * tests/openapi/fuzzSlice.test.ts.
 */
import { fuzzCasesOf, type FuzzCase } from './fuzzCases';

export type { FuzzCase } from './fuzzCases';

export interface FuzzResponse {
  status: number;
  headers: Record<string, string>;
  body?: unknown;
  text: string;
}

export interface FuzzRole {
  name: string;
  /** An Authorization header value, asked for again for each operation (a case may end its session). */
  auth(): Promise<string>;
}

export interface FuzzOptions {
  /** At most this many cases per operation (a deterministic sample), per role. */
  perOperation: number;
  maxRequests: number;
  deadlineMs: number;
  concurrency: number;
  seed: number;
  /** Only the operations this keeps ("GET /api/customers/{id}"). */
  operations?: (key: string) => boolean;
}

export interface FuzzFinding {
  role: string;
  operation: string;
  label: string;
  method: string;
  url: string;
  status: number;
  detail: string;
}

export interface FuzzReport {
  operations: number;
  /** Operations reached before a bound stopped the run. */
  covered: number;
  sent: number;
  byStatus: Record<string, number>;
  serverErrors: FuzzFinding[];
  shapeMismatches: FuzzFinding[];
  stoppedBy?: 'maxRequests' | 'deadline';
  seconds: number;
}

/** Checks a response against the document: the problems, or none (tests/support/openApiValidator.ts's `check`). */
export type ShapeCheck = (method: string, path: string, res: FuzzResponse) => string[];

/** Sends one case through fetch to `baseUrl` (the app listening on a local port). */
export async function sendCase(baseUrl: string, c: FuzzCase, auth: string): Promise<FuzzResponse> {
  const url = new URL(baseUrl + c.path);
  for (const [k, v] of Object.entries(c.query ?? {})) url.searchParams.append(k, v);
  const headers: Record<string, string> = { Authorization: auth };
  if (c.body !== undefined) headers['Content-Type'] = c.contentType ?? 'application/json';
  const res = await fetch(url, { method: c.method, headers, body: c.body, redirect: 'manual' });
  const text = await res.text();
  let body: unknown;
  try {
    body = text ? JSON.parse(text) : undefined;
  } catch {
    body = undefined;
  }
  return { status: res.status, headers: Object.fromEntries(res.headers.entries()), body, text };
}

const preview = (s: string) => (s.length > 160 ? `${s.slice(0, 157)}...` : s);

export async function runFuzz(
  doc: Record<string, unknown>,
  roles: FuzzRole[],
  send: (c: FuzzCase, auth: string) => Promise<FuzzResponse>,
  check: ShapeCheck,
  opts: FuzzOptions,
): Promise<FuzzReport> {
  const started = Date.now();
  const byOperation = fuzzCasesOf(doc, opts.perOperation, opts.seed);
  const keys = [...byOperation.keys()].filter((k) => opts.operations?.(k) ?? true);
  const report: FuzzReport = {
    operations: keys.length,
    covered: 0,
    sent: 0,
    byStatus: {},
    serverErrors: [],
    shapeMismatches: [],
    seconds: 0,
  };
  const stop = () => {
    if (report.sent >= opts.maxRequests) report.stoppedBy = 'maxRequests';
    else if (Date.now() - started >= opts.deadlineMs) report.stoppedBy = 'deadline';
    return report.stoppedBy !== undefined;
  };
  outer: for (const key of keys) {
    report.covered += 1;
    for (const role of roles) {
      if (stop()) break outer;
      const auth = await role.auth();
      const cases = byOperation.get(key)!.slice(0, Math.max(0, opts.maxRequests - report.sent));
      report.sent += cases.length;
      // Cases of one operation in small parallel batches: order within an operation does not matter.
      for (let i = 0; i < cases.length; i += opts.concurrency) {
        const batch = cases.slice(i, i + opts.concurrency);
        const answers = await Promise.all(batch.map((c) => send(c, auth)));
        answers.forEach((res, j) => {
          const c = batch[j]!;
          report.byStatus[res.status] = (report.byStatus[res.status] ?? 0) + 1;
          const finding = (detail: string): FuzzFinding => ({
            role: role.name,
            operation: key,
            label: c.label,
            method: c.method,
            url: c.path + (c.query ? `?${new URLSearchParams(c.query)}` : ''),
            status: res.status,
            detail,
          });
          if (res.status >= 500 && res.status !== 503) report.serverErrors.push(finding(preview(res.text)));
          else if (res.status >= 400) {
            const problems = check(c.method, c.path, res);
            if (problems.length) report.shapeMismatches.push(finding(preview(problems.join('; '))));
          }
        });
      }
    }
  }
  report.seconds = Math.round((Date.now() - started) / 100) / 10;
  return report;
}

/** The findings grouped by operation and case label (one line per class, with how often it happened). */
export function findingClasses(findings: FuzzFinding[]): Array<{ key: string; count: number; example: FuzzFinding }> {
  const classes = new Map<string, { key: string; count: number; example: FuzzFinding }>();
  for (const f of findings) {
    const key = `${f.operation} · ${f.label} → ${f.status}`;
    const c = classes.get(key);
    if (c) c.count += 1;
    else classes.set(key, { key, count: 1, example: f });
  }
  return [...classes.values()].sort((a, b) => a.key.localeCompare(b.key));
}
