/**
 * The accounts component owns the `users` table (issue 19 §1): every change to a user row outside the
 * engine's generic pipeline and registration goes through here, so other components (sign-in, contact
 * change, businesses, referrals, the wallet ledger) call these instead of writing the table. Each takes
 * the caller's transaction; the ones with an audit row write it here, in the same transaction.
 */
import type { Knex } from 'knex';
import { recordAction } from '../../audit/recordAction';
import { updateAudited, type Audited } from '../../audit/auditedWrite';
import type { CallContext } from '../../callContext';

type Db = Knex | Knex.Transaction;

/** Stamps a successful sign-in. */
export async function stampSignIn(db: Db, userId: number): Promise<void> {
  await db('users').where({ id: userId }).update({ last_login_at: db.fn.now() });
}

/**
 * Sets the user's primary mobile or email with its audit row, `before` and `shown` as the caller masks
 * them (a unique violation is the caller's to answer).
 */
export async function setPrimaryContact(
  trx: Knex.Transaction,
  call: CallContext,
  userId: number,
  field: 'mobile' | 'email',
  value: string,
  audit: Audited & { before: unknown },
): Promise<void> {
  await updateAudited(trx, call, 'users', userId, { [field]: value, updated_at: trx.fn.now() }, { ...audit, returning: ['id', field] });
}

/** Gives the member the referral code they invite with. */
export async function setReferralCode(trx: Knex.Transaction, userId: number, code: string): Promise<void> {
  await trx('users').where({ id: userId }).update({ referral_code: code, updated_at: trx.fn.now() });
}

/** Moves the member's cached wallet balance by a signed stored amount (the wallet ledger's journal decides it). */
export async function moveWalletBalance(trx: Knex.Transaction, userId: number, storedDelta: string): Promise<void> {
  await trx('users')
    .where({ id: userId })
    .update({ wallet_balance: trx.raw('wallet_balance + ?::numeric', [storedDelta]) });
}

const activationAudit = (businessId: number, before: number | null) => ({
  resource: 'businesses' as const,
  recordId: businessId,
  action: 'activate' as const,
  before: { active_business_id: before },
  after: { active_business_id: businessId },
});

/** Makes the business the member's active one (it was `before`), audited as the business's activation. */
export async function setActiveBusiness(
  trx: Knex.Transaction,
  call: CallContext,
  userId: number,
  businessId: number,
  before: number | null,
): Promise<void> {
  await trx('users').where({ id: userId }).update({ active_business_id: businessId, updated_at: trx.fn.now() });
  await recordAction(trx, call, activationAudit(businessId, before));
}

/** Makes the business the member's active one when they have none yet (their first), audited when it did. */
export async function activateFirstBusiness(trx: Knex.Transaction, call: CallContext, userId: number, businessId: number): Promise<void> {
  const changed = await trx('users').where({ id: userId }).whereNull('active_business_id').update({ active_business_id: businessId });
  if (changed) await recordAction(trx, call, activationAudit(businessId, null));
}

/** A user row as created outside registration: the first Super Admin, and members brought in with their history. */
export interface NewUser {
  name: string;
  mobile: string;
  email: string;
  role_id: number;
  account_type: 'customer' | 'admin';
  status?: number;
  registration_source: string;
  referral_code?: string | null;
  /** When the account was opened and last signed in (history brought in keeps its dates; default now). */
  created_at?: Date;
  last_login_at?: Date | null;
}

/** Creates the users, answering their ids in the same order. */
export async function insertUsers(trx: Knex.Transaction, users: NewUser[]): Promise<number[]> {
  if (users.length === 0) return [];
  const rows: Array<{ id: number }> = await trx('users').insert(users).returning('id');
  return rows.map((r) => Number(r.id));
}

/** Records who brought the member in: their affiliate partner and/or the member who referred them. */
export async function setReferrer(
  trx: Knex.Transaction,
  userId: number,
  by: { affiliate_id?: number | null; referred_by_user_id?: number | null },
): Promise<void> {
  await trx('users').where({ id: userId }).update(by);
}
