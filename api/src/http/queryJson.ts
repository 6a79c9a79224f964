import { badRequest } from './httpError';

/**
 * Parses a JSON-encoded query parameter (react-admin's sort/range/filter); 400 when malformed.
 * An empty value (`filter=`) is the same as leaving the parameter out.
 */
export function parseJsonParam(raw: unknown, name: string): unknown {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw badRequest(`Query parameter "${name}" must be given once, as JSON.`);
  if (raw.trim() === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`Query parameter "${name}" is not valid JSON.`);
  }
}
