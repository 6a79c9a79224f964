/**
 * A member's wallet statement: the balance (the cached users.wallet_balance, one row read) and one
 * page of movements, newest first, each with the balance right after it. For /wallet and the staff
 * view admin/wallet/transaction/{userId}; the caller decides who may read whose wallet.
 *
 * Paging goes backwards by entry id (`before`: the oldest id of the previous page). The balance
 * after a line is Σ(credit − debit) of the member's wallet legs up to and including it, so it is
 * the same line for line on every page: one statement reads the page and the total up to its
 * newest line (an index-only scan of the partial index wallet_ledger_entries_member_wallet), then
 * walks back through the page.
 */
import type { Knex } from 'knex';
import type { WalletMovement } from '../../contracts/checkout';
import { fromPaise } from '../../validation/money';
import { MEMBER_WALLET, storedToPaise } from './ledgerRules';

export interface WalletStatementLine {
  /** The wallet leg's id: the paging cursor. */
  entryId: number;
  journalId: number;
  kind: string;
  narration: string | null;
  referenceType: string | null;
  referenceId: string | null;
  at: string;
  /** Paise: what came in (credit to the wallet) and went out (debit). */
  credit: number;
  debit: number;
  balanceAfter: number;
}

export interface WalletStatement {
  memberId: number;
  /** Paise. */
  balance: number;
  lines: WalletStatementLine[];
  /** The `before` of the next (older) page; null on the last page. */
  nextBefore: number | null;
}

export interface StatementPage {
  limit?: number;
  /** Only lines with an entry id below this. */
  before?: number;
}

export const STATEMENT_MAX_LIMIT = 500;

export async function walletStatement(
  db: Knex | Knex.Transaction,
  memberId: number,
  { limit = 50, before }: StatementPage = {},
): Promise<WalletStatement | null> {
  const member = await db('users').where({ id: memberId }).first('wallet_balance');
  if (!member) return null;
  const size = Math.min(Math.max(1, Math.trunc(limit)), STATEMENT_MAX_LIMIT);
  // The latest lines by the partial index (user_id, id) WHERE account = 'user_wallet'; each wallet line
  // carries the balance right after it (balance_after, written by postJournal), so no history is summed.
  const rows: Array<Record<string, unknown>> = await db('wallet_ledger_entries as e')
    .join('wallet_journal as j', 'j.id', 'e.journal_id')
    .where({ 'e.account': MEMBER_WALLET, 'e.user_id': memberId })
    .modify((q) => {
      if (before !== undefined) q.where('e.id', '<', before);
    })
    .orderBy('e.id', 'desc')
    .limit(size + 1)
    .select(
      'e.id',
      'e.debit',
      'e.credit',
      'e.balance_after',
      'j.id as journal_id',
      'j.kind',
      'j.narration',
      'j.reference_type',
      'j.reference_id',
      'j.created_at',
    );
  const more = rows.length > size;
  const shown = rows.slice(0, size);
  const lines = shown.map((r): WalletStatementLine => ({
    entryId: Number(r.id),
    journalId: Number(r.journal_id),
    kind: String(r.kind),
    narration: (r.narration as string | null) ?? null,
    referenceType: (r.reference_type as string | null) ?? null,
    referenceId: (r.reference_id as string | null) ?? null,
    at: new Date(r.created_at as string).toISOString(),
    credit: storedToPaise(r.credit as string),
    debit: storedToPaise(r.debit as string),
    balanceAfter: storedToPaise(r.balance_after as string),
  }));
  return {
    memberId,
    balance: storedToPaise(member.wallet_balance),
    lines,
    nextBefore: more && lines.length ? lines[lines.length - 1]!.entryId : null,
  };
}

/** A statement line in rupees, as the member's and the staff's wallet answers show it (they choose the id). */
export const movementOf = (l: WalletStatementLine): Omit<WalletMovement, 'id'> => ({
  kind: l.kind,
  narration: l.narration ?? '',
  amount: fromPaise(l.credit - l.debit),
  balanceAfter: fromPaise(l.balanceAfter),
  createdAt: l.at,
});
