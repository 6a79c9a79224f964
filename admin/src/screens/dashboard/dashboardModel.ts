/**
 * The small pieces of arithmetic the dashboard's charts need: month names, a "nice" value axis and
 * ₹ axis labels. Pure, so it is unit-tested. GET /api/admin/dashboard answers a DashboardSummary
 * (@bakaya/api/contracts); amounts arrive as rupee strings ('125000.50') and become numbers only
 * for drawing.
 */
import type { CaseStatusCount } from '@bakaya/api/contracts';
import { formatInr, fromPaise, toPaise } from '@bakaya/api/validation';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** '2026-11' → { month: 'Nov', year: '2026' }; anything else is returned as the month. */
export function monthParts(key: string): { month: string; year: string } {
  const m = /^(\d{4})-(\d{2})$/.exec(key);
  const name = m ? MONTHS[Number(m[2]) - 1] : undefined;
  return m && name ? { month: name, year: m[1]! } : { month: key, year: '' };
}

/** '2026-11' → 'Nov 2026'. */
export function monthLabel(key: string): string {
  const { month, year } = monthParts(key);
  return year ? `${month} ${year}` : month;
}

/** A rupee string or number as a plain number, for geometry only (0 when unreadable). */
export function toNumber(amount: string | number | null | undefined): number {
  const n = typeof amount === 'number' ? amount : Number(amount);
  return Number.isFinite(n) ? n : 0;
}

/** '125000.50' → '₹1,25,000.50'; never throws (an odd value is shown as it came). */
export function inr(amount: string | number | null | undefined): string {
  if (amount === null || amount === undefined || amount === '') return '₹0.00';
  try {
    return formatInr(amount);
  } catch {
    return String(amount);
  }
}

export interface Scale {
  max: number;
  step: number;
  ticks: number[];
}

/**
 * A value axis from 0 that ends on a round number: steps of 1, 2, 2.5 or 5 × 10ⁿ, about `count`
 * of them. `whole` keeps steps whole (counts of cases). An empty series still gets a 0–1 axis.
 */
export function niceScale(dataMax: number, count = 4, whole = false): Scale {
  if (!Number.isFinite(dataMax) || dataMax <= 0) return { max: 1, step: 1, ticks: [0, 1] };
  const raw = dataMax / count;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const normal = raw / magnitude;
  let step = ([1, 2, 2.5, 5, 10].find((s) => normal <= s) ?? 10) * magnitude;
  if (whole) step = Math.max(1, Math.ceil(step));
  const steps = Math.ceil(dataMax / step - 1e-9);
  const ticks = Array.from({ length: steps + 1 }, (_, i) => Number((i * step).toPrecision(12)));
  return { max: ticks[ticks.length - 1]!, step, ticks };
}

const trim = (n: number) => Number(n.toFixed(2)).toString();

/**
 * Short ₹ label for an axis tick, in the Indian units people read: '₹50,000', '₹2.5L' (lakh),
 * '₹1.2Cr' (crore). Full amounts are in the tooltips and the data table.
 */
export function axisInr(rupees: number): string {
  const sign = rupees < 0 ? '-' : '';
  const abs = Math.abs(rupees);
  if (abs >= 1e7) return `${sign}₹${trim(abs / 1e7)}Cr`;
  if (abs >= 1e5) return `${sign}₹${trim(abs / 1e5)}L`;
  return inr(Math.round(rupees)).replace(/\.00$/, '');
}

/** Whole numbers with Indian grouping: 1234567 → '12,34,567'. */
export const formatCount = (n: number | null | undefined) => (n ?? 0).toLocaleString('en-IN');

/** Share of each status in the total, in percent (0 when there are no cases). */
export function statusShares(rows: readonly CaseStatusCount[]): Array<CaseStatusCount & { share: number }> {
  const total = rows.reduce((s, r) => s + r.count, 0);
  return rows.map((r) => ({ ...r, share: total ? (r.count / total) * 100 : 0 }));
}

/** Exact total of rupee strings ('0.10' + '0.20' = '0.30'); unreadable values count as 0. */
export function sumAmounts(amounts: readonly (string | number)[]): string {
  let paise = 0;
  for (const a of amounts) {
    try {
      paise += toPaise(a);
    } catch {
      /* not an amount: skipped */
    }
  }
  return fromPaise(paise);
}
