/**
 * Staff reset of a member's sign-in lock (Settings → reset). A member is stuck when their latest
 * code is locked (5 wrong tries) and they may not ask for a new one yet: the 30 s resend cool-down
 * or the 5-codes-per-15-minutes limit, both counted from otp_challenges (rateLimit.ts). A reset, in
 * one transaction under the identifiers' send locks:
 *   - expires every unused code of the member's mobile and email (a locked one included), and
 *   - marks their codes of the current window (and any locked one) released (released_at), which
 *     the cool-down and the per-account limit skip, so a new code can be sent at once.
 * Nothing is deleted or back-dated. Per-IP limits are left alone: they protect against a network,
 * not an account. Members only: staff accounts are not reset from here.
 */
import type { Knex } from 'knex';
import { recordAction } from '../audit/recordAction';
import type { CallContext } from '../callContext';
import type { RateLimits } from '../context';
import {
  RECENT_REFUSALS,
  type IdentifierLock,
  type SignInLockStatus,
  type SignInMember,
  type SignInRefusal,
} from '../contracts/signInReset';
import { lockIdentifier } from './otpChallenge';
import { reason, refusal } from '../domain/errors';

interface MemberRow extends SignInMember {
  role_type: 'customer' | 'admin';
}

/** The sign-in identifiers of a member, as otp_challenges stores them (mobile; lower-cased email). */
function identifiersOf(m: SignInMember): Array<{ identifier: string; channel: 'sms' | 'email' }> {
  return [
    ...(m.mobile ? [{ identifier: m.mobile, channel: 'sms' as const }] : []),
    ...(m.email ? [{ identifier: m.email.toLowerCase(), channel: 'email' as const }] : []),
  ];
}

/** A member by id or by mobile/email; 404 when nobody, 403 for a staff account. */
export async function findMember(db: Knex, by: { userId: number } | { mobile: string } | { email: string }): Promise<SignInMember> {
  const q = db('users as u')
    .join('roles as r', 'r.id', 'u.role_id')
    .first<MemberRow | undefined>('u.id', 'u.name', 'u.mobile', 'u.email', 'u.status', 'r.role_type');
  if ('userId' in by) q.where('u.id', by.userId);
  else if ('mobile' in by) q.where('u.mobile', by.mobile);
  else q.whereRaw('lower(u.email) = ?', [by.email]);
  const row = await q;
  if (!row) {
    throw refusal('userId' in by ? 'MEMBER_ID_UNKNOWN' : 'mobile' in by ? 'MEMBER_MOBILE_UNKNOWN' : 'MEMBER_EMAIL_UNKNOWN', {});
  }
  if (row.role_type !== 'customer') throw refusal('RESET_STAFF_ACCOUNT', {});
  const { role_type: _staffOrMember, ...member } = row;
  return member;
}

async function identifierLock(db: Knex, limits: RateLimits, id: { identifier: string; channel: 'sms' | 'email' }): Promise<IdentifierLock> {
  const { max, windowSeconds } = limits.otpSendsPerIdentifier;
  const { rows } = await db.raw(
    `
    WITH mine AS (SELECT * FROM otp_challenges WHERE identifier = :identifier),
    latest AS (SELECT locked_at, consumed_at, released_at FROM mine WHERE purpose = 'login' ORDER BY id DESC LIMIT 1),
    counted AS (SELECT created_at FROM mine WHERE released_at IS NULL)
    SELECT
      (SELECT locked_at FROM latest WHERE locked_at IS NOT NULL AND consumed_at IS NULL AND released_at IS NULL) AS locked_at,
      (SELECT count(*)::int FROM mine WHERE consumed_at IS NULL AND expires_at > now()) AS pending_codes,
      (SELECT extract(epoch FROM (max(created_at) + (:cooldown::int * interval '1 second') - now()))::float FROM counted) AS cooldown_left,
      (SELECT count(*)::int FROM counted WHERE created_at > now() - (:window::int * interval '1 second')) AS in_window,
      (SELECT extract(epoch FROM (min(created_at) + (:window::int * interval '1 second') - now()))::float
         FROM counted WHERE created_at > now() - (:window::int * interval '1 second')) AS window_left`,
    { identifier: id.identifier, cooldown: limits.otpResendCooldownSeconds, window: windowSeconds },
  );
  const r = rows[0] as {
    locked_at: Date | null;
    pending_codes: number;
    cooldown_left: number | null;
    in_window: number;
    window_left: number | null;
  };
  const cooldown = Math.max(0, Math.ceil(r.cooldown_left ?? 0));
  const limit = r.in_window >= max ? Math.max(0, Math.ceil(r.window_left ?? 0)) : 0;
  const wait = Math.max(cooldown, limit);
  return {
    ...id,
    locked: r.locked_at !== null,
    locked_at: r.locked_at ? new Date(r.locked_at).toISOString() : null,
    pending_codes: r.pending_codes,
    wait_seconds: wait,
    wait_reason: wait === 0 ? null : limit >= cooldown ? 'code_limit' : 'cooldown',
    codes_in_window: r.in_window,
    code_limit: max,
  };
}

