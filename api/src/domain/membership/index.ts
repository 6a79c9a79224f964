/**
 * The front door of membership: what other components may use. Another component imports from
 * '../membership', never from a file inside it (lint: import-x/no-restricted-paths). The re-exports below
 * are kept by scripts/codemods/frontDoors.ts.
 */
export { loadEntitlementFacts } from './entitlementFacts';
export { entitlement } from './entitlements';
export { businessPlanStatus, memberPlans } from './memberPlanService';
export { runPlanExpiry } from './planExpiryService';
export { expireInput, upgradeInput } from './staffPlanChangeService';
export { startSubscription } from './subscriptionWrites';
export { upgradeDecision } from './upgradeEligibility';
export { loadUpgradeFacts } from './upgradeFacts';
