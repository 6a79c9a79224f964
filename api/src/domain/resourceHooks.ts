/**
 * The one table of engine hooks: every domain component's map, in one place, checked against the
 * registry when the app is built (an unknown resource name stops the start). The engine gets it
 * explicitly through AppContext.hooks — nothing registers itself on import.
 */
import { buildHookTable, type ResourceHookTable } from '../engine/hooks';
import { resources } from '../registry';
import { accountDeactivationHooks } from './accountDeactivation/hooks';
import { accountHooks } from './accounts/hooks';
import { bankAccountHooks } from './bankAccounts/hooks';
import { businessHooks } from './businesses/hooks';
import { contentHooks } from './content/hooks';
import { defaulterCaseHooks } from './defaulterCases/hooks';
import { evidenceHooks } from './evidence/hooks';
import { legalNoticeHooks } from './legalNotices/hooks';
import { masterDataHooks } from './masterData/hooks';
import { membershipHooks } from './membership/hooks';
import { partnerHooks } from './partners/hooks';
import { settingsHooks } from './settings/hooks';
import { settlementHooks } from './settlements/hooks';
import { staffAccessHooks } from './staffAccess/staffAccessHooks';

export const COMPONENT_HOOKS = [
  accountHooks,
  accountDeactivationHooks,
  staffAccessHooks,
  masterDataHooks,
  businessHooks,
  defaulterCaseHooks,
  evidenceHooks,
  bankAccountHooks,
  settlementHooks,
  membershipHooks,
  partnerHooks,
  contentHooks,
  legalNoticeHooks,
  settingsHooks,
] as const;

/** Built once per process; AppContext.hooks defaults to it (see createAppContext). */
export function resourceHookTable(): ResourceHookTable {
  return (table ??= buildHookTable(COMPONENT_HOOKS, new Set(resources.map((r) => r.name))));
}
let table: ResourceHookTable | undefined;
