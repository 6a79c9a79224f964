/**
 * What GET /api/defaulter-cases/:id/interest answers: the MSMED Act interest on a case as of a day
 * (api/src/domain/defaulterCases/msmedInterest.ts has the rule). Amounts are rupee strings ('1438.36'),
 * dates 'YYYY-MM-DD'. Shared by the API, the portal's CaseInterestCard and the admin's CaseInterestPanel.
 */

/** Why interest is not shown (each has a sentence in `reason`, and in the portal's en/hi texts). */
export const INTEREST_REASON_CODES = [
  'not_micro_or_small',
  'no_udyam',
  'nothing_outstanding',
  'not_yet_overdue',
  'no_bank_rate',
  'case_closed',
] as const;
export type InterestReasonCodeId = (typeof INTEREST_REASON_CODES)[number];

export interface CaseInterestSegment {
  from: string;
  /** Inclusive. */
  to: string;
  days: number;
  /** Annual rate charged: 3 × the RBI bank rate ('18.75'). */
  rate_percent: string;
  /** Rupees the interest ran on: principal unpaid + interest added at earlier monthly rests. */
  balance: string;
  interest: string;
}

export interface CaseInterest {
  case_id: number;
  applicable: boolean;
  reason_code: InterestReasonCodeId | null;
  reason: string | null;
  /** The reporting business, as the Act looks at it. */
  supplier: { business_id: number; enterprise_type: 'micro' | 'small' | 'medium' | null; udyam_number: string | null };
  accepted_on: string;
  /** Where accepted_on came from: the case's acceptance date, or its due date when none was recorded. */
  accepted_on_source: 'goods_accepted_on' | 'due_date';
  agreed_credit_days: number | null;
  credit_days: number;
  credit_days_capped: boolean;
  due_by: string;
  appointed_day: string;
  as_of: string;
  from: string | null;
  to: string | null;
  /** The case's outstanding due (due − settled − written off). */
  principal: string;
  segments: CaseInterestSegment[];
  interest: string;
  total: string;
}
