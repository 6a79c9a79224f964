import type { Knex } from 'knex';
import type { RateLimits } from '../context';
import { takeQuota, type Quota } from '../db/quota';
import { refuse } from './loginRestrictionLog';
import { DomainError, refusal } from '../domain/errors';

/**
 * OTP rate limits. Per identifier and per account (identifierSendRefusal) they are counted from
 * otp_challenges under the send locks of sendOtp; per IP they are quotas (db/quota.ts) taken
 * atomically before anything is looked up, so N concurrent requests from one network get exactly
 * the max, whatever they ask for (a known or unknown account, a taken mobile, a code on cool-down).
 * Time comes from PostgreSQL's clock, not each process's.
 */

/** The refusals of a per-network quota. */
type LimitCode = 'OTP_NETWORK_SENDS' | 'OTP_NETWORK_SIGN_INS' | 'NOTICE_NETWORK_ATTEMPTS' | 'CONTROL_NETWORK_WRONG';

const seconds = (n: number) => Math.max(1, Math.ceil(n));

/** Counts events in a window and when the oldest leaves it. `events` selects one created_at column. */
async function windowCount(db: Knex, eventsSql: string, bindings: Knex.RawBinding[], windowSeconds: number) {
  const { rows } = await db.raw(
    `WITH ev AS (${eventsSql})
     SELECT count(*)::int AS n,
            extract(epoch FROM (min(created_at) + (?::int * interval '1 second') - now()))::float AS retry
     FROM ev`,
    [...bindings, windowSeconds],
  );
  return rows[0] as { n: number; retry: number | null };
}

const since = `created_at > now() - (?::int * interval '1 second')`;

/**
 * Takes an IP quota in its own short transaction, then logs a refusal (after the commit: no
 * connection is held while another is waited for) and throws it.
 */
async function takeIpQuota(db: Knex, quota: Quota, entry: { identifier: string; ip: string; detail: string }, code: LimitCode) {
  const refused = await takeQuota(db, quota);
  if (refused) {
    throw await refuse(db, { ...entry, reason: 'rate_limited' }, refusal(code, {}, undefined, { retryAfterSeconds: refused.retryAfter }));
  }
}

/** Every code asked for from one IP (sign-in, registration, contact change, settlement, notice…), known account or not. */
export async function assertIpMaySend(db: Knex, ip: string | null, limits: RateLimits, identifier: string) {
  if (!ip) return;
  const { max, windowSeconds } = limits.otpSendsPerIp;
  await takeIpQuota(
    db,
    { key: `otp-send:ip:${ip}`, max, windowSeconds },
    { identifier, ip, detail: `otp sends per IP (${max}/${windowSeconds}s)` },
    'OTP_NETWORK_SENDS',
  );
}

/**
 * An account's limits skip the codes stored for its identifier before it had an account (asked
 * for while nobody used it, sent nowhere): a visitor told "if this number has an account…" who
 * registers at once is sent a code.
 */
const sentToSomeone = `(user_id IS NOT NULL OR ?::bigint IS NULL)`;

/** Why a code may not be sent now: the log entry and the answer, for the caller to log and throw. */
export interface SendRefusal {
  detail: string;
  error: DomainError;
}

/**
 * Resend cool-down per identifier (how often one phone or mailbox is messaged) and codes per window
 * per identifier and per account (a member's mobile and email share one allowance). Runs inside
 * the transaction holding the send locks and only reads: it returns the refusal instead of logging
 * it, so the caller writes the log after the transaction — no second connection is needed while
 * the locks are held. Codes released by a staff sign-in reset (released_at) do not count.
 * `userId: null`: an identifier no account uses (see sendOtp).
 */
export async function identifierSendRefusal(
  trx: Knex,
  identifier: string,
  userId: number | null,
  limits: RateLimits,
): Promise<SendRefusal | undefined> {
  const cooldown = limits.otpResendCooldownSeconds;
  const { max, windowSeconds } = limits.otpSendsPerIdentifier;
  const { rows } = await trx.raw(
    `SELECT extract(epoch FROM (max(created_at) + (?::int * interval '1 second') - now()))::float AS cooldown_left
     FROM otp_challenges WHERE identifier = ? AND released_at IS NULL AND ${sentToSomeone}`,
    [cooldown, identifier, userId],
  );
  const cooldownLeft = rows[0]?.cooldown_left as number | null;
  if (cooldownLeft !== null && cooldownLeft > 0) {
    const wait = seconds(cooldownLeft);
    return { detail: 'resend cool-down', error: refusal('OTP_RESEND_WAIT', { seconds: wait }, undefined, { retryAfterSeconds: wait }) };
  }
  const { n, retry } = await windowCount(
    trx,
    `SELECT created_at FROM otp_challenges WHERE (identifier = ? OR user_id = ?) AND released_at IS NULL AND ${sentToSomeone} AND ${since}`,
    [identifier, userId, userId, windowSeconds],
    windowSeconds,
  );
  if (n >= max) {
    return {
      detail: `otp sends per account (${max}/${windowSeconds}s)`,
      error: refusal('OTP_ACCOUNT_LIMIT', {}, undefined, { retryAfterSeconds: seconds(retry ?? windowSeconds) }),
    };
  }
  return undefined;
}

/**
 * Every code tried from one IP (sign-in, contact change, settlement, notice reply…), right or wrong:
 * a quota taken before the code is looked at. `code` says what was being tried (sign-in by
 * default; a notice's reply says so).
 */
export async function assertIpMayVerify(
  db: Knex,
  ip: string | null,
  limits: RateLimits,
  identifier: string,
  code: LimitCode = 'OTP_NETWORK_SIGN_INS',
) {
  if (!ip) return;
  const { max, windowSeconds } = limits.otpVerifiesPerIp;
  await takeIpQuota(
    db,
    { key: `otp-verify:ip:${ip}`, max, windowSeconds },
    { identifier, ip, detail: `otp verifies per IP (${max}/${windowSeconds}s)` },
    code,
  );
}
