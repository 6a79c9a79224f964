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
