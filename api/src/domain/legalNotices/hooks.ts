/** Engine hooks of the legal-notice flow: who added an SA-defaulter entry or started a batch. */
import type { HookMap } from '../../engine/hooks';
import { stampCreator } from '../../engine/hookRules';

export const legalNoticeHooks = {
  'sa-defaulters': stampCreator('added_by'),
  'legal-notice-batches': stampCreator('created_by'),
} satisfies HookMap;
