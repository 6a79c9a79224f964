/**
 * `npm run worker`: only the background jobs (api/src/jobs), for deployments that run web servers with
 * JOBS=off and one or more workers. Uses DATABASE_URL (a worker never starts an embedded database).
 */
import { createMessaging, messagingStartChecks, providersFromEnv } from './domain/messages';
import { paymentGatewayFromEnv } from './adapters/paymentGateway/gatewayFromEnv';
import { env } from './config/env';
import { adapterChecks, assertProductionReady } from './config/productionReadiness';
import { openDatabase } from './db/database';
import { migrateLatest } from './db/migrate';
import { ORDER_DELIVERIES } from './domain/orderDeliveries';
import { createLogger } from './http/logger';
import { startJobRunner } from './jobs/jobRunner';
import { storageFromEnv } from './storage/storageFromEnv';

const logger = createLogger(env.logLevel);
try {
  // Every outside party, messaging included (issue 20 §3).
  assertProductionReady([...adapterChecks(), ...messagingStartChecks(process.env)]);
} catch (err) {
  logger.fatal((err as Error).message);
  process.exit(1);
}
if (!env.databaseUrl) {
  logger.fatal('npm run worker needs DATABASE_URL (the database the web servers use).');
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
const db = await openDatabase();
await migrateLatest(db.knex);
const runner = await startJobRunner(
  {
    db: db.knex,
    logger,
    messaging: createMessaging({ revealSecrets: false, db: db.knex, providers: providersFromEnv(process.env) }),
    gateway: paymentGatewayFromEnv(db.knex),
    storage,
    orderDeliveries: ORDER_DELIVERIES,
  },
  { connectionString: db.url },
);
logger.info('worker started: background jobs are running');

async function stop(signal: string) {
  logger.info({ signal }, 'worker stopping');
  await runner.stop().catch((err) => logger.error({ err }, 'error stopping the job runner'));
  await db.close();
  process.exit(0);
}
process.on('SIGINT', () => void stop('SIGINT'));
process.on('SIGTERM', () => void stop('SIGTERM'));
