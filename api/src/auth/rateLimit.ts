import type { Knex } from 'knex';
import type { RateLimits } from '../context';
import { tooManyRequests, type HttpError } from '../http/httpError';
import { FAILED_VERIFY_REASONS, refuse } from './loginRestrictionLog';
import { CASE_FLOW_MESSAGES } from '../contracts/caseFlowMessages';

/**
 * OTP rate limits, computed from the database (otp_challenges, login_restriction_logs, sessions)
 * so they hold across processes. Time comes from PostgreSQL's clock, not each process's.
 */

const seconds = (n: number) => Math.max(1, Math.ceil(n));

/** Counts events in a window and when the oldest leaves it. `events` selects one created_at column. */
export async function windowCount(db: Knex, eventsSql: string, bindings: Knex.RawBinding[], windowSeconds: number) {
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

/** OTP sends from one IP: codes created from it plus look-ups of unknown accounts from it. */
export async function assertIpMaySend(db: Knex, ip: string | null, limits: RateLimits, identifier: string) {
  if (!ip) return;
  const { max, windowSeconds } = limits.otpSendsPerIp;
  const { n, retry } = await windowCount(
    db,
    `SELECT created_at FROM otp_challenges WHERE ip = ?::inet AND ${since}
     UNION ALL
     SELECT created_at FROM login_restriction_logs WHERE ip = ?::inet AND reason = 'unknown_account' AND ${since}`,
    [ip, windowSeconds, ip, windowSeconds],
    windowSeconds,
  );
  if (n >= max) {
    throw await refuse(
      db,
      { identifier, ip, reason: 'rate_limited', detail: `otp sends per IP (${max}/${windowSeconds}s)` },
      tooManyRequests(CASE_FLOW_MESSAGES.networkTooManyCodes, seconds(retry ?? windowSeconds)),
    );
  }
}

/** Why a code may not be sent now: the log entry and the answer, for the caller to log and throw. */
export interface SendRefusal {
  detail: string;
  error: HttpError;
}

/**
 * Resend cool-down per identifier (how often one phone or mailbox is messaged) and codes per window
 * per identifier and per account (a member's mobile and email share one allowance). Runs inside
 * the transaction holding the send locks and only reads: it returns the refusal instead of logging
 * it, so the caller writes the log after the transaction — no second connection is needed while
 * the locks are held. Codes released by a staff sign-in reset (released_at) do not count.
 */
export async function identifierSendRefusal(
  trx: Knex,
  identifier: string,
  userId: number,
  limits: RateLimits,
): Promise<SendRefusal | undefined> {
  const cooldown = limits.otpResendCooldownSeconds;
  const { max, windowSeconds } = limits.otpSendsPerIdentifier;
  const { rows } = await trx.raw(
    `SELECT extract(epoch FROM (max(created_at) + (?::int * interval '1 second') - now()))::float AS cooldown_left
     FROM otp_challenges WHERE identifier = ? AND released_at IS NULL`,
    [cooldown, identifier],
  );
  const cooldownLeft = rows[0]?.cooldown_left as number | null;
  if (cooldownLeft !== null && cooldownLeft > 0) {
    const wait = seconds(cooldownLeft);
    return { detail: 'resend cool-down', error: tooManyRequests(`Please wait ${wait} seconds before asking for another code.`, wait) };
  }
  const { n, retry } = await windowCount(
    trx,
    `SELECT created_at FROM otp_challenges WHERE (identifier = ? OR user_id = ?) AND released_at IS NULL AND ${since}`,
    [identifier, userId, windowSeconds],
    windowSeconds,
  );
  if (n >= max) {
    return {
      detail: `otp sends per account (${max}/${windowSeconds}s)`,
      error: tooManyRequests('Too many codes were requested for this account. Please try again later.', seconds(retry ?? windowSeconds)),
    };
  }
  return undefined;
}

/**
 * Verify attempts from one IP: failed verifies logged from it plus sessions issued to it. `message`
 * says what was being tried (sign-in by default; a notice's reply says so).
 */
export async function assertIpMayVerify(
  db: Knex,
  ip: string | null,
  limits: RateLimits,
  identifier: string,
  message = 'Too many sign-in attempts from your network. Please try again later.',
) {
  if (!ip) return;
  const { max, windowSeconds } = limits.otpVerifiesPerIp;
  const { n, retry } = await windowCount(
    db,
    `SELECT created_at FROM login_restriction_logs WHERE ip = ?::inet AND reason IN (${FAILED_VERIFY_REASONS.map(() => '?').join(', ')}) AND ${since}
     UNION ALL
     SELECT created_at FROM sessions WHERE ip = ?::inet AND ${since}`,
    [ip, ...FAILED_VERIFY_REASONS, windowSeconds, ip, windowSeconds],
    windowSeconds,
  );
  if (n >= max) {
    throw await refuse(
      db,
      { identifier, ip, reason: 'rate_limited', detail: `otp verifies per IP (${max}/${windowSeconds}s)` },
      tooManyRequests(message, seconds(retry ?? windowSeconds)),
    );
  }
}
