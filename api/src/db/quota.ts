/**
 * Quotas taken atomically (issue 18 §5): the one mechanism behind every "at most N per window" and
 * every cool-down (max 1) of the product. A quota is a key (what is limited: `otp-send:ip:1.2.3.4`,
 * `gst-lookup:user:7`), a max and a sliding window. Taking one, in a single transaction:
 *   1. advisory locks on the keys (sorted, so two takers of the same keys never deadlock);
 *   2. counts each key's takes in its window (table quota_takes, PostgreSQL's clock);
 *   3. all below their max: one take per key is inserted, else nothing is and the refusal says
 *      which quota and when its oldest take leaves the window.
 * Counting and inserting under the lock is what makes N concurrent requests get exactly max — a
 * count made before the lock, or an insert made in a later transaction, lets them all through.
 *
 * Given the pool (not a transaction) it runs its own short transaction and commits before
 * answering, so the caller acts (sends the SMS, calls the provider) and logs a refusal holding no
 * connection and no lock. Given a transaction, the take commits or rolls back with the caller's
 * work; that transaction must then do nothing that waits for another pooled connection.
 * A take is never given back: an attempt that failed after it (a provider error) still counts.
 */
import type { Knex } from 'knex';

export interface Quota {
  key: string;
  max: number;
  windowSeconds: number;
}

export interface QuotaRefusal {
  quota: Quota;
  /** Seconds until a take leaves the window (at least 1): the Retry-After. */
  retryAfter: number;
}

async function takeIn(trx: Knex.Transaction, quotas: readonly Quota[]): Promise<QuotaRefusal | undefined> {
  const sorted = [...new Map(quotas.map((q) => [q.key, q])).values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  const keys = sorted.map((q) => q.key);
  // unnest yields the keys in the array's (sorted) order, so the locks are always taken in that order.
  await trx.raw(`SELECT pg_advisory_xact_lock(hashtextextended('quota:' || k, 0)) FROM unnest(?::text[]) AS k`, [keys]);
  // A new statement, so it sees every take committed before the locks were granted. Each key's takes
  // older than its window are deleted on the way (the count skips them anyway).
  const { rows } = await trx.raw(
    `WITH q AS (SELECT * FROM unnest(?::text[], ?::int[], ?::int[]) AS q(key, win, max)),
     pruned AS (DELETE FROM quota_takes t USING q WHERE t.key = q.key AND t.taken_at <= now() - q.win * interval '1 second'),
     counts AS (
       SELECT q.key, q.max, count(t.id)::int AS n,
              extract(epoch FROM (min(t.taken_at) + q.win * interval '1 second' - now()))::float AS retry
       FROM q LEFT JOIN quota_takes t ON t.key = q.key AND t.taken_at > now() - q.win * interval '1 second'
       GROUP BY q.key, q.win, q.max),
     refused AS (SELECT key, retry FROM counts WHERE n >= max),
     taken AS (INSERT INTO quota_takes (key) SELECT key FROM q WHERE NOT EXISTS (SELECT 1 FROM refused) RETURNING id)
     SELECT key, retry FROM refused`,
    [keys, sorted.map((q) => q.windowSeconds), sorted.map((q) => q.max)],
  );
  const refused = (rows as Array<{ key: string; retry: number | null }>).sort((a, b) => keys.indexOf(a.key) - keys.indexOf(b.key))[0];
  if (!refused) return undefined;
  const quota = sorted.find((q) => q.key === refused.key)!;
  return { quota, retryAfter: Math.max(1, Math.ceil(refused.retry ?? quota.windowSeconds)) };
}

/**
 * Takes one use of every quota, all or none. Resolves undefined when taken, or with the first
 * quota that is used up (nothing is taken then). A quota with max ≤ 0 is always refused.
 */
export async function takeQuota(db: Knex | Knex.Transaction, quotas: Quota | readonly Quota[]): Promise<QuotaRefusal | undefined> {
  const list = Array.isArray(quotas) ? (quotas as readonly Quota[]) : [quotas as Quota];
  if (!list.length) return undefined;
  if ((db as Knex.Transaction).isTransaction) return takeIn(db as Knex.Transaction, list);
  return db.transaction((trx) => takeIn(trx, list));
}
