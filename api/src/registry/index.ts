/** The registry: every admin entity, in one list. Shared by the API, OpenAPI and the admin app. */
import { identityResources } from './resources/identity';
import { masterDataResources } from './resources/masterData';
import { businessResources } from './resources/business';
import { defaulterResources } from './resources/defaulter';
import { settlementResources } from './resources/settlement';
import { settlementSettingsResources } from './resources/settlementSettings';
import { moneyResources } from './resources/money';
import { billingResources } from './resources/billing';
import { walletResources } from './resources/wallet';
import { ledgerResources } from './resources/ledger';
import { partnersResources } from './resources/partners';
import { contentResources } from './resources/content';
import { contentBlockResources } from './resources/contentBlocks';
import { promotionResources } from './resources/promotion';
import { operationsResources } from './resources/operations';
import { customerOperationResources } from './resources/customerOperations';
import { bcmSyncResources } from './resources/bcmSync';
import { legalNoticeResources } from './resources/legalNotice';
import { settingsResources } from './resources/settings';
import type { ResourceDef } from './types';

export const resources: readonly ResourceDef[] = [
  ...identityResources,
  ...masterDataResources,
  ...businessResources,
  ...defaulterResources,
  ...settlementResources,
  ...settlementSettingsResources,
  ...moneyResources,
  ...billingResources,
  ...walletResources,
  ...ledgerResources,
  ...partnersResources,
  ...contentResources,
  ...contentBlockResources,
  ...promotionResources,
  ...operationsResources,
  ...customerOperationResources,
  ...bcmSyncResources,
  ...legalNoticeResources,
  ...settingsResources,
];

const byName = new Map(resources.map((r) => [r.name, r]));
export function getResource(name: string): ResourceDef | undefined {
  return byName.get(name);
}

export * from './types';
export { closedWrite, genericWriteOpen } from './genericWrites';
export * from './features';
export { f, RECORD_STATUS, PUBLISH_STATE } from './fields';
export { createSchema, updateSchema, fieldSchema } from './schema';
