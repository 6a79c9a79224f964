/**
 * react-admin list parameters (filter, sort, range) for endpoints that are not registry resources —
 * the reports and pickers — checked against what each one allows. The route decodes their JSON
 * (http/queryJson.ts withJsonParams); these take the decoded values. Pure; the same rules and
 * messages as the engine's (engine/listParams.ts), whose range parser it reuses.
 */
import { parseRange } from '../../engine/listParams';
import { badRequest } from '../../http/httpError';
import { isGstinStateCode, moneySchema, PLAIN_DATE_PATTERN, parseDateInput } from '../../validation';

export interface ListSort<F extends string> {
  field: F;
  order: 'asc' | 'desc';
}

/** The `filter` object (decoded), with only the allowed keys; blank values are dropped. */
export function parseFilterObject(value: unknown, allowed: readonly string[]): Record<string, unknown> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw badRequest('"filter" must be a JSON object.');
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (!allowed.includes(key)) throw badRequest(`Unknown filter field "${key}".`, { [key]: `Filter by ${allowed.join(', ')}.` });
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) continue;
    out[key] = v;
  }
  return out;
}

/** The `sort` pair (decoded), or the fallback when not given. */
export function parseSortOf<F extends string>(sort: unknown, allowed: readonly F[], fallback: readonly [F, 'ASC' | 'DESC']): ListSort<F> {
  const value = sort ?? fallback;
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string' || typeof value[1] !== 'string') {
    throw badRequest('"sort" must look like ["field","ASC"].');
  }
  const [field, order] = value as [string, string];
  if (!(allowed as readonly string[]).includes(field))
    throw badRequest(`Unknown sort field "${field}".`, { [field]: 'You cannot sort by this field.' });
  const o = order.toUpperCase();
  if (o !== 'ASC' && o !== 'DESC') throw badRequest('Sort order must be ASC or DESC.');
  return { field: field as F, order: o === 'ASC' ? 'asc' : 'desc' };
}

/** The `range` pair (decoded). */
export const parseRangeParam = (range: unknown) => parseRange(range);

/** Search text: a string, trimmed, at most 100 characters. */
export function searchText(v: unknown, field = 'q'): string {
  if (typeof v !== 'string') throw badRequest('Search text ("q") must be a string.', { [field]: 'Enter search text.' });
  return v.trim().slice(0, 100);
}

/** A GST state code ('08'); a number 8 is read as '08'. */
export function stateCode(v: unknown, field = 'state'): string {
  const s = typeof v === 'number' && Number.isInteger(v) ? String(v).padStart(2, '0') : typeof v === 'string' ? v.trim() : '';
  if (!isGstinStateCode(s))
    throw badRequest('The state must be a GST state code such as 08 (Rajasthan).', { [field]: 'Not a GST state code.' });
  return s;
}

/** An amount in rupees as a canonical decimal string. */
export function amount(v: unknown, field: string): string {
  const r = moneySchema.safeParse(v);
  if (!r.success) throw badRequest(`"${field}" must be an amount in rupees, like 25000.50.`, { [field]: 'Not an amount.' });
  return r.data;
}

/** A calendar date 'YYYY-MM-DD' that exists. */
export function plainDate(v: unknown, field: string): string {
  if (typeof v !== 'string' || !PLAIN_DATE_PATTERN.test(v.trim()) || !parseDateInput(v.trim())) {
    throw badRequest(`"${field}" must be a date written YYYY-MM-DD.`, { [field]: 'Not a date (YYYY-MM-DD).' });
  }
  return v.trim();
}
