/**
 * Pure rules of reporting a defaulter (issue 10 §1) that only the server needs; the rules the form
 * shares (amounts, dates, duplicate keys) are in contracts/reportDefaulter.ts, and the fee's price
 * with GST in payments/walletServiceCharge.ts.
 */
import { evidenceList, REQUIRED_EVIDENCE } from '../../contracts/caseFlowMessages';
import type { ReportDocumentKind } from '../../contracts/reportDefaulter';

/** Idempotency key of a case's fee (its journal and its order): one charge per case, whatever retries. */
export const reportFeeKey = (caseId: number) => `defaulter-report-fee-${caseId}`;

/** The required document kinds a case does not have yet, in the form's order. */
export function missingEvidence(docTypes: readonly string[]): ReportDocumentKind[] {
  const present = new Set(docTypes);
  return REQUIRED_EVIDENCE.filter((kind) => !present.has(kind));
}

/**
 * A case reported through a bulk import has no files (a spreadsheet cannot carry them), so it starts
 * where a case waiting for documents is: More Documents Required. It cannot be verified from there
 * (the state machine has no such edge), and it goes back to processing — by the member's resubmit or
 * by staff — only once missingEvidence() is empty (caseTransitions.ts). docs/decisions.md.
 */
export const IMPORTED_CASE_STATUS = 'more_details_required' as const;
export const IMPORTED_CASE_NOTE = `upload ${evidenceList(REQUIRED_EVIDENCE)} (with its UDIN), then resubmit the case for review.`;

export { evidenceMissingMessage } from '../../contracts/caseFlowMessages';
