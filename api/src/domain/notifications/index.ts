/**
 * The front door of notifications: what other components may use. Another component imports from
 * '../notifications', never from a file inside it (lint: import-x/no-restricted-paths). The re-exports below
 * are kept by scripts/codemods/frontDoors.ts.
 */
export { notify, notifyEach } from './notificationService';
