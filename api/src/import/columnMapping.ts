/** Matches a file's column headers to a resource's fields, by field name or label (any case). */
import { getResource } from '../registry';
import type { FieldDef, ResourceDef } from '../registry/types';

const key = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');
/** A header without the hint in its last brackets: "reporter_user (mobile or email)" → "reporter_user". */
const withoutHint = (h: string) => h.replace(/\s*\([^()]*\)\s*$/, '');

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

/** How a reference to `target` may be written in a file, for headers and messages: "mobile or email", "GSTIN". */
export function naturalKeyText(target: ResourceDef): string {
  return (target.naturalKeys ?? []).map((k) => (k === 'gstin' ? 'GSTIN' : target.fields[k]!.label.toLowerCase())).join(' or ');
}

/**
 * A template column: the field's name, except that a reference to a resource with natural keys is
 * named by what staff know it by — "reporter_user (mobile or email)", "defaulter_business (GSTIN)".
 */
export function templateHeader(name: string, def: FieldDef): string {
  const target = def.type === 'reference' ? getResource(def.reference!) : undefined;
  if (!target?.naturalKeys?.length) return name;
  return `${name.replace(/_id$/, '')} (${naturalKeyText(target)})`;
}

export function mapColumns(r: ResourceDef, headers: string[], forced: Record<string, unknown>): ColumnMapping {
  const byKey = new Map<string, string>();
  for (const [name, def] of importableFields(r)) {
    byKey.set(key(name), name);
    byKey.set(key(def.label), name);
    // A reference column may be named without "_id" (the template does when it takes natural keys).
    if (def.type === 'reference') byKey.set(key(name.replace(/_id$/, '')), name);
  }
  const fields = new Map<string, string>();
  const unknown: string[] = [];
  for (const h of headers) {
    const field = byKey.get(key(h)) ?? byKey.get(key(withoutHint(h)));
    if (field && !(field in forced)) fields.set(h, field);
    else unknown.push(h);
  }
  const provided = new Set(fields.values());
  const missing = importableFields(r)
    .filter(([name, d]) => d.required && d.default === undefined && !provided.has(name) && !(name in forced))
    .map(([name]) => name);
  return { fields, unknown, missing };
}
