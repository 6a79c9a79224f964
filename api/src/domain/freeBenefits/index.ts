/**
 * The front door of freeBenefits: what other components may use. Another component imports from
 * '../freeBenefits', never from a file inside it (lint: import-x/no-restricted-paths). The re-exports below
 * are kept by scripts/codemods/frontDoors.ts.
 */
export { remainingFree } from './freeBenefitRules';
export { memberFreeBenefits } from './freeBenefitService';
