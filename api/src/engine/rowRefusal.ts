/**
 * The answer when a row of a commit (bulk import) is refused: 409, every problem of that row at once —
 * each named by its field's title — and nothing written. `errors` keeps them per field for screens.
 */
import type { ResourceDef } from '../registry/types';
import { codedHttpError } from '../http/domainErrors';
import type { HttpError } from '../http/httpError';
import { reason } from '../domain/errors';

export function rowRefusal(r: ResourceDef, line: number, errors: Record<string, string>, fallback = 'check it'): HttpError {
  const parts = Object.entries(errors).map(([key, message]) => `${r.fields[key]?.label ?? key}: ${message.replace(/\.$/, '')}`);
  const detail = parts.length ? parts.join('; ') : fallback.replace(/\.$/, '');
  return codedHttpError(409, reason('IMPORT_ROW_REFUSED', { row: line, detail }), errors, { row: line });
}
