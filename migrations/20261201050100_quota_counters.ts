import type { Knex } from 'knex';

/**
 * Quotas (issue 18 §5): one row per limited key (`otp-send:ip:1.2.3.4`, `gst-lookup:user:7`…) holding
 * the times of its takes still inside the key's window (at most its max). api/src/db/quota.ts takes
 * one with a single INSERT … ON CONFLICT DO UPDATE … WHERE count < max: PostgreSQL evaluates it on the
 * row's latest version under the row's lock, so N concurrent requests get exactly the max, and a
 * waiter holds its connection only for the other takers' one statement each.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('quota_counters', (t) => {
    t.string('key', 200).primary();
    t.specificType('takes', 'timestamptz[]').notNullable();
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('quota_counters');
}
