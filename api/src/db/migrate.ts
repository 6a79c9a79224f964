import type { Knex } from 'knex';
import { migrations } from '../../../migrations/index';

/** Serves the statically imported migrations to Knex's migrator. */
const migrationSource: Knex.MigrationSource<string> = {
  getMigrations: async () => Object.keys(migrations).sort(),
  getMigrationName: (name) => name,
  getMigration: async (name) => migrations[name]!,
};

export const migrationConfig: Knex.MigratorConfig = { migrationSource, tableName: 'knex_migrations' };

export async function migrateLatest(knex: Knex): Promise<string[]> {
  const [, applied] = await knex.migrate.latest(migrationConfig);
  return applied as string[];
}

export async function rollbackAll(knex: Knex): Promise<void> {
  await knex.migrate.rollback(migrationConfig, true);
}
