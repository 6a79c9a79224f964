import crypto from 'node:crypto';
import jwt from 'jsonwebtoken';
import type { Knex } from 'knex';
import { env } from '../config/env';
import { jwtKey } from './jwtSecret';
import type { SessionKind } from './principal';
import { invalidatePrincipals } from './principalCache';

export interface TokenClaims {
  sub: string;
  jti: string;
  role_id: number;
}

/**
 * Creates a session row and signs an HS256 JWT whose jti names it, so it can be revoked. The row
 * records the session's kind (a support session names the temporary OTP that opened it); the token
 * carries no kind: authenticate() reads it from the row, so it cannot be forged or dropped.
 */
export async function issueToken(
  db: Knex,
  user: { id: number; role_id: number },
  meta: { ip?: string; userAgent?: string; kind?: SessionKind; tempOtpId?: number } = {},
) {
  const jti = crypto.randomUUID();
  const expiresAt = new Date(Date.now() + env.jwtTtlSeconds * 1000);
  await db('sessions').insert({
    id: jti,
    user_id: user.id,
    expires_at: expiresAt,
    ip: meta.ip ?? null,
    user_agent: meta.userAgent?.slice(0, 300) ?? null,
    kind: meta.kind ?? 'member',
    temp_otp_id: meta.tempOtpId ?? null,
  });
  const token = jwt.sign({ role_id: user.role_id }, jwtKey(), {
    algorithm: 'HS256',
    subject: String(user.id),
    jwtid: jti,
    expiresIn: env.jwtTtlSeconds,
  });
  return { token, expiresAt };
}

/** Verifies signature, algorithm and expiry; returns the claims or null. */
export function verifyToken(token: string): TokenClaims | null {
  try {
    const claims = jwt.verify(token, jwtKey(), { algorithms: ['HS256'] }) as jwt.JwtPayload;
    if (typeof claims.sub !== 'string' || typeof claims.jti !== 'string') return null;
    return { sub: claims.sub, jti: claims.jti, role_id: Number(claims.role_id) };
  } catch {
    return null;
  }
}

export async function revokeSession(db: Knex, jti: string) {
  await db('sessions').where({ id: jti }).whereNull('revoked_at').update({ revoked_at: db.fn.now() });
  invalidatePrincipals();
}

/** Revokes every session of a user; inside a transaction, cached callers are forgotten again once it commits. */
export async function revokeAllSessions(db: Knex | Knex.Transaction, userId: number) {
  invalidatePrincipals();
  await db('sessions').where({ user_id: userId }).whereNull('revoked_at').update({ revoked_at: db.fn.now() });
  invalidatePrincipalsOnCommit(db);
}

/** Forgets cached callers when `db`'s transaction commits (at once when `db` is not a transaction). */
export function invalidatePrincipalsOnCommit(db: Knex | Knex.Transaction) {
  const trx = db as Knex.Transaction;
  if (trx.isTransaction && trx.executionPromise !== undefined) void trx.executionPromise.then(invalidatePrincipals, () => {});
  else invalidatePrincipals();
}
