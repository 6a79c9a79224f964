/**
 * Registry resources whose detail, edit or create page is a screen of its own rather than the
 * generic one (each loaded on first use). Used by <Resource> and by the route table's screens alike;
 * tiny, because App imports it at start-up (own list screens: listScreenOverrides.ts).
 */
import { lazy, type ComponentType } from 'react';
import type { Identifier } from 'react-admin';

type RecordScreen = ComponentType<{ id?: Identifier; title?: string }>;

export const SHOW_SCREENS: Readonly<Record<string, RecordScreen>> = {
  'defaulter-cases': lazy(() => import('../screens/defaulterCase/DefaulterCaseShow')),
  'audit-logs': lazy(() => import('../screens/audit/AuditLogShow')),
};

export const EDIT_SCREENS: Readonly<Record<string, RecordScreen>> = {
  'admin-roles': lazy(() => import('../screens/adminRoles/AdminRoleEdit')),
};

export const CREATE_SCREENS: Readonly<Record<string, ComponentType<{ title?: string }>>> = {
  'admin-roles': lazy(() => import('../screens/adminRoles/AdminRoleCreate')),
};
