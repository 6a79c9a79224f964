/** Test movements on a member's wallet through the ledger service: a top-up in or a debit out. */
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { callAs } from '../../api/src/callContext';
import { MEMBER_WALLET } from '../../api/src/domain/walletLedger/ledgerRules';
import { postJournal } from '../../api/src/domain/walletLedger/ledgerService';

export const walletMove = (
  db: Knex,
  memberId: number,
  kind: 'topup' | 'debit',
  paise: number,
  narration: string,
  reference?: { type: string; id: string },
) =>
  postJournal(db, callAs(null), {
    idempotencyKey: crypto.randomUUID(),
    kind,
    narration,
    memberId,
    reference,
    entries:
      kind === 'topup'
        ? [
            { account: 'gateway_clearing', debit: paise },
            { account: MEMBER_WALLET, credit: paise },
          ]
        : [
            { account: MEMBER_WALLET, debit: paise },
            { account: 'revenue', credit: paise },
          ],
  });
