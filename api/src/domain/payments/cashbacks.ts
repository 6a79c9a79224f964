/**
 * The payments component owns the cashbacks table (issue 19 §1): a referral reward (order settlement) or an
 * instant cashback on a settlement payment (settlements) is recorded through here, with the wallet
 * journal that credited it.
 */
import type { Knex } from 'knex';

export interface Cashback {
  user_id: number;
  /** referral, instant (settlement payment or membership), wallet (a top-up's). */
  kind: 'referral' | 'instant' | 'wallet';
  amount: string;
  /** The journal that credited it; none while it is pending. */
  wallet_journal_id?: number;
  order_id?: number;
  settlement_payment_id?: number;
  /** credited by default; pending until the order it rewards is paid. */
  status?: 'credited' | 'pending';
}

export async function recordCashback(trx: Knex.Transaction, cashback: Cashback): Promise<void> {
  await trx('cashbacks').insert({ ...cashback, status: cashback.status ?? 'credited' });
}
