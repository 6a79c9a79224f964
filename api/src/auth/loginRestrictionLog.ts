import type { Knex } from 'knex';

/** Reason codes written to login_restriction_logs (admin "user/login/restriction/logs" list). */
export type RestrictionReason =
  'ip_blocked' | 'ip_not_allowed' | 'user_deactivated' | 'unknown_account' | 'otp_locked' | 'otp_wrong' | 'otp_expired' | 'rate_limited';

export interface RestrictionEntry {
  identifier?: string | null;
  userId?: number | null;
  ip: string | null;
  reason: RestrictionReason;
  detail?: string;
}

export async function logRestriction(db: Knex, e: RestrictionEntry): Promise<void> {
  await db('login_restriction_logs').insert({
    identifier: e.identifier?.slice(0, 254) ?? null,
    user_id: e.userId ?? null,
    ip: e.ip,
    reason: e.reason,
    detail: e.detail?.slice(0, 300) ?? null,
  });
}

/** Logs the refusal, then hands back the error for the caller to throw: `throw await refuse(...)`. */
export async function refuse<E extends Error>(db: Knex, entry: RestrictionEntry, error: E): Promise<E> {
  await logRestriction(db, { ...entry, detail: entry.detail ?? error.message });
  return error;
}
