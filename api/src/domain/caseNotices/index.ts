/**
 * The front door of caseNotices: what other components may use. Another component imports from
 * '../caseNotices', never from a file inside it (lint: import-x/no-restricted-paths). The re-exports below
 * are kept by scripts/codemods/frontDoors.ts.
 */
export { deliverCaseMessages, deliverCaseMessagesNow } from './caseMessages';
export { caseNoticeEffects } from './caseNoticeEffects';
export { claimsAgainstMe } from './claimsAgainstMe';
export { disputeDecisionInput } from './disputeDecision';
export { recordDispute } from './noticeReplies';
