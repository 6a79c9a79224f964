import type { Knex } from 'knex';

/** The values of some global settings by key (a key that is not set is missing from the map). */
export async function settingValues(db: Knex, keys: readonly string[]): Promise<Map<string, { value: string; updatedAt: Date }>> {
  const rows = await db('global_settings').whereIn('key', keys).select('key', 'value', 'updated_at');
  return new Map(
    rows
      .filter((r) => r.value !== null && String(r.value).trim() !== '')
      .map((r) => [r.key, { value: String(r.value), updatedAt: r.updated_at }]),
  );
}
