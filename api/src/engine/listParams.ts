/**
 * Parses react-admin's simple-rest list parameters against a registry entry. Nothing from the
 * query string reaches SQL unless it names a declared, filterable/sortable field; values are
 * checked against the field's type. Pure: no database, unit-tested on its own.
 */
import { badRequest } from '../http/httpError';
import { parseJsonParam } from '../http/queryJson';
import type { FieldDef, ResourceDef } from '../registry/types';

export const MAX_PAGE_SIZE = 1000;
export const MAX_IN_LIST = 1000;
const DEFAULT_PAGE_SIZE = 25;
const RANGE_OPERATORS = { _gte: '>=', _lte: '<=', _gt: '>', _lt: '<' } as const;
/** Filter-name suffixes for range conditions on ordered fields (`price_gte`). */
export const RANGE_SUFFIXES = Object.keys(RANGE_OPERATORS) as ReadonlyArray<keyof typeof RANGE_OPERATORS>;
/** Field types that take the range suffixes. */
export const ORDERED_TYPES: ReadonlySet<string> = new Set(['id', 'integer', 'money', 'percent', 'date', 'datetime', 'reference']);

export type Condition =
  | { kind: 'eq'; column: string; value: string | number | boolean }
  | { kind: 'null'; column: string }
  | { kind: 'in'; column: string; values: Array<string | number | boolean> }
  | { kind: 'cmp'; column: string; op: (typeof RANGE_OPERATORS)[keyof typeof RANGE_OPERATORS]; value: string | number }
  | { kind: 'search'; columns: string[]; term: string };

export interface ListParams {
  conditions: Condition[];
  sort: { column: string; order: 'asc' | 'desc' };
  offset: number;
  limit: number;
}

export function isFilterable(resource: ResourceDef, name: string): boolean {
  const def = resource.fields[name];
  return !!def && !def.hidden && (name === 'id' || !!def.filter || def.type === 'reference');
}

/** The columns `q` searches; none means the resource has no text search (and `q` is refused). */
export function searchableColumns(resource: ResourceDef): string[] {
  return Object.entries(resource.fields)
    .filter(([, d]) => d.searchable && !d.hidden)
    .map(([n]) => n);
}

export function isSortable(resource: ResourceDef, name: string): boolean {
  const def = resource.fields[name];
  return !!def && !def.hidden && (name === 'id' || !!def.sortable);
}

/** Checks one filter value against its field type; returns the value SQL will see. */
function filterValue(def: FieldDef, name: string, value: unknown): string | number | boolean {
  const bad = () => badRequest(`Filter "${name}" has a value of the wrong type.`, { [name]: `Not a valid ${def.label.toLowerCase()}.` });
  switch (def.type) {
    case 'id':
    case 'reference':
    case 'integer': {
      const n = typeof value === 'string' && /^-?\d+$/.test(value) ? Number(value) : value;
      if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw bad();
      return n;
    }
    case 'money':
    case 'percent':
      if ((typeof value !== 'number' || !Number.isFinite(value)) && !(typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value)))
        throw bad();
      return String(value);
    case 'boolean':
      if (value === true || value === 'true' || value === 1) return true;
      if (value === false || value === 'false' || value === 0) return false;
      throw bad();
    case 'date':
    case 'datetime':
      if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) throw bad();
      return value;
    case 'enum':
      if (typeof value !== 'string' && typeof value !== 'number') throw bad();
      if (!def.choices?.some((c) => String(c.id) === String(value))) throw bad();
      return def.choices.find((c) => String(c.id) === String(value))!.id;
    case 'ip':
      if (typeof value !== 'string' || !/^[0-9a-fA-F:.]+(\/\d{1,3})?$/.test(value)) throw bad();
      return value;
    case 'json':
      throw badRequest(`Filter "${name}" is not supported on this field.`);
    default:
      if (typeof value !== 'string' && typeof value !== 'number') throw bad();
      return String(value);
  }
}

const PLAIN_DAY = /^\d{4}-\d{2}-\d{2}$/;
const DAY_MS = 86_400_000;

/**
 * A calendar day given for a date-time field ("Created on from 21, Nov, 2026 to 21, Nov, 2026") means
 * that whole day in IST (spec §9), not midnight in the database's zone: "to" takes the day in, "from"
 * starts at its first moment.
 */
export function istDayBound(suffix: (typeof RANGE_SUFFIXES)[number], day: string): { op: '>=' | '<'; value: string } {
  const start = Date.parse(`${day}T00:00:00+05:30`);
  const iso = (ms: number) => new Date(ms).toISOString();
  switch (suffix) {
    case '_gte':
      return { op: '>=', value: iso(start) };
    case '_gt':
      return { op: '>=', value: iso(start + DAY_MS) };
    case '_lt':
      return { op: '<', value: iso(start) };
    case '_lte':
      return { op: '<', value: iso(start + DAY_MS) };
  }
}

