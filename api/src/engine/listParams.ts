/**
 * Parses react-admin's simple-rest list parameters against a registry entry. Nothing from the
 * query string reaches SQL unless it names a declared, filterable/sortable field; values are
 * checked against the field's type. Pure: no database, unit-tested on its own.
 */
import { isIP } from 'node:net';
import { parseJsonParam } from '../http/queryJson';
import type { FieldDef, ResourceDef } from '../registry/types';
import { reason, refusal } from '../domain/errors';

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

/** A money or percent value PostgreSQL's numeric takes without overflow: at most 15 digits, 6 decimals. */
const DECIMAL = /^-?\d{1,15}(\.\d{1,6})?$/;
/** YYYY-MM-DD, then optionally a time and a zone: Z or ±HH:MM (±HHMM, ±HH). */
const DATE_TIME = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(Z|[+-](\d{2})(?::?(\d{2}))?)?)?$/;

/**
 * A date or date-time PostgreSQL will read as written: a real calendar day of years 1–9999, a real time,
 * and a zone offset of at most ±14:00 (PostgreSQL refuses beyond ±15:59 with a 500-worthy 22009). A value
 * with a zone is handed on as the same instant in UTC; one without is left for the database's zone.
 * undefined when it is not such a value.
 */
export function plainDateTime(value: unknown, dateOnly: boolean): string | undefined {
  if (typeof value !== 'string') return undefined;
  const m = DATE_TIME.exec(value.trim());
  if (!m) return undefined;
  const [, y, mo, d, h, mi, sec, zone, zh, zm] = m;
  const day = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d)));
  if (Number(y) < 1 || day.getUTCMonth() !== Number(mo) - 1 || day.getUTCDate() !== Number(d)) return undefined;
  if (h === undefined) return value.trim();
  if (dateOnly || Number(h) > 23 || Number(mi) > 59 || Number(sec ?? 0) > 59) return undefined;
  if (!zone) return value.trim();
  if (zone !== 'Z' && (Number(zh) > 14 || Number(zm ?? 0) > 59 || (Number(zh) === 14 && Number(zm ?? 0) > 0))) return undefined;
  const instant = Date.parse(
    value
      .trim()
      .replace(' ', 'T')
      .replace(/([+-]\d{2})(\d{2})$/, '$1:$2')
      .replace(/([+-]\d{2})$/, '$1:00'),
  );
  if (Number.isNaN(instant)) return undefined;
  const iso = new Date(instant).toISOString();
  return /^\d{4}-/.test(iso) ? iso : undefined;
}

/** A CIDR or address PostgreSQL's inet reads: IPv4 with a prefix up to 32, IPv6 up to 128. */
function ipValue(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const [address, prefix, ...rest] = value.split('/');
  const kind = isIP(address ?? '');
  if (!kind || rest.length || (prefix !== undefined && (!/^\d{1,3}$/.test(prefix) || Number(prefix) > (kind === 4 ? 32 : 128))))
    return undefined;
  return value;
}

/** Checks one filter value against its field type; returns the value SQL will see. Nothing PostgreSQL would refuse gets through. */
function filterValue(def: FieldDef, name: string, value: unknown): string | number | boolean {
  const bad = () =>
    refusal('FILTER_WRONG_TYPE', { name }, { [name]: reason('FILTER_VALUE_NOT_VALID', { label: def.label.toLowerCase() }) });
  switch (def.type) {
    case 'id':
    case 'reference':
    case 'integer': {
      const n = typeof value === 'string' && /^-?\d{1,16}$/.test(value) ? Number(value) : value;
      // Any safe integer: ids and references are bigint, and an `integer` field's value is sent as a bigint
      // (engine/resourceService.ts), which PostgreSQL compares with an int4 column without overflowing.
      if (typeof n !== 'number' || !Number.isSafeInteger(n)) throw bad();
      return n;
    }
    case 'money':
    case 'percent': {
      const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value;
      if (typeof text !== 'string' || !DECIMAL.test(text)) throw bad();
      return text;
    }
    case 'boolean':
      if (value === true || value === 'true' || value === 1) return true;
      if (value === false || value === 'false' || value === 0) return false;
      throw bad();
    case 'date':
    case 'datetime':
      return plainDateTime(value, def.type === 'date') ?? bad_(bad);
    case 'enum':
      if (typeof value !== 'string' && typeof value !== 'number') throw bad();
      if (!def.choices?.some((c) => String(c.id) === String(value))) throw bad();
      return def.choices.find((c) => String(c.id) === String(value))!.id;
    case 'ip':
      return ipValue(value) ?? bad_(bad);
    case 'json':
      throw refusal('FILTER_NOT_SUPPORTED', { name });
    default:
      if ((typeof value !== 'string' && typeof value !== 'number') || String(value).includes('\u0000')) throw bad();
      return String(value);
  }
}

