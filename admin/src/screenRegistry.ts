/**
 * Every screen of the back office that is not the generic one, gathered from the screens/ folders:
 * each folder's index.ts registers its resources' own pages, field inputs and toolbar buttons (by
 * registry resource name) and the route table's custom screens it serves (by name). Everything not
 * registered stays generic.
 *
 * Only App imports this. It hands the override table to the generic screens through
 * ResourceOverridesProvider and both tables to the route building, so no generic component imports
 * a screen: App → screen registry → screens → generic components, never back.
 *
 * A key that is not a registry resource, a field input that is not one of the resource's form fields,
 * a resource or custom screen registered twice, or a route-table screen name nobody registers fails
 * tests/admin/screenRegistry and, in a dev build, the start of the app — never a silent fall-back.
 */
import { adminResources } from './registry/resourceIndex';
import { overrideProblems } from './resources/overrideProblems';
import type { ResourceOverrides } from './resources/overrideTypes';
import { CUSTOM_SCREEN_NAMES } from './routes/routeTypes';
import adminRoles from './screens/adminRoles';
import agentRevenueExport from './screens/agentRevenueExport';
import audit from './screens/audit';
import cir from './screens/cir';
import customerDetail from './screens/customerDetail';
import dashboard from './screens/dashboard';
import defaulterCase from './screens/defaulterCase';
import defaulterReport from './screens/defaulterReport';
import gstHit from './screens/gstHit';
import bulkImport from './screens/import';
import invoice from './screens/invoice';
import legalDocument from './screens/legalDocument';
import legalNoticeProcess from './screens/legalNoticeProcess';
import media from './screens/media';
import memberWallet from './screens/memberWallet';
import messages from './screens/messages';
import order from './screens/order';
import revenue from './screens/revenue';
import settings from './screens/settings';
import settlementRequest from './screens/settlementRequest';
import signInReset from './screens/signInReset';
import staffReport from './screens/staffReport';
import temporaryOtp from './screens/temporaryOtp';
import transactionBills from './screens/transactionBills';
import type { CustomScreen, CustomScreenTable, ScreenFolder, ScreenRegistry } from './screens/screenTypes';

/** By folder name under screens/. */
export const SCREEN_FOLDERS: Readonly<Record<string, ScreenFolder>> = {
  adminRoles,
  agentRevenueExport,
  audit,
  cir,
  customerDetail,
  dashboard,
  defaulterCase,
  defaulterReport,
  gstHit,
  import: bulkImport,
  invoice,
  legalDocument,
  legalNoticeProcess,
  media,
  memberWallet,
  messages,
  order,
  revenue,
  settings,
  settlementRequest,
  signInReset,
  staffReport,
  temporaryOtp,
  transactionBills,
};

/** The folders' registrations in one registry, with what two folders both register. */
export function mergeScreenFolders(folders: Readonly<Record<string, ScreenFolder>>): { registry: ScreenRegistry; problems: string[] } {
  const overrides: Record<string, ResourceOverrides> = {};
  const customScreens: Record<string, CustomScreen> = {};
  const owner = new Map<string, string>();
  const problems: string[] = [];
  const claim = (key: string, folder: string) => {
    const first = owner.get(key);
    if (first) problems.push(`${key} is registered by both screens/${first} and screens/${folder}`);
    else owner.set(key, folder);
    return !first;
  };
  for (const [folder, f] of Object.entries(folders)) {
    for (const [name, o] of Object.entries(f.overrides ?? {})) if (claim(`resource "${name}"`, folder)) overrides[name] = o;
    for (const [name, screen] of Object.entries(f.customScreens ?? {}))
      if (claim(`custom screen "${name}"`, folder)) customScreens[name] = screen;
  }
  return { registry: { overrides, customScreens }, problems };
}

/** Route-table screen names no folder registers, and registered names the route table does not know. */
export function customScreenProblems(table: CustomScreenTable): string[] {
  const known = new Set<string>(CUSTOM_SCREEN_NAMES);
  return [
    ...CUSTOM_SCREEN_NAMES.filter((name) => !table[name]).map((name) => `custom screen "${name}" is registered by no screens/ folder`),
    ...Object.keys(table)
      .filter((name) => !known.has(name))
      .map((name) => `custom screen "${name}" is not in routeTypes' CUSTOM_SCREEN_NAMES`),
  ];
}

const merged = mergeScreenFolders(SCREEN_FOLDERS);

export const screenRegistry: ScreenRegistry = merged.registry;

/** Everything wrong with the registry (empty when all is well). */
export const registryProblems = (): string[] => [
  ...merged.problems,
  ...overrideProblems(screenRegistry.overrides, adminResources),
  ...customScreenProblems(screenRegistry.customScreens),
];

// Dev builds refuse to start on a registry that does not match the registry of resources or the route
// table (production builds drop this).
if (import.meta.env.DEV) {
  const problems = registryProblems();
  if (problems.length) throw new Error(`The screens/ folders' registrations do not match:\n- ${problems.join('\n- ')}`);
}
