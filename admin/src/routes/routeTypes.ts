/** Vocabulary of the admin route table (see adminRoutes.ts). Pure types and helpers. */
import type { AccessKind, MenuGroup } from '@bakaya/api/registry';
import { canCreateGeneric } from '../registry/fieldKinds';
import { resourceByName } from '../registry/resourceIndex';

/**
 * The custom screens a route can open. Each is registered by its screens/ folder's index.ts (the
 * screen registry refuses a name with no screen, or with two).
 */
export const CUSTOM_SCREEN_NAMES = [
  'dashboard',
  'defaulterCaseDetail',
  'bulkImport',
  'staffReport',
  'defaulterReport',
  'exportDownload',
  'transactionBills',
  'settingsForm',
  'resetTool',
  'temporaryOtp',
  'legalNoticeProcess',
  'auditReport',
  'legalDocumentEdit',
  'bulkGstHit',
  'memberWallet',
  'revenue',
] as const;
export type CustomScreenName = (typeof CUSTOM_SCREEN_NAMES)[number];

/** What a route opens: a registry resource's generic screen, or a named custom screen. */
export type Screen =
  | { kind: 'list'; resource: string; filterBy?: { field: string; param: string } }
  | { kind: 'show' | 'edit'; resource: string; idParam?: string; idQuery?: string }
  | { kind: 'create'; resource: string; defaultsFrom?: { field: string; param: string } }
  | { kind: 'custom'; name: CustomScreenName; resource?: string; options?: Record<string, string> };

export interface AdminRoute {
  /** react-router pattern relative to /admin (`:param` where the spec writes `{param}`). */
  path: string;
  /** Page title; document.title reads '{title} | Bakaya Admin'. */
  title: string;
  group: MenuGroup;
  /** Permission feature title (spec §6) and the access kind the route needs. */
  feature: string;
  access: AccessKind;
  screen: Screen;
  /** Offered in the menu. */
  menu: boolean;
  /** The route as spec §2 writes it (relative to /admin), or undefined for registry-only routes. */
  spec?: string;
}

export const MENU_GROUPS: readonly MenuGroup[] = [
  'Dashboard',
  'Customer management',
  'Partner management',
  'List views',
  'Promotion management',
  'Content management',
  'Master data',
  'Settings',
  'User management',
  'Settlement',
  'Business-accounting sync',
  'Legal notice',
  'Monitoring',
];

/** Named parameters of a path pattern: 'a/:x/b/:y' → ['x', 'y']. */
export const pathParams = (path: string) => [...path.matchAll(/:([A-Za-z]\w*)/g)].map((m) => m[1]!);

/** The spec's spelling of a pattern: ':id' → '{id}'. */
export const specSpelling = (path: string) => path.replace(/:([A-Za-z]\w*)/g, '{$1}');

/**
 * True when <Resource> already serves the route (the registry's list, `<route>/create`,
 * `<route>/:id` edit or `<route>/:id/show`), so no custom route is needed.
 */
export function isServedByResource(route: AdminRoute): boolean {
  const s = route.screen;
  if (s.kind === 'custom') return false;
  const def = resourceByName(s.resource);
  if (!def) return false;
  switch (s.kind) {
    case 'list':
      return !s.filterBy && route.path === def.route;
    case 'create':
      return !s.defaultsFrom && route.path === `${def.route}/create` && canCreateGeneric(def);
    case 'edit':
      return !s.idQuery && (s.idParam ?? 'id') === 'id' && route.path === `${def.route}/:id` && !def.readOnly;
    case 'show':
      return !s.idQuery && (s.idParam ?? 'id') === 'id' && route.path === `${def.route}/:id/show`;
  }
}

/** react-admin action asked of canAccess for a route's access kind. */
export const ACTION_OF_ACCESS: Record<AccessKind, string> = {
  listView: 'list',
  detailView: 'show',
  add_edit: 'edit',
  deactivate_activate: 'delete',
  download: 'export',
  process: 'process',
};
