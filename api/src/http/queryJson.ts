import { badRequest } from './httpError';

/** Parses a JSON-encoded query parameter (react-admin's sort/range/filter); 400 when malformed. */
export function parseJsonParam(raw: unknown, name: string): unknown {
  if (raw === undefined) return undefined;
  if (typeof raw !== 'string') throw badRequest(`Query parameter "${name}" must be given once, as JSON.`);
  try {
    return JSON.parse(raw);
  } catch {
    throw badRequest(`Query parameter "${name}" is not valid JSON.`);
  }
}
