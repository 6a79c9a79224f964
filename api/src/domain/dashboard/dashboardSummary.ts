/**
 * The admin dashboard's figures, in four aggregate queries (no per-row work):
 *   1. headline counts and revenue — scalar sub-selects, each on an indexed column
 *      (users.account_type, businesses.status, cir_reports.status, settlement_requests.status,
 *      orders.status+created_at);
 *   2. defaulter cases by status — GROUP BY ROLLUP(status) (defaulter_cases.status+created_at);
 *   3+4. the 12-month series — cases and revenue by month, settlements by month from the case
 *      timeline (range scans on created_at; case_events has a partial index for settled events).
 * Money settled has ONE definition, SETTLED_FLOWS (what the case timeline settled, when): the
 * "Settled" card is its total and the chart's settled series the same rows by month, so the two
 * can never disagree.
 * Money is summed in SQL numeric and returned as decimal strings ('125000.50'), never floats.
 * Months are IST calendar months.
 */
import type { Knex } from 'knex';
import type { DashboardSeriesPoint, DashboardSummary } from '../../contracts/dashboard';
import { CASE_STATUS_IDS, statusLabel, type CaseStatus } from '../defaulterCases';
import { monthWindow } from './months';

/** Orders that brought money in (spec §4 order statuses after payment). */
export const PAID_ORDER_STATUSES = ['paid', 'processing', 'shipped', 'delivered', 'completed'] as const;
/** Settlement requests still waiting for staff. */
export const PENDING_SETTLEMENT_STATUSES = ['initialised', 'inprogress'] as const;
/** Defaults that are live on credit reports: verified and not (fully) paid. */
export const OUTSTANDING_CASE_STATUSES: readonly CaseStatus[] = ['verified', 'partial_settled'];

/** numeric → text with exactly 2 decimals; NULL (empty sum) → '0.00'. Exact at any size. */
const money = (expr: string) => `(coalesce(${expr}, 0))::numeric(30,2)::text`;
const IST = `INTERVAL '+05:30'`;
const monthOf = (column: string) => `to_char(${column} AT TIME ZONE ${IST}, 'YYYY-MM')`;
const list = (values: readonly string[]) => values.map(() => '?').join(', ');

/**
 * Money settled: each case event's settled amount, at the time it was recorded (the workflow writes
 * settled_delta on every event that settles money; a case's settled_amount is their sum).
 */
export const SETTLED_FLOWS = `SELECT created_at AS at, settled_delta AS amount FROM case_events WHERE settled_delta > 0`;

async function headline(db: Knex, from: Date, to: Date) {
  const { rows } = await db.raw(
    `SELECT
    (SELECT row_to_json(c) FROM (SELECT count(*)::int AS total, (count(*) FILTER (WHERE status = 1))::int AS active,
       (count(*) FILTER (WHERE created_at >= :from AND created_at < :to))::int AS new_this_month
       FROM users WHERE account_type = 'customer') c) AS customers,
    (SELECT row_to_json(b) FROM (SELECT count(*)::int AS total, (count(*) FILTER (WHERE status = 1))::int AS active,
       (count(*) FILTER (WHERE created_at >= :from AND created_at < :to))::int AS new_this_month,
       (count(*) FILTER (WHERE gst_verified_at IS NOT NULL))::int AS gst_verified
       FROM businesses) b) AS businesses,
    (SELECT row_to_json(r) FROM (SELECT ${money('sum(total) FILTER (WHERE created_at >= :from AND created_at < :to)')} AS this_month,
       ${money('sum(total)')} AS all_time, count(*)::int AS paid_orders
       FROM orders WHERE status IN (${PAID_ORDER_STATUSES.map((s) => `'${s}'`).join(', ')})) r) AS revenue,
    (SELECT row_to_json(x) FROM (SELECT count(*)::int AS generated,
       (count(*) FILTER (WHERE generated_at >= :from AND generated_at < :to))::int AS generated_this_month
       FROM cir_reports WHERE status = 'generated') x) AS cir_reports,
    (SELECT count(*)::int FROM settlement_requests
       WHERE status IN (${PENDING_SETTLEMENT_STATUSES.map((s) => `'${s}'`).join(', ')})) AS pending_settlements,
    (SELECT ${money('sum(amount)')} FROM (${SETTLED_FLOWS}) f) AS settled`,
    { from, to },
  );
  return rows[0] as {
    customers: DashboardSummary['customers'];
    businesses: DashboardSummary['businesses'];
    revenue: DashboardSummary['revenue'];
    cir_reports: DashboardSummary['cir_reports'];
    pending_settlements: number;
    settled: string;
  };
}

