import type { Knex } from 'knex';

/**
 * Money that never vanishes (issue 18 #4):
 * - payments.applied_to: what a captured gateway payment paid — 'order' (the order it was made for took
 *   it: the order's `order:{id}:paid` journal) or 'wallet' (the order could not take it — a second
 *   payment on a paid order, one after the order closed, one of another amount — so it went to the
 *   member's wallet: the `order:{id}:late:{payment}` journal). Exactly one payment per order is
 *   applied to it.
 * - payment_reconciliation_findings: what staff must look at — a payment the order could not take
 *   (credited to the wallet), and what the daily reconciliation of the gateway's captures against the
 *   ledger found (captured but not booked, booked but not captured, another amount). One row per
 *   kind and gateway payment: a finding is never recorded twice.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payments', (t) => {
    t.string('applied_to', 10).notNullable().defaultTo('order');
  });
  await knex.raw(`ALTER TABLE payments ADD CONSTRAINT payments_applied_to CHECK (applied_to IN ('order', 'wallet'))`);
  // Payments already credited to the wallet (their late journal exists) say so.
  await knex.raw(`UPDATE payments p SET applied_to = 'wallet' WHERE EXISTS (SELECT 1 FROM wallet_journal j
    WHERE j.idempotency_key = 'order:' || p.order_id || ':late:' || p.gateway_payment_id)`);
  await knex.schema.createTable('payment_reconciliation_findings', (t) => {
    t.bigIncrements('id');
    t.string('kind', 30).notNullable();
    t.string('gateway', 30).notNullable();
    t.string('gateway_payment_id', 100).notNullable();
    t.bigInteger('order_id').references('orders.id');
    t.decimal('gateway_amount', 14, 2);
    t.decimal('ledger_amount', 14, 2);
    t.string('note', 300).notNullable();
    t.jsonb('detail');
    t.timestamps(true, true);
    t.unique(['kind', 'gateway', 'gateway_payment_id']);
    t.index(['order_id']);
    t.index(['gateway_payment_id']);
    t.index(['created_at']);
  });
  await knex.raw(`ALTER TABLE payment_reconciliation_findings ADD CONSTRAINT payment_reconciliation_findings_kind
    CHECK (kind IN ('late_payment', 'wrong_amount', 'captured_not_booked', 'booked_not_captured', 'amount_mismatch'))`);
  // Before this, a second captured payment on a paid order was stored and never booked (issue 18 #4):
  // the first one stays the order's; each later one is listed for staff as captured but not booked.
  await knex.raw(`WITH extra AS (
      SELECT id FROM (SELECT id, row_number() OVER (PARTITION BY order_id ORDER BY id) AS n
        FROM payments WHERE applied_to = 'order' AND status = 'success') x WHERE n > 1),
    moved AS (UPDATE payments p SET applied_to = 'wallet' FROM extra WHERE p.id = extra.id
      RETURNING p.gateway, p.gateway_payment_id, p.order_id, p.amount)
    INSERT INTO payment_reconciliation_findings (kind, gateway, gateway_payment_id, order_id, gateway_amount, note)
    SELECT 'captured_not_booked', gateway, COALESCE(gateway_payment_id, 'unknown'), order_id, amount,
      'A second payment for an order that was already paid: recorded but never booked (found when upgrading).'
    FROM moved ON CONFLICT DO NOTHING`);
  await knex.raw(
    `CREATE UNIQUE INDEX payments_one_applied_per_order ON payments (order_id) WHERE applied_to = 'order' AND status = 'success'`,
  );
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.dropTableIfExists('payment_reconciliation_findings');
  await knex.raw('DROP INDEX IF EXISTS payments_one_applied_per_order');
  await knex.raw('ALTER TABLE payments DROP CONSTRAINT IF EXISTS payments_applied_to');
  await knex.schema.alterTable('payments', (t) => t.dropColumn('applied_to'));
}
