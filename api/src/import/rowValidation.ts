/**
 * One imported row: its cells read into a body (references written as names, "Rajasthan",
 * resolved to ids) and checked by the engine's own create rules — the same pipeline the API uses.
 */
import type { Knex } from 'knex';
import type { ImportIssue } from '../contracts/bulkImport';
import type { ResourceHooks } from '../engine/hooks';
import type { Scope } from '../engine/resourceScope';
import { prepareWrite, withDefaults } from '../engine/writeInput';
import { getResource } from '../registry';
import type { FieldDef, ResourceDef } from '../registry/types';
import { normaliseMobile } from '../validation';
import { naturalKeyText } from './columnMapping';
import { asHttpError } from '../http/domainErrors';

type Row = Record<string, unknown>;

/** A cell as the value of a natural key of type `def` (a mobile typed "+91 98765 43210" → "9876543210"), or null if it cannot be one. */
function keyValue(def: FieldDef, text: string): string | null {
  const t = text.trim();
  switch (def.type) {
    case 'mobile':
      return normaliseMobile(t);
    case 'email':
      return t.includes('@') ? t.toLowerCase() : null;
    case 'gstin':
      return /^[0-9A-Za-z]{15}$/.test(t) ? t.toUpperCase() : null;
    default:
      return t.toLowerCase();
  }
}

/**
 * Resolves references written in a file: by the target's natural keys (a member by mobile or
 * email, a business by GSTIN — declared in the registry), then by its title (a state by name).
 * A text that matches no record, or more than one, resolves to null (the row's error). Caches
 * look-ups for the length of one import.
 */
export class ReferenceResolver {
  private cache = new Map<string, Map<string, number | null>>();
  constructor(private db: Knex) {}

  /** Whether a cell of digits is a natural key of `target` (a mobile) rather than an id. */
  isNaturalKey(resourceName: string, text: string): boolean {
    const target = getResource(resourceName)!;
    return (target.naturalKeys ?? []).some((k) => target.fields[k]!.type === 'mobile' && normaliseMobile(text) !== null);
  }

  async resolve(resourceName: string, text: string): Promise<number | null> {
    const target = getResource(resourceName)!;
    let known = this.cache.get(resourceName);
    if (!known) this.cache.set(resourceName, (known = new Map()));
    const k = text.trim().toLowerCase();
    if (!known.has(k)) known.set(k, await this.lookUp(target, text));
    return known.get(k)!;
  }

  private async lookUp(target: ResourceDef, text: string): Promise<number | null> {
    const one = async (column: string, value: string) => {
      const rows = await this.db(target.table)
        .where(target.baseFilter ?? {})
        .whereRaw('lower(??::text) = ?', [column, value.toLowerCase()])
        .limit(2)
        .select('id');
      return rows.length === 1 ? (rows[0].id as number) : rows.length ? 'ambiguous' : null;
    };
    for (const key of target.naturalKeys ?? []) {
      const value = keyValue(target.fields[key]!, text);
      if (value === null) continue;
      const found = await one(key, value);
      if (found === 'ambiguous') return null;
      if (found !== null) return found;
    }
    const byTitle = await one(target.titleField, text.trim());
    return typeof byTitle === 'number' ? byTitle : null;
  }
}

/**
 * Turns a file's cells into the body a client would send: references written as names resolved to
 * ids, JSON cells parsed. What the cells cannot be turned into is reported per cell here; the
 * field rules themselves are the engine's (checkRow, and createMany at commit).
 */
export function makeRowReader(r: ResourceDef, columns: Map<string, string>, resolver: ReferenceResolver) {
  return async (line: number, cells: Record<string, string>): Promise<{ body: Row; issues: ImportIssue[] }> => {
    const body: Row = {};
    const issues: ImportIssue[] = [];
    for (const [header, field] of columns) {
      const raw = cells[header] ?? '';
      if (raw === '') continue;
      // PostgreSQL cannot store U+0000: say so on the row, not as a failed commit.
      if (raw.includes('\u0000')) {
        issues.push({ row: line, column: header, message: 'This cell contains a NUL character (\\u0000), which is not allowed.' });
        continue;
      }
      const def = r.fields[field]!;
      if (def.type === 'reference' && (!/^\d+$/.test(raw) || resolver.isNaturalKey(def.reference!, raw))) {
        const id = await resolver.resolve(def.reference!, raw);
        const keys = naturalKeyText(getResource(def.reference!)!);
        if (id === null) {
          const message = keys
            ? `No ${def.label.toLowerCase()} has the ${keys} “${raw}”.`
            : `No ${def.label.toLowerCase()} is called “${raw}”.`;
          issues.push({ row: line, column: header, message });
        } else body[field] = id;
      } else if (def.type === 'json') {
        try {
          body[field] = JSON.parse(raw);
        } catch {
          issues.push({ row: line, column: header, message: `${def.label} must be JSON.` });
        }
      } else {
        body[field] = raw;
      }
    }
    return { body, issues };
  };
}

/**
 * The engine's own create rules for one row (prepareWrite: allow-list, zod, staff-only fields, the
 * resource's field rules),
 * as preview issues by column; the row as it would be stored when it passes.
 */
export function checkRow(
  r: ResourceDef,
  line: number,
  body: Row,
  issues: ImportIssue[],
  scope: Scope,
  headerOf: Map<string, string>,
  checkFields?: ResourceHooks['checkFields'],
): { data?: Row; issues: ImportIssue[] } {
  const forced = { ...(r.baseFilter ?? {}) };
  try {
    const data = withDefaults(r, { ...prepareWrite(r, 'create', body, scope, undefined, forced, checkFields), ...forced });
    return issues.length ? { issues } : { data, issues };
  } catch (err) {
    const refused = asHttpError(err);
    if (!refused) throw err;
    const reported = new Set(issues.map((i) => i.column));
    const all = [...issues];
    for (const [field, message] of Object.entries(refused.errors ?? { row: refused.message })) {
      const column = headerOf.get(field) ?? field;
      if (!reported.has(column)) all.push({ row: line, column, message });
    }
    return { issues: all };
  }
}