async function casesByStatus(db: Knex, from: Date, to: Date) {
  const { rows } = await db.raw(
    `SELECT status, count(*)::int AS count,
      (count(*) FILTER (WHERE created_at >= ? AND created_at < ?))::int AS new_this_month,
      ${money('sum(due_amount)')} AS due_amount, ${money('sum(settled_amount)')} AS settled_amount,
      ${money(`sum(due_amount - settled_amount) FILTER (WHERE status IN (${list(OUTSTANDING_CASE_STATUSES)}))`)} AS outstanding
    FROM defaulter_cases GROUP BY ROLLUP (status)`,
    [from, to, ...OUTSTANDING_CASE_STATUSES],
  );
  type Row = {
    status: string | null;
    count: number;
    new_this_month: number;
    due_amount: string;
    settled_amount: string;
    outstanding: string;
  };
  const byStatus = new Map<string | null, Row>((rows as Row[]).map((r) => [r.status, r]));
  const total = byStatus.get(null);
  return {
    defaulter_cases: {
      total: total?.count ?? 0,
      new_this_month: total?.new_this_month ?? 0,
      by_status: CASE_STATUS_IDS.map((status) => {
        const r = byStatus.get(status);
        return {
          status,
          label: statusLabel(status),
          count: r?.count ?? 0,
          due_amount: r?.due_amount ?? '0.00',
          settled_amount: r?.settled_amount ?? '0.00',
        };
      }),
    },
    amounts: { reported: total?.due_amount ?? '0.00', settled: total?.settled_amount ?? '0.00', outstanding: total?.outstanding ?? '0.00' },
  };
}

async function series(db: Knex, from: Date, to: Date, months: string[]): Promise<DashboardSeriesPoint[]> {
  const { rows } = await db.raw(
    `
    WITH cases AS (
      SELECT ${monthOf('created_at')} AS month, count(*)::int AS n, sum(due_amount) AS amount
      FROM defaulter_cases WHERE created_at >= :from AND created_at < :to GROUP BY 1),
    revenue AS (
      SELECT ${monthOf('created_at')} AS month, sum(total) AS amount
      FROM orders WHERE status IN (${PAID_ORDER_STATUSES.map((s) => `'${s}'`).join(', ')}) AND created_at >= :from AND created_at < :to GROUP BY 1)
    SELECT coalesce(c.month, r.month) AS month, coalesce(c.n, 0) AS cases_reported,
      ${money('c.amount')} AS amount_reported, ${money('r.amount')} AS revenue
    FROM cases c FULL JOIN revenue r ON r.month = c.month`,
    { from, to },
  );
  const settled = await db.raw(
    `SELECT ${monthOf('at')} AS month, ${money('sum(amount)')} AS amount
    FROM (${SETTLED_FLOWS}) f WHERE at >= :from AND at < :to GROUP BY 1`,
    { from, to },
  );
  const byMonth = new Map<string, { cases_reported: number; amount_reported: string; revenue: string }>(
    rows.map((r: { month: string } & Record<string, never>) => [r.month, r]),
  );
  const settledByMonth = new Map<string, string>(settled.rows.map((r: { month: string; amount: string }) => [r.month, r.amount]));
  return months.map((month) => ({
    month,
    cases_reported: byMonth.get(month)?.cases_reported ?? 0,
    amount_reported: byMonth.get(month)?.amount_reported ?? '0.00',
    amount_settled: settledByMonth.get(month) ?? '0.00',
    revenue: byMonth.get(month)?.revenue ?? '0.00',
  }));
}

/** Everything the dashboard shows, as of `now` (tests pass a fixed instant). */
export async function dashboardSummary(db: Knex, now = new Date()): Promise<DashboardSummary> {
  const w = monthWindow(now, 12);
  const [head, cases, points] = await Promise.all([
    headline(db, w.monthStart, w.nextMonthStart),
    casesByStatus(db, w.monthStart, w.nextMonthStart),
    series(db, w.seriesStart, w.nextMonthStart, w.months),
  ]);
  return {
    generated_at: now.toISOString(),
    month: w.month,
    timezone: 'Asia/Kolkata',
    customers: head.customers,
    businesses: head.businesses,
    defaulter_cases: cases.defaulter_cases,
    amounts: { ...cases.amounts, settled: head.settled },
    revenue: head.revenue,
    cir_reports: head.cir_reports,
    settlement_requests: { pending: head.pending_settlements },
    series: points,
  };
}
