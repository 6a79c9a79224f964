/**
 * The front door of support: what other components may use. Another component imports from
 * '../support', never from a file inside it (lint: import-x/no-restricted-paths). The re-exports below
 * are kept by scripts/codemods/frontDoors.ts.
 */
export { contactMessageSchema } from './contactMessage';
export { queueContactMessage } from './contactMessageService';
