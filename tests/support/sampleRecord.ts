/**
 * Generates a valid record for any registry resource from its field types, creating referenced
 * parents first. Used by the engine contract suite so every resource is exercised for real.
 */
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { getResource } from '../../api/src/registry';
import type { FieldDef, ResourceDef } from '../../api/src/registry/types';
import { gstinCheckChar } from '../../api/src/validation';
import { uniqueMobile } from './testApp';

const LETTERS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
const pick = (s: string, n: number) => Array.from({ length: n }, () => s[crypto.randomInt(s.length)]).join('');
const digits = (n: number) => pick('0123456789', n);
const uid = () => crypto.randomBytes(4).toString('hex');

export function sampleGstin(stateCode = '27'): string {
  const first14 = `${stateCode}${pick(LETTERS, 5)}${digits(4)}${pick(LETTERS, 1)}1Z`;
  return first14 + gstinCheckChar(first14);
}

/** Per-resource values a generic generator cannot guess (hook rules, cross-field checks). */
export const SAMPLE_OVERRIDES: Record<string, (db: Knex) => Promise<Record<string, unknown>> | Record<string, unknown>> = {
  'role-permissions': async (db) => {
    const [role] = await db('roles').insert({ name: `Sample role ${uid()}`, role_type: 'admin' }).returning('id');
    return { role_id: role.id, feature: 'Audit' };
  },
  'admin-users': () => ({ role_id: 3 }),
};

function textOf(def: FieldDef, fallback: string): string {
  const max = def.max ?? 255;
  let s = fallback.slice(0, max);
  while (def.min && s.length < def.min) s += 'x';
  return s;
}

export function sampleValue(def: FieldDef, name: string): unknown {
  switch (def.type) {
    case 'string': return textOf(def, `${def.label} ${uid()}`);
    case 'text': case 'richtext': return textOf(def, `Sample ${def.label.toLowerCase()} written for a test ${uid()}.`);
    case 'email': return `t${uid()}@example.com`;
    case 'mobile': return uniqueMobile();
    case 'gstin': return sampleGstin();
    case 'pan': return `${pick(LETTERS, 5)}${digits(4)}${pick(LETTERS, 1)}`;
    case 'ifsc': return `HDFC0${pick(LETTERS + '0123456789', 6)}`;
    case 'udin': return `${digits(8)}${pick(LETTERS + '0123456789', 10)}`;
    case 'url': return `https://example.com/${uid()}`;
    case 'slug': return `sample-${uid()}`;
    case 'integer': return Math.max(def.min ?? 1, Math.min(def.max ?? 1, 1)) || (def.min ?? 0);
    case 'money': return '1250.50';
    case 'percent': return '18.00';
    case 'boolean': return true;
    case 'date': return '2026-11-21';
    case 'datetime': return '2026-11-21T10:30:00.000Z';
    case 'enum': return def.choices![0]!.id;
    case 'json': return { sample: true };
    case 'ip': return `203.0.113.${crypto.randomInt(1, 250)}`;
    case 'colour': return '#1e88e5';
    case 'id': case 'reference': throw new Error(`no direct sample for ${name}`);
  }
}

/** Id of a row of `resourceName` (existing, or created for the purpose). */
export async function referenceId(db: Knex, resourceName: string, depth = 0): Promise<number> {
  const target = getResource(resourceName)!;
  const existing = await db(target.table).where(target.baseFilter ?? {}).orderBy('id').first('id');
  if (existing) return existing.id;
  if (depth > 6) throw new Error(`reference chain too deep at ${resourceName}`);
  const row = await sampleRow(db, target, 'insert-minimal', depth + 1);
  const [created] = await db(target.table).insert({ ...row, ...(target.baseFilter ?? {}) }).returning('id');
  return created.id;
}

/**
 * A sample record.
 * - 'api': every writable field, for POST through the API;
 * - 'insert-minimal': required fields and defaults, for a parent row inserted directly;
 * - 'insert-full': every field including server-set ones, for read-only (log) resources.
 */
export async function sampleRow(db: Knex, resource: ResourceDef, mode: 'api' | 'insert-minimal' | 'insert-full' = 'api', depth = 0) {
  const row: Record<string, unknown> = {};
  for (const [name, def] of Object.entries(resource.fields)) {
    if (def.type === 'id' || name === 'created_at' || name === 'updated_at') continue;
    if (mode === 'api' && (def.readOnly || def.hidden)) continue;
    if (mode !== 'api' && def.virtual) continue;
    // Direct inserts fill required fields and server-set ones (often NOT NULL, e.g. numbers).
    if (mode === 'insert-minimal' && !def.required && !def.readOnly && !def.hidden) {
      if (def.default !== undefined) row[name] = def.default;
      continue;
    }
    if (def.example !== undefined) row[name] = def.example;
    else if (def.type === 'reference') row[name] = await referenceId(db, def.reference!, depth);
    else if (def.zod && def.type === 'string') continue; // a custom rule on free text: needs an example
    else row[name] = sampleValue(def, name);
  }
  const override = SAMPLE_OVERRIDES[resource.name];
  return override ? { ...row, ...(await override(db)) } : row;
}
