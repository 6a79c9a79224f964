/**
 * A member's wallet statement: the balance (the cached users.wallet_balance, one row read) and the
 * latest movements, newest first, each with the balance right after it. For /wallet and the staff
 * view admin/wallet/transaction/{userId}; the caller decides who may read whose wallet.
 */
import type { Knex } from 'knex';
import { MEMBER_WALLET, storedToPaise } from './ledgerRules';

export interface WalletStatementLine {
  journalId: number;
  kind: string;
  narration: string | null;
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
}

export async function walletStatement(db: Knex | Knex.Transaction, memberId: number, limit = 50): Promise<WalletStatement | null> {
  const member = await db('users').where({ id: memberId }).first('wallet_balance');
  if (!member) return null;
  // The latest lines by index (user_id, id) WHERE account = 'user_wallet'; each carries its balance_after.
  const rows = await db('wallet_ledger_entries as e')
    .join('wallet_journal as j', 'j.id', 'e.journal_id')
    .where({ 'e.account': MEMBER_WALLET, 'e.user_id': memberId })
    .orderBy('e.id', 'desc')
    .limit(Math.min(Math.max(1, limit), 500))
    .select('e.id', 'j.id as journal_id', 'j.kind', 'j.narration', 'j.created_at', 'e.debit', 'e.credit', 'e.balance_after');
  return {
    memberId,
    balance: storedToPaise(member.wallet_balance),
    lines: rows.map((r) => ({
      journalId: Number(r.journal_id),
      kind: String(r.kind),
      narration: r.narration ?? null,
      at: new Date(r.created_at).toISOString(),
      credit: storedToPaise(r.credit),
      debit: storedToPaise(r.debit),
      balanceAfter: storedToPaise(r.balance_after),
    })),
  };
}
