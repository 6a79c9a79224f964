/**
 * Defaulter case statuses and what GET /api/defaulter-cases/:id/transitions answers: the case's
 * status and the moves open from it (api/src/domain/defaulterCases). Shared by the API and the
 * admin's case screen.
 */

/** Spec §4 case statuses, in workflow order. */
export const CASE_STATUS_IDS = [
  'processing',
  'more_details_required',
  'verified',
  'rejected',
  'partial_settled',
  'full_settled',
  'incomplete',
  'removed',
  'wrongly_reported',
  'disputed',
] as const;
export type CaseStatus = (typeof CASE_STATUS_IDS)[number];

/** The statuses in Hindi, as members read them: the portal's case pages and the CIR PDF. */
export const CASE_STATUS_LABELS_HI: Readonly<Record<CaseStatus, string>> = {
  processing: 'प्रक्रिया में',
  more_details_required: 'और जानकारी चाहिए',
  verified: 'सत्यापित',
  rejected: 'अस्वीकृत',
  partial_settled: 'आंशिक रूप से निपटाया गया',
  full_settled: 'पूरी तरह निपटाया गया',
  incomplete: 'अधूरा',
  removed: 'हटाया गया',
  wrongly_reported: 'गलत रिपोर्ट किया गया',
  disputed: 'विवादित',
};

/** One move the server allows from the current status. */
export interface AllowedMove {
  to: CaseStatus;
  label: string;
  needs_note: boolean;
  needs_settled_amount: boolean;
  reason: string;
}

export interface CaseTransitions {
  id: number;
  status: CaseStatus;
  due_amount: string;
  settled_amount: string;
  allowed: AllowedMove[];
}
