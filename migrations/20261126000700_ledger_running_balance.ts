import type { Knex } from 'knex';

/**
 * A member's wallet line keeps the balance right after it (balance_after), written by postJournal
 * under the member's row lock. A statement then reads the latest lines by index instead of summing
 * every line the member ever had: with a million lines, 50 rows instead of a million. Lines already
 * written get theirs from the running sum. (The index a statement reads by is 20261127000500_admin_money's.)
 */
export async function up(knex: Knex): Promise<void> {
  await knex.schema.alterTable('wallet_ledger_entries', (t) => {
    t.decimal('balance_after', 14, 2);
  });
  await knex.raw(`UPDATE wallet_ledger_entries e SET balance_after = r.balance_after
    FROM (SELECT id, sum(credit - debit) OVER (PARTITION BY user_id ORDER BY id) AS balance_after
          FROM wallet_ledger_entries WHERE account = 'user_wallet') r
    WHERE e.id = r.id`);
  await knex.raw(`ALTER TABLE wallet_ledger_entries ADD CONSTRAINT wallet_ledger_entries_balance_after
    CHECK ((account = 'user_wallet') = (balance_after IS NOT NULL) AND (balance_after IS NULL OR balance_after >= 0))`);
}

export async function down(knex: Knex): Promise<void> {
  await knex.raw('ALTER TABLE wallet_ledger_entries DROP CONSTRAINT IF EXISTS wallet_ledger_entries_balance_after');
  await knex.schema.alterTable('wallet_ledger_entries', (t) => t.dropColumn('balance_after'));
}
