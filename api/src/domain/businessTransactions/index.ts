/**
 * The front door of businessTransactions: what other components may use. Another component imports from
 * '../businessTransactions', never from a file inside it (lint: import-x/no-restricted-paths). The re-exports below
 * are kept by scripts/codemods/frontDoors.ts.
 */
export { addTransactionDocuments, insertTransactions, type NewTransaction } from './transactionWrites';
