/**
 * `npm start`: the database (embedded unless DATABASE_URL), its migrations and seeds (the demo data too
 * unless SEED_DEMO=false), then the server (api/src/server.ts) with API, admin and portal on one port.
 * The seeds run here, outside api/src, so the server itself never imports them: on a production host
 * `npm run seed` (or this script) prepares the database and the server only migrates and serves.
 */
import { env } from '../api/src/config/env';
import { openDatabase } from '../api/src/db/database';
import { migrateLatest } from '../api/src/db/migrate';
import { createLogger } from '../api/src/http/logger';
import { seedAll } from '../seeds/index';

const logger = createLogger(env.logLevel);
const db = await openDatabase({ log: (line) => logger.debug({ pg: line }), notice: (line) => logger.warn(line) }).catch((err: unknown) => {
  logger.fatal(`Could not start the database. ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
});
try {
  const applied = await migrateLatest(db.knex);
  if (applied.length) logger.info({ applied: applied.length }, 'migrations applied');
  await seedAll(db.knex, { demo: env.seedDemo });
} catch (err) {
  logger.fatal({ err }, 'could not prepare the database');
  await db.close();
  process.exit(1);
}
await db.close();
await import('../api/src/server');
