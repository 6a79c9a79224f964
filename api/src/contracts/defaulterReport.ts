/**
 * The reported-defaulters report: GET /api/admin/reports/defaulters (Defaulter · listView) answers
 * one row per defaulter GSTIN, paged like the engine (range → Content-Range); GET …/defaulters.csv
 * (Defaulter · download) the same rows as a file. Shared by the API (api/src/domain/reports) and the admin.
 * Money is decimal strings ('125000.50'); `last_reported_at` an ISO instant.
 */
import type { CaseStatus } from './caseTransitions';

export interface DefaulterReportRow {
  /** The defaulter's GSTIN (react-admin style lists need an `id`). */
  id: string;
  gstin: string;
  /** The name of the latest report (reporters may spell it differently). */
  name: string;
  /** First two GSTIN digits, and that state's name from the states master list. */
  state_code: string;
  state_name: string | null;
  /** Distinct reporting businesses. */
  reporters: number;
  cases: number;
  total_due: string;
  total_settled: string;
  /** Due minus settled over the cases still live on credit reports (verified, partially settled). */
  outstanding: string;
  /** The most serious status among the cases (WORST_STATUS_ORDER). */
  worst_status: CaseStatus;
  last_reported_at: string;
}

/** Columns the report sorts by. */
export const DEFAULTER_REPORT_SORTS = [
  'name',
  'gstin',
  'reporters',
  'cases',
  'total_due',
  'total_settled',
  'outstanding',
  'worst_status',
  'last_reported_at',
] as const;
export type DefaulterReportSort = (typeof DEFAULTER_REPORT_SORTS)[number];
export const DEFAULTER_REPORT_DEFAULT_SORT: readonly [DefaulterReportSort, 'ASC' | 'DESC'] = ['outstanding', 'DESC'];

/**
 * Most serious first: a verified, unpaid default; then one partly paid; then claims still under
 * review; then reports that were never completed; then paid ones; last those that were no default
 * at all. A defaulter's "worst status" is the first of these any of its cases has.
 */
export const WORST_STATUS_ORDER: readonly CaseStatus[] = [
  'verified',
  'partial_settled',
  'more_details_required',
  'processing',
  'disputed',
  'incomplete',
  'full_settled',
  'wrongly_reported',
  'rejected',
  'removed',
];

/**
 * `filter` of the report: q searches GSTIN and every reported name; state is a GST state code
 * ('08'); status matches the worst status (one or a list); gstin is one defaulter exactly.
 */
export interface DefaulterReportFilter {
  q?: string;
  state?: string;
  status?: CaseStatus | CaseStatus[];
  gstin?: string;
}

/** GET /api/admin/reports/defaulters/states: the states defaulters are registered in. */
export interface DefaulterReportState {
  code: string;
  name: string | null;
  defaulters: number;
}
