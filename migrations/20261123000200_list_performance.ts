import type { Knex } from 'knex';

/**
 * Lists at a million defaulter cases (issue 7; figures in the README, `npm run bench:lists`):
 *  - every sort index ends with id, the engine's tie-breaker, so a page is read in index order
 *    (forwards or backwards) instead of sorting the matching rows;
 *  - the nullable sort column (verified_on) is indexed NULLS FIRST: a forward scan gives the
 *    engine's ASC NULLS FIRST, a backward one its DESC NULLS LAST (empty values last both ways);
 *  - `q` searches one expression, the searchable columns joined (engine: searchExpression), and a
 *    trigram index is built on exactly that expression, so ILIKE '%term%' is an index search.
 * pg_trgm ships with PostgreSQL (contrib) and is a trusted extension (no superuser needed since 13).
 */
const SEARCH = `(coalesce(defaulter_gstin::text, '') || ' ' || coalesce(defaulter_name::text, '') || ' ' || coalesce(defaulter_pan::text, '') || ' ' || coalesce(invoice_number::text, ''))`;

export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  await knex.raw('DROP INDEX IF EXISTS defaulter_cases_status_created_at_index');
  await knex.raw('CREATE INDEX defaulter_cases_status_created_at_id ON defaulter_cases (status, created_at, id)');
  await knex.raw('DROP INDEX IF EXISTS defaulter_cases_reporter_user_id_created_at_index');
  await knex.raw('CREATE INDEX defaulter_cases_reporter_created_at_id ON defaulter_cases (reporter_user_id, created_at, id)');
  await knex.raw('DROP INDEX IF EXISTS defaulter_cases_created_at_index');
  await knex.raw('CREATE INDEX defaulter_cases_created_at_id ON defaulter_cases (created_at, id)');
  await knex.raw('DROP INDEX IF EXISTS defaulter_cases_verified_on_index');
  await knex.raw('CREATE INDEX defaulter_cases_verified_on_id ON defaulter_cases (verified_on NULLS FIRST, id)');
  await knex.raw(`CREATE INDEX defaulter_cases_search_trgm ON defaulter_cases USING gin (${SEARCH} gin_trgm_ops)`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS defaulter_cases_search_trgm');
  await knex.raw('DROP INDEX IF EXISTS defaulter_cases_verified_on_id');
  await knex.raw('CREATE INDEX defaulter_cases_verified_on_index ON defaulter_cases (verified_on)');
  await knex.raw('DROP INDEX IF EXISTS defaulter_cases_created_at_id');
  await knex.raw('CREATE INDEX defaulter_cases_created_at_index ON defaulter_cases (created_at)');
  await knex.raw('DROP INDEX IF EXISTS defaulter_cases_reporter_created_at_id');
  await knex.raw('CREATE INDEX defaulter_cases_reporter_user_id_created_at_index ON defaulter_cases (reporter_user_id, created_at)');
  await knex.raw('DROP INDEX IF EXISTS defaulter_cases_status_created_at_id');
  await knex.raw('CREATE INDEX defaulter_cases_status_created_at_index ON defaulter_cases (status, created_at)');
}
