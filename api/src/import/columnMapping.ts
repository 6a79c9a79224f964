/** Matches a file's column headers to a resource's fields, by field name or label (any case). */
import type { FieldDef, ResourceDef } from '../registry/types';

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

export interface ColumnMapping {
  /** header → field name */
  fields: Map<string, string>;
  /** headers that match no importable field */
  unknown: string[];
  /** required fields no header provides */
  missing: string[];
}

export const importableFields = (r: ResourceDef): Array<[string, FieldDef]> =>
  Object.entries(r.fields).filter(([, d]) => !d.readOnly && !d.hidden && d.type !== 'id');

export function mapColumns(r: ResourceDef, headers: string[], forced: Record<string, unknown>): ColumnMapping {
  const byKey = new Map<string, string>();
  for (const [name, def] of importableFields(r)) {
    byKey.set(key(name), name);
    byKey.set(key(def.label), name);
  }
  const fields = new Map<string, string>();
  const unknown: string[] = [];
  for (const h of headers) {
    const field = byKey.get(key(h));
    if (field && !(field in forced)) fields.set(h, field);
    else unknown.push(h);
  }
  const provided = new Set(fields.values());
  const missing = importableFields(r)
    .filter(([name, d]) => d.required && d.default === undefined && !provided.has(name) && !(name in forced))
    .map(([name]) => name);
  return { fields, unknown, missing };
}
