import type { Knex } from 'knex';

/**
 * The amount each case event settled (0 for events that settle nothing), so "amount settled per
 * month" is a sum over the timeline instead of a guess from the case's current total. Written by
 * the case workflow (api/src/domain/defaulterCases); the partial index serves the dashboard's
 * 12-month settled series.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('case_events', (t) => {
    t.decimal('settled_delta', 14, 2).notNullable().defaultTo(0);
  });
  await knex.raw(`ALTER TABLE case_events ADD CONSTRAINT case_events_settled_delta CHECK (settled_delta >= 0)`);
  await knex.raw(`CREATE INDEX case_events_settled_created_at ON case_events (created_at) WHERE settled_delta > 0`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS case_events_settled_created_at');
  // Dropping the column drops its CHECK constraint with it.
  await knex.schema.alterTable('case_events', (t) => t.dropColumn('settled_delta'));
}
