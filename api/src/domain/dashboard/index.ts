/**
 * The front door of dashboard: what other components may use. Another component imports from
 * '../dashboard', never from a file inside it (lint: import-x/no-restricted-paths). The re-exports below
 * are kept by scripts/codemods/frontDoors.ts.
 */
export { OUTSTANDING_CASE_STATUSES } from './dashboardSummary';
