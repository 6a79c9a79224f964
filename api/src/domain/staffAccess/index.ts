/**
 * The front door of staffAccess: what other components may use. Another component imports from
 * '../staffAccess', never from a file inside it (lint: import-x/no-restricted-paths). The re-exports below
 * are kept by scripts/codemods/frontDoors.ts.
 */
export { callerRoleValidity } from './roleValidity';
export { forgetCachedCallers, revokeSessionsOnDeactivation } from './staffAccessHooks';
