/**
 * The CIR benchmark's baseline (npm run bench:cir): the read statements the API ran to generate one
 * report, captured from the API itself, replayed by a bare node:http server over a `pg` Pool — the
 * same SQL with the same values, one after another on one pooled connection as the API runs them
 * in its transaction, and nothing else: no framework, no sign-in, no locks, no writes, no scoring,
 * no JSON of a report. What the API adds on top of this is the cost of everything but the reads.
 *
 *   GET or POST /replay/:shape → 200 { statements, rows }
 *
 * The statements come from a JSON file (BENCH_REPLAY_FILE): { [shape]: [{ text, values }] }.
 */
import fs from 'node:fs';
import http from 'node:http';
import pg from 'pg';
import type { CapturedQuery } from './serverChild';
import { closeServer, listenLocally } from './localServer';

export interface ReplayServer {
  server: http.Server;
  port: number;
  close: () => Promise<void>;
}

export async function startReplayServer(opts: {
  url: string;
  file: string;
  poolSize?: number;
  onQuery?: (q: CapturedQuery) => void;
}): Promise<ReplayServer> {
  const statements = JSON.parse(fs.readFileSync(opts.file, 'utf8')) as Record<string, CapturedQuery[]>;
  // The API's pool size (createKnex's default), so both servers wait for connections alike.
  const pool = new pg.Pool({ connectionString: opts.url, max: opts.poolSize ?? 10 });
  pool.on('error', (err) => console.error('[replay] idle connection error:', err.message));

  const send = (res: http.ServerResponse, status: number, body: unknown) => {
    const text = JSON.stringify(body);
    res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Content-Length': Buffer.byteLength(text) });
    res.end(text);
  };

  const handle = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const m = /^\/replay\/([\w-]+)$/.exec(new URL(req.url ?? '/', 'http://bench').pathname);
    const list = m ? statements[m[1]!] : undefined;
    if (!list) return send(res, 404, { message: 'Not found' });
    req.resume();
    const client = await pool.connect();
    let rows = 0;
    try {
      for (const q of list) {
        opts.onQuery?.(q);
        rows += (await client.query(q.text, q.values)).rowCount ?? 0;
      }
    } finally {
      client.release();
    }
    return send(res, 200, { statements: list.length, rows });
  };

  const server = http.createServer((req, res) => {
    handle(req, res).catch((err: unknown) => {
      console.error('[replay]', err);
      send(res, 500, { message: 'Internal error' });
    });
  });
  const port = await listenLocally(server);
  return {
    server,
    port,
    close: async () => {
      await closeServer(server);
      await pool.end();
    },
  };
}
