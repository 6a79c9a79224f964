/** GET /api/wallet: the member's balance and latest movements (WalletAnswer), from the ledger's statement. */
import type { Knex } from 'knex';
import type { WalletAnswer } from '../../contracts/checkout';
import { fromPaise } from '../../validation/money';
import { movementOf, walletStatement } from '../walletLedger';

export async function memberWallet(db: Knex, userId: number, limit = 50): Promise<WalletAnswer> {
  const statement = await walletStatement(db, userId, { limit });
  if (!statement) return { balance: '0.00', movements: [] };
  return {
    balance: fromPaise(statement.balance),
    movements: statement.lines.map((l) => ({ id: l.journalId, ...movementOf(l) })),
  };
}
