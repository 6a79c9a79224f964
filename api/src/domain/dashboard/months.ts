/**
 * Calendar months in India Standard Time (fixed +5:30, no daylight saving), as instants for SQL
 * range filters. A month "2026-11" runs from 2026-11-01 00:00 IST to 2026-12-01 00:00 IST.
 */
import { IST_OFFSET_MS } from '../../validation';

export interface MonthWindow {
  /** 'YYYY-MM' of the month `now` falls in (IST). */
  month: string;
  /** Start of that month and of the next one. */
  monthStart: Date;
  nextMonthStart: Date;
  /** Start of the first of the `count` months ending with this one. */
  seriesStart: Date;
  /** 'YYYY-MM' keys, oldest first, ending with `month`. */
  months: string[];
}

const key = (y: number, m0: number) => `${y}-${String(m0 + 1).padStart(2, '0')}`;
/** Midnight IST on the 1st of month m0 (0-based, may be out of 0..11) of year y. */
const istMonthStart = (y: number, m0: number) => new Date(Date.UTC(y, m0, 1) - IST_OFFSET_MS);

export function monthWindow(now: Date, count = 12): MonthWindow {
  if (!Number.isInteger(count) || count < 1) throw new RangeError('count must be a positive whole number');
  const ist = new Date(now.getTime() + IST_OFFSET_MS);
  const y = ist.getUTCFullYear();
  const m0 = ist.getUTCMonth();
  const months: string[] = [];
  for (let i = count - 1; i >= 0; i -= 1) {
    const d = new Date(Date.UTC(y, m0 - i, 1));
    months.push(key(d.getUTCFullYear(), d.getUTCMonth()));
  }
  return {
    month: key(y, m0),
    monthStart: istMonthStart(y, m0),
    nextMonthStart: istMonthStart(y, m0 + 1),
    seriesStart: istMonthStart(y, m0 - (count - 1)),
    months,
  };
}
