/**
 * One timed run of autocannon against one server: fixed connections, the request path rotating
 * through a list (different ids per request), or each request built by `request(i)` (method,
 * headers and body too: a POST with its own Idempotency-Key). The run lasts `seconds`, or longer when fewer than
 * `minOk` responses came back by then (a shape whose requests take longer than the run would
 * otherwise report nothing), but never more than `maxSeconds`. Throughput and latency percentiles
 * count 2xx responses only (autocannon's own histogram has no p95); anything else is counted apart.
 */
import autocannon from 'autocannon';

export interface RunStats {
  seconds: number;
  /** True when the run went past `seconds` to collect `minOk` responses. */
  extended: boolean;
  ok: number;
  non2xx: number;
  errors: number;
  timeouts: number;
  reqPerSec: number;
  p50: number | null;
  p95: number | null;
  p99: number | null;
  max: number | null;
}

/** A request of a run: GET `path` unless said otherwise. */
export interface DriveRequest {
  path: string;
  method?: 'GET' | 'POST';
  headers?: Record<string, string>;
  body?: string;
}

export function percentile(sorted: number[], p: number): number | null {
  if (!sorted.length) return null;
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

export async function drive(opts: {
  baseUrl: string;
  paths?: string[];
  request?: (i: number) => DriveRequest;
  headers?: Record<string, string>;
  connections: number;
  seconds: number;
  minOk: number;
  maxSeconds: number;
  overallRate?: number;
}): Promise<RunStats> {
  let next = 0;
  const latencies: number[] = [];
  let non2xx = 0;
  let started = performance.now();
  let stoppedAt: number | undefined;
  let timer: NodeJS.Timeout | undefined;
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const instance = autocannon(
      {
        url: opts.baseUrl,
        connections: opts.connections,
        ...(opts.overallRate ? { overallRate: opts.overallRate } : {}),
        // A backstop: the timer below stops the run.
        duration: opts.maxSeconds + 5,
        // Slow shapes may take many seconds per request: count them late rather than as errors.
        timeout: Math.max(120, opts.maxSeconds),
        headers: opts.headers,
        requests: [
          {
            method: 'GET',
            setupRequest: (req) => {
              const i = next++;
              if (!opts.request) return { ...req, path: opts.paths![i % opts.paths!.length]! };
              const r = opts.request(i);
              return { ...req, path: r.path, method: r.method ?? 'GET', headers: { ...req.headers, ...r.headers }, body: r.body };
            },
          },
        ],
      },
      (err, res) => (err ? reject(err) : resolve(res)),
    );
    instance.on('start', () => {
      started = performance.now();
    });
    instance.on('response', (_client, status, _bytes, ms) => {
      if (status >= 200 && status < 300) latencies.push(ms);
      else non2xx += 1;
    });
    timer = setInterval(() => {
      const elapsed = (performance.now() - started) / 1000;
      if ((elapsed >= opts.seconds && latencies.length >= opts.minOk) || elapsed >= opts.maxSeconds) {
        clearInterval(timer);
        stoppedAt ??= performance.now();
        instance.stop();
      }
    }, 20);
  }).finally(() => clearInterval(timer));
  const seconds = ((stoppedAt ?? performance.now()) - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    seconds,
    extended: seconds > opts.seconds + 0.5,
    ok: latencies.length,
    non2xx,
    errors: result.errors,
    timeouts: result.timeouts,
    reqPerSec: latencies.length / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    max: latencies.length ? latencies[latencies.length - 1]! : null,
  };
}
