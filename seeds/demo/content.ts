import type { Knex } from 'knex';

/** Demo data for the embedded/dev database only. */
export async function seedDemoContent(_trx: Knex.Transaction): Promise<void> {}
