import type { Knex } from 'knex';

/**
 * The dashboard's "Settled" card and its monthly chart both sum the case timeline's settled_delta
 * (issue 12). Cases whose settled_amount was written without the events that settled it (early
 * demo data) get the missing amount on their latest settling event, so the timeline adds up to the
 * case again. Cases without such an event are left alone.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw(`
    WITH totals AS (
      SELECT c.id, c.settled_amount - coalesce(sum(e.settled_delta), 0) AS missing
      FROM defaulter_cases c LEFT JOIN case_events e ON e.case_id = c.id
      GROUP BY c.id, c.settled_amount),
    latest AS (
      SELECT DISTINCT ON (e.case_id) e.id, t.missing
      FROM case_events e JOIN totals t ON t.id = e.case_id
      WHERE t.missing > 0 AND e.to_status IN ('partial_settled', 'full_settled')
      ORDER BY e.case_id, e.created_at DESC, e.id DESC)
    UPDATE case_events e SET settled_delta = e.settled_delta + l.missing FROM latest l WHERE e.id = l.id`);
}

export async function down(): Promise<void> {
  // Data repair: nothing to undo.
}
