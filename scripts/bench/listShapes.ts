/**
 * The admin defaulter-case list shapes the benchmarks time (npm run bench:lists, npm run bench:cir):
 * status filter, `q` search, a deep page, one defaulter GSTIN, the rarest state, getOne, getMany and a
 * reporter's own list — the API's path and the bare baseline's for each (same index = same question).
 */
import type { Knex } from 'knex';
import type { LoadResult } from './loadCases';
import { FILTER_STATUS, SEARCH_TERM } from './loadCases';

export const RESOURCE = 'defaulter-cases';

export interface Shape {
  key: string;
  label: string;
  /** Paths for the API and for the baseline, rotated per request (same index = same question). */
  api: string[];
  bare: string[];
  apiToken: 'staff' | 'reporter';
}

export const enc = (v: unknown) => encodeURIComponent(JSON.stringify(v));
export const listPath = (filter: object, range?: [number, number], sort?: [string, string]) =>
  `/api/${RESOURCE}?` + [sort && `sort=${enc(sort)}`, range && `range=${enc(range)}`, `filter=${enc(filter)}`].filter(Boolean).join('&');
export const DEFAULT_SORT: [string, string] = ['created_at', 'DESC'];

export async function buildShapes(db: Knex, load: LoadResult): Promise<{ shapes: Shape[]; deepOffset: number }> {
  // Deterministic samples of existing ids: the table ordered by a hash of the id.
  const sample = (await db.raw(`SELECT id FROM defaulter_cases ORDER BY hashint8extended(id, 77) LIMIT 2000`)).rows.map(
    (r: { id: number }) => Number(r.id),
  );
  const one = sample.slice(0, 1000);
  const many: number[][] = [];
  for (let i = 1000; i + 25 <= sample.length; i += 25) many.push(sample.slice(i, i + 25));
  const deepOffset = Math.min(50_000, Math.max(0, Math.floor(load.statusRows / 2)));
  // Small filtered lists: the defaulter GSTIN reported closest to 100 times, and the state with the
  // fewest cases (at a million rows ~1 % of them: the 40 % spread evenly over 37 codes).
  const gstin = (
    await db.raw(`SELECT defaulter_gstin AS v, count(*)::int AS n FROM defaulter_cases GROUP BY 1 ORDER BY abs(count(*) - 100), 1 LIMIT 1`)
  ).rows[0] as { v: string; n: number };
  const state = (
    await db.raw(`SELECT left(defaulter_gstin, 2) AS v, count(*)::int AS n FROM defaulter_cases GROUP BY 1 ORDER BY count(*), 1 LIMIT 1`)
  ).rows[0] as { v: string; n: number };
  const status = { status: FILTER_STATUS };
  const page1: [number, number] = [0, 24];
  const same = (p: string) => ({ api: [p], bare: [p] });
  return {
    deepOffset,
    shapes: [
      {
        key: 'status',
        label: `status filter + created_at DESC, page 1`,
        apiToken: 'staff',
        ...same(listPath(status, page1, DEFAULT_SORT)),
      },
      {
        key: 'search',
        label: `q text search ("${SEARCH_TERM}"), page 1`,
        apiToken: 'staff',
        ...same(listPath({ q: SEARCH_TERM }, page1, DEFAULT_SORT)),
      },
      {
        key: 'deep',
        label: `deep page [${deepOffset}, ${deepOffset + 24}] + status`,
        apiToken: 'staff',
        ...same(listPath(status, [deepOffset, deepOffset + 24], DEFAULT_SORT)),
      },
      {
        key: 'gstin',
        label: `one defaulter GSTIN (${gstin.n.toLocaleString('en-US')} cases), page 1`,
        apiToken: 'staff',
        ...same(listPath({ defaulter_gstin: gstin.v }, page1, DEFAULT_SORT)),
      },
      {
        key: 'state',
        label: `state filter, rarest state ${state.v} (${state.n.toLocaleString('en-US')} cases), page 1`,
        apiToken: 'staff',
        ...same(listPath({ defaulter_state: state.v }, page1, DEFAULT_SORT)),
      },
      {
        key: 'getOne',
        label: 'getOne (rotating ids)',
        apiToken: 'staff',
        ...(() => {
          const p = one.map((id: number) => `/api/${RESOURCE}/${id}`);
          return { api: p, bare: p };
        })(),
      },
      {
        key: 'getMany',
        label: 'getMany 25 ids (rotating)',
        apiToken: 'staff',
        ...(() => {
          const p = many.map((ids) => listPath({ id: ids }));
          return { api: p, bare: p };
        })(),
      },
      {
        key: 'ownList',
        label: `big reporter's own cases (${load.bigReporter.cases.toLocaleString('en-US')}), page 1`,
        apiToken: 'reporter',
        api: [listPath({}, page1, DEFAULT_SORT)],
        bare: [listPath({ reporter_user_id: load.bigReporter.userId }, page1, DEFAULT_SORT)],
      },
    ],
  };
}
