import type { Knex } from 'knex';
import { recordAction } from '../audit/recordAction';
import { insertAudited } from '../audit/auditedWrite';
import { actingAs, type CallContext, type SignedInCall } from '../callContext';
import type { SignInUser } from './identifier';
import { generateOtp, hashOtp, otpMatches } from './otpCode';
import { reason, refusal } from '../domain/errors';

/**
 * Temporary support OTPs (table temp_otps): a staff member generates a code for a customer who
 * cannot receive SMS/email; the customer signs in with it once through user/verifyOtp.
 * Only the keyed hash is stored, so the code is shown once, at creation, and never again.
 */
export const TEMP_OTP_TTL_SECONDS = 30 * 60;

const scopeOf = (userId: number) => `temp:${userId}`;

/** A new code for the user, with its audit row; older unused codes of the user stop working (expire now). */
export async function createTempOtp(trx: Knex.Transaction, call: CallContext, t: { userId: number; createdBy: number; reason: string }) {
  await trx('temp_otps')
    .where({ user_id: t.userId })
    .whereNull('used_at')
    .where('expires_at', '>', trx.fn.now())
    .update({ expires_at: trx.fn.now(), updated_at: trx.fn.now() });
  const code = generateOtp();
  const row = await insertAudited<{ id: number; expires_at: string; created_at: string }>(
    trx,
    call,
    'temp_otps',
    {
      user_id: t.userId,
      code_hash: hashOtp(scopeOf(t.userId), code),
      created_by: t.createdBy,
      reason: t.reason,
      expires_at: trx.raw(`now() + (?::int * interval '1 second')`, [TEMP_OTP_TTL_SECONDS]),
    },
    {
      resource: 'temp_otps',
      action: 'temp_otp_create',
      returning: ['id', 'expires_at', 'created_at'],
      shown: (r) => ({ user_id: t.userId, reason: t.reason, expires_at: new Date(r.expires_at as string) }),
    },
  );
  return { id: row.id as number, code, expiresAt: new Date(row.expires_at), createdAt: new Date(row.created_at) };
}

/**
 * POST /admin/save/TempOtp: a new code for a customer account, with its audit row, in one
 * transaction. 404 unknown user, 403 a staff account, 400 a deactivated one.
 */
export async function issueTempOtp(db: Knex, call: SignedInCall, input: { userId: number; reason: string }) {
  const user = await db('users as u')
    .join('roles as r', 'r.id', 'u.role_id')
    .where('u.id', input.userId)
    .first('u.id', 'u.status', 'r.role_type');
  if (!user) throw refusal('USER_ID_UNKNOWN', {});
  if (user.role_type !== 'customer') throw refusal('TEMP_CODE_CUSTOMERS_ONLY', {});
  if (user.status !== 1) throw refusal('TEMP_CODE_DEACTIVATED', {}, { user_id: reason('ACCOUNT_IS_DEACTIVATED', {}) });

  return db.transaction(async (trx) => {
    return createTempOtp(trx, call, { userId: user.id, createdBy: call.who.userId, reason: input.reason });
  });
}

/** The user's usable temp OTP (unused, unexpired), metadata only. */
export async function activeTempOtp(db: Knex, userId: number) {
  return db('temp_otps')
    .where({ user_id: userId })
    .whereNull('used_at')
    .where('expires_at', '>', db.fn.now())
    .orderBy('id', 'desc')
    .first('id', 'code_hash', 'created_by', 'created_at', 'expires_at', 'reason');
}

/**
 * Uses the user's active temp OTP when `code` matches it; marks it used atomically, so a code
 * works once even under concurrent verifies. Returns the used row, or undefined. A wrong code raises
 * the code's own `failed_attempts` under its row lock, never past `maxFailed`; once it reaches it the
 * temp OTP no longer works, like a locked challenge (staff must generate a new one). Guesses sent at
 * once are counted one by one, so at most `maxFailed` of them are ever tried.
 */
export async function consumeTempOtp(db: Knex, userId: number, code: string, maxFailed: number) {
  const active = await activeTempOtp(db, userId);
  if (!active) return undefined;
  const usable = db('temp_otps')
    .where({ id: active.id })
    .whereNull('used_at')
    .where('expires_at', '>', db.fn.now())
    .where('failed_attempts', '<', maxFailed);
  if (!otpMatches(active.code_hash, scopeOf(userId), code)) {
    await usable.clone().update({ failed_attempts: db.raw('failed_attempts + 1'), updated_at: db.fn.now() });
    return undefined;
  }
  const [used] = await usable.clone().update({ used_at: db.fn.now(), updated_at: db.fn.now() }).returning(['id', 'created_by']);
  return used as { id: number; created_by: number } | undefined;
}

/**
 * Signing in with a temporary OTP (user/verifyOtp): uses the code as consumeTempOtp does and, when
 * it worked, records the sign-in in the audit log under the user it signs in.
 */
export async function redeemTempOtp(db: Knex, call: CallContext, user: SignInUser, code: string, maxFailed: number) {
  const used = await consumeTempOtp(db, user.id, code, maxFailed);
  if (used) {
    await recordAction(db, actingAs(call, { userId: user.id, roleName: user.role_name }), {
      resource: 'temp_otps',
      recordId: used.id,
      action: 'temp_otp_login',
      after: { user_id: user.id, created_by: used.created_by },
    });
  }
  return used;
}
