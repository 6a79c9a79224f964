/**
 * The answer when a row of a commit (bulk import) is refused: 409, every problem of that row at once —
 * each named by its field's title — and nothing written. `errors` keeps them per field for screens.
 */
import type { ResourceDef } from '../registry/types';
import { HttpError } from '../http/httpError';

export function rowRefusal(r: ResourceDef, line: number, errors: Record<string, string>, fallback = 'check it'): HttpError {
  const parts = Object.entries(errors).map(([key, message]) => `${r.fields[key]?.label ?? key}: ${message.replace(/\.$/, '')}`);
  const detail = parts.length ? parts.join('; ') : fallback.replace(/\.$/, '');
  return new HttpError(409, `Row ${line} is no longer valid — ${detail}. Nothing was imported.`, errors, { row: line });
}
