/**
 * The total behind Content-Range. Exact while it is small; past EXACT_COUNT_CAP matching rows it is
 * (1,000 with a text search) the planner's estimate (never below the cap + 1), and the route marks the answer with
 * `X-Total-Estimated: true`. Counting 400,000 rows exactly costs more than the page itself on every
 * request; "about 4,00,000" tells staff as much, and the protocol (a number in Content-Range) stays.
 * A resource declaring `count: 'exact'` is always counted exactly.
 */
import type { Knex } from 'knex';
import type { CountStrategy } from '../registry/types';

export const EXACT_COUNT_CAP = 10_000;
/** With a text search every counted row is re-read from the table (trigram matches are rechecked). */
export const EXACT_COUNT_CAP_SEARCH = 1_000;

export interface ListTotal {
  total: number;
  estimated: boolean;
}

/** The planner's row estimate for a query (EXPLAIN, nothing is executed). */
async function plannerEstimate(db: Knex, q: Knex.QueryBuilder): Promise<number> {
  const { sql, bindings } = q.toSQL();
  const res = await db.raw(`EXPLAIN (FORMAT JSON) ${sql}`, bindings as Knex.RawBinding[]);
  return Math.round(Number(res.rows[0]['QUERY PLAN'][0].Plan['Plan Rows']) || 0);
}

export async function countRows(
  db: Knex,
  filtered: () => Knex.QueryBuilder,
  strategy: CountStrategy = 'capped',
  cap = EXACT_COUNT_CAP,
): Promise<ListTotal> {
  if (strategy === 'exact') {
    const row = await filtered().count<{ n: number }[]>({ n: '*' });
    return { total: Number(row[0]?.n ?? 0), estimated: false };
  }
  const [row] = await db.count<{ n: number }[]>({ n: '*' }).from(
    filtered()
      .select(db.raw('1'))
      .limit(cap + 1)
      .as('capped'),
  );
  const n = Number(row?.n ?? 0);
  if (n <= cap) return { total: n, estimated: false };
  return { total: Math.max(await plannerEstimate(db, filtered().select(db.raw('1'))), cap + 1), estimated: true };
}
