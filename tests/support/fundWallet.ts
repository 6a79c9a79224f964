/** Money in a member's wallet for a test, put there the way staff would (a balanced adjustment journal). */
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { callAs } from '../../api/src/callContext';
import { postJournal } from '../../api/src/domain/walletLedger/ledgerService';

export async function fundWallet(db: Knex, userId: number, paise: number) {
  await postJournal(db, callAs(null), {
    idempotencyKey: `test-fund-${crypto.randomUUID()}`,
    kind: 'adjustment',
    memberId: userId,
    narration: 'Test funds',
    entries: [
      { account: 'adjustment_expense', debit: paise },
      { account: 'user_wallet', memberId: userId, credit: paise },
    ],
  });
}
