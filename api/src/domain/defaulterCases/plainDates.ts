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
  const { year, month, date } = civilFromDays(day);
  const m = month - 1 + months; // 0-based, may run past December
  const y = year + Math.floor(m / 12);
  const mo = (((m % 12) + 12) % 12) + 1;
  return daysFromCivil(y, mo, Math.min(date, daysInMonth(y, mo)));
}

// Civil calendar ↔ day number without Date objects (H. Hinnant's algorithms, proleptic Gregorian):
// addMonths runs once a month of every overdue case in a credit report, so it must be cheap.
const isLeap = (y: number) => (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
const MONTH_DAYS = [31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31];
const daysInMonth = (y: number, m: number) => (m === 2 && isLeap(y) ? 29 : MONTH_DAYS[m - 1]!);

function civilFromDays(z: number): { year: number; month: number; date: number } {
  const shifted = z + 719_468;
  const era = Math.floor(shifted / 146_097);
  const doe = shifted - era * 146_097;
  const yoe = Math.floor((doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365);
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const date = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return { year: yoe + era * 400 + (month <= 2 ? 1 : 0), month, date };
}

function daysFromCivil(year: number, month: number, date: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month > 2 ? month - 3 : month + 9) + 2) / 5) + date - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}
