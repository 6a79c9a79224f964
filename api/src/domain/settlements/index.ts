/**
 * The front door of settlements: what other components may use. Another component imports from
 * '../settlements', never from a file inside it (lint: import-x/no-restricted-paths). The re-exports below
 * are kept by scripts/codemods/frontDoors.ts.
 */
export { openSettlements } from './openSettlements';
export { placeHold, releaseHold } from './settlementHoldService';
export { DEFAULT_LETTER } from './settlementLetterPdf';
export { addPastPayout, insertSettlementWithHistory, saveVerifiedBankAccount, type SettlementWithHistory } from './settlementWrites';
