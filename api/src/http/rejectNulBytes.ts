/**
 * Refuses any /api request carrying a NUL character (U+0000) in its path, a query parameter
 * (including inside JSON-encoded ones such as react-admin's `filter`) or its parsed body (JSON
 * or form: every string and every key, at any depth). PostgreSQL cannot store U+0000 in text or
 * jsonb (errors 22021 / 22P05), so such a value could only ever end in a database error: it is
 * answered 400 here, naming the field, before any route or query runs.
 *
 * Multipart bodies are parsed later, by the routes that take uploads: they call assertNoNul on
 * their text fields once parsed (the error handler's mapping of 22021 / 22P05 to 400 is a last net).
 */
import type { RequestHandler } from 'express';
import { reason, refusal } from '../domain/errors';

const NUL = '\u0000';
/** The JSON escape of U+0000 (any case): a JSON-encoded query parameter may carry it as text. */
const ESCAPED_NUL = /\\u0000/i;

/** Dotted path of the first string or key holding U+0000, or undefined. Iterative: no stack overflow on deep bodies. */
export function findNul(value: unknown, root: string): string | undefined {
  const pending: Array<[unknown, string]> = [[value, root]];
  while (pending.length) {
    const [v, path] = pending.pop()!;
    if (typeof v === 'string') {
      if (v.includes(NUL)) return path;
    } else if (v !== null && typeof v === 'object') {
      for (const [key, child] of Object.entries(v)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes(NUL)) return childPath;
        pending.push([child, childPath]);
      }
    }
  }
  return undefined;
}

/** A query value as JSON when it is JSON and spells U+0000 as an escape; otherwise nothing more to look at. */
function decodedJson(raw: string): unknown {
  if (!ESCAPED_NUL.test(raw)) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined; // not JSON: the route reports that
  }
}

function nulIn(req: Parameters<RequestHandler>[0]): string | undefined {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    path = req.path;
  }
  if (path.includes(NUL)) return 'path';
  const query = req.query as Record<string, unknown>;
  const inQuery = findNul(query, '');
  if (inQuery) return inQuery;
  for (const [name, raw] of Object.entries(query)) {
    for (const one of Array.isArray(raw) ? raw : [raw]) {
      if (typeof one !== 'string') continue;
      const inJson = findNul(decodedJson(one), name);
      if (inJson) return inJson;
    }
  }
  const inBody = findNul(req.body, '');
  return inBody === '' ? 'body' : inBody;
}

const nulError = (field: string) => {
  const where = field === 'path' ? 'The address' : `"${field}"`;
  return refusal('NUL_CHARACTER', { field: where }, { [field]: reason('NUL_FIELD', {}) });
};

export const rejectNulBytes: RequestHandler = (req, _res, next) => {
  const field = nulIn(req);
  next(field ? nulError(field) : undefined);
};

/** For bodies parsed after the middleware (multipart text fields): 400 naming the field. */
export function assertNoNul(body: unknown): void {
  const field = findNul(body, '');
  if (field !== undefined) throw nulError(field || 'body');
}
