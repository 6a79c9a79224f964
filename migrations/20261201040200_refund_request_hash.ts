import type { Knex } from 'knex';

/**
 * A refund's Idempotency-Key remembers the request it first answered (issue 18 #9): the same key with
 * another amount, destination or reason is 409, not the first refund answered as if it were this one.
 * Refunds recorded before keep NULL: any request reusing their key is 409.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('credit_notes', (t) => t.string('request_hash', 64));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('credit_notes', (t) => t.dropColumn('request_hash'));
}
