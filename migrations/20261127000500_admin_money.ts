import type { Knex } from 'knex';

/**
 * The back office's money pages (issue 9 §6).
 * - ledger_accounts gains a numeric `id` (its key stays `code`, which entries reference): the
 *   registry's resources, the engine and react-admin address every record by a whole-number id.
 * - A member's wallet statement pages backwards by entry id and needs the wallet's total up to a
 *   line: a partial index over the member-wallet legs, covering debit and credit, serves both with
 *   an index-only scan of that member's rows only.
 * - An order's page lists its gateway's webhook events by gateway_order_id.
 */
export async function up(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE ledger_accounts ADD COLUMN id bigserial NOT NULL');
  await knex.raw('ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_id_unique UNIQUE (id)');
  await knex.raw(
    `CREATE INDEX wallet_ledger_entries_member_wallet ON wallet_ledger_entries (user_id, id) INCLUDE (debit, credit) WHERE account = 'user_wallet'`,
  );
  await knex.schema.alterTable('payment_webhook_events', (t) => t.index(['gateway_order_id']));
}

export async function down(knex: Knex): Promise<void> {
  await knex.schema.alterTable('payment_webhook_events', (t) => t.dropIndex(['gateway_order_id']));
  await knex.raw('DROP INDEX IF EXISTS wallet_ledger_entries_member_wallet');
  await knex.raw('ALTER TABLE ledger_accounts DROP COLUMN IF EXISTS id');
}