function parseFilter(resource: ResourceDef, raw: unknown): Condition[] {
  if (raw === undefined) return [];
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw badRequest('"filter" must be a JSON object.');
  const conditions: Condition[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (key === 'q') {
      if (typeof value !== 'string') throw badRequest('Search text ("q") must be a string.');
      const term = value.trim();
      if (!term) continue;
      const columns = searchableColumns(resource);
      if (!columns.length) throw badRequest(`${resource.label} cannot be searched by text.`);
      conditions.push({ kind: 'search', columns, term: term.slice(0, 100) });
      continue;
    }
    const suffix = RANGE_SUFFIXES.find((s) => key.endsWith(s));
    const name = suffix ? key.slice(0, -suffix.length) : key;
    if (!isFilterable(resource, name)) throw badRequest(`Unknown filter field "${key}".`, { [key]: 'You cannot filter by this field.' });
    const def = resource.fields[name]!;
    if (suffix) {
      if (!ORDERED_TYPES.has(def.type)) throw badRequest(`Filter "${key}" needs a number or date field.`);
      const v = filterValue(def, key, value);
      conditions.push(
        def.type === 'datetime' && typeof v === 'string' && PLAIN_DAY.test(v)
          ? { kind: 'cmp', column: name, ...istDayBound(suffix, v) }
          : { kind: 'cmp', column: name, op: RANGE_OPERATORS[suffix], value: v as string | number },
      );
    } else if (value === null) {
      conditions.push({ kind: 'null', column: name });
    } else if (Array.isArray(value)) {
      if (value.length > MAX_IN_LIST) throw badRequest(`Filter "${key}" may list at most ${MAX_IN_LIST} values.`);
      conditions.push({ kind: 'in', column: name, values: value.map((v) => filterValue(def, key, v)) });
    } else {
      conditions.push({ kind: 'eq', column: name, value: filterValue(def, key, value) });
    }
  }
  return conditions;
}

function parseSort(resource: ResourceDef, raw: unknown): ListParams['sort'] {
  if (raw === undefined) {
    const [column, order] = resource.defaultSort;
    return { column, order: order.toLowerCase() as 'asc' | 'desc' };
  }
  if (!Array.isArray(raw) || raw.length !== 2 || typeof raw[0] !== 'string' || typeof raw[1] !== 'string') {
    throw badRequest('"sort" must look like ["field","ASC"].');
  }
  const [column, order] = raw as [string, string];
  if (!isSortable(resource, column)) throw badRequest(`Unknown sort field "${column}".`, { [column]: 'You cannot sort by this field.' });
  const o = order.toUpperCase();
  if (o !== 'ASC' && o !== 'DESC') throw badRequest('Sort order must be ASC or DESC.');
  return { column, order: o === 'ASC' ? 'asc' : 'desc' };
}

export function parseRange(raw: unknown): { offset: number; limit: number } {
  if (raw === undefined) return { offset: 0, limit: DEFAULT_PAGE_SIZE };
  if (!Array.isArray(raw) || raw.length !== 2 || !raw.every((n) => Number.isSafeInteger(n) && n >= 0) || raw[1] < raw[0]) {
    throw badRequest('"range" must look like [0,24]: two whole numbers, the second not smaller than the first.');
  }
  const [start, end] = raw as [number, number];
  return { offset: start, limit: Math.min(end - start + 1, MAX_PAGE_SIZE) };
}

export function parseListParams(resource: ResourceDef, query: Record<string, unknown>): ListParams {
  return {
    conditions: parseFilter(resource, parseJsonParam(query.filter, 'filter')),
    sort: parseSort(resource, parseJsonParam(query.sort, 'sort')),
    ...parseRange(parseJsonParam(query.range, 'range')),
  };
}

/** The `filter={"id":[…]}` of bulk PUT/DELETE: 1..MAX_IN_LIST whole-number ids. */
export function parseBulkIds(query: Record<string, unknown>): number[] {
  const filter = parseJsonParam(query.filter, 'filter') as { id?: unknown } | undefined;
  const ids = filter?.id;
  if (!Array.isArray(ids) || ids.length === 0) throw badRequest('Bulk changes need filter={"id":[…]} with at least one id.');
  if (ids.length > MAX_IN_LIST) throw badRequest(`At most ${MAX_IN_LIST} records can be changed at once.`);
  if (Object.keys(filter!).length !== 1) throw badRequest('Bulk changes accept only an "id" filter.');
  const parsed = ids.map((id) => (typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id));
  if (!parsed.every((id) => Number.isSafeInteger(id) && (id as number) > 0)) throw badRequest('Every id must be a positive whole number.');
  return [...new Set(parsed as number[])];
}
