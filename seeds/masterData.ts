import type { Knex } from 'knex';

export async function seedMasterData(_trx: Knex.Transaction): Promise<void> {}
