/**
 * The front door of exports: what other components may use. Another component imports from
 * '../exports', never from a file inside it (lint: import-x/no-restricted-paths). The re-exports below
 * are kept by scripts/codemods/frontDoors.ts.
 */
export { streamCsvExport } from './csvExport';
