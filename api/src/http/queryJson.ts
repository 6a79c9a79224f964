import { refusal } from '../domain/errors';

/**
 * Parses a JSON-encoded query parameter (react-admin's sort/range/filter); 400 when malformed.
 * An empty value (`filter=`) is the same as leaving the parameter out.
 */
export function parseJsonParam(raw: unknown, name: string): unknown {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw refusal('QUERY_JSON_ONCE', { name });
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw refusal('QUERY_JSON_INVALID', { name });
  }
}

/**
 * The query with its JSON parameters (react-admin's filter, sort, range) decoded as they are read:
 * the list parsers (domain/reports/listQuery.ts) get plain values, and a 400 comes in the order they
 * read them, as when they decoded each one themselves.
 */
export function withJsonParams(query: object, names: readonly string[]): Record<string, unknown> {
  const raw = query as Record<string, unknown>;
  const out: Record<string, unknown> = { ...raw };
  for (const name of names) Object.defineProperty(out, name, { enumerable: true, get: () => parseJsonParam(raw[name], name) });
  return out;
}

/** The JSON parameters of a react-admin list. */
export const LIST_JSON_PARAMS = ['filter', 'sort', 'range'] as const;
