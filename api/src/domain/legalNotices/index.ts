/**
 * The front door of legalNotices: what other components may use. Another component imports from
 * '../legalNotices', never from a file inside it (lint: import-x/no-restricted-paths). The re-exports below
 * are kept by scripts/codemods/frontDoors.ts.
 */
export { createBatchSchema } from './batchCreation';
