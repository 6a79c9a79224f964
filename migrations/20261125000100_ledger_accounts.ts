import type { Knex } from 'knex';

/**
 * The wallet ledger's chart of accounts (issue 9 §4). Until now an entry's `account` was any
 * lower-case word; now it must be a row of ledger_accounts, so a typo cannot open a new account.
 * 'user_wallet' is the one per-member account (its entries carry user_id); every other account
 * is the business's own and carries none. Also: journals that touch no member (a gateway payment
 * to revenue) may leave user_id empty; a journal stores the fingerprint of the request that made
 * it, so a retry with the same idempotency key but another payload is refused; and a member's
 * cached balance can never go below zero, whatever writes it.
 */
const ACCOUNTS: Array<{ code: string; name: string; kind: string; per_member: boolean }> = [
  { code: 'user_wallet', name: 'Member wallet', kind: 'liability', per_member: true },
  { code: 'gateway_clearing', name: 'Payment gateway clearing', kind: 'asset', per_member: false },
  { code: 'bank_clearing', name: 'Bank clearing', kind: 'asset', per_member: false },
  { code: 'revenue', name: 'Revenue', kind: 'income', per_member: false },
  { code: 'gst_payable', name: 'GST payable', kind: 'liability', per_member: false },
  { code: 'cashback_expense', name: 'Cashback expense', kind: 'expense', per_member: false },
  { code: 'commission_expense', name: 'Commission expense', kind: 'expense', per_member: false },
  { code: 'commission_payable', name: 'Commission payable', kind: 'liability', per_member: false },
  { code: 'promo_discount', name: 'Promo discount', kind: 'expense', per_member: false },
  { code: 'refunds_payable', name: 'Refunds payable', kind: 'liability', per_member: false },
  { code: 'adjustment_expense', name: 'Goodwill and adjustments', kind: 'expense', per_member: false },
];
const OLD_KINDS = ['topup', 'debit', 'cashback', 'refund', 'adjustment'];
const KINDS = [...OLD_KINDS, 'payment', 'commission'];
const kindCheck = (kinds: string[]) => kinds.map((k) => `'${k}'`).join(', ');

export async function up(knex: Knex): Promise<void> {
  await knex.schema.createTable('ledger_accounts', (t) => {
    t.string('code', 40).primary();
    t.string('name', 120).notNullable();
    t.string('kind', 10).notNullable().checkIn(['asset', 'liability', 'income', 'expense']);
    t.boolean('per_member').notNullable().defaultTo(false);
    t.timestamps(true, true);
  });
  await knex('ledger_accounts').insert(ACCOUNTS);
  await knex.raw(`ALTER TABLE ledger_accounts ADD CONSTRAINT ledger_accounts_code CHECK (code ~ '^[a-z][a-z_]*$')`);

  await knex.schema.alterTable('wallet_ledger_entries', (t) => {
    t.foreign('account').references('ledger_accounts.code');
  });
  await knex.raw(
    `ALTER TABLE wallet_ledger_entries ADD CONSTRAINT wallet_ledger_entries_member_only_on_wallet CHECK (account = 'user_wallet' OR user_id IS NULL)`,
  );

  await knex.raw('ALTER TABLE wallet_journal ALTER COLUMN user_id DROP NOT NULL');
  await knex.raw('ALTER TABLE wallet_journal DROP CONSTRAINT IF EXISTS wallet_journal_kind_check');
  await knex.raw(`ALTER TABLE wallet_journal ADD CONSTRAINT wallet_journal_kind_check CHECK (kind IN (${kindCheck(KINDS)}))`);
  await knex.schema.alterTable('wallet_journal', (t) => {
    // sha256 of the canonical request; NULL for journals written before the ledger service.
    t.specificType('request_hash', 'char(64)');
  });

  await knex.raw('ALTER TABLE users ADD CONSTRAINT users_wallet_balance_not_negative CHECK (wallet_balance >= 0)');
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE users DROP CONSTRAINT IF EXISTS users_wallet_balance_not_negative');
  await knex.schema.alterTable('wallet_journal', (t) => t.dropColumn('request_hash'));
  await knex.raw('ALTER TABLE wallet_journal DROP CONSTRAINT IF EXISTS wallet_journal_kind_check');
  await knex.raw(`ALTER TABLE wallet_journal ADD CONSTRAINT wallet_journal_kind_check CHECK (kind IN (${kindCheck(OLD_KINDS)}))`);
  await knex.raw('ALTER TABLE wallet_journal ALTER COLUMN user_id SET NOT NULL');
  await knex.raw('ALTER TABLE wallet_ledger_entries DROP CONSTRAINT IF EXISTS wallet_ledger_entries_member_only_on_wallet');
  await knex.schema.alterTable('wallet_ledger_entries', (t) => t.dropForeign(['account']));
  await knex.schema.dropTableIfExists('ledger_accounts');
}
