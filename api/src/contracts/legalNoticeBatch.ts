/**
 * The legal-notice process, first step (admin legal-notice/process; Legal Notice Process · process):
 *   GET  /api/legal-notices/eligible-cases?notice_for=&filter=&sort=&range= → EligibleCase[] (+ Content-Range)
 *   GET  /api/legal-notices/templates?notice_for=                          → NoticeTemplate[]
 *   POST /api/legal-notices/batches { notice_for, document_id, case_ids, name? } → CreatedBatch (201)
 * A batch and its notices (status pending) are written in one transaction; generating the PDFs is a
 * later step (roadmap 6). Shared by the API (api/src/domain/legalNotices) and the admin.
 */
import type { CaseStatus } from './caseTransitions';

export const NOTICE_AUDIENCES = ['buyer', 'supplier'] as const;
export type NoticeFor = (typeof NOTICE_AUDIENCES)[number];

/** A notice is sent only over a default that is verified and not fully paid. */
export const NOTICE_CASE_STATUSES: readonly CaseStatus[] = ['verified', 'partial_settled'];
/** Batches still being prepared: a case in one of these (for the same audience) is not offered again. */
export const OPEN_BATCH_STATUSES = ['draft', 'processing'] as const;
/** Cases per batch, at most. */
export const MAX_CASES_PER_BATCH = 500;

export const ELIGIBLE_CASE_SORTS = ['outstanding', 'due_date', 'defaulter_name', 'verified_on', 'id'] as const;
export type EligibleCaseSort = (typeof ELIGIBLE_CASE_SORTS)[number];

/**
 * `filter` of the eligible list: q (defaulter name or GSTIN), state (GST state code), outstanding
 * between min_amount and max_amount (rupees), due date between due_from and due_to ('YYYY-MM-DD').
 */
export interface EligibleCaseFilter {
  q?: string;
  state?: string;
  min_amount?: string;
  max_amount?: string;
  due_from?: string;
  due_to?: string;
}

export interface EligibleCase {
  id: number;
  defaulter_name: string;
  defaulter_gstin: string;
  state_code: string;
  reporter_business: string;
  status: CaseStatus;
  due_amount: string;
  settled_amount: string;
  outstanding: string;
  due_date: string;
  verified_on: string | null;
}

export interface NoticeTemplate {
  id: number;
  title: string;
  notice_for: NoticeFor;
}

export interface CreateBatchBody {
  notice_for: NoticeFor;
  document_id: number;
  case_ids: number[];
  name?: string;
}

export interface CreatedBatch {
  id: number;
  name: string;
  notice_for: NoticeFor;
  document_id: number;
  status: 'draft';
  total: number;
  created_at: string;
  notices: Array<{ id: number; case_id: number; status: 'pending' }>;
}
