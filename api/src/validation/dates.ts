// Dates are shown in India Standard Time whatever the machine's zone. IST has had a fixed
// +5:30 offset with no daylight saving since 1945, so plain arithmetic is exact and avoids
// depending on the runtime's Intl time-zone data (absent in some browsers/containers).

export type DateInput = Date | string;

export const IST_OFFSET_MS = (5 * 60 + 30) * 60_000;
export const MS_PER_DAY = 86_400_000;

/** 'YYYY-MM-DD': a calendar date, not an instant. */
export const PLAIN_DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;
/** ISO 8601 date-time; without a zone designator it is read as IST (see parseDateInput). */
export const ISO_DATE_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,9}))?)?(Z|[+-]\d{2}:?\d{2})?$/i;

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** UTC epoch ms for the fields, or null unless every field is in range (no Feb 30 → Mar 2 roll-over). */
function utcIfValid(y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): number | null {
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59 || s > 59) return null;
  // setUTCFullYear, unlike Date.UTC, does not map years 0-99 to 1900-1999.
  const date = new Date(0);
  date.setUTCFullYear(y, mo - 1, d);
  date.setUTCHours(h, mi, s, ms);
  return date.getUTCMonth() === mo - 1 && date.getUTCDate() === d ? date.getTime() : null;
}

/**
 * Converts input to an instant, or null when invalid. A plain 'YYYY-MM-DD' means midnight IST of
 * that day. An ISO date-time without a zone is read as IST (this is an India-only product, and the
 * JS default of "machine local time" would make results depend on the server). Other string
 * formats are rejected rather than handed to Date.parse, whose behaviour varies by engine.
 */
export function parseDateInput(input: unknown): Date | null {
  if (input instanceof Date) return Number.isNaN(input.getTime()) ? null : new Date(input.getTime());
  if (typeof input !== 'string') return null;
  const s = input.trim();
  const plain = PLAIN_DATE_PATTERN.exec(s);
  if (plain) {
    const t = utcIfValid(Number(plain[1]), Number(plain[2]), Number(plain[3]));
    return t === null ? null : new Date(t - IST_OFFSET_MS);
  }
  const m = ISO_DATE_TIME_PATTERN.exec(s);
  if (!m) return null;
  const ms = m[7] ? Number(m[7].slice(0, 3).padEnd(3, '0')) : 0;
  const t = utcIfValid(Number(m[1]), Number(m[2]), Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0), ms);
  const offset = zoneOffsetMs(m[8]);
  return t === null || offset === null ? null : new Date(t - offset);
}

/** Offset east of UTC in ms for 'Z' / '+05:30' / '-0800'; IST when absent; null if out of range. */
function zoneOffsetMs(zone: string | undefined): number | null {
  if (zone === undefined) return IST_OFFSET_MS;
  if (zone.toUpperCase() === 'Z') return 0;
  const digits = zone.slice(1).replace(':', '');
  const hours = Number(digits.slice(0, 2));
  const minutes = Number(digits.slice(2));
  if (hours > 23 || minutes > 59) return null;
  return (zone[0] === '-' ? -1 : 1) * (hours * 60 + minutes) * 60_000;
}

/** Calendar date in IST of the given input, or null when invalid. */
export function istDateParts(input: DateInput): { year: number; month: number; day: number } | null {
  const d = parseDateInput(input);
  if (!d) return null;
  const ist = new Date(d.getTime() + IST_OFFSET_MS);
  return { year: ist.getUTCFullYear(), month: ist.getUTCMonth() + 1, day: ist.getUTCDate() };
}

/** 'DD, Mon, YYYY' in IST, e.g. '21, Nov, 2026'; '' for invalid input (safe to render as-is). */
export function formatDate(input: DateInput): string {
  const p = istDateParts(input);
  if (!p || p.year < 0 || p.year > 9999) return '';
  return `${String(p.day).padStart(2, '0')}, ${MONTHS[p.month - 1]}, ${String(p.year).padStart(4, '0')}`;
}

/** 'YYYY-MM-DD' of the IST calendar day, e.g. for file names and date inputs; '' for invalid input. */
export function istPlainDate(input: DateInput): string {
  const p = istDateParts(input);
  if (!p || p.year < 0 || p.year > 9999) return '';
  return `${String(p.year).padStart(4, '0')}-${String(p.month).padStart(2, '0')}-${String(p.day).padStart(2, '0')}`;
}

function toInstantMs(input: DateInput, name: string): number {
  const d = parseDateInput(input);
  if (!d) throw new RangeError(`${name} is not a valid date: ${String(input)}`);
  return d.getTime();
}

/**
 * Whole days from `from` to `to`, rounded UP (1.2 days → 2, -1.2 days → -1), so a deadline
 * 2 hours away still counts as 1 day left. Throws RangeError on invalid dates rather than
 * returning NaN, which would silently pass comparisons like `days < 7`.
 */
export function daysBetween(from: DateInput, to: DateInput): number {
  const diff = toInstantMs(to, 'to') - toInstantMs(from, 'from');
  return Math.ceil(diff / MS_PER_DAY) + 0; // + 0 turns -0 into 0
}

/** Whole days (rounded up) from `now` until `date`; negative once the date has passed. */
export function daysUntil(date: DateInput, now: DateInput = new Date()): number {
  return daysBetween(now, date);
}