/** How a bulk change names its records, as the refusals show it. */
export const ID_FILTER = '{"id":[…]}';

const bad_ = (bad: () => Error): never => {
  throw bad();
};

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
  if (typeof raw !== 'object' || raw === null || Array.isArray(raw)) throw refusal('FILTER_NOT_OBJECT', {});
  const conditions: Condition[] = [];
  for (const [key, value] of Object.entries(raw)) {
    if (value === undefined) continue;
    if (key === 'q') {
      if (typeof value !== 'string' || value.includes('\u0000'))
        throw refusal('SEARCH_NOT_TEXT', {}, { q: reason('SEARCH_NOT_TEXT_FIELD', {}) });
      const term = value.trim();
      if (!term) continue;
      const columns = searchableColumns(resource);
      if (!columns.length) throw refusal('SEARCH_NOT_SUPPORTED', { label: resource.label });
      conditions.push({ kind: 'search', columns, term: term.slice(0, 100) });
      continue;
    }
    const suffix = RANGE_SUFFIXES.find((s) => key.endsWith(s));
    const name = suffix ? key.slice(0, -suffix.length) : key;
    if (!isFilterable(resource, name)) throw refusal('FILTER_UNKNOWN_FIELD', { name: key }, { [key]: reason('FILTER_FIELD_REFUSED', {}) });
    const def = resource.fields[name]!;
    if (suffix) {
      if (!ORDERED_TYPES.has(def.type)) throw refusal('FILTER_NEEDS_ORDERED', { name: key });
      const v = filterValue(def, key, value);
      conditions.push(
        def.type === 'datetime' && typeof v === 'string' && PLAIN_DAY.test(v)
          ? { kind: 'cmp', column: name, ...istDayBound(suffix, v) }
          : { kind: 'cmp', column: name, op: RANGE_OPERATORS[suffix], value: v as string | number },
      );
    } else if (value === null) {
      conditions.push({ kind: 'null', column: name });
    } else if (Array.isArray(value)) {
      if (value.length > MAX_IN_LIST) throw refusal('FILTER_TOO_MANY_VALUES', { name: key, max: MAX_IN_LIST });
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
    throw refusal('SORT_SHAPE', {});
  }
  const [column, order] = raw as [string, string];
  if (!isSortable(resource, column)) throw refusal('SORT_UNKNOWN_FIELD', { name: column }, { [column]: reason('SORT_FIELD_REFUSED', {}) });
  const o = order.toUpperCase();
  if (o !== 'ASC' && o !== 'DESC') throw refusal('SORT_ORDER', {});
  return { column, order: o === 'ASC' ? 'asc' : 'desc' };
}

export function parseRange(raw: unknown): { offset: number; limit: number } {
  if (raw === undefined) return { offset: 0, limit: DEFAULT_PAGE_SIZE };
  if (!Array.isArray(raw) || raw.length !== 2 || !raw.every((n) => Number.isSafeInteger(n) && n >= 0) || raw[1] < raw[0]) {
    throw refusal('RANGE_SHAPE', {});
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
  if (!Array.isArray(ids) || ids.length === 0) throw refusal('BULK_NEEDS_IDS', { filter: ID_FILTER });
  if (ids.length > MAX_IN_LIST) throw refusal('BULK_TOO_MANY', { max: MAX_IN_LIST });
  if (Object.keys(filter!).length !== 1) throw refusal('BULK_ID_FILTER_ONLY', {});
  const parsed = ids.map((id) => (typeof id === 'string' && /^\d+$/.test(id) ? Number(id) : id));
  if (!parsed.every((id) => Number.isSafeInteger(id) && (id as number) > 0)) throw refusal('BULK_IDS_WHOLE', {});
  return [...new Set(parsed as number[])];
}
