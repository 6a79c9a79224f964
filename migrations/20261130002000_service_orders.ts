import type { Knex } from 'knex';

/**
 * Orders that pay for a service or a wallet top-up through the gateway's checkout (issue 11 §2, issue 9 §4):
 *  - orders.request: what a service order delivers once paid, as it was asked for (a CIR's
 *    { business_id, gstin, purpose }); the settlement builds it in the transaction that books the payment.
 *  - orders.wallet_credit: money of this order that went to the member's wallet instead of paying it —
 *    a payment that came after the order was closed, or a CIR that could not be built once paid — so
 *    the order (and the member's result page) says where the money is.
 *  - cir_reports.order_id unique: one report per paid order, whatever replays the gateway sends.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.jsonb('request');
    t.decimal('wallet_credit', 14, 2).notNullable().defaultTo(0);
  });
  await knex.raw('ALTER TABLE orders ADD CONSTRAINT orders_wallet_credit CHECK (wallet_credit >= 0)');
  await knex.raw('CREATE UNIQUE INDEX cir_reports_one_per_order ON cir_reports (order_id) WHERE order_id IS NOT NULL');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('DROP INDEX IF EXISTS cir_reports_one_per_order');
  await knex.raw('ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_wallet_credit');
  await knex.schema.alterTable('orders', (t) => {
    t.dropColumns('request', 'wallet_credit');
  });
}
