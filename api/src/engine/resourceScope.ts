/**
 * Who may do what with a registry resource: staff by (feature, access kind), customers only on
 * rows they own. Returns the row scope the query must apply; throws 401/403 otherwise.
 */
import { can, type Principal } from '../auth/principal';
import { assertFullSession } from '../auth/sessionKind';
import type { AccessKind } from '../registry/features';
import { closedWrite } from '../registry/genericWrites';
import type { CustomerAction, ResourceDef } from '../registry/types';
import { refusal } from '../domain/errors';

export type EngineAction = 'list' | 'show' | 'create' | 'edit' | 'delete';

export const ACCESS_KIND_OF: Record<EngineAction, AccessKind> = {
  list: 'listView',
  show: 'detailView',
  create: 'add_edit',
  edit: 'add_edit',
  delete: 'deactivate_activate',
};

export type Scope =
  | { kind: 'staff' }
  | { kind: 'owner'; column: string; userId: number; hideDeleted: boolean }
  /** The public site's view of a resource (engine/publicView.ts): its fixed SQL conditions. */
  | { kind: 'public'; where: readonly string[] };

/** `dedicated`: the call comes through the resource's own creation endpoint (its upload route), not the generic POST. */
export function resolveScope(
  resource: ResourceDef,
  action: EngineAction,
  principal: Principal | undefined,
  opts: { dedicated?: boolean } = {},
): Scope {
  if (!principal) throw refusal('SIGN_IN_REQUIRED', {});
  const closed =
    action === 'list' || action === 'show' || (action === 'create' && opts.dedicated) ? undefined : closedWrite(resource, action);
  // A member who may use the resource at all learns which flow its records come from, as staff do.
  if (closed && !resource.readOnly && principal.roleType !== 'admin' && resource.owner)
    throw closedRefusal(resource, action as 'create' | 'edit' | 'delete');
  const scope = allowedScope(resource, action, principal);
  // Only callers who may use the resource at all learn that this verb does not exist on it — and the
  // answer is the same for members and staff: a flow's records are never written generically.
  if (closed) throw closedRefusal(resource, action as 'create' | 'edit' | 'delete');
  if (resource.fullSessionWrites && action !== 'list' && action !== 'show') assertFullSession(principal);
  return scope;
}

/** The 405 of a generic write the resource closes (closedWrite says it is closed), coded. */
export function closedRefusal(resource: ResourceDef, verb: 'create' | 'edit' | 'delete') {
  if (resource.readOnly) return refusal('WRITE_READ_ONLY', { label: resource.label });
  if (verb === 'create') return refusal('WRITE_CREATED_THROUGH', { label: resource.label, through: resource.createdThrough ?? '' });
  const through = resource.flow?.[verb] ?? '';
  return refusal(verb === 'edit' ? 'WRITE_CHANGED_ONLY_THROUGH' : 'WRITE_REMOVED_ONLY_THROUGH', { label: resource.label, through });
}

function allowedScope(resource: ResourceDef, action: EngineAction, principal: Principal): Scope {
  if (principal.roleType === 'admin') {
    if (can(principal, resource.feature, ACCESS_KIND_OF[action])) return { kind: 'staff' };
    throw refusal('NOT_PERMITTED', {});
  }
  const owner = resource.owner;
  // Customers may not even probe read-only verbs they could never use.
  const ownerAction = resource.readOnly && action !== 'list' && action !== 'show' ? undefined : action;
  if (!owner || !ownerAction || !owner.actions.includes(ownerAction as CustomerAction)) throw refusal('NOT_PERMITTED', {});
  return { kind: 'owner', column: owner.column, userId: principal.userId, hideDeleted: !!resource.softDelete };
}
