/**
 * Quotas taken atomically (issue 18 §5): the one mechanism behind every "at most N per window" and
 * every cool-down (max 1) that guards a message, a paid provider call or a guess. A quota is a key
 * (what is limited: `otp-send:ip:1.2.3.4`, `gst-lookup:user:7`), a max and a sliding window.
 *
 * A take is ONE statement on the key's row of quota_counters (the times of its takes in the window):
 *   INSERT … ON CONFLICT (key) DO UPDATE SET takes = <those in the window> + now WHERE <their count> < max
 * PostgreSQL locks the row and evaluates the WHERE on its latest version, so N concurrent takes get
 * exactly max — a count read before acting, or an insert made later, lets them all through. A waiter
 * waits only for the other takers' single statement: it never holds a connection while another
 * request holds a lock across round trips, so a burst on one key cannot drain the pool.
 *
 * Given the pool it runs in autocommit and the take is final before the caller acts (sends the SMS,
 * calls the provider) and logs a refusal; given a transaction, the take commits or rolls back with
 * the caller's work (the row stays locked until then). Several quotas are taken all or none, in one
 * transaction, in key order (no deadlock). A take is never given back: an attempt that failed after
 * it (a provider error) still counts.
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

const inWindow = `t > statement_timestamp() - (?::int * interval '1 second')`;

/** One quota: true when taken. */
async function takeOne(db: Knex | Knex.Transaction, q: Quota): Promise<boolean> {
  if (q.max <= 0) return false;
  const { rows } = await db.raw(
    `INSERT INTO quota_counters AS c (key, takes) VALUES (?, ARRAY[statement_timestamp()])
     ON CONFLICT (key) DO UPDATE
       SET takes = array_append(ARRAY(SELECT t FROM unnest(c.takes) AS t WHERE ${inWindow} ORDER BY t), statement_timestamp())
       WHERE (SELECT count(*) FROM unnest(c.takes) AS t WHERE ${inWindow}) < ?
     RETURNING 1 AS taken`,
    [q.key, q.windowSeconds, q.windowSeconds, q.max],
  );
  return rows.length === 1;
}

/** When the oldest take of a used-up quota leaves its window (read after the refusal: only the Retry-After depends on it). */
async function retryAfter(db: Knex | Knex.Transaction, q: Quota): Promise<number> {
  const { rows } = await db.raw(
    `SELECT extract(epoch FROM (min(t) + (?::int * interval '1 second') - statement_timestamp()))::float AS retry
     FROM quota_counters c, unnest(c.takes) AS t WHERE c.key = ? AND ${inWindow}`,
    [q.windowSeconds, q.key, q.windowSeconds],
  );
  const retry = rows[0]?.retry as number | null | undefined;
  return Math.max(1, Math.ceil(retry ?? q.windowSeconds));
}

class Refused extends Error {
  constructor(readonly quota: Quota) {
    super('quota used up');
  }
}

/**
 * Takes one use of every quota, all or none. Resolves undefined when taken, or with the first
 * quota (in key order) that is used up (nothing is taken then). A quota with max ≤ 0 is always refused.
 */
export async function takeQuota(db: Knex | Knex.Transaction, quotas: Quota | readonly Quota[]): Promise<QuotaRefusal | undefined> {
  const list: readonly Quota[] = Array.isArray(quotas) ? quotas : [quotas as Quota];
  const sorted = [...new Map(list.map((q) => [q.key, q])).values()].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));
  if (!sorted.length) return undefined;
  if (sorted.length === 1) {
    const q = sorted[0]!;
    return (await takeOne(db, q)) ? undefined : { quota: q, retryAfter: await retryAfter(db, q) };
  }
  const takeAll = async (trx: Knex.Transaction) => {
    for (const q of sorted) if (!(await takeOne(trx, q))) throw new Refused(q);
  };
  try {
    if ((db as Knex.Transaction).isTransaction) {
      // A savepoint, so a refusal gives back the quotas taken before it and leaves the caller's work alone.
      await (db as Knex.Transaction).transaction(takeAll);
    } else await db.transaction(takeAll);
    return undefined;
  } catch (err) {
    if (!(err instanceof Refused)) throw err;
    return { quota: err.quota, retryAfter: await retryAfter(db, err.quota) };
  }
}
