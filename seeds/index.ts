import type { Knex } from 'knex';
import { seedRoles } from './roles';
import { seedSuperAdmin } from './superAdmin';

export interface SeedOptions { demo: boolean }

/**
 * Idempotent: every seed upserts by a natural key, so running it on every start is safe and
 * never overwrites what staff changed later (conflicts are ignored, not merged).
 */
export async function seedAll(knex: Knex, opts: SeedOptions): Promise<void> {
  await knex.transaction(async (trx) => {
    await seedRoles(trx);
    await seedSuperAdmin(trx);
  });
  if (opts.demo) {
    // demo data is added by seeds/demo (dev/embedded databases only)
  }
}
