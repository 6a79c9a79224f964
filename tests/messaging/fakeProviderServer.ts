/**
 * A provider's HTTP API played locally (issue 20 §3): node:http on 127.0.0.1 at a random port. Each
 * test sets how it answers; every request is recorded byte for byte (method, path, headers, body as
 * received), so a test can check it exactly as the provider's documents define it.
 */
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  url: string;
  headers: IncomingHttpHeaders;
  rawBody: Buffer;
  /** The body decoded as UTF-8 and parsed as JSON (undefined when it is not JSON). */
  json: unknown;
}

export type FakeHandler = (request: RecordedRequest, res: ServerResponse) => void;

export interface FakeProviderServer {
  baseUrl: string;
  requests: RecordedRequest[];
  /** How the next requests are answered (until set again). */
  answer(handler: FakeHandler): void;
  close(): Promise<void>;
}

/** Answers `status` with `body` as JSON (UTF-8), with extra headers. */
export function json(status: number, body: unknown, headers: Record<string, string> = {}): FakeHandler {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': 'application/json; charset=utf-8', ...headers });
    res.end(JSON.stringify(body));
  };
}

/** Answers `status` with raw text (for malformed answers). */
export function text(status: number, body: string, contentType = 'text/html'): FakeHandler {
  return (_req, res) => {
    res.writeHead(status, { 'content-type': contentType });
    res.end(body);
  };
}

/** Never answers (the client's timeout must fire); the socket is closed when the server closes. */
export const hang: FakeHandler = () => undefined;

export async function startFakeProviderServer(): Promise<FakeProviderServer> {
  const requests: RecordedRequest[] = [];
  let handler: FakeHandler = text(500, 'no answer configured', 'text/plain');
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const rawBody = Buffer.concat(chunks);
      let parsed: unknown;
      try {
        parsed = JSON.parse(rawBody.toString('utf8')) as unknown;
      } catch {
        parsed = undefined;
      }
      const recorded: RecordedRequest = { method: req.method ?? '', url: req.url ?? '', headers: req.headers, rawBody, json: parsed };
      requests.push(recorded);
      handler(recorded, res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    requests,
    answer(next) {
      handler = next;
    },
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((err) => (err ? reject(err) : resolve()));
      }),
  };
}