async function recentRefusals(db: Knex, member: SignInMember): Promise<SignInRefusal[]> {
  const ids = identifiersOf(member).map((i) => i.identifier);
  const rows = await db('login_restriction_logs')
    .where((w) => {
      w.where('user_id', member.id);
      if (ids.length) w.orWhereIn('identifier', ids);
    })
    .orderBy([
      { column: 'created_at', order: 'desc' },
      { column: 'id', order: 'desc' },
    ])
    .limit(RECENT_REFUSALS)
    .select('id', 'identifier', db.raw('host(ip) AS ip'), 'reason', 'detail', 'created_at');
  return rows.map((r) => ({ ...r, id: Number(r.id), created_at: new Date(r.created_at).toISOString() }));
}

export async function signInLockStatus(db: Knex, limits: RateLimits, member: SignInMember): Promise<SignInLockStatus> {
  const [identifiers, refusals] = await Promise.all([
    Promise.all(identifiersOf(member).map((id) => identifierLock(db, limits, id))),
    recentRefusals(db, member),
  ]);
  return { member, identifiers, blocked: identifiers.some((i) => i.locked || i.wait_seconds > 0), refusals };
}

/**
 * Expires the member's unused codes and releases the current window's codes from the limits.
 * Runs under the identifiers' advisory send locks, so a code being sent at the same moment is
 * either released with the rest or sent after the reset.
 */
export async function resetSignInLock(trx: Knex.Transaction, limits: RateLimits, member: SignInMember) {
  if (member.status !== 1) {
    throw refusal('RESET_DEACTIVATED', {}, { user_id: reason('ACCOUNT_IS_DEACTIVATED', {}) });
  }
  const ids = identifiersOf(member)
    .map((i) => i.identifier)
    .sort();
  for (const id of ids) await lockIdentifier(trx, id, member.id);
  if (!ids.length) return { expired: 0, released: 0 };
  const expired = await trx('otp_challenges')
    .where((w) => void w.whereIn('identifier', ids).orWhere('user_id', member.id))
    .whereNull('consumed_at')
    .where('expires_at', '>', trx.fn.now())
    .update({ expires_at: trx.fn.now() });
  const window = Math.max(limits.otpSendsPerIdentifier.windowSeconds, limits.otpResendCooldownSeconds);
  // The window's codes (the limits count them) and any still-locked older code (it shows as locked).
  const released = await trx('otp_challenges')
    .where((w) => void w.whereIn('identifier', ids).orWhere('user_id', member.id))
    .whereNull('released_at')
    .where(
      (w) =>
        void w
          .where('created_at', '>', trx.raw(`now() - (?::int * interval '1 second')`, [window]))
          .orWhere((l) => void l.whereNotNull('locked_at').whereNull('consumed_at')),
    )
    .update({ released_at: trx.fn.now() });
  return { expired, released };
}

/** POST /admin/reset/sign-in: resetSignInLock in one transaction with its audit row (the staff member's reason). */
export async function resetMemberSignIn(db: Knex, limits: RateLimits, call: CallContext, member: SignInMember, reason: string) {
  return db.transaction(async (trx) => {
    const done = await resetSignInLock(trx, limits, member);
    await recordAction(trx, call, {
      resource: 'customers',
      recordId: member.id,
      action: 'sign_in_reset',
      after: { reason, expired_codes: done.expired, released_codes: done.released },
    });
    return done;
  });
}
