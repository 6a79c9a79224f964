/**
 * The front door of accountDeactivation: what other components may use. Another component imports from
 * '../accountDeactivation', never from a file inside it (lint: import-x/no-restricted-paths). The re-exports below
 * are kept by scripts/codemods/frontDoors.ts.
 */
export { cancelDeactivation, confirmDeactivation, currentDeactivation, sendDeactivationCode } from './deactivationService';
