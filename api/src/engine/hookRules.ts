/**
 * Small building blocks for resource hooks: the record as it will be after a write, a uniform
 * refusal (400 with the message on the field, so the admin shows it under the input), and the
 * cross-field rules the database also enforces with CHECK constraints — checked here first so
 * the caller learns which field to fix instead of getting a bare "value not allowed".
 */
import { updateAudited } from '../audit/auditedWrite';
import { HttpError } from '../http/httpError';
import type { FieldDef, ResourceDef } from '../registry/types';
import { toPaise } from '../validation';
import { FieldErrors } from './fieldErrors';
import type { HookContext, ResourceHooks } from './hooks';
import { visibleColumns } from './resourceService';
import { type CodedReason, englishOf, ruleReason } from '../domain/errors';

export type Row = Record<string, unknown>;
export { FieldErrors };

/** The record as it will be after this write: stored values overlaid with the incoming ones. */
export const merged = (data: Row, before?: Row): Row => ({ ...(before ?? {}), ...data });

/**
 * Refuses the write with 400 and the message on `field`: a coded reason, or a rule's message (each
 * has its own code in the catalog, answered with it: ruleReason).
 */
export function refuse(field: string, message: string | CodedReason): never {
  const r = typeof message === 'string' ? ruleReason(message) : message;
  const text = typeof message === 'string' ? message : englishOf(message);
  throw new HttpError(400, text, { [field]: text }, { code: r.code, params: r.params, field_codes: { [field]: r } });
}

export const isBlank = (v: unknown) => v === null || v === undefined || v === '';

/** Milliseconds of a date ('YYYY-MM-DD'), an ISO date-time or a Date; NaN when blank. */
function instant(v: unknown): number {
  if (v instanceof Date) return v.getTime();
  if (typeof v !== 'string') return NaN;
  return Date.parse(/^\d{4}-\d{2}-\d{2}$/.test(v) ? `${v}T00:00:00Z` : v);
}

/** `end` may not be before `start` (or not equal to it either, when `strict`). Blank ends are open. */
export function endNotBefore(errors: FieldErrors, row: Row, start: string, end: string, message: string, opts: { strict?: boolean } = {}) {
  if (isBlank(row[start]) || isBlank(row[end])) return;
  const a = instant(row[start]);
  const b = instant(row[end]);
  if (opts.strict ? b <= a : b < a) errors.add(end, message);
}

const paise = (v: unknown) => toPaise(String(v));

/** Money `high` may not be below money `low` (blank `high` means "no upper limit"). */
export function amountNotBelow(errors: FieldErrors, row: Row, low: string, high: string, message: string) {
  if (isBlank(row[low]) || isBlank(row[high])) return;
  if (paise(row[high]) < paise(row[low])) errors.add(high, message);
}

/** Money `field` may not be more than money `limit` (the error goes on `field`). */
export function amountAtMost(errors: FieldErrors, row: Row, field: string, limit: string, message: string) {
  if (isBlank(row[field]) || isBlank(row[limit])) return;
  if (paise(row[field]) > paise(row[limit])) errors.add(field, message);
}

/** Whole number `field` may not be more than whole number `limit` (blank on either side: no rule). */
export function countAtMost(errors: FieldErrors, row: Row, field: string, limit: string, message: string) {
  if (isBlank(row[field]) || isBlank(row[limit])) return;
  if (Number(row[field]) > Number(row[limit])) errors.add(field, message);
}

/** A money amount that must be more than zero. */
export function positiveAmount(errors: FieldErrors, row: Row, field: string, message: string) {
  if (!isBlank(row[field]) && paise(row[field]) <= 0) errors.add(field, message);
}

/** Flat-or-percent pairs: a percentage is at most 100. */
export function percentAtMost100(
  errors: FieldErrors,
  row: Row,
  typeField: string,
  valueField: string,
  message = 'A percentage cannot be more than 100.',
) {
  if (row[typeField] === 'percent' && !isBlank(row[valueField]) && paise(row[valueField]) > 100_00) errors.add(valueField, message);
}

/** Canonical JSON (object keys sorted), so jsonb's key order never looks like a change. */
function canonical(v: unknown): string {
  if (Array.isArray(v)) return `[${v.map(canonical).join(',')}]`;
  if (v && typeof v === 'object' && !(v instanceof Date)) {
    return `{${Object.keys(v)
      .sort()
      .map((k) => `${JSON.stringify(k)}:${canonical((v as Row)[k])}`)
      .join(',')}}`;
  }
  return JSON.stringify(v ?? null);
}

/** Whether an incoming value equals the stored one, by the field's type (Date vs ISO text, '9' vs '9.00'…). */
export function sameValue(def: FieldDef, incoming: unknown, stored: unknown): boolean {
  if (isBlank(incoming) || isBlank(stored)) return isBlank(incoming) && isBlank(stored);
  switch (def.type) {
    case 'datetime':
    case 'date':
      return instant(incoming) === instant(stored);
    case 'money':
    case 'percent':
    case 'integer':
    case 'reference':
    case 'id':
      return Number(incoming) === Number(stored);
    case 'json':
      return canonical(incoming) === canonical(stored);
    default:
      return String(incoming) === String(stored);
  }
}

/** Stored fields whose incoming value differs from the stored one. */
export function changedFields(r: ResourceDef, data: Row, before: Row): string[] {
  return Object.keys(data).filter((k) => {
    const def = r.fields[k];
    return def && !def.virtual && !sameValue(def, data[k], before[k]);
  });
}

/**
 * Pure field rules for both create and update (see ResourceHooks.checkFields): each problem is
 * added to `errors`, so one answer names every bad field — together with the fields that failed
 * their own rule, since the engine runs these even then (on the fields that passed).
 */
export function fieldRules(check: (row: Row, errors: FieldErrors, before?: Row) => void): ResourceHooks {
  return { checkFields: check };
}

/**
 * One check for both create and update, for rules that read the database (run after the field
 * rules passed); it sees the record as it will be after the write (stored
 * values overlaid with the incoming ones) and the stored row on update.
 */
export function onWrite(check: (row: Row, h: HookContext, before?: Row) => Promise<void> | void): ResourceHooks {
  return {
    beforeCreate: async (data, h) => {
      await check(merged(data), h);
    },
    beforeUpdate: async (data, before, h) => {
      await check(merged(data, before), h, before);
    },
  };
}

/**
 * A change a hook makes to another row of the same resource (e.g. the previous current document
 * stops being current): written and audited in the same transaction as the request's own write.
 */
export async function updateSibling(h: HookContext, id: number, changes: Row) {
  const r = h.resource;
  const before = await h.trx(r.table).where({ id }).first(visibleColumns(r));
  if (!before) return;
  await updateAudited(h.trx, h.call, r.table, id, r.timestamps ? { ...changes, updated_at: h.trx.fn.now() } : changes, {
    resource: r.name,
    before,
    returning: visibleColumns(r),
  });
}

/** Server-set "who did it" columns (uploaded by, created by…): the signed-in caller, on create. */
export function stampCreator(column: string): ResourceHooks {
  return { beforeCreate: (data, h) => ({ ...data, [column]: h.principal.userId }) };
}
