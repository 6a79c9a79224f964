/**
 * The front door of walletLedger: what other components may use. Another component imports from
 * '../walletLedger', never from a file inside it (lint: import-x/no-restricted-paths). The re-exports below
 * are kept by scripts/codemods/frontDoors.ts.
 */
export { verifyLedger } from './ledgerCheck';
export { type JournalEntryInput, type JournalKind, MEMBER_WALLET, storedToPaise } from './ledgerRules';
export { postJournal } from './ledgerService';
export { movementOf, walletStatement } from './walletStatement';
