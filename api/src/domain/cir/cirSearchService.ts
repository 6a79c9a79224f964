/**
 * GET /api/cir/search?q= — finding the business to report on (issue 11 §2):
 *  - a GSTIN (15 characters starting with 2 digits) is checked (400 with what is wrong) and answers
 *    that GSTIN, known here or not (a GSTIN nobody reported still gets a "no history" report);
 *  - a PAN answers every GSTIN of it known here (registered businesses, cases a report shows);
 *  - anything else is a name: spec §5's company-name normalisation (normaliseCompanyName; the same in
 *    SQL as company_name_key) of the text is looked up with pg_trgm word similarity (`<%`) against the
 *    normalised trade and legal names of registered businesses and the defaulter names of the cases
 *    a report shows (the stored *_name_key columns, each on its own trigram index:
 *    20261129001000_cir_reports_snapshot). Ranked:
 *    the same normalised name first, then names starting with it, then by word similarity and
 *    similarity; one hit per GSTIN (a registered business before a case's name), at most 20.
 * Every hit carries the GSTIN's listed cases now (a hint, not the report).
 */
import type { Knex } from 'knex';
import { CIR_MESSAGES, cirSearchInput, type CirSearchHit } from '../../contracts/cir';
import { GSTIN_SHAPE_PATTERN, gstinSchema, isPan, normaliseCompanyName } from '../../validation';
import { whereListed } from '../defaulterCases';
import { CIR_CASE_STATUSES, stateOfGstin } from './cirRules';
import { refusal, ruleRefusal } from '../errors';

export const MAX_HITS = 20;
/** Rows each kind of match of each name column offers before hits are merged (some share a GSTIN). */
const CANDIDATES = 40;
/** Rows the trigram index finds that are ranked by similarity (bounds the work for a common word). */
const SIMILAR_POOL = 300;

interface NameRow {
  gstin: string;
  name: string;
  trade_name: string | null;
  exact: boolean;
  prefix: boolean;
  ws: number;
  sim: number;
  business: boolean;
}

const byRank = (a: NameRow, b: NameRow) =>
  Number(b.exact) - Number(a.exact) ||
  Number(b.prefix) - Number(a.prefix) ||
  b.ws - a.ws ||
  b.sim - a.sim ||
  Number(b.business) - Number(a.business) ||
  a.name.localeCompare(b.name) ||
  a.gstin.localeCompare(b.gstin);

const shownCaseStatuses = [...CIR_CASE_STATUSES];

/** A column of normalised names (20261129001000_cir_reports_snapshot: COLLATE "C", a b-tree and a trigram index). */
interface NameColumn {
  table: string;
  key: string;
  gstin: string;
  name: string;
  tradeName: string;
  business: boolean;
  where: (qb: Knex.QueryBuilder) => void;
}

const businessWhere = (qb: Knex.QueryBuilder) => void qb.where('b.status', 1);
const NAME_COLUMNS: readonly NameColumn[] = [
  ['b.trade_name_key', 'b.trade_name'],
  ['b.legal_name_key', 'b.legal_name'],
].map(([key]) => ({
  table: 'businesses as b',
  key: key!,
  gstin: 'b.gstin',
  name: 'coalesce(b.legal_name, b.trade_name)',
  tradeName: 'b.trade_name',
  business: true,
  where: businessWhere,
}));
const CASE_NAMES: NameColumn = {
  table: 'defaulter_cases as c',
  key: 'c.defaulter_name_key',
  gstin: 'c.defaulter_gstin',
  name: 'c.defaulter_name',
  tradeName: 'NULL::text',
  business: false,
  // Only the names of cases a report shows: a case still being checked is nobody's business yet.
  where: (qb) => void qb.whereIn('c.status', shownCaseStatuses).whereNotNull('c.listed_from'),
};

function ranked(db: Knex, col: NameColumn, key: string) {
  return db(col.table)
    .modify(col.where)
    .select(
      db.raw(`${col.gstin}::text AS gstin`),
      db.raw(`${col.name} AS name`),
      db.raw(`${col.tradeName} AS trade_name`),
      db.raw(`(${col.key} = ?) AS exact`, [key]),
      db.raw(`(${col.key} LIKE ?) AS prefix`, [`${key}%`]),
      db.raw(`word_similarity(?, ${col.key}) AS ws`, [key]),
      db.raw(`similarity(?, ${col.key}) AS sim`, [key]),
      db.raw(`${col.business} AS business`),
    );
}

/** Names starting with the typed one, in key order (the same name first): a range of the b-tree index. */
function startingWith(db: Knex, col: NameColumn, key: string) {
  return ranked(db, col, key)
    .whereRaw(`${col.key} LIKE ?`, [`${key}%`])
    .distinctOn([col.key, col.gstin])
    .orderByRaw(`${col.key}, ${col.gstin}`)
    .limit(CANDIDATES);
}

/** Names like the typed one (pg_trgm word similarity ≥ 0.6): the first SIMILAR_POOL the trigram index finds, best first. */
function similarTo(db: Knex, col: NameColumn, key: string) {
  const pool = ranked(db, col, key).whereRaw(`? <% ${col.key}`, [key]).limit(SIMILAR_POOL);
  return db.from(pool.as('x')).select('*').orderByRaw('ws DESC, sim DESC, name, gstin').limit(CANDIDATES);
}

