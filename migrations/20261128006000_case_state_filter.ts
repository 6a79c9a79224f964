import type { Knex } from 'knex';

/**
 * The defaulter case list's state filter (issue 7): `defaulter_state` is the computed field
 * `left(defaulter_gstin, 2)` (api/src/registry/resources/defaulter.ts, CASE_STATE_SQL), so the engine
 * filters with `(left(defaulter_gstin, 2)) = ?` and orders by `created_at DESC, id DESC`. This index
 * is built on exactly that expression followed by the list's order, so a state's first page is an
 * index scan backward with no sort, even for a state with hundreds of thousands of cases. It
 * replaces the expression-only index of 20261121001400: the reported-defaulters report and the
 * legal-notice case picker filter on the same leading expression and keep using it.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX defaulter_cases_state_created_at_id ON defaulter_cases ((left(defaulter_gstin, 2)), created_at, id)');
  await knex.raw('DROP INDEX IF EXISTS defaulter_cases_gstin_state_code');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('CREATE INDEX IF NOT EXISTS defaulter_cases_gstin_state_code ON defaulter_cases ((left(defaulter_gstin, 2)))');
  await knex.raw('DROP INDEX IF EXISTS defaulter_cases_state_created_at_id');
}
