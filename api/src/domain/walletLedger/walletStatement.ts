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
  const { rows } = await db.raw(
    `WITH page AS (
       SELECT e.id, e.debit, e.credit, e.journal_id
         FROM wallet_ledger_entries e
        WHERE e.account = :wallet AND e.user_id = :memberId AND (CAST(:before AS bigint) IS NULL OR e.id < CAST(:before AS bigint))
        ORDER BY e.id DESC
        LIMIT :take
     ), upto AS (
       SELECT COALESCE(SUM(e.credit - e.debit), 0) AS total
         FROM wallet_ledger_entries e
        WHERE e.account = :wallet AND e.user_id = :memberId AND e.id <= (SELECT max(id) FROM page)
     )
     SELECT p.id, p.debit, p.credit, j.id AS journal_id, j.kind, j.narration, j.reference_type, j.reference_id, j.created_at,
            (SELECT total FROM upto) AS upto_newest
       FROM page p JOIN wallet_journal j ON j.id = p.journal_id
      ORDER BY p.id DESC`,
    { wallet: MEMBER_WALLET, memberId, before: before ?? null, take: size + 1 },
  );
  const more = rows.length > size;
  const shown: Array<Record<string, unknown>> = rows.slice(0, size);
  let balanceAfter = shown.length ? storedToPaise(shown[0]!.upto_newest as string) : 0;
  const lines = shown.map((r) => {
    const credit = storedToPaise(r.credit as string);
    const debit = storedToPaise(r.debit as string);
    const line: WalletStatementLine = {
      entryId: Number(r.id),
      journalId: Number(r.journal_id),
      kind: String(r.kind),
      narration: (r.narration as string | null) ?? null,
      referenceType: (r.reference_type as string | null) ?? null,
      referenceId: (r.reference_id as string | null) ?? null,
      at: new Date(r.created_at as string).toISOString(),
      credit,
      debit,
      balanceAfter,
    };
    balanceAfter -= credit - debit;
    return line;
  });
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
