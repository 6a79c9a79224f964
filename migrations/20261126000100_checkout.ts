import type { Knex } from 'knex';

/**
 * Checkout through a payment gateway (issue 9 §2).
 * - orders: which gateway checkout pays them (gateway, gateway_order_id, the hosted page's URL), what
 *   the wallet pays (wallet_amount, held from the wallet while the order is open), the fingerprint of
 *   the request that placed it (a retry with the same Idempotency-Key and another body is refused),
 *   and when it was paid or closed.
 * - order_events: every change of an order's state, with who or what changed it (checkout, webhook,
 *   the browser's return confirmed with the gateway, reconciliation, staff).
 * - payment_webhook_events: the order a stored event is about, when the gateway says it happened, and
 *   how processing went (attempts, last error) — an event is stored before it is processed, so a
 *   crash in between loses nothing.
 * - sandbox_gateway_sessions / sandbox_gateway_webhooks: the built-in sandbox gateway's own state (a
 *   stand-in for an outside service; nothing of ours reads them except the sandbox adapter).
 * - ledger account checkout_held: wallet money reserved for an open order.
 */
const ORDER_EVENT_SOURCES = ['checkout', 'wallet', 'webhook', 'return', 'reconciliation', 'staff'];

export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('orders', (t) => {
    t.string('gateway', 30);
    t.string('gateway_order_id', 100);
    t.string('gateway_redirect_url', 500);
    t.decimal('wallet_amount', 14, 2).notNullable().defaultTo(0);
    t.specificType('request_hash', 'char(64)');
    t.timestamp('paid_at', { useTz: true });
    t.timestamp('closed_at', { useTz: true });
    t.unique(['gateway', 'gateway_order_id']);
    t.index(['paid_at']);
  });
  await knex.raw('ALTER TABLE orders ADD CONSTRAINT orders_wallet_amount CHECK (wallet_amount >= 0 AND wallet_amount <= total)');
  // The reconciliation job's scan: open orders by age.
  await knex.raw(`CREATE INDEX orders_open_by_age ON orders (created_at) WHERE status = 'pending'`);

  await knex.schema.createTable('order_events', (t) => {
    t.bigIncrements('id');
    t.bigInteger('order_id').notNullable().references('orders.id');
    t.string('from_status', 12);
    t.string('to_status', 12).notNullable();
    t.string('source', 16).notNullable().checkIn(ORDER_EVENT_SOURCES);
    t.string('note', 300);
    t.jsonb('detail');
    t.bigInteger('actor_id').references('users.id').onDelete('SET NULL');
    t.timestamp('created_at', { useTz: true }).notNullable().defaultTo(knex.fn.now());
    t.index(['order_id', 'id']);
    t.index(['created_at']);
  });

  await knex.schema.alterTable('payment_webhook_events', (t) => {
    t.string('gateway_order_id', 100);
    t.timestamp('occurred_at', { useTz: true });
    t.integer('attempts').notNullable().defaultTo(0);
    t.string('last_error', 500);
    t.index(['gateway', 'gateway_order_id']);
  });
  await knex.raw(`CREATE INDEX payment_webhook_events_unprocessed ON payment_webhook_events (id) WHERE processed_at IS NULL`);

  await knex.schema.createTable('sandbox_gateway_sessions', (t) => {
    t.string('id', 40).primary();
    t.string('order_number', 30).notNullable();
    t.bigInteger('amount_paise').notNullable().checkPositive();
    t.string('description', 300).notNullable();
    t.string('return_url', 500).notNullable();
    t.jsonb('customer').notNullable();
    t.string('status', 10).notNullable().defaultTo('created').checkIn(['created', 'paid', 'failed']);
    t.string('payment_id', 40);
    t.timestamp('expires_at', { useTz: true }).notNullable();
    t.timestamp('decided_at', { useTz: true });
    t.timestamps(true, true);
  });
  await knex.schema.createTable('sandbox_gateway_webhooks', (t) => {
    t.bigIncrements('id');
    t.string('event_id', 40).notNullable().unique();
    t.string('session_id', 40).notNullable().references('sandbox_gateway_sessions.id');
    t.text('body').notNullable();
    t.integer('attempts').notNullable().defaultTo(0);
    t.timestamp('delivered_at', { useTz: true });
    t.string('last_error', 500);
    t.timestamps(true, true);
  });
  await knex.raw(`CREATE INDEX sandbox_gateway_webhooks_undelivered ON sandbox_gateway_webhooks (id) WHERE delivered_at IS NULL`);

  await knex('ledger_accounts')
    .insert({ code: 'checkout_held', name: 'Wallet money held for open orders', kind: 'liability', per_member: false })
    .onConflict('code')
    .ignore();
}

export async function down(knex: Knex): Promise<void> {
  await knex('ledger_accounts').where({ code: 'checkout_held' }).del();
  await knex.schema.dropTableIfExists('sandbox_gateway_webhooks');
  await knex.schema.dropTableIfExists('sandbox_gateway_sessions');
  await knex.raw('DROP INDEX IF EXISTS payment_webhook_events_unprocessed');
  await knex.schema.alterTable('payment_webhook_events', (t) => {
    t.dropIndex(['gateway', 'gateway_order_id']);
    t.dropColumns('gateway_order_id', 'occurred_at', 'attempts', 'last_error');
  });
  await knex.schema.dropTableIfExists('order_events');
  await knex.raw('DROP INDEX IF EXISTS orders_open_by_age');
  await knex.raw('ALTER TABLE orders DROP CONSTRAINT IF EXISTS orders_wallet_amount');
  await knex.schema.alterTable('orders', (t) => {
    t.dropUnique(['gateway', 'gateway_order_id']);
    t.dropIndex(['paid_at']);
    t.dropColumns('gateway', 'gateway_order_id', 'gateway_redirect_url', 'wallet_amount', 'request_hash', 'paid_at', 'closed_at');
  });
}
