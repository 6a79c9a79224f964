/**
 * Calendar dates ('YYYY-MM-DD') as whole day numbers (days since 1970-01-01), for rules that count
 * days and months without instants or time zones: the day a payment was due, the day interest starts.
 */
import { PLAIN_DATE_PATTERN } from '../../validation/dates';

const MS_PER_DAY = 86_400_000;

/** 'YYYY-MM-DD' → day number; RangeError for anything else (including 2026-02-30). */
export function dayNumber(date: string): number {
  const m = PLAIN_DATE_PATTERN.exec(date);
  if (!m) throw new RangeError(`Not a date (YYYY-MM-DD): ${date}`);
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const t = Date.UTC(y, mo - 1, d);
  const back = new Date(t);
  if (back.getUTCFullYear() !== y || back.getUTCMonth() !== mo - 1 || back.getUTCDate() !== d) {
    throw new RangeError(`Not a calendar date: ${date}`);
  }
  return t / MS_PER_DAY;
}

/** Day number → 'YYYY-MM-DD'. */
export function plainDate(day: number): string {
  return new Date(day * MS_PER_DAY).toISOString().slice(0, 10);
}

/**
 * The same day of the month `months` later, or the month's last day when it is shorter:
 * 31 Jan + 1 month = 28 Feb (29 in a leap year), 31 Jan + 2 months = 31 Mar. Always counted from
 * `day` itself, never chained, so a 31st never drifts to the 28th for good.
 */
export function addMonths(day: number, months: number): number {
  const d = new Date(day * MS_PER_DAY);
  const y = d.getUTCFullYear();
  const m = d.getUTCMonth() + months;
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  return Date.UTC(y, m, Math.min(d.getUTCDate(), lastDay)) / MS_PER_DAY;
}
