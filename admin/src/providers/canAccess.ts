/**
 * The one access rule of the back office (spec §6), shared by authProvider.canAccess, the route
 * guard and the menu. Pure: the signed-in user and the registry in, a yes/no out.
 *
 *  - role_type other than 'admin' → never (members, agents);
 *  - role_id 2 (Super Admin) → always;
 *  - otherwise the accessAction entry whose title is the feature must have the action's flag = 1.
 *  - the Dashboard is allowed for every admin (spec §6 "allowed for all" override).
 */
import { ACCESS_KINDS, ROLE, type AccessKind } from '@bakaya/api/registry';
import { findResource } from '../registry/resourceIndex';
import type { SessionUser } from './session';

/** Features every signed-in admin may open whatever their access rules say. */
export const ALLOWED_FOR_ALL: ReadonlySet<string> = new Set(['Dashboard']);

/** react-admin action → access kind. Access kinds given as-is pass through. */
export function accessKindOf(action: string): AccessKind {
  if ((ACCESS_KINDS as readonly string[]).includes(action)) return action as AccessKind;
  switch (action) {
    case 'list':
      return 'listView';
    case 'show':
      return 'detailView';
    case 'create':
    case 'edit':
      return 'add_edit';
    case 'delete':
      return 'deactivate_activate';
    case 'export':
      return 'download';
    default:
      return 'process';
  }
}

/**
 * Feature title for a react-admin resource: a registry resource's route (react-admin's resource
 * name here) or API name; anything else is taken as a feature title itself (custom screens).
 */
export function featureOf(resource: string): string {
  return findResource(resource)?.feature ?? resource;
}

type AccessUser = Pick<SessionUser, 'role_id' | 'role_type' | 'accessAction'> | null | undefined;

export function hasAccess(user: AccessUser, feature: string, kind: AccessKind): boolean {
  if (!user || user.role_type !== 'admin') return false;
  if (user.role_id === ROLE.SUPER_ADMIN) return true;
  if (ALLOWED_FOR_ALL.has(feature)) return true;
  const flag: unknown = (user.accessAction ?? []).find((r) => r.title === feature)?.[kind];
  return flag === 1 || flag === '1';
}

export function canAccess(user: AccessUser, params: { resource?: string; action: string }): boolean {
  // No resource: a page-level question, answered like the Dashboard (any signed-in admin).
  if (!params.resource) return hasAccess(user, 'Dashboard', 'listView');
  return hasAccess(user, featureOf(params.resource), accessKindOf(params.action));
}
