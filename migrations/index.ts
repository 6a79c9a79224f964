/**
 * The ordered list of migrations. Listed explicitly (not read from the folder at run time) so the
 * same TypeScript migrations load under tsx, vitest and any bundler. Add new files at the end.
 */
import type { Knex } from 'knex';
import * as coreIdentity from './20261121000100_core_identity';

export const migrations: Record<string, Knex.Migration> = {
  '20261121000100_core_identity': coreIdentity,
};
