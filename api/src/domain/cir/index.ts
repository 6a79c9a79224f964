/**
 * The front door of cir: what other components may use. Another component imports from
 * '../cir', never from a file inside it (lint: import-x/no-restricted-paths). The re-exports below
 * are kept by scripts/codemods/frontDoors.ts.
 */
export { listCirReports } from './cirReadService';
export { storeCirReport } from './cirReportStore';
export { recordFreeBenefits } from './freeBenefitWrites';
