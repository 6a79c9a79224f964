/**
 * The reported-defaulters report as one SQL aggregate: defaulter_cases grouped by the defaulter's
 * GSTIN (index defaulter_cases(defaulter_gstin, status)), the state name joined from the states
 * master list, sorted and paged in SQL with the total from a window count. Filters: the state code
 * and an exact GSTIN narrow the cases (indexes on left(defaulter_gstin, 2) and defaulter_gstin);
 * search picks whole defaulters (any reported name or the GSTIN matches) and worst status filters the
 * groups (HAVING), so a defaulter's totals always cover all of its cases. Money is summed as numeric and answered as decimal strings.
 */
import type { Knex } from 'knex';
import { CASE_STATUS_IDS, type CaseStatus } from '../../contracts/caseTransitions';
import {
  DEFAULTER_REPORT_DEFAULT_SORT,
  DEFAULTER_REPORT_SORTS,
  WORST_STATUS_ORDER,
  type DefaulterReportRow,
  type DefaulterReportSort,
} from '../../contracts/defaulterReport';
import { OUTSTANDING_CASE_STATUSES } from '../dashboard';
import { escapeLike } from '../../engine/resourceService';
import { GSTIN_SHAPE_PATTERN, normaliseGstin } from '../../validation';
import { reason, refusal } from '../errors';
import { parseFilterObject, parseRangeParam, parseSortOf, searchText, stateCode, type ListSort } from './listQuery';

export interface DefaulterReportFilters {
  q?: string;
  state?: string;
  statuses?: CaseStatus[];
  gstin?: string;
}

export interface DefaulterReportParams {
  filters: DefaulterReportFilters;
  sort: ListSort<DefaulterReportSort>;
}

function statuses(v: unknown): CaseStatus[] {
  const list = Array.isArray(v) ? v : [v];
  const bad = list.find((s) => !(CASE_STATUS_IDS as readonly unknown[]).includes(s));
  if (bad !== undefined || !list.length)
    throw refusal(
      'REPORT_STATUS_UNKNOWN',
      { status: String(bad) },
      { status: reason('REPORT_STATUS_UNKNOWN_FIELD', { statuses: CASE_STATUS_IDS.join(', ') }) },
    );
  return [...new Set(list as CaseStatus[])];
}

function gstin(v: unknown): string {
  const g = typeof v === 'string' ? normaliseGstin(v) : '';
  if (!GSTIN_SHAPE_PATTERN.test(g)) throw refusal('REPORT_GSTIN_FILTER', {}, { gstin: reason('REPORT_GSTIN_FILTER_FIELD', {}) });
  return g;
}

/** filter and sort of the query string (range is read by the list route only). Pure. */
export function parseDefaulterReportParams(query: Record<string, unknown>): DefaulterReportParams {
  const raw = parseFilterObject(query.filter, ['q', 'state', 'status', 'gstin']);
  const filters: DefaulterReportFilters = {};
  if (raw.q !== undefined) filters.q = searchText(raw.q) || undefined;
  if (raw.state !== undefined) filters.state = stateCode(raw.state);
  if (raw.status !== undefined) filters.statuses = statuses(raw.status);
  if (raw.gstin !== undefined) filters.gstin = gstin(raw.gstin);
  return { filters, sort: parseSortOf(query.sort, DEFAULTER_REPORT_SORTS, DEFAULTER_REPORT_DEFAULT_SORT) };
}

export const parseReportRange = (query: Record<string, unknown>) => parseRangeParam(query.range);

const money = (expr: string) => `(coalesce(${expr}, 0))::numeric(30,2)::text`;
const quoted = (values: readonly string[]) => values.map((v) => `'${v}'`).join(', ');
/** 1 = most serious (WORST_STATUS_ORDER); the statuses are fixed identifiers, never user input. */
const SEVERITY_ARRAY = `ARRAY[${quoted(WORST_STATUS_ORDER)}]::text[]`;

/** ORDER BY for a sort; "worst status DESC" puts the most serious first. */
const ORDER_OF: Record<DefaulterReportSort, (dir: 'asc' | 'desc') => string> = {
  name: (d) => `g.name ${d}`,
  gstin: (d) => `g.gstin ${d}`,
  reporters: (d) => `g.reporters ${d}`,
  cases: (d) => `g.cases ${d}`,
  total_due: (d) => `g.total_due ${d}`,
  total_settled: (d) => `g.total_settled ${d}`,
  outstanding: (d) => `g.outstanding ${d}`,
  worst_status: (d) => `g.worst_rank ${d === 'desc' ? 'asc' : 'desc'}`,
  last_reported_at: (d) => `g.last_reported_at ${d}`,
};

