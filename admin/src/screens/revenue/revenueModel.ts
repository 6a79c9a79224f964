/**
 * The revenue screen as data (issue 9 §6, "revenue by month and plan"): its default period (the
 * last 12 IST months, as the API's own default), what is wrong with a period, the address of
 * data/revenue-data, and the answer reshaped for the charts — one stacked series per plan of
 * taxable value, and GST by month. Pure, so it is unit-tested. Amounts stay rupee strings except
 * for drawing.
 */
import { MAX_REVENUE_MONTHS, type RevenueData } from '@bakaya/api/contracts';
import { istPlainDate } from '@bakaya/api/validation';
import { API_URL } from '../../config';
import { periodProblems } from '../../format/pickerDates';
import { monthParts, toNumber } from '../dashboard/dashboardModel';

export interface RevenuePeriod {
  from: string;
  to: string;
}

export const REVENUE_URL = `${API_URL}/data/revenue-data`;

const monthIndex = (plain: string) => Number(plain.slice(0, 4)) * 12 + Number(plain.slice(5, 7)) - 1;

/** The 1st of the IST month 11 months back, to today: 12 calendar months including this one. */
export function defaultRevenuePeriod(now = new Date()): RevenuePeriod {
  const to = istPlainDate(now);
  const back = monthIndex(to) - 11;
  return { from: `${String(Math.floor(back / 12)).padStart(4, '0')}-${String((back % 12) + 1).padStart(2, '0')}-01`, to };
}

/** Field → message, empty when the period can be asked for (the API refuses more than 60 months). */
export function revenuePeriodProblems(p: RevenuePeriod): Partial<Record<'from' | 'to', string>> {
  const out = periodProblems(p);
  if (!out.from && !out.to && monthIndex(p.to) - monthIndex(p.from) + 1 > MAX_REVENUE_MONTHS)
    out.from = `At most ${MAX_REVENUE_MONTHS} months before the end date.`;
  return out;
}

export const revenueUrl = (p: RevenuePeriod) => `${REVENUE_URL}?${new URLSearchParams({ from: p.from, to: p.to })}`;

/** True when the period has at least one paid order. */
export const hasRevenue = (d: RevenueData) => d.totals.orders > 0;

/** 'Nov 2026' → "Nov '26": short enough for twelve ticks on a phone. */
export function shortMonth(key: string): string {
  const { month, year } = monthParts(key);
  return year ? `${month} '${year.slice(2)}` : month;
}

export const NO_PLAN_LABEL = 'No plan';

export interface PlanSeries {
  id: string;
  label: string;
  /** Taxable rupees per month of the answer, in its order. */
  data: number[];
}

/** One series per plan seen in the period (by name, 'No plan' last), taxable value per month, 0 where it sold nothing. */
export function taxableByPlan(d: RevenueData): PlanSeries[] {
  const plans = new Map<string, string>();
  for (const m of d.months) for (const p of m.plans) plans.set(String(p.plan_id ?? 'none'), p.plan_name ?? NO_PLAN_LABEL);
  const ids = [...plans.keys()].sort((a, b) => {
    if (a === 'none' || b === 'none') return a === 'none' ? 1 : -1;
    return plans.get(a)!.localeCompare(plans.get(b)!) || Number(a) - Number(b);
  });
  return ids.map((id) => ({
    id: `plan-${id}`,
    label: plans.get(id)!,
    data: d.months.map((m) => toNumber(m.plans.find((p) => String(p.plan_id ?? 'none') === id)?.taxable)),
  }));
}

/** GST rupees per month of the answer. */
export const gstByMonth = (d: RevenueData) => d.months.map((m) => toNumber(m.gst));
