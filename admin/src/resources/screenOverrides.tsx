/**
 * Every screen of the back office that is not the generic one, in one place.
 *
 *  - SCREEN_OVERRIDES: by registry resource name (`def.name`), where a resource departs from the
 *    generic screens — its own list, detail, edit or create page, a field's input, extra toolbar
 *    buttons. Everything not named here stays generic. A key that is not a registry resource (or a
 *    field input that is not one of the resource's form fields) fails tests/admin/screenOverrides
 *    and, in a dev build, the start of the app — never a silent fall-back to the generic screen.
 *  - CUSTOM_SCREENS: the route table's custom screens by name (routeTypes' CustomScreenName is
 *    this table's keys, so a route naming a screen that is not here does not compile).
 *  - GENERIC_SCREENS: the generic list/detail/edit/create every other resource gets.
 *
 * App imports this at start-up: every screen and toolbar part is a lazy chunk, loaded on first use,
 * so the first paint of /admin stays small. Keep imports here to `lazy(() => import(…))` and types.
 */
import type { ResourceDef } from '@bakaya/api/registry';
import { lazy, Suspense, type ComponentType } from 'react';
import type { Identifier } from 'react-admin';
import type { CustomScreenProps } from '../screens/screenTypes';
import { formFields } from '../registry/fieldKinds';
import { adminResources } from '../registry/resourceIndex';

/** A resource's own list: rendered by <Resource> (no props) or by a route-table list route (its title). */
export type ListScreen = ComponentType<{ title?: string }>;
/** A resource's own detail or edit page: by <Resource> (id from the URL) or by a route (id from its params). */
export type RecordScreen = ComponentType<{ id?: Identifier; title?: string }>;
export type CreateScreen = ComponentType<{ title?: string }>;
/** A form input in place of the input of the field's type (generic create and edit forms). */
export type FieldInputComponent = ComponentType<{ source: string; label?: string }>;
/** Extra buttons in the toolbar of the generic list or detail page of a resource. */
export type ToolbarPart = ComponentType<{ def: ResourceDef }>;

export interface ResourceOverrides {
  list?: ListScreen;
  show?: RecordScreen;
  edit?: RecordScreen;
  create?: CreateScreen;
  /** By field name: only fields of the resource's generic form. */
  fieldInputs?: Readonly<Record<string, FieldInputComponent>>;
  /** After "Import", before "Export" in the generic list's toolbar. */
  listActions?: ToolbarPart;
  /** First in the generic detail page's toolbar. */
  showActions?: ToolbarPart;
}

/** A part of a screen loaded on first use (its own chunk), with no flash of the whole page meanwhile. */
function lazyPart<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): ComponentType<P> {
  const Part = lazy(load);
  const Loaded = (props: P) => (
    <Suspense fallback={null}>
      <Part {...props} />
    </Suspense>
  );
  return Loaded;
}

/** settlement-requests and defaulter-settlements are two views of the same rows: one page for both. */
const SettlementRequestShow = lazy(() => import('../screens/settlementRequest/SettlementRequestShow'));

/** "Download PDF" on an issued invoice or a credit note. */
const DownloadPdfButton = lazyPart<{ def: ResourceDef }>(() =>
  import('./DownloadPdfButton').then((m) => ({ default: m.DownloadPdfButton })),
);

/** "Statement": a member's wallet with the balance after each movement. */
const WalletStatementButton = lazyPart<{ def: ResourceDef }>(() =>
  import('../screens/memberWallet/WalletStatementButton').then((m) => ({ default: m.WalletStatementButton })),
);

/** By registry resource name. */
export const SCREEN_OVERRIDES: Readonly<Record<string, ResourceOverrides>> = {
  'admin-roles': {
    edit: lazy(() => import('../screens/adminRoles/AdminRoleEdit')),
    create: lazy(() => import('../screens/adminRoles/AdminRoleCreate')),
  },
  'audit-logs': {
    list: lazy(() => import('../screens/audit/AuditLogList')),
    show: lazy(() => import('../screens/audit/AuditLogShow')),
  },
  businesses: {
    // Business → process: "Bulk GST hit" on the list, "GST hit" on a business.
    listActions: lazyPart(() =>
      import('../screens/gstHit/BulkGstHitButton').then(({ BulkGstHitButton }) => ({
        default: ({ def }: { def: ResourceDef }) => <BulkGstHitButton resource={def.route} />,
      })),
    ),
    showActions: lazyPart(() => import('../screens/gstHit/GstHitButton').then((m) => ({ default: m.GstHitButton }))),
  },
  'cir-reports': {
    // The snapshot as the member saw it (GET /api/cir/reports/:id), not only the stored row.
    show: lazy(() => import('../screens/cir/CirReportShow')),
  },
  'credit-notes': {
    showActions: DownloadPdfButton,
  },
  customers: {
    show: lazy(() => import('../screens/customerDetail/CustomerShow')),
  },
  'defaulter-cases': {
    show: lazy(() => import('../screens/defaulterCase/DefaulterCaseShow')),
  },
  'defaulter-settlements': {
    show: SettlementRequestShow,
  },
  'global-settings': {
    list: lazy(() => import('../screens/settings/GlobalSettingsScreen')),
    // The value's input follows the setting's own input type (text, yes/no, choice, rich text, image…).
    fieldInputs: {
      value: lazyPart(() => import('../screens/settings/GlobalSettingValueField').then((m) => ({ default: m.GlobalSettingValueField }))),
    },
  },
  invoices: {
    showActions: lazyPart<{ def: ResourceDef }>(() => import('./InvoiceActions').then((m) => ({ default: m.InvoiceActions }))),
  },
  'media-files': {
    list: lazy(() => import('../screens/media/MediaLibraryScreen')),
  },
  orders: {
    show: lazy(() => import('../screens/order/OrderShow')),
  },
  'settlement-requests': {
    show: SettlementRequestShow,
    // Remarks only: status moves belong to the settlement workflow.
    edit: lazy(() => import('../screens/settlementRequest/SettlementRemarksEdit')),
  },
  'wallet-transactions': {
    listActions: WalletStatementButton,
    showActions: WalletStatementButton,
  },
};

