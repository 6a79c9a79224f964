/**
 * The real API for the list benchmark: createApp over an AppContext built like the tests build it
 * (tests/support/testApp.ts) — silent pino, dev outbox without secrets, bypassable captcha, default
 * rate limits, production: false — with the application's own pool (createKnex defaults).
 */
import http from 'node:http';
import pino from 'pino';
import { bypassableCaptcha } from '../../api/src/adapters/captcha';
import { createDevOutbox } from '../../api/src/domain/messages';
import { createApp } from '../../api/src/app';
import { preloadPdfFonts } from '../../api/src/domain/invoices/invoicePdf';
import { defaultRateLimits, type AppContext } from '../../api/src/context';
import { createKnex } from '../../api/src/db/database';
import { resourceHookTable } from '../../api/src/domain/resourceHooks';
import { ORDER_DELIVERIES } from '../../api/src/domain/orderDeliveries';
import { closeServer, listenLocally } from './localServer';

export interface ApiServer {
  server: http.Server;
  port: number;
  close: () => Promise<void>;
}

/**
 * `onQuery` sees every statement Knex sends (for EXPLAIN in the benchmark report). `onPoolTimeout`
 * replaces Knex's own console line (with a stack) for each request that waited too long for a pooled
 * connection (the API answers those 503).
 */
export async function startApiServer(opts: {
  url: string;
  port?: number;
  onQuery?: (q: { text: string; values: unknown[] }) => void;
  onPoolTimeout?: () => void;
}): Promise<ApiServer> {
  const db = createKnex(opts.url);
  const logger = (db.client as { logger?: { _warn?: (message: string) => void } }).logger;
  if (opts.onPoolTimeout && logger) {
    const onPoolTimeout = opts.onPoolTimeout;
    logger._warn = (message) => (String(message).startsWith('Acquire connection error') ? onPoolTimeout() : console.warn(message));
  }
  if (opts.onQuery) {
    const onQuery = opts.onQuery;
    db.on('query', (q: { sql: string; bindings?: unknown[] }) => onQuery({ text: q.sql, values: q.bindings ?? [] }));
  }
  const ctx: AppContext = {
    db,
    logger: pino({ level: 'silent' }),
    messaging: createDevOutbox({ revealSecrets: false }),
    captcha: bypassableCaptcha(true),
    limits: defaultRateLimits,
    hooks: resourceHookTable(),
    orderDeliveries: ORDER_DELIVERIES,
    authCacheMs: 5000, // as `npm start` runs it (AUTH_CACHE_MS)
    production: false,
  };
  const server = http.createServer(createApp(ctx));
  preloadPdfFonts(); // as the server does once it listens
  const port = await listenLocally(server, opts.port);
  return {
    server,
    port,
    close: async () => {
      await closeServer(server);
      await db.destroy();
    },
  };
}
