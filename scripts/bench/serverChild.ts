/**
 * A benchmark server in its own process (so its event loop competes with neither the load generator
 * nor the other server): `api`, `bare` (the list baseline) or `replay` (the CIR baseline, statements
 * from BENCH_REPLAY_FILE), on BENCH_DATABASE_URL, on a free port.
 *
 * IPC (child_process.fork): → { type: 'ready', port } once listening. ← { type: 'cpu' } → { type: 'cpu',
 * user, system, requests, poolTimeouts, rss } (µs of process.cpuUsage; requests ended so far, answered or
 * abandoned by the client; requests that gave up waiting for a pooled connection, API only; resident
 * memory in bytes).
 * ← { type: 'capture', on } — while on, every SQL statement is kept;
 * turning it off answers { type: 'captured', queries }. ← { type: 'stop' } (or SIGTERM): close and exit 0.
 */
import { startApiServer } from './apiServer';
import { startBareServer } from './bareServer';
import { startReplayServer } from './replayServer';

export type ServerKind = 'api' | 'bare' | 'replay';
export type ChildRequest = { type: 'cpu' } | { type: 'capture'; on: boolean } | { type: 'stop' };
export type CapturedQuery = { text: string; values: unknown[] };
export type ChildMessage =
  | { type: 'ready'; port: number }
  | { type: 'cpu'; user: number; system: number; requests: number; poolTimeouts: number; rss: number }
  | { type: 'captured'; queries: CapturedQuery[] };

const kind = process.argv[2];
const url = process.env.BENCH_DATABASE_URL;
const replayFile = process.env.BENCH_REPLAY_FILE;
if (!['api', 'bare', 'replay'].includes(kind ?? '') || !url || !process.send || (kind === 'replay' && !replayFile)) {
  console.error('usage: forked with argv [api|bare|replay], BENCH_DATABASE_URL (and BENCH_REPLAY_FILE for replay) set and an IPC channel');
  process.exit(2);
}
const send = (m: ChildMessage) => process.send!(m);

let capturing: CapturedQuery[] | undefined;
const onQuery = (q: CapturedQuery) => {
  capturing?.push({ text: q.text, values: [...q.values] });
};

let poolTimeouts = 0;
const server =
  kind === 'api'
    ? await startApiServer({
        url,
        onQuery,
        onPoolTimeout: () => {
          poolTimeouts += 1;
        },
      })
    : kind === 'replay'
      ? await startReplayServer({ url, file: replayFile!, onQuery })
      : await startBareServer({ url, resource: 'defaulter-cases', onQuery });
let requests = 0;
server.server.on('request', (_req, res) => {
  res.once('close', () => {
    requests += 1;
  });
});

let stopping = false;
async function stop() {
  if (stopping) return;
  stopping = true;
  const timer = setTimeout(() => process.exit(1), 5000);
  await server.close().catch(() => {});
  clearTimeout(timer);
  process.exit(0);
}
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
// The parent went away (crash, kill): do not linger.
process.on('disconnect', () => void stop());

process.on('message', (m: ChildRequest) => {
  if (m.type === 'cpu') {
    const { user, system } = process.cpuUsage();
    send({ type: 'cpu', user, system, requests, poolTimeouts, rss: process.memoryUsage().rss });
  } else if (m.type === 'capture') {
    if (m.on) capturing = [];
    else {
      send({ type: 'captured', queries: capturing ?? [] });
      capturing = undefined;
    }
  } else if (m.type === 'stop') {
    void stop();
  }
});

send({ type: 'ready', port: server.port });