const NO_OVERRIDES: ResourceOverrides = Object.freeze({});

/** What a registry resource overrides (nothing for most). */
export const overridesOf = (def: ResourceDef): ResourceOverrides => SCREEN_OVERRIDES[def.name] ?? NO_OVERRIDES;

/** The generic screens of every other resource, loaded on first use. */
export const GENERIC_SCREENS = {
  list: lazy(() => import('./ResourceList')),
  show: lazy(() => import('./ResourceShow')),
  edit: lazy(() => import('./ResourceEdit')),
  create: lazy(() => import('./ResourceCreate')),
};

/** The route table's custom screens by name, each its own lazily loaded chunk. */
export const CUSTOM_SCREENS = {
  dashboard: lazy(() => import('../screens/dashboard/DashboardScreen')),
  defaulterCaseDetail: lazy(() => import('../screens/defaulterCase/DefaulterCaseScreen')),
  bulkImport: lazy(() => import('../screens/import/BulkImportScreen')),
  staffReport: lazy(() => import('../screens/staffReport/StaffReportScreen')),
  defaulterReport: lazy(() => import('../screens/defaulterReport/DefaulterReportScreen')),
  exportDownload: lazy(() => import('../screens/agentRevenueExport/AgentRevenueExportScreen')),
  transactionBills: lazy(() => import('../screens/transactionBills/TransactionBillsScreen')),
  settingsForm: lazy(() => import('../screens/SettingsFormScreen')),
  resetTool: lazy(() => import('../screens/signInReset/ResetToolScreen')),
  temporaryOtp: lazy(() => import('../screens/TemporaryOtpScreen')),
  legalNoticeProcess: lazy(() => import('../screens/legalNoticeProcess/LegalNoticeProcessScreen')),
  auditReport: lazy(() => import('../screens/audit/AuditReportScreen')),
  legalDocumentEdit: lazy(() => import('../screens/LegalDocumentEditScreen')),
  bulkGstHit: lazy(() => import('../screens/gstHit/BulkGstHitScreen')),
  memberWallet: lazy(() => import('../screens/memberWallet/MemberWalletScreen')),
  revenue: lazy(() => import('../screens/revenue/RevenueScreen')),
} satisfies Record<string, ComponentType<CustomScreenProps>>;

/**
 * What is wrong with an override table against the registry: keys that are not resource names,
 * field inputs that are not form fields of their resource, an edit page on a read-only resource
 * (never reachable). Empty when all is well.
 */
export function overrideProblems(table: Readonly<Record<string, ResourceOverrides>>, registry: readonly ResourceDef[]): string[] {
  const byName = new Map(registry.map((r) => [r.name, r]));
  const problems: string[] = [];
  for (const [name, o] of Object.entries(table)) {
    const def = byName.get(name);
    if (!def) {
      const byRoute = registry.find((r) => r.route === name);
      problems.push(`"${name}" is not a registry resource name${byRoute ? ` (it is the route of "${byRoute.name}")` : ''}`);
      continue;
    }
    const formFieldNames = new Set(formFields(def).map(([field]) => field));
    for (const field of Object.keys(o.fieldInputs ?? {})) {
      if (!formFieldNames.has(field)) problems.push(`${name}: fieldInputs.${field} is not a field of its create/edit form`);
    }
    if (o.edit && def.readOnly) problems.push(`${name}: an edit screen on a read-only resource is never shown`);
  }
  return problems;
}

// Dev builds refuse to start on a table that does not match the registry (production builds drop this).
if (import.meta.env.DEV) {
  const problems = overrideProblems(SCREEN_OVERRIDES, adminResources);
  if (problems.length) throw new Error(`resources/screenOverrides.tsx does not match the registry:\n- ${problems.join('\n- ')}`);
}
