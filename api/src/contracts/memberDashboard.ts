/**
 * What GET /api/member/dashboard answers (issue 21 §2–3): the member's real facts, one tile each.
 * Shared by the API (api/src/domain/memberDashboard) and the portal's dashboard. Money is decimal
 * strings, times ISO 8601.
 */
import type { CirReportListItem } from './cir';
import type { SettlementNextStep, SettlementStep } from './settlementSteps';

export interface DashboardPlan {
  business_id: number | null;
  business_name: string | null;
  gstin: string | null;
  plan_name: string;
  ends_at: string;
  days_left: number;
  /** Renewals already bought that start when this one ends. */
  queued: number;
}

export interface ReportedCaseTotals {
  total: number;
  by_status: Array<{ status: string; label: string; count: number }>;
  due: string;
  settled: string;
  outstanding: string;
}

export interface ClaimAgainstMe {
  case_id: number;
  status: string;
  status_label: string;
  /** The member's business the claim is against. */
  business: { id: number; name: string; gstin: string };
  reporter_name: string;
  due_amount: string;
  outstanding: string;
  reported_on: string;
  /** Until when the business may reply before the case counts against it; null once past or not set. */
  reply_window_ends_at: string | null;
  accepted_at: string | null;
  dispute: { status: string; decide_by: string } | null;
  open_settlement_id: number | null;
}

export interface OpenSettlement {
  id: number;
  case_id: number;
  my_side: 'reporter' | 'defaulter';
  /** The other party: the reported business for a reporter, the reporting business for the reported one. */
  counterparty: string;
  amount: string;
  paid_amount: string;
  status: string;
  next: SettlementNextStep;
}

export type MemberAction =
  | { kind: 'settlement_step'; settlement_id: number; step: SettlementStep; counterparty: string }
  | { kind: 'claim_reply'; case_id: number; reporter_name: string; until: string }
  | { kind: 'case_documents'; case_id: number; defaulter_name: string }
  | { kind: 'plan_expiring'; plan_name: string; days_left: number }
  | { kind: 'no_plan' }
  | { kind: 'add_business' };

export interface MemberDashboard {
  /** Active businesses on the account. */
  businesses: number;
  /** Plans running now, the one ending first first. */
  plans: DashboardPlan[];
  /** Active businesses with no plan running now. */
  businesses_without_plan: number;
  cases: ReportedCaseTotals;
  claims: { open: number; items: ClaimAgainstMe[] };
  settlements: { open: number; items: OpenSettlement[] };
  wallet_balance: string;
  cirs: CirReportListItem[];
  /** What needs the member first, most urgent first. */
  actions: MemberAction[];
}
