import type { ResourceDef } from '../registry/types';

type Row = Record<string, unknown>;

/**
 * The columns a write sends to SQL: virtual inputs (consumed by hooks) dropped, JSON fields
 * encoded — node-postgres would send a JS array as a PostgreSQL array, not as jsonb.
 */
export function toStoredColumns(r: ResourceDef, data: Row): Row {
  const out: Row = {};
  for (const [k, v] of Object.entries(data)) {
    const def = r.fields[k];
    if (def?.virtual) continue;
    out[k] = def?.type === 'json' && v !== null && v !== undefined && typeof v !== 'string' ? JSON.stringify(v) : v;
  }
  return out;
}
