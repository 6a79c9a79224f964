/**
 * react-admin list parameters (filter, sort, range) for endpoints that are not registry resources —
 * the reports and pickers — checked against what each one allows. The route decodes their JSON
 * (http/queryJson.ts withJsonParams); these take the decoded values. Pure; the same rules and
 * messages as the engine's (engine/listParams.ts), whose range parser it reuses.
 */
import { parseRange } from '../../engine/listParams';
import { isGstinStateCode, moneySchema, PLAIN_DATE_PATTERN, parseDateInput } from '../../validation';
import { reason, refusal } from '../errors';

export interface ListSort<F extends string> {
  field: F;
  order: 'asc' | 'desc';
}

/** The `filter` object (decoded), with only the allowed keys; blank values are dropped. */
export function parseFilterObject(value: unknown, allowed: readonly string[]): Record<string, unknown> {
  if (value === undefined) return {};
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw refusal('LIST_FILTER_NOT_OBJECT', {});
  const out: Record<string, unknown> = {};
  for (const [key, v] of Object.entries(value)) {
    if (!allowed.includes(key))
      throw refusal('LIST_FILTER_UNKNOWN', { key }, { [key]: reason('LIST_FILTER_UNKNOWN_FIELD', { allowed: allowed.join(', ') }) });
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) continue;
    out[key] = v;
  }
  return out;
}

/** The `sort` pair (decoded), or the fallback when not given. */
export function parseSortOf<F extends string>(sort: unknown, allowed: readonly F[], fallback: readonly [F, 'ASC' | 'DESC']): ListSort<F> {
  const value = sort ?? fallback;
  if (!Array.isArray(value) || value.length !== 2 || typeof value[0] !== 'string' || typeof value[1] !== 'string') {
    throw refusal('LIST_SORT_SHAPE', {});
  }
  const [field, order] = value as [string, string];
  if (!(allowed as readonly string[]).includes(field))
    throw refusal('LIST_SORT_UNKNOWN', { field }, { [field]: reason('LIST_SORT_UNKNOWN_FIELD', {}) });
  const o = order.toUpperCase();
  if (o !== 'ASC' && o !== 'DESC') throw refusal('LIST_SORT_ORDER', {});
  return { field: field as F, order: o === 'ASC' ? 'asc' : 'desc' };
}

/** The `range` pair (decoded). */
export const parseRangeParam = (range: unknown) => parseRange(range);

/** Search text: a string, trimmed, at most 100 characters. */
export function searchText(v: unknown, field = 'q'): string {
  if (typeof v !== 'string') throw refusal('LIST_SEARCH_TEXT', {}, { [field]: reason('LIST_SEARCH_TEXT_FIELD', {}) });
  return v.trim().slice(0, 100);
}

/** A GST state code ('08'); a number 8 is read as '08'. */
export function stateCode(v: unknown, field = 'state'): string {
  const s = typeof v === 'number' && Number.isInteger(v) ? String(v).padStart(2, '0') : typeof v === 'string' ? v.trim() : '';
  if (!isGstinStateCode(s)) throw refusal('LIST_STATE_CODE', {}, { [field]: reason('LIST_STATE_CODE_FIELD', {}) });
  return s;
}

/** An amount in rupees as a canonical decimal string. */
export function amount(v: unknown, field: string): string {
  const r = moneySchema.safeParse(v);
  if (!r.success) throw refusal('LIST_AMOUNT', { field }, { [field]: reason('LIST_AMOUNT_FIELD', {}) });
  return r.data;
}

/** A calendar date 'YYYY-MM-DD' that exists. */
export function plainDate(v: unknown, field: string): string {
  if (typeof v !== 'string' || !PLAIN_DATE_PATTERN.test(v.trim()) || !parseDateInput(v.trim())) {
    throw refusal('LIST_DATE', { field }, { [field]: reason('LIST_DATE_FIELD', {}) });
  }
  return v.trim();
}
