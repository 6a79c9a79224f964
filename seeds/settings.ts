import type { Knex } from 'knex';

export async function seedSettings(_trx: Knex.Transaction): Promise<void> {}
