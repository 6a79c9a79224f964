/**
 * What GET /api/admin/dashboard answers (api/src/domain/dashboard). Money is decimal strings ('125000.50'),
 * never floats; months are IST calendar months 'YYYY-MM'. Shared by the API and the admin dashboard.
 */
import type { CaseStatus } from './caseTransitions';

export interface DashboardSeriesPoint {
  month: string;
  cases_reported: number;
  amount_reported: string;
  amount_settled: string;
  revenue: string;
}

export interface CaseStatusCount {
  status: CaseStatus;
  label: string;
  count: number;
  due_amount: string;
  settled_amount: string;
}

export interface DashboardSummary {
  generated_at: string;
  month: string;
  timezone: 'Asia/Kolkata';
  customers: { total: number; active: number; new_this_month: number };
  businesses: { total: number; active: number; new_this_month: number; gst_verified: number };
  defaulter_cases: { total: number; new_this_month: number; by_status: CaseStatusCount[] };
  amounts: { reported: string; settled: string; outstanding: string };
  revenue: { this_month: string; all_time: string; paid_orders: number };
  cir_reports: { generated: number; generated_this_month: number };
  settlement_requests: { pending: number };
  series: DashboardSeriesPoint[];
}
