/**
 * Turns a request body into the columns to write: unknown fields are refused, server-set fields
 * dropped, staff-only fields refused for customers (unless unchanged), then the zod rules.
 */
import { zodFieldErrors } from '../validation/fieldErrors';
import { createSchema, updateSchema } from '../registry/schema';
import type { ResourceDef } from '../registry/types';
import { CORRECT_FIELDS, FieldErrors } from './fieldErrors';
import type { ResourceHooks } from './hooks';
import type { Scope } from './resourceScope';
import { reason, refusal } from '../domain/errors';

const schemaCache = new Map<string, { create: ReturnType<typeof createSchema>; update: ReturnType<typeof updateSchema> }>();
function schemasOf(resource: ResourceDef) {
  let s = schemaCache.get(resource.name);
  if (!s) schemaCache.set(resource.name, (s = { create: createSchema(resource), update: updateSchema(resource) }));
  return s;
}

export function assertObjectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw refusal('BODY_NOT_OBJECT', {});
  }
  return body as Record<string, unknown>;
}

const SERVER_CLOCK = new Set(['created_at', 'updated_at']);
const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/**
 * Mass-assignment guard for customers: a server-set or staff-only field may come back unchanged
 * (react-admin and the apps send whole records), but any attempt to set or change it is refused.
 */
function refuseProtectedChanges(
  resource: ResourceDef,
  body: Record<string, unknown>,
  scope: Extract<Scope, { kind: 'owner' }>,
  current?: Record<string, unknown>,
) {
  const refused = Object.keys(body).filter((k) => {
    const def = resource.fields[k]!;
    if (!(def.readOnly || def.staffOnly) || SERVER_CLOCK.has(k) || k === 'id') return false;
    return current ? !same(current[k], body[k]) : body[k] !== null && body[k] !== undefined;
  });
  if (refused.length) {
    throw refusal('STAFF_FIELDS_ONLY', {}, Object.fromEntries(refused.map((k) => [k, reason('STAFF_FIELD_ONLY', {})])));
  }
  if (scope.column in body && !same(body[scope.column], scope.userId)) {
    throw refusal('OWN_RECORDS_ONLY', {}, { [scope.column]: reason('OWN_ACCOUNT_FIELD', {}) });
  }
}

/**
 * The zod pass over every field: the values that passed, and an error for each field that did not.
 * The fields that passed are parsed again on their own (the update schema: nothing is required),
 * so the field rules can still judge them.
 */
function parseFields(resource: ResourceDef, mode: 'create' | 'update', input: Record<string, unknown>, errors: FieldErrors) {
  const clean = (data: Record<string, unknown>) => {
    for (const k of Object.keys(data)) if (data[k] === undefined) delete data[k];
    return data;
  };
  const whole = schemasOf(resource)[mode].safeParse(input);
  if (whole.success) return clean(whole.data as Record<string, unknown>);
  for (const [field, message] of Object.entries(zodFieldErrors(whole.error))) errors.add(field, message);
  const failed = new Set(whole.error.issues.map((i) => String(i.path[0] ?? '')));
  const rest = Object.fromEntries(Object.entries(input).filter(([k]) => !failed.has(k)));
  const partial = schemasOf(resource).update.safeParse(rest);
  return partial.success ? clean(partial.data as Record<string, unknown>) : {};
}

export function prepareWrite(
  resource: ResourceDef,
  mode: 'create' | 'update',
  rawBody: unknown,
  scope: Scope,
  current?: Record<string, unknown>,
  forced: Record<string, unknown> = {},
  checkFields?: ResourceHooks['checkFields'],
): Record<string, unknown> {
  const body = assertObjectBody(rawBody);
  // Own keys only: `constructor`, `__proto__` or `toString` are not fields just because every object inherits them.
  const unknown = Object.keys(body).filter((k) => !Object.hasOwn(resource.fields, k) || resource.fields[k]!.hidden);
  if (unknown.length) {
    throw refusal(
      unknown.length > 1 ? 'FIELDS_UNKNOWN' : 'FIELD_UNKNOWN',
      { fields: unknown.join(', ') },
      Object.fromEntries(unknown.map((k) => [k, reason('FIELD_DOES_NOT_EXIST', {})])),
    );
  }
  if (scope.kind === 'owner') refuseProtectedChanges(resource, body, scope, current);
  const input: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(body)) {
    const def = resource.fields[k]!;
    if (def.readOnly || def.type === 'id') continue; // react-admin sends whole records back
    input[k] = v;
  }
  // Values the server decides (base filter, owner) are validated like any other on create.
  if (mode === 'create') {
    for (const [k, v] of Object.entries(forced)) {
      const def = resource.fields[k];
      if (def && !def.readOnly) input[k] = v;
    }
  }
  const errors = new FieldErrors();
  const data = parseFields(resource, mode, input, errors);
  const zodFailed = errors.count > 0;
  if (checkFields) {
    const row = mode === 'create' ? withDefaults(resource, data) : { ...(current ?? {}), ...data };
    try {
      checkFields(row, errors, current);
    } catch (err) {
      errors.absorb(err);
    }
  }
  errors.throwIfAny(zodFailed ? CORRECT_FIELDS : undefined);
  return data;
}

/** Defaults of fields the caller left out (create only). */
export function withDefaults(resource: ResourceDef, data: Record<string, unknown>): Record<string, unknown> {
  const out = { ...data };
  for (const [name, def] of Object.entries(resource.fields)) {
    if (out[name] === undefined && def.default !== undefined) out[name] = def.default;
  }
  return out;
}
