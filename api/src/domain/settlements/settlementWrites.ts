/**
 * The settlements component owns bank_accounts, settlement_requests and settlement_payment_details
 * (issue 19 §1). A member's verified payout account is saved here (the bank verification's penny drop
 * passed, or an account brought in already verified); settlements brought in with their history (the
 * demo seed's: requested, confirmed, paid out on past days) are written here too.
 */
import type { Knex } from 'knex';
import { digestAccountNumber } from '../bankAccounts';

type Db = Knex | Knex.Transaction;

export interface VerifiedBankAccount {
  userId: number;
  businessId: number;
  accountHolder: string;
  /** The full number: only its last four digits and keyed digest are stored. */
  accountNumber: string;
  ifsc: string;
  bankName: string | null;
  /** When it was verified (default: now). */
  verifiedAt?: Date;
}

/** Saves a verified account (re-verifying the member's same account), answering the stored row. */
export async function saveVerifiedBankAccount(db: Db, a: VerifiedBankAccount): Promise<Record<string, unknown>> {
  const digest = digestAccountNumber(a.accountNumber);
  const verifiedAt = a.verifiedAt ?? db.fn.now();
  const [account] = await db('bank_accounts')
    .insert({
      user_id: a.userId,
      business_id: a.businessId,
      account_holder: a.accountHolder,
      account_number_last4: digest.last4,
      account_number_hash: digest.hash,
      ifsc: a.ifsc,
      bank_name: a.bankName,
      verified_at: verifiedAt,
    })
    .onConflict(['user_id', 'account_number_hash', 'ifsc'])
    .merge({ account_holder: a.accountHolder, verified_at: verifiedAt, status: 1, updated_at: db.fn.now() })
    .returning('*');
  return account as Record<string, unknown>;
}

/** A settlement request as brought in with its history: in its status, dated when it was made. */
export interface SettlementWithHistory {
  case_id: number;
  user_id: number;
  amount: string;
  mode: 'full' | 'partial';
  status: 'initialised' | 'inprogress' | 'settled' | 'rejected';
  remarks: string | null;
  otp_verified_at: Date | null;
  bank_account_id: number | null;
  created_at: Date;
}

/** A payout made on a past day to the member, net of the settlement commission. */
export interface PastPayout {
  settlement_request_id: number;
  amount: string;
  method: string;
  paid_at: Date;
  utr: string;
}

export async function insertSettlementWithHistory(trx: Knex.Transaction, request: SettlementWithHistory): Promise<number> {
  const [row] = await trx('settlement_requests').insert(request).returning('id');
  return Number(row.id);
}

export async function addPastPayout(trx: Knex.Transaction, payout: PastPayout): Promise<void> {
  await trx('settlement_payment_details').insert(payout);
}
