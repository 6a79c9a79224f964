/**
 * What a case's move means for notices (given to defaulterCases' transitionCase by every caller):
 * verifying a case — not one coming back from a rejected dispute — issues the notice to the reported
 * business; becoming verified or settled queues alerts to members watching the GSTIN; a move the
 * members must hear about writes their in-app notifications (caseNotifications.ts).
 */
import type { CaseTransitionEffects } from '../defaulterCases';
import { notifyCaseMove } from './caseNotifications';
import { queueWatchAlerts } from './gstinWatches';
import { issueNotice } from './noticeService';

export const caseNoticeEffects: CaseTransitionEffects = {
  async afterMove(trx, call, move) {
    if (move.to === 'verified' && move.from !== 'disputed') await issueNotice(trx, call, move.caseId, move.at);
    if (move.from !== 'disputed') await queueWatchAlerts(trx, move.caseId, move.to);
    await notifyCaseMove(trx, move);
  },
};
