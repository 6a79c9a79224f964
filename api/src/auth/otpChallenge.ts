import type { Knex } from 'knex';
import { generateOtp, hashOtp, otpMatches } from './otpCode';

/**
 * OTP challenges (table otp_challenges): one row per code sent. Only the code's keyed hash is
 * stored. Purposes: 'login' for sign-in, 'update:<userId>' for a signed-in user's new mobile or
 * email (bound to that user so two users' requests never interfere).
 */
/**
 * What a code is for: signing in, changing the caller's contact (a code to the new contact, 'update:',
 * and one to the current contact, 'update-current:'), confirming a deactivation request,
 * confirming a settlement request, or answering a notice.
 */
export type OtpPurpose =
  | 'login'
  | `update:${number}`
  | `update-current:${number}`
  | `deactivate:${number}`
  | `settle:${number}`
  | `notice:${number}`
  | `control:${number}`;

const scopeOf = (purpose: string, identifier: string) => `${purpose}:${identifier}`;

/** Advisory-lock keys: one per identifier (a phone or mailbox) and one per account. */
const identifierKey = (identifier: string) => `otp:${identifier}`;
const accountKey = (userId: number) => `otp:user:${userId}`;

/**
 * Serialises code sends for an identifier and an account across processes for the rest of the
 * transaction (staff sign-in resets wait for it). Waits for a lock held by another transaction.
 */
export async function lockIdentifier(trx: Knex.Transaction, identifier: string, userId?: number) {
  await trx.raw(`SELECT pg_advisory_xact_lock(hashtext(?))`, [identifierKey(identifier)]);
  if (userId !== undefined) await trx.raw(`SELECT pg_advisory_xact_lock(hashtext(?))`, [accountKey(userId)]);
}

/**
 * The same locks without waiting: false when another request is sending a code to this identifier
 * or account right now. A send never queues behind another (each waiter would hold a pooled
 * connection, and twenty at once would drain the pool); the loser is told to wait instead.
 */
export async function tryLockIdentifier(trx: Knex.Transaction, identifier: string, userId: number | null): Promise<boolean> {
  const keys = [identifierKey(identifier), ...(userId === null ? [] : [accountKey(userId)])];
  const { rows } = await trx.raw(`SELECT ${keys.map(() => 'pg_try_advisory_xact_lock(hashtext(?))').join(' AND ')} AS locked`, keys);
  return rows[0]?.locked === true;
}

/** Creates a new challenge and supersedes (expires now) the identifier's earlier unused ones. */
export async function createChallenge(
  trx: Knex.Transaction,
  c: {
    identifier: string;
    channel: 'sms' | 'email';
    purpose: OtpPurpose;
    ip: string | null;
    ttlSeconds: number;
    /** null: a code for a notice link (the reported business has no account). */
    userId: number | null;
  },
): Promise<{ id: number; code: string; expiresAt: Date }> {
  await trx('otp_challenges')
    .where({ identifier: c.identifier, purpose: c.purpose })
    .whereNull('consumed_at')
    .where('expires_at', '>', trx.fn.now())
    .update({ expires_at: trx.fn.now() });
  const code = generateOtp();
  const [row] = await trx('otp_challenges')
    .insert({
      identifier: c.identifier,
      channel: c.channel,
      purpose: c.purpose,
      code_hash: hashOtp(scopeOf(c.purpose, c.identifier), code),
      expires_at: trx.raw(`now() + (?::int * interval '1 second')`, [c.ttlSeconds]),
      ip: c.ip,
      user_id: c.userId,
    })
    .returning(['id', 'expires_at']);
  return { id: row.id, code, expiresAt: new Date(row.expires_at) };
}

/** True when the identifier's latest challenge for this purpose has not been used yet. */
export async function hasPendingChallenge(db: Knex, identifier: string, purpose: OtpPurpose): Promise<boolean> {
  const latest = await db('otp_challenges').where({ identifier, purpose }).orderBy('id', 'desc').first('consumed_at');
  return Boolean(latest && !latest.consumed_at);
}

export type ChallengeCheck =
  | { kind: 'ok'; challengeId: number }
  | { kind: 'none' }
  | { kind: 'expired' }
  | { kind: 'locked' }
  | { kind: 'wrong'; attemptsLeft: number; nowLocked: boolean };

/**
 * Checks a code against the identifier's latest challenge and records the outcome, all under a
 * row lock: a wrong code increments failed_attempts (locking the challenge at `maxFailed`), a
 * right one marks it consumed. Two concurrent verifies of one code therefore give one 'ok'.
 */
export async function checkChallenge(db: Knex, c: ChallengeInput): Promise<ChallengeCheck> {
  return db.transaction(async (trx) => {
    const ch = await trx('otp_challenges')
      .where({ identifier: c.identifier, purpose: c.purpose })
      .orderBy('id', 'desc')
      .forUpdate()
      .first('id', 'code_hash', 'failed_attempts', 'locked_at', 'consumed_at', trx.raw('expires_at <= now() AS expired'));
    if (!ch || ch.consumed_at) return { kind: 'none' } as const;
    if (ch.locked_at) return { kind: 'locked' } as const;
    if (ch.expired) return { kind: 'expired' } as const;
    if (!otpMatches(ch.code_hash, scopeOf(c.purpose, c.identifier), c.code)) {
      const failed = ch.failed_attempts + 1;
      const nowLocked = failed >= c.maxFailed;
      await trx('otp_challenges')
        .where({ id: ch.id })
        .update({ failed_attempts: failed, locked_at: nowLocked ? trx.fn.now() : null });
      return { kind: 'wrong', attemptsLeft: Math.max(0, c.maxFailed - failed), nowLocked } as const;
    }
    const consumed = await trx('otp_challenges')
      .where({ id: ch.id })
      .whereNull('consumed_at')
      .whereNull('locked_at')
      .update({ consumed_at: trx.fn.now() })
      .returning('id');
    return consumed.length ? ({ kind: 'ok', challengeId: ch.id } as const) : ({ kind: 'none' } as const);
  });
}

export interface ChallengeInput {
  identifier: string;
  purpose: OtpPurpose;
  code: string;
  maxFailed: number;
}

/**
 * Checks codes that prove something only together (a contact change: the code sent to the new contact
 * and the one sent to the current contact). Every code is checked, so each wrong one counts against its
 * own challenge, but the right ones are used up only when all are right: a typo in one does not spend
 * the other. One transaction, the challenges locked in the order given, so concurrent checks of the
 * same codes give one success.
 */
export async function checkChallengesTogether(db: Knex, checks: ChallengeInput[]): Promise<ChallengeCheck[]> {
  return db.transaction(async (trx) => {
    const results: ChallengeCheck[] = [];
    for (const c of checks) results.push(await checkChallenge(trx, c));
    if (results.some((r) => r.kind !== 'ok')) {
      const used = results.flatMap((r) => (r.kind === 'ok' ? [r.challengeId] : []));
      if (used.length) await trx('otp_challenges').whereIn('id', used).update({ consumed_at: null });
    }
    return results;
  });
}
