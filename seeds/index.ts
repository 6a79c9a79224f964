import type { Knex } from 'knex';
import { seedDemoBusiness } from './demo/business';
import { seedDemoContent } from './demo/content';
import { seedDemoSiteBlocks } from './demo/siteBlocks';
import { seedBankRates } from './bankRates';
import { seedMasterData } from './masterData';
import { seedRoles } from './roles';
import { seedSettings } from './settings';
import { seedSuperAdmin } from './superAdmin';

export interface SeedOptions {
  demo: boolean;
}

/**
 * Idempotent: every seed upserts by a natural key, so running it on every start is safe and
 * never overwrites what staff changed later (conflicts are ignored, not merged).
 */
export async function seedAll(knex: Knex, opts: SeedOptions): Promise<void> {
  await knex.transaction(async (trx) => {
    await seedRoles(trx);
    await seedSuperAdmin(trx);
    await seedMasterData(trx);
    await seedSettings(trx);
    await seedBankRates(trx);
  });
  // Demo data only for the embedded/dev database (SEED_DEMO), each part in its own transaction.
  if (opts.demo) {
    await knex.transaction((trx) => seedDemoBusiness(trx));
    await knex.transaction((trx) => seedDemoContent(trx));
    await knex.transaction((trx) => seedDemoSiteBlocks(trx));
  }
}
