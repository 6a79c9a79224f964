/** `npm run migrate` / `npm run seed` against DATABASE_URL or the embedded server. */
import { env } from '../api/src/config/env';
import { openDatabase } from '../api/src/db/database';
import { migrateLatest } from '../api/src/db/migrate';
import { seedAll } from './index';

const command = process.argv[2];
const db = await openDatabase();
try {
  const applied = await migrateLatest(db.knex);
  console.log(applied.length ? `Applied ${applied.length} migration(s).` : 'Database schema is up to date.');
  if (command === 'seed') {
    await seedAll(db.knex, { demo: env.seedDemo });
    console.log(`Seeded${env.seedDemo ? ' with demo data' : ''}.`);
  }
} finally {
  await db.close();
}
