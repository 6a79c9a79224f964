import type { Knex } from 'knex';

/**
 * Where a business's GST data came from and when (issue 20 §2): the provider that answered the
 * look-up ('sandbox', 'cashfree') and the time it answered. A business verified before this column
 * existed has neither (its answer came from the offline sandbox or was entered by staff).
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('businesses', (t) => {
    t.string('gst_source', 40).nullable();
    t.timestamp('gst_fetched_at', { useTz: true }).nullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('businesses', (t) => {
    t.dropColumn('gst_source');
    t.dropColumn('gst_fetched_at');
  });
}
