/**
 * data/revenue-data (Invoices → listView): revenue by IST month of payment and plan, from paid
 * orders. Amounts are rupee strings ('125000.50'); taxable = amount − discount, gst = tax.
 * GET /api/data/revenue-data?from=YYYY-MM-DD&to=YYYY-MM-DD (both ends included; by default the
 * last 12 IST months up to today) answers `{ status: true, data: RevenueData }`.
 */

/** At most this many months in one answer (5 years). */
export const MAX_REVENUE_MONTHS = 60;

export interface RevenueFigures {
  orders: number;
  taxable: string;
  gst: string;
  discount: string;
  total: string;
}

/** One plan's share of a month (plan_id null: orders without a plan, e.g. top-ups). */
export type RevenuePlanLine = RevenueFigures & { plan_id: number | null; plan_name: string | null };

/** One month ('YYYY-MM'), zeros when nothing was paid, plans by name. */
export type RevenueMonth = RevenueFigures & { month: string; plans: RevenuePlanLine[] };

export interface RevenueData {
  from: string;
  to: string;
  months: RevenueMonth[];
  totals: RevenueFigures;
}
