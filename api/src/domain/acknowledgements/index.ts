/**
 * The front door of acknowledgements: what other components may use. Another component imports from
 * '../acknowledgements', never from a file inside it (lint: import-x/no-restricted-paths). The re-exports below
 * are kept by scripts/codemods/frontDoors.ts.
 */
export { acknowledgementFor } from './acknowledgementService';
