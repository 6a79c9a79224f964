/**
 * The front door of defaulterCases: what other components may use. Another component imports from
 * '../defaulterCases', never from a file inside it (lint: import-x/no-restricted-paths). The re-exports below
 * are kept by scripts/codemods/frontDoors.ts.
 */
export { bankRatesUpTo, caseInterest, caseInterestInput, INTEREST_CASE_COLUMNS, type InterestCaseRow } from './caseInterestService';
export { CASE_STATUS_IDS, type CaseStatus, CaseTransitionError, isCaseStatus, isTerminal, statusLabel } from './caseStateMachine';
export type { CaseMove, CaseTransitionEffects } from './caseTransitionEffects';
export { transitionCase } from './caseTransitions';
export {
  addCaseDocuments,
  addDefaulterContacts,
  addPastCaseEvents,
  addTimelineStep,
  type CaseWithHistory,
  insertCasesWithHistory,
  type PastCaseEvent,
  recordClaimAccepted,
  recordNoticeSent,
} from './caseWrites';
export { caCertificateNeedsUdin } from './evidence';
export { isListed, OPEN_TO_DEFAULTER_SQL, openToDefaulter, whereListed } from './listing';
export { outstandingOf } from './memberCaseService';
export { type EnterpriseType, msmedInterestDue } from './msmedInterest';
export { casesNeedingDocuments, reportedCaseTotals } from './reportedCaseTotals';
