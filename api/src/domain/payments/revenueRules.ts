/**
 * data/revenue-data: revenue by month and plan from paid orders (issue 9 §5). Pure: the date range
 * (IST calendar dates, both ends included; by default the last 12 IST months up to today), the months
 * it covers, and the rows the database summed per month and plan folded into one line per month —
 * months with nothing present with zeros. Amounts are integer paise in, rupee strings out.
 */
import { reason, refusal } from '../errors';
import { fromPaise } from '../../validation/money';
import { IST_OFFSET_MS, istPlainDate, MS_PER_DAY, parseDateInput, PLAIN_DATE_PATTERN } from '../../validation/dates';
import { MAX_REVENUE_MONTHS, type RevenueFigures, type RevenueMonth } from '../../contracts/revenueData';

export interface RevenueRange {
  from: string;
  to: string;
  /** Instants: midnight IST of `from`, and midnight IST of the day after `to` (exclusive). */
  start: Date;
  end: Date;
  months: string[];
}

const monthOf = (plain: string) => plain.slice(0, 7);

function monthsBetween(first: string, last: string): string[] {
  const out: string[] = [];
  let [y, m] = first.split('-').map(Number) as [number, number];
  const [ly, lm] = last.split('-').map(Number) as [number, number];
  while (y < ly || (y === ly && m <= lm)) {
    out.push(`${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`);
    m += 1;
    if (m > 12) [y, m] = [y + 1, 1];
  }
  return out;
}

function plainDate(value: unknown, field: 'from' | 'to'): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (typeof value !== 'string' || !PLAIN_DATE_PATTERN.test(value) || !parseDateInput(value))
    throw refusal('DATE_NOT_CALENDAR', {}, { [field]: reason('DATE_ENTER_REAL', {}) });
  return value;
}

/** The range asked for (400 on a bad date, from after to, or more than MAX_REVENUE_MONTHS months). */
export function revenueRange(query: { from?: unknown; to?: unknown }, now: Date): RevenueRange {
  const to = plainDate(query.to, 'to') ?? istPlainDate(now);
  let from = plainDate(query.from, 'from');
  if (!from) {
    const [y, m] = to.split('-').map(Number) as [number, number];
    const back = y * 12 + (m - 1) - 11;
    from = `${String(Math.floor(back / 12)).padStart(4, '0')}-${String((back % 12) + 1).padStart(2, '0')}-01`;
  }
  if (from > to) throw refusal('RANGE_START_AFTER_END', {}, { from: reason('RANGE_START_ON_OR_BEFORE_END', {}) });
  const months = monthsBetween(monthOf(from), monthOf(to));
  if (months.length > MAX_REVENUE_MONTHS)
    throw refusal('RANGE_TOO_LONG', { max: MAX_REVENUE_MONTHS }, { from: reason('RANGE_TOO_LONG_FROM', { max: MAX_REVENUE_MONTHS }) });
  const start = parseDateInput(from)!;
  const end = new Date(parseDateInput(to)!.getTime() + MS_PER_DAY);
  return { from, to, start, end, months };
}

/** The IST month ('YYYY-MM') of an instant. */
export const istMonth = (at: Date) => new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);

/** One row the database summed: a month and plan (null: orders without a plan, e.g. top-ups). */
export interface RevenueRow {
  month: string;
  plan_id: number | null;
  plan_name: string | null;
  orders: number;
  /** Paise. */
  taxable: number;
  gst: number;
  discount: number;
  total: number;
}

type Sums = Pick<RevenueRow, 'orders' | 'taxable' | 'gst' | 'discount' | 'total'>;
const ZERO: Sums = { orders: 0, taxable: 0, gst: 0, discount: 0, total: 0 };
const add = (a: Sums, b: Sums): Sums => ({
  orders: a.orders + b.orders,
  taxable: a.taxable + b.taxable,
  gst: a.gst + b.gst,
  discount: a.discount + b.discount,
  total: a.total + b.total,
});
const figures = (s: Sums): RevenueFigures => ({
  orders: s.orders,
  taxable: fromPaise(s.taxable),
  gst: fromPaise(s.gst),
  discount: fromPaise(s.discount),
  total: fromPaise(s.total),
});

/** One line per month of the range (zeros when nothing was paid), plans by name, and the totals. */
export function revenueReport(months: readonly string[], rows: readonly RevenueRow[]): { months: RevenueMonth[]; totals: RevenueFigures } {
  let totals = ZERO;
  const lines = months.map((month) => {
    const mine = rows
      .filter((r) => r.month === month)
      .sort((a, b) => (a.plan_name ?? '\uffff').localeCompare(b.plan_name ?? '\uffff') || (a.plan_id ?? 0) - (b.plan_id ?? 0));
    const sum = mine.reduce<Sums>(add, ZERO);
    totals = add(totals, sum);
    return {
      month,
      ...figures(sum),
      plans: mine.map((r) => ({ plan_id: r.plan_id, plan_name: r.plan_name, ...figures(r) })),
    };
  });
  return { months: lines, totals: figures(totals) };
}
