/**
 * verifyLedger: proves the ledger's two invariants over the whole database (tests run it after
 * each scenario; a nightly job will too). Every journal has ≥ 2 entries whose debits equal its
 * credits and its amount; every member's cached users.wallet_balance equals Σ(credit − debit) of
 * their wallet entries. An empty answer means every paisa is accounted for.
 */
import type { Knex } from 'knex';
import { MEMBER_WALLET, storedToPaise } from './ledgerRules';

export interface UnbalancedJournal {
  journalId: number;
  entries: number;
  /** Paise. */
  amount: number;
  debits: number;
  credits: number;
}

export interface BalanceMismatch {
  memberId: number;
  /** users.wallet_balance, in paise. */
  stored: number;
  /** Σ(credit − debit) of the member's wallet entries, in paise. */
  fromEntries: number;
}

export interface LedgerReport {
  unbalancedJournals: UnbalancedJournal[];
  balanceMismatches: BalanceMismatch[];
}

export async function verifyLedger(db: Knex | Knex.Transaction): Promise<LedgerReport> {
  const journals = await db.raw(
    `SELECT j.id, j.amount, count(e.id)::int AS entries,
        coalesce(sum(e.debit), 0) AS debits, coalesce(sum(e.credit), 0) AS credits
      FROM wallet_journal j LEFT JOIN wallet_ledger_entries e ON e.journal_id = j.id
      GROUP BY j.id
      HAVING count(e.id) < 2 OR coalesce(sum(e.debit), 0) <> coalesce(sum(e.credit), 0) OR coalesce(sum(e.debit), 0) <> j.amount
      ORDER BY j.id`,
  );
  const members = await db.raw(
    `SELECT u.id, u.wallet_balance, coalesce(w.balance, 0) AS from_entries
      FROM users u
      LEFT JOIN (SELECT user_id, sum(credit) - sum(debit) AS balance FROM wallet_ledger_entries
        WHERE account = ? GROUP BY user_id) w ON w.user_id = u.id
      WHERE u.wallet_balance <> coalesce(w.balance, 0)
      ORDER BY u.id`,
    [MEMBER_WALLET],
  );
  return {
    unbalancedJournals: journals.rows.map((r: Record<string, string | number>) => ({
      journalId: Number(r.id),
      entries: Number(r.entries),
      amount: storedToPaise(r.amount),
      debits: storedToPaise(r.debits),
      credits: storedToPaise(r.credits),
    })),
    balanceMismatches: members.rows.map((r: Record<string, string | number>) => ({
      memberId: Number(r.id),
      stored: storedToPaise(r.wallet_balance),
      fromEntries: storedToPaise(r.from_entries),
    })),
  };
}
