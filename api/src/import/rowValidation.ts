/**
 * Validates one imported row with the resource's own create rules (the same zod schema the API
 * uses), after resolving references written as names ("Rajasthan") to ids.
 */
import type { Knex } from 'knex';
import { ZodError } from 'zod';
import type { ImportIssue } from '../contracts/bulkImport';
import { zodFieldErrors } from '../http/zodErrors';
import { getResource } from '../registry';
import { createSchema } from '../registry/schema';
import type { ResourceDef } from '../registry/types';

type Row = Record<string, unknown>;

/** Caches name → id look-ups of referenced resources for the length of one import. */
export class ReferenceResolver {
  private cache = new Map<string, Map<string, number | null>>();
  constructor(private db: Knex) {}

  async resolve(resourceName: string, text: string): Promise<number | null> {
    const target = getResource(resourceName)!;
    let known = this.cache.get(resourceName);
    if (!known) this.cache.set(resourceName, (known = new Map()));
    const k = text.toLowerCase();
    if (!known.has(k)) {
      const rows = await this.db(target.table).where(target.baseFilter ?? {})
        .whereRaw('lower(??::text) = ?', [target.titleField, k]).limit(2).select('id');
      known.set(k, rows.length === 1 ? rows[0].id : null);
    }
    return known.get(k)!;
  }
}

export function makeRowValidator(r: ResourceDef, columns: Map<string, string>, forced: Row, resolver: ReferenceResolver) {
  const schema = createSchema(r);
  const headerOf = new Map([...columns].map(([h, f]) => [f, h]));
  return async (line: number, cells: Record<string, string>): Promise<{ data?: Row; issues: ImportIssue[] }> => {
    const input: Row = { ...forced };
    const issues: ImportIssue[] = [];
    for (const [header, field] of columns) {
      const raw = cells[header] ?? '';
      if (raw === '') continue;
      const def = r.fields[field]!;
      if (def.type === 'reference' && !/^\d+$/.test(raw)) {
        const id = await resolver.resolve(def.reference!, raw);
        if (id === null) issues.push({ row: line, column: header, message: `No ${def.label.toLowerCase()} is called “${raw}”.` });
        else input[field] = id;
      } else if (def.type === 'json') {
        try { input[field] = JSON.parse(raw); } catch { issues.push({ row: line, column: header, message: `${def.label} must be JSON.` }); }
      } else {
        input[field] = raw;
      }
    }
    try {
      const data = schema.parse(input) as Row;
      if (issues.length) return { issues };
      for (const k of Object.keys(data)) if (data[k] === undefined) delete data[k];
      return { data: { ...data, ...forced }, issues };
    } catch (err) {
      if (!(err instanceof ZodError)) throw err;
      for (const [field, message] of Object.entries(zodFieldErrors(err))) {
        issues.push({ row: line, column: headerOf.get(field) ?? field, message });
      }
      return { issues };
    }
  };
}
