/** The registry: every admin entity, in one list. Shared by the API, OpenAPI and the admin app. */
import { identityResources } from './resources/identity';
import { masterDataResources } from './resources/masterData';
import { businessResources } from './resources/business';
import { settlementResources } from './resources/settlement';
import { moneyResources } from './resources/money';
import { partnersResources } from './resources/partners';
import { contentResources } from './resources/content';
import { promotionResources } from './resources/promotion';
import { operationsResources } from './resources/operations';
import { bcmSyncResources } from './resources/bcmSync';
import { legalNoticeResources } from './resources/legalNotice';
import { settingsResources } from './resources/settings';
import type { ResourceDef } from './types';

export const resources: readonly ResourceDef[] = [
  ...identityResources,
  ...masterDataResources,
  ...businessResources,
  ...settlementResources,
  ...moneyResources,
  ...partnersResources,
  ...contentResources,
  ...promotionResources,
  ...operationsResources,
  ...bcmSyncResources,
  ...legalNoticeResources,
  ...settingsResources,
];

const byName = new Map(resources.map((r) => [r.name, r]));
export function getResource(name: string): ResourceDef | undefined {
  return byName.get(name);
}

export * from './types';
export * from './features';
export { f, RECORD_STATUS, PUBLISH_STATE } from './fields';
export { createSchema, updateSchema, fieldSchema } from './schema';
