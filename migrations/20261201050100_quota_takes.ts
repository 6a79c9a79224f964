import type { Knex } from 'knex';

/**
 * Quotas (issue 18 §5): one row per use of a limited action — a code asked for from an IP, a member's
 * GST look-up, an Aadhaar check on a settlement request… — keyed by what is limited
 * (`otp-send:ip:1.2.3.4`). api/src/db/quota.ts counts a key's rows in its window and inserts the new
 * one under an advisory lock on the key, in one transaction, so N concurrent requests get exactly
 * the max. A key's rows older than its window are deleted as it is used again.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('quota_takes', (t) => {
    t.bigIncrements('id');
    t.string('key', 200).notNullable();
    t.timestamp('taken_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['key', 'taken_at']);
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('quota_takes');
}
