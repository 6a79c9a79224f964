/**
 * The notice link's answers (issue 10 §3), shared by the API (api/src/domain/caseNotices) and the
 * portal's /notice/:token page: the claim as the reported business sees it, the code step, and the
 * dispute statement rule.
 */
import { z } from 'zod';
import type { CaseInterest } from './caseInterest';
import type { CaseStatus } from './caseTransitions';

export const DISPUTE_STATEMENT_MIN = 20;
export const DISPUTE_STATEMENT_MAX = 4000;
export const MAX_DISPUTE_DOCUMENTS = 5;

export const DISPUTE_MESSAGES = {
  statementRequired: 'Write your statement: why the claim is not right (at least 20 characters).',
  statementTooShort: 'Write at least 20 characters: say why the claim is not right.',
  statementTooLong: 'The statement can be at most 4000 characters.',
} as const;

export const disputeStatementSchema = z
  .string({ error: DISPUTE_MESSAGES.statementRequired })
  .trim()
  .min(DISPUTE_STATEMENT_MIN, DISPUTE_MESSAGES.statementTooShort)
  .max(DISPUTE_STATEMENT_MAX, DISPUTE_MESSAGES.statementTooLong);

export interface NoticeInvoice {
  invoice_number: string | null;
  invoice_date: string | null;
  due_date: string | null;
  amount: string | null;
}

export interface NoticeDispute {
  status: 'open' | 'upheld' | 'rejected';
  statement: string;
  opened_at: string;
  decide_by: string;
  decided_at: string | null;
  decision_note: string | null;
  /** The status the decision gave the case (upheld: wrongly reported or removed; rejected: as before). */
  outcome_status: CaseStatus | null;
}

export interface NoticeTimelineStep {
  at: string;
  kind: string;
  status: CaseStatus;
  status_label: string;
  by: 'staff' | 'member' | 'reported' | 'system' | null;
  note: string | null;
}

/** An evidence file with its short-lived signed link (api/src/domain/evidence/caseEvidence.ts). */
export interface NoticeEvidenceDocument {
  id: number;
  doc_type: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  sha256: string | null;
  created_at: string;
  url: string;
}

export interface NoticeClaim {
  case_id: number;
  reporter: { name: string; gstin: string };
  defaulter: { name: string; gstin: string };
  invoices: NoticeInvoice[];
  amounts: { due: string; settled: string; written_off: string; outstanding: string };
  status: CaseStatus;
  status_label: string;
  notice_sent_at: string | null;
  reply_window_ends_at: string | null;
  /** The reply window has not ended yet (said by the server: the device's clock may be wrong). */
  reply_window_open: boolean;
  accepted_at: string | null;
  listed: boolean;
  /** The reported business may accept (once, while verified or partly settled). */
  can_accept: boolean;
  /** … or dispute (while verified or partly settled, with no open dispute). */
  can_dispute: boolean;
  dispute: NoticeDispute | null;
  timeline: NoticeTimelineStep[];
  evidence: { documents: NoticeEvidenceDocument[]; zip_url: string | null; expires_at: string };
  /** The MSMED Act interest on the claim as of today (null only if the case vanished). */
  interest: CaseInterest | null;
}

export interface NoticeCodeAnswer {
  sent_to: string[];
  expires_in_seconds: number;
}
