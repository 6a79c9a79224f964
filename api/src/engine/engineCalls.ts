/**
 * The §7 calls on their own paths read and change registry resources through the engine, with the
 * caller's scope (resourceScope.ts) and the one write pipeline (resourceService.ts): the same
 * validation, permissions, hooks and audit as /api/<resource>. These helpers name the resource once.
 */
import type { Request, RequestHandler } from 'express';
import { signedInCallOf } from '../callContext';
import type { AppContext } from '../context';
import { callFor } from './requestCall';
import { resolveScope } from './resourceScope';
import { listRecords, type EngineCall } from './resourceService';
import { parseListParams, type ListParams } from './listParams';
import { getResource, type ResourceDef } from '../registry';
import { refusal } from '../domain/errors';

export function resource(name: string): ResourceDef {
  const r = getResource(name);
  if (!r) throw new Error(`No registry resource called ${name}`);
  return r;
}

/**
 * The caller's own account, as the engine sees it: a member through `customers` with the owner
 * scope the registry gives members; a staff member through `admin-users`, scoped to their own row
 * (spec §6: customer routes such as /my-profile are open to role_type admin too); staff need Admin
 * Users → add/edit to change it, as in the back office. Either way the
 * owner scope refuses staff-only fields (mobile, email, role, status) and the resource's hooks run.
 */
export function ownAccountCall(ctx: AppContext, req: Request, action: 'show' | 'edit'): { r: ResourceDef; id: number; call: EngineCall } {
  const base = signedInCallOf(req);
  if (base.who.roleType !== 'admin')
    return { r: resource('customers'), id: base.who.userId, call: callFor(ctx, req, resource('customers'), action) };
  // Reading one's own account needs no permission (as user/me); changing it, the registry's Admin Users → add/edit.
  if (action === 'edit') resolveScope(resource('admin-users'), 'edit', base.who);
  const scope = { kind: 'owner' as const, column: 'id', userId: base.who.userId, hideDeleted: true };
  return { r: resource('admin-users'), id: base.who.userId, call: { ...base, app: ctx, scope } };
}

/** Staff calls: 401 when not signed in, 403 for a member (before any row scope could apply). */
export const requireStaff: RequestHandler = (req, _res, next) => {
  if (!req.principal) return next(refusal('SIGN_IN_REQUIRED', {}));
  next(req.principal.roleType === 'admin' ? undefined : refusal('STAFF_ONLY', {}));
};

const LIST_KEYS = ['filter', 'sort', 'range'] as const;

/**
 * List parameters of ra-data-simple-rest (filter, sort, range), from a query string (JSON-encoded
 * values) or a JSON body (the same values as JSON, or JSON-encoded strings).
 */
export function listParamsFrom(r: ResourceDef, source: Record<string, unknown>): ListParams {
  const extra = Object.keys(source).filter((k) => !(LIST_KEYS as readonly string[]).includes(k));
  if (extra.length) throw refusal('LIST_UNKNOWN_PARAMETER', { names: extra.join(', ') });
  const encoded = Object.fromEntries(
    LIST_KEYS.filter((k) => source[k] !== undefined && source[k] !== null).map((k) => [
      k,
      typeof source[k] === 'string' ? source[k] : JSON.stringify(source[k]),
    ]),
  );
  return parseListParams(r, encoded);
}

/** A page of a resource as the §7 list calls answer it: { status, data, total, estimated }. */
export async function listPage(r: ResourceDef, params: ListParams, call: EngineCall) {
  const { rows, total, estimated } = await listRecords(r, params, call);
  return { status: true as const, data: rows, total, estimated };
}
