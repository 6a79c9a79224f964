/** zod rules derived from registry fields; used by the engine, the importer and (later) admin inputs. */
import { z, type ZodType } from 'zod';
import { emailSchema, gstinSchema, ifscSchema, mobileSchema, moneySchema, panSchema, udinSchema } from '../validation';
import type { FieldDef, ResourceDef } from './types';

/** Whole numbers, also from CSV text ("42"); never from '' or "4.2". */
const wholeNumber = (def: FieldDef) => {
  let n = z.number({ error: `${def.label} must be a whole number.` }).int(`${def.label} must be a whole number.`);
  if (def.min !== undefined) n = n.min(def.min, `${def.label} must be at least ${def.min}.`);
  if (def.max !== undefined) n = n.max(def.max, `${def.label} must be at most ${def.max}.`);
  return z.preprocess((v) => (typeof v === 'string' && /^-?\d+$/.test(v.trim()) ? Number(v) : v), n);
};

const percent = (def: FieldDef) =>
  z.union([z.number(), z.string().trim()], { error: `${def.label} must be a percentage.` }).transform((v, ctx) => {
    const s = String(v);
    if (!/^\d{1,3}(\.\d{1,2})?$/.test(s) || Number(s) > (def.max ?? 100)) {
      ctx.addIssue({ code: 'custom', message: `${def.label} must be a percentage from 0 to ${def.max ?? 100}, with at most 2 decimals.` });
      return z.NEVER;
    }
    return Number(s).toFixed(2);
  });

const text = (def: FieldDef) => {
  let s = z.string({ error: `${def.label} must be text.` }).trim();
  if (def.min !== undefined) s = s.min(def.min, `${def.label} must be at least ${def.min} characters.`);
  if (def.max !== undefined) s = s.max(def.max, `${def.label} must be at most ${def.max} characters.`);
  else if (def.type === 'string') s = s.max(255, `${def.label} must be at most 255 characters.`);
  return s;
};

const booleanish = (def: FieldDef) =>
  z.preprocess(
    (v) => (v === 'true' || v === 1 || v === '1' ? true : v === 'false' || v === 0 || v === '0' ? false : v),
    z.boolean({ error: `${def.label} must be yes or no.` }),
  );

const enumOf = (def: FieldDef) => {
  const ids = (def.choices ?? []).map((c) => c.id);
  const message = `${def.label} must be one of: ${(def.choices ?? []).map((c) => c.name).join(', ')}.`;
  return z.preprocess(
    (v) => (typeof v === 'string' && ids.some((id) => typeof id === 'number') && /^-?\d+$/.test(v) ? Number(v) : v),
    z.custom<string | number>((v) => ids.includes(v as string | number), { message }),
  );
};

export function fieldSchema(def: FieldDef): ZodType {
  if (def.zod) return def.zod;
  switch (def.type) {
    case 'id':
    case 'reference':
      return z.preprocess(
        (v) => (typeof v === 'string' && /^\d+$/.test(v) ? Number(v) : v),
        z
          .number({ error: `Choose a valid ${def.label.toLowerCase()}.` })
          .int()
          .positive(`Choose a valid ${def.label.toLowerCase()}.`),
      );
    case 'string':
    case 'text':
    case 'richtext':
      return text(def);
    case 'slug':
      return text(def).regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, `${def.label} may use lower-case letters, digits and hyphens only.`);
    case 'url':
      return z.url({ error: `${def.label} must be a web address starting with http:// or https://.`, protocol: /^https?$/ });
    case 'email':
      return emailSchema;
    case 'mobile':
      return mobileSchema;
    case 'gstin':
      return gstinSchema;
    case 'pan':
      return panSchema;
    case 'ifsc':
      return ifscSchema;
    case 'udin':
      return udinSchema;
    case 'integer':
      return wholeNumber(def);
    case 'money':
      return moneySchema;
    case 'percent':
      return percent(def);
    case 'boolean':
      return booleanish(def);
    case 'date':
      return z.iso.date({ error: `${def.label} must be a date (YYYY-MM-DD).` });
    case 'datetime':
      return z.iso.datetime({ offset: true, error: `${def.label} must be a date and time.` });
    case 'enum':
      return enumOf(def);
    case 'json':
      return z.union([z.record(z.string(), z.unknown()), z.array(z.unknown())], { error: `${def.label} must be a JSON object or list.` });
    case 'ip':
      return z.union([z.ipv4(), z.ipv6(), z.cidrv4(), z.cidrv6()], {
        error: `${def.label} must be an IP address (like 203.0.113.7) or a range (like 203.0.113.0/24).`,
      });
    case 'colour':
      return z.string().regex(/^#[0-9a-fA-F]{6}$/, `${def.label} must be a colour like #1e88e5.`);
  }
}

/** Fields a client may send at all (not server-set). */
export function writableFields(resource: ResourceDef): [string, FieldDef][] {
  return Object.entries(resource.fields).filter(([, d]) => !d.readOnly && d.type !== 'id');
}

function objectSchema(resource: ResourceDef, mode: 'create' | 'update') {
  const shape: Record<string, ZodType> = {};
  for (const [name, def] of writableFields(resource)) {
    const rule = fieldSchema(def);
    const requiredNow = mode === 'create' && def.required && def.default === undefined;
    shape[name] = requiredNow
      ? z.preprocess(
          (v) => (v === '' ? undefined : v),
          z
            .any()
            .refine((v) => v !== undefined && v !== null, `${def.label} is required.`)
            .pipe(rule),
        )
      : def.required
        ? rule.optional()
        : z.preprocess((v) => (v === '' ? null : v), rule.nullable().optional());
  }
  return z.object(shape);
}

export const createSchema = (r: ResourceDef) => objectSchema(r, 'create');
export const updateSchema = (r: ResourceDef) => objectSchema(r, 'update');
