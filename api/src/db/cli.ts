/** `npm run migrate` / `npm run seed` against DATABASE_URL or the embedded server. */
import { env } from '../config/env';
import { seedAll } from '../../../seeds/index';
import { openDatabase } from './database';
import { migrateLatest } from './migrate';

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
