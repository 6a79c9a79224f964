/**
 * Turns a request body into the columns to write: unknown fields are refused, server-set fields
 * dropped, staff-only fields refused for customers (unless unchanged), then the zod rules.
 */
import { ZodError } from 'zod';
import { badRequest, forbidden } from '../http/httpError';
import { zodFieldErrors } from '../http/zodErrors';
import { createSchema, updateSchema } from '../registry/schema';
import type { ResourceDef } from '../registry/types';
import type { Scope } from './resourceScope';

const schemaCache = new Map<string, { create: ReturnType<typeof createSchema>; update: ReturnType<typeof updateSchema> }>();
function schemasOf(resource: ResourceDef) {
  let s = schemaCache.get(resource.name);
  if (!s) schemaCache.set(resource.name, (s = { create: createSchema(resource), update: updateSchema(resource) }));
  return s;
}

export function assertObjectBody(body: unknown): Record<string, unknown> {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) {
    throw badRequest('The request body must be a JSON object.');
  }
  return body as Record<string, unknown>;
}

const SERVER_CLOCK = new Set(['created_at', 'updated_at']);
const same = (a: unknown, b: unknown) => String(a ?? '') === String(b ?? '');

/**
 * Mass-assignment guard for customers: a server-set or staff-only field may come back unchanged
 * (react-admin and the apps send whole records), but any attempt to set or change it is refused.
 */
function refuseProtectedChanges(resource: ResourceDef, body: Record<string, unknown>, scope: Extract<Scope, { kind: 'owner' }>, current?: Record<string, unknown>) {
  const refused = Object.keys(body).filter((k) => {
    const def = resource.fields[k]!;
    if (!(def.readOnly || def.staffOnly) || SERVER_CLOCK.has(k) || k === 'id') return false;
    return current ? !same(current[k], body[k]) : body[k] !== null && body[k] !== undefined;
  });
  if (refused.length) {
    throw forbidden('Some fields can only be changed by Bakaya staff.', Object.fromEntries(refused.map((k) => [k, 'Only Bakaya staff can change this.'])));
  }
  if (scope.column in body && !same(body[scope.column], scope.userId)) {
    throw forbidden('You can only add or change records of your own account.', { [scope.column]: 'This must be your own account.' });
  }
}

export function prepareWrite(
  resource: ResourceDef,
  mode: 'create' | 'update',
  rawBody: unknown,
  scope: Scope,
  current?: Record<string, unknown>,
  forced: Record<string, unknown> = {},
): Record<string, unknown> {
  const body = assertObjectBody(rawBody);
  const unknown = Object.keys(body).filter((k) => !(k in resource.fields) || resource.fields[k]!.hidden);
  if (unknown.length) {
    throw badRequest(`Unknown field${unknown.length > 1 ? 's' : ''}: ${unknown.join(', ')}.`,
      Object.fromEntries(unknown.map((k) => [k, 'This field does not exist.'])));
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
  try {
    const data = schemasOf(resource)[mode].parse(input) as Record<string, unknown>;
    for (const k of Object.keys(data)) if (data[k] === undefined) delete data[k];
    return data;
  } catch (err) {
    if (err instanceof ZodError) throw badRequest('Please correct the highlighted fields.', zodFieldErrors(err));
    throw err;
  }
}

/** Defaults of fields the caller left out (create only). */
export function withDefaults(resource: ResourceDef, data: Record<string, unknown>): Record<string, unknown> {
  const out = { ...data };
  for (const [name, def] of Object.entries(resource.fields)) {
    if (out[name] === undefined && def.default !== undefined) out[name] = def.default;
  }
  return out;
}
