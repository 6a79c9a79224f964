/**
 * The front door of businesses: what other components may use. Another component imports from
 * '../businesses', never from a file inside it (lint: import-x/no-restricted-paths). The re-exports below
 * are kept by scripts/codemods/frontDoors.ts.
 */
export { CONTROL_NOT_PROVEN, controlledBusiness, controlledBusinesses, controllingUserId, controlProven } from './businessControl';
export { insertBusinesses, type NewBusiness } from './businessWrites';
export { markGstVerified } from './gstVerification';