/** Every kind of match of every name column, in one statement (one round trip), best hit per GSTIN first. */
async function namesLike(db: Knex, key: string): Promise<NameRow[]> {
  const parts = [...NAME_COLUMNS, CASE_NAMES].flatMap((col) => [startingWith(db, col, key), similarTo(db, col, key)]).map((q) => q.toSQL());
  const { rows } = await db.raw(
    `SELECT * FROM (${parts.map((p) => `(${p.sql})`).join(' UNION ALL ')}) AS u`,
    parts.flatMap((p) => [...p.bindings]),
  );
  return (rows as NameRow[]).map((r) => ({ ...r, ws: Number(r.ws), sim: Number(r.sim) })).sort(byRank);
}

/** The GSTINs a text names: one checked GSTIN, the GSTINs of a PAN, or the best matches of a name. */
async function matches(db: Knex, q: string): Promise<Array<{ gstin: string; name: string | null; trade_name: string | null }>> {
  const compact = q.replace(/\s+/g, '').toUpperCase();
  if (/^\d{2}[A-Z0-9]{13}$/.test(compact) || GSTIN_SHAPE_PATTERN.test(compact)) {
    const gstin = gstinSchema.safeParse(compact);
    if (!gstin.success) {
      throw ruleRefusal(gstin.error.issues[0]!.message, ['q']);
    }
    return [{ gstin: gstin.data, name: null, trade_name: null }];
  }
  if (isPan(compact)) {
    const [businesses, cases] = await Promise.all([
      db('businesses').whereRaw('substr(gstin, 3, 10) = ?', [compact]).pluck('gstin'),
      db('defaulter_cases')
        .whereRaw('substr(defaulter_gstin, 3, 10) = ?', [compact])
        .whereIn('status', shownCaseStatuses)
        .whereNotNull('listed_from')
        .distinct()
        .pluck('defaulter_gstin'),
    ]);
    return [...new Set<string>([...businesses, ...cases])].sort().map((gstin) => ({ gstin, name: null, trade_name: null }));
  }
  const key = normaliseCompanyName(q);
  if (key.replace(/-/g, '').length < 3) throw refusal('CIR_QUERY', {}, ['q']);
  const rows = await namesLike(db, key);
  const seen = new Set<string>();
  const out: Array<{ gstin: string; name: string; trade_name: string | null }> = [];
  for (const r of rows) {
    if (seen.has(r.gstin)) continue;
    seen.add(r.gstin);
    out.push({ gstin: r.gstin, name: r.name, trade_name: r.trade_name });
    if (out.length === MAX_HITS) break;
  }
  return out;
}

/** Names (registered business first, else the latest shown case's) and listed-case counts of the hits. */
async function describe(
  db: Knex,
  found: Array<{ gstin: string; name: string | null; trade_name: string | null }>,
): Promise<CirSearchHit[]> {
  if (found.length === 0) return [];
  const gstins = found.map((f) => f.gstin);
  const [businesses, caseNames, listed] = await Promise.all([
    db('businesses').whereIn('gstin', gstins).select('gstin', 'trade_name', 'legal_name'),
    db('defaulter_cases')
      .whereIn('defaulter_gstin', gstins)
      .whereIn('status', shownCaseStatuses)
      .distinctOn('defaulter_gstin')
      .orderBy([{ column: 'defaulter_gstin' }, { column: 'created_at', order: 'desc' }])
      .select('defaulter_gstin', 'defaulter_name'),
    db('defaulter_cases as c')
      .modify(whereListed, 'c')
      .whereIn('c.defaulter_gstin', gstins)
      .groupBy('c.defaulter_gstin')
      .select('c.defaulter_gstin', db.raw('count(*)::int AS n')),
  ]);
  const business = new Map(businesses.map((b: { gstin: string; trade_name: string; legal_name: string | null }) => [b.gstin, b]));
  const caseName = new Map(
    caseNames.map((c: { defaulter_gstin: string; defaulter_name: string }) => [c.defaulter_gstin, c.defaulter_name]),
  );
  const counts = new Map<string, number>(listed.map((l: { defaulter_gstin: string; n: number }) => [l.defaulter_gstin, Number(l.n)]));
  return found.map((f) => {
    const b = business.get(f.gstin);
    return {
      gstin: f.gstin,
      name: b ? (b.legal_name ?? b.trade_name) : (f.name ?? caseName.get(f.gstin) ?? f.gstin),
      trade_name: b ? b.trade_name : null,
      state_name: stateOfGstin(f.gstin),
      listed_cases: counts.get(f.gstin) ?? 0,
    };
  });
}

export async function searchCir(db: Knex, rawQuery: unknown): Promise<CirSearchHit[]> {
  const parsed = cirSearchInput.safeParse({ q: rawQuery });
  if (!parsed.success) {
    throw ruleRefusal(parsed.error.issues[0]?.message ?? CIR_MESSAGES.query, ['q']);
  }
  return describe(db, await matches(db, parsed.data.q));
}
