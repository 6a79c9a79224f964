import type { Knex } from 'knex';

/**
 * Refunds (issue 9 §4): every refund is a credit note against the order's invoice (never an edited
 * invoice) plus a ledger journal, made by staff with a reason. The credit note records where the
 * money went (the member's wallet or back through the gateway), the key that makes a retried refund
 * answer the first one, and — for gateway refunds — the gateway's refund id once it confirmed.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('credit_notes', (t) => {
    t.string('refund_to', 10).checkIn(['wallet', 'gateway']);
    t.string('idempotency_key', 120).unique();
    t.string('gateway_refund_id', 100);
    t.timestamp('refunded_at', { useTz: true });
  });
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('credit_notes', (t) => {
    t.dropColumns('refund_to', 'idempotency_key', 'gateway_refund_id', 'refunded_at');
  });
}
