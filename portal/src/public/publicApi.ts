/** Reads of the public site: GET /api/public/<resource> (published, active rows only; the registry decides the fields). */
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '../api/http';

const q = (v: unknown) => encodeURIComponent(JSON.stringify(v));

export function usePublicList<T>(
  resource: string,
  opts: { sort?: [string, 'ASC' | 'DESC']; perPage?: number; filter?: Record<string, unknown> } = {},
) {
  const params = [`range=${q([0, (opts.perPage ?? 50) - 1])}`];
  if (opts.sort) params.push(`sort=${q(opts.sort)}`);
  if (opts.filter) params.push(`filter=${q(opts.filter)}`);
  return useQuery({
    queryKey: ['public', resource, opts],
    queryFn: ({ signal }) => apiGet<T[]>(`public/${resource}?${params.join('&')}`, signal),
    staleTime: 5 * 60_000,
  });
}

export function usePublicItem<T>(resource: string, key: string | undefined) {
  return useQuery({
    queryKey: ['public', resource, key],
    queryFn: ({ signal }) => apiGet<T>(`public/${resource}/${encodeURIComponent(key ?? '')}`, signal),
    enabled: !!key,
    staleTime: 5 * 60_000,
  });
}

export interface PublicSetting {
  key: string;
  label: string;
  group: string;
  value: string | null;
}

/** The contact and social settings the back office keeps (global settings, groups contact and social). */
export const usePublicSettings = () => {
  const list = usePublicList<PublicSetting>('global-settings', { perPage: 100 });
  const byKey = new Map((list.data ?? []).map((s) => [s.key, s.value ?? '']));
  return { ...list, value: (key: string) => byKey.get(key) || undefined, all: list.data ?? [] };
};