/**
 * The grouped SELECT (named bindings), sorted; `page` adds the window total and LIMIT/OFFSET.
 * Columns: gstin, name, state_code, state_name, reporters, cases, total_due, total_settled,
 * outstanding, worst_status, last_reported_at (+ total).
 */
export function defaulterReportSql(p: DefaulterReportParams, page?: { offset: number; limit: number }) {
  const f = p.filters;
  const bindings: Record<string, Knex.Value> = {};
  const where: string[] = [];
  const having: string[] = [];
  if (f.state) {
    where.push('left(c.defaulter_gstin, 2) = :state');
    bindings.state = f.state;
  }
  if (f.gstin) {
    where.push('c.defaulter_gstin = :gstin');
    bindings.gstin = f.gstin;
  }
  if (f.q) {
    // Every case of a defaulter whose GSTIN or any reported name matches (not only the matching cases).
    where.push(
      `c.defaulter_gstin IN (SELECT m.defaulter_gstin FROM defaulter_cases m WHERE m.defaulter_gstin ILIKE :pattern OR m.defaulter_name ILIKE :pattern)`,
    );
    bindings.pattern = `%${escapeLike(f.q)}%`;
  }
  if (f.statuses) {
    having.push(
      `min(array_position(${SEVERITY_ARRAY}, c.status::text)) IN (${f.statuses.map((s) => WORST_STATUS_ORDER.indexOf(s) + 1).join(', ')})`,
    );
  }
  const sql = `
    WITH g AS (
      SELECT c.defaulter_gstin::text AS gstin,
        (array_agg(c.defaulter_name ORDER BY c.created_at DESC, c.id DESC))[1] AS name,
        count(DISTINCT c.reporter_business_id)::int AS reporters,
        count(*)::int AS cases,
        sum(c.due_amount) AS total_due,
        sum(c.settled_amount) AS total_settled,
        coalesce(sum(c.due_amount - c.settled_amount) FILTER (WHERE c.status IN (${quoted(OUTSTANDING_CASE_STATUSES)})), 0) AS outstanding,
        min(array_position(${SEVERITY_ARRAY}, c.status::text)) AS worst_rank,
        max(c.created_at) AS last_reported_at
      FROM defaulter_cases c
      ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
      GROUP BY c.defaulter_gstin
      ${having.length ? `HAVING ${having.join(' AND ')}` : ''})
    SELECT g.gstin, g.name, left(g.gstin, 2) AS state_code, s.name AS state_name, g.reporters, g.cases,
      ${money('g.total_due')} AS total_due, ${money('g.total_settled')} AS total_settled, ${money('g.outstanding')} AS outstanding,
      (${SEVERITY_ARRAY})[g.worst_rank] AS worst_status, g.last_reported_at
      ${page ? ', count(*) OVER () AS total' : ''}
    FROM g LEFT JOIN states s ON s.gst_code = left(g.gstin, 2)
    ORDER BY ${ORDER_OF[p.sort.field](p.sort.order)} NULLS LAST, g.gstin ASC
    ${page ? 'LIMIT :limit OFFSET :offset' : ''}`;
  if (page) Object.assign(bindings, page);
  return { sql, bindings };
}

type SqlRow = Omit<DefaulterReportRow, 'id' | 'last_reported_at'> & { last_reported_at: Date; total?: number };

const toRow = ({ total: _total, ...r }: SqlRow): DefaulterReportRow => ({
  id: r.gstin,
  ...r,
  last_reported_at: new Date(r.last_reported_at).toISOString(),
});

/** One page and the number of defaulters matching the filters. */
export async function defaulterReportPage(db: Knex, p: DefaulterReportParams, page: { offset: number; limit: number }) {
  const { sql, bindings } = defaulterReportSql(p, page);
  const rows = (await db.raw(sql, bindings)).rows as SqlRow[];
  let total = rows[0]?.total ?? 0;
  if (!rows.length && page.offset > 0) {
    // Past the last page the window count has no row to ride on: count the groups on their own.
    const all = defaulterReportSql(p);
    total = Number((await db.raw(`SELECT count(*)::int AS n FROM (${all.sql}) x`, all.bindings)).rows[0].n);
  }
  return { rows: rows.map(toRow), total: Number(total) };
}

/** The states defaulters are registered in (GSTIN state code), with how many defaulters each. */
export async function defaulterReportStates(db: Knex) {
  const { rows } = await db.raw(`
    SELECT left(c.defaulter_gstin, 2) AS code, s.name, count(DISTINCT c.defaulter_gstin)::int AS defaulters
    FROM defaulter_cases c LEFT JOIN states s ON s.gst_code = left(c.defaulter_gstin, 2)
    GROUP BY 1, 2 ORDER BY 1`);
  return rows as Array<{ code: string; name: string | null; defaulters: number }>;
}
