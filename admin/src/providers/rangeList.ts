/**
 * Lists served outside the registry (reports, pickers) with the engine's protocol: filter, sort and
 * range as JSON in the query string, the total in Content-Range ('defaulters 0-24/310'). The URL
 * and header helpers are pure; useRangeList keeps the last page on screen while the next loads.
 */
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { httpClient } from './httpClient';

export interface RangeListParams {
  filter: Record<string, unknown>;
  sort: { field: string; order: 'ASC' | 'DESC' };
  /** 1-based. */
  page: number;
  perPage: number;
}

/** Drops blank filter values, so an emptied input does not filter by ''. */
export function cleanFilter(filter: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(filter).filter(([, v]) => v !== undefined && v !== null && v !== '' && !(Array.isArray(v) && !v.length)),
  );
}

export function rangeListUrl(base: string, p: RangeListParams, extra: Record<string, string> = {}): string {
  const first = (p.page - 1) * p.perPage;
  const query = new URLSearchParams({
    ...extra,
    filter: JSON.stringify(cleanFilter(p.filter)),
    sort: JSON.stringify([p.sort.field, p.sort.order]),
    range: JSON.stringify([first, first + p.perPage - 1]),
  });
  return `${base}?${query}`;
}

/** 'name 0-24/310' → 310; 'name *\/0' → 0; undefined when the header is missing or odd. */
export function totalFromContentRange(header: string | null | undefined): number | undefined {
  const m = /\/(\d+)\s*$/.exec(header ?? '');
  return m ? Number(m[1]) : undefined;
}

export async function fetchRangeList<T>(url: string): Promise<{ rows: T[]; total: number }> {
  const { json, headers } = await httpClient(url);
  const rows = (Array.isArray(json) ? json : []) as T[];
  return { rows, total: totalFromContentRange(headers.get('Content-Range')) ?? rows.length };
}

export function useRangeList<T>(key: string, base: string, params: RangeListParams, extra: Record<string, string> = {}, enabled = true) {
  const url = rangeListUrl(base, params, extra);
  return useQuery({
    queryKey: [key, url],
    queryFn: () => fetchRangeList<T>(url),
    placeholderData: keepPreviousData,
    enabled,
    retry: 1,
  });
}
