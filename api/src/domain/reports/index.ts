/**
 * The front door of reports: what other components may use. Another component imports from
 * '../reports', never from a file inside it (lint: import-x/no-restricted-paths). The re-exports below
 * are kept by scripts/codemods/frontDoors.ts.
 */
export { amount, type ListSort, parseFilterObject, parseRangeParam, parseSortOf, plainDate, searchText, stateCode } from './listQuery';
