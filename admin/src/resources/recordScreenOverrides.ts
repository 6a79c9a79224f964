/**
 * Registry resources whose detail, edit or create page is a screen of its own rather than the
 * generic one (each loaded on first use). Used by <Resource> and by the route table's screens alike;
 * tiny, because App imports it at start-up (own list screens: listScreenOverrides.ts).
 */
import { lazy, type ComponentType } from 'react';
import type { Identifier } from 'react-admin';

type RecordScreen = ComponentType<{ id?: Identifier; title?: string }>;

/** settlement-requests and defaulter-settlements are two views of the same rows: one page for both. */
const SettlementRequestShow = lazy(() => import('../screens/settlementRequest/SettlementRequestShow'));

export const SHOW_SCREENS: Readonly<Record<string, RecordScreen>> = {
  'defaulter-cases': lazy(() => import('../screens/defaulterCase/DefaulterCaseShow')),
  'audit-logs': lazy(() => import('../screens/audit/AuditLogShow')),
  'settlement-requests': SettlementRequestShow,
  'defaulter-settlements': SettlementRequestShow,
  customers: lazy(() => import('../screens/customerDetail/CustomerShow')),
};

export const EDIT_SCREENS: Readonly<Record<string, RecordScreen>> = {
  'admin-roles': lazy(() => import('../screens/adminRoles/AdminRoleEdit')),
  // Remarks only: status moves belong to the settlement workflow.
  'settlement-requests': lazy(() => import('../screens/settlementRequest/SettlementRemarksEdit')),
};

export const CREATE_SCREENS: Readonly<Record<string, ComponentType<{ title?: string }>>> = {
  'admin-roles': lazy(() => import('../screens/adminRoles/AdminRoleCreate')),
};
