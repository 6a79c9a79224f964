/**
 * Values of the admin's date pickers (inputs/DatePickerInput.tsx) ↔ what the API stores (spec §9):
 * the picker shows and accepts 'DD, Mon, YYYY' ('21, Nov, 2026'; date-times add ', HH:mm'), always in
 * IST (Asia/Kolkata, UTC+05:30) whatever the browser's own zone; a date is stored as 'YYYY-MM-DD', a
 * date-time as an ISO instant ('2026-11-21T18:45:00.000Z').
 */
import dayjs, { type Dayjs } from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';
import timezone from 'dayjs/plugin/timezone';
import utc from 'dayjs/plugin/utc';

dayjs.extend(customParseFormat);
dayjs.extend(utc);
dayjs.extend(timezone);

export const IST_ZONE = 'Asia/Kolkata';
/** dayjs tokens of spec §9's 'DD, Mon, YYYY'. */
export const PICKER_DATE_FORMAT = 'DD, MMM, YYYY';
export const PICKER_DATETIME_FORMAT = 'DD, MMM, YYYY, HH:mm';

export type PickerKind = 'date' | 'datetime';

/** The API's value → the picker's (null when empty or unreadable). */
export function toPickerValue(kind: PickerKind, value: unknown): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const text = value instanceof Date ? value.toISOString() : value;
  const d =
    kind === 'date' && /^\d{4}-\d{2}-\d{2}$/.test(text)
      ? dayjs.tz(text, 'YYYY-MM-DD', IST_ZONE) // a calendar day: that day in IST
      : dayjs(text).tz(IST_ZONE); // an instant (or a date-time): shown on IST's clock
  return d.isValid() ? d : null;
}

/**
 * The picker's value → the API's: 'YYYY-MM-DD' for a date, an ISO instant for a date-time; null when
 * empty; undefined when the typed text is not (yet) a whole date — the form then keeps its value out.
 */
export function fromPickerValue(kind: PickerKind, picked: Dayjs | null): string | null | undefined {
  if (picked === null) return null;
  // While a year is typed its section reads 0002, 0020, 0200: not a date anyone means yet.
  if (!picked.isValid() || picked.year() < 1000) return undefined;
  const ist = picked.tz(IST_ZONE, true);
  return kind === 'date' ? ist.format('YYYY-MM-DD') : ist.toISOString();
}

/** The text the picker shows for an API value ('' when empty): what staff read and type. */
export function pickerText(kind: PickerKind, value: unknown): string {
  const d = toPickerValue(kind, value);
  return d ? d.format(kind === 'date' ? PICKER_DATE_FORMAT : PICKER_DATETIME_FORMAT) : '';
}

/** Parses what staff type ('21, Nov, 2026' or '21, Nov, 2026, 14:05', IST) to the API's value. */
export function parsePickerText(kind: PickerKind, text: string): string | null | undefined {
  const t = text.trim();
  if (t === '') return null;
  const format = kind === 'date' ? PICKER_DATE_FORMAT : PICKER_DATETIME_FORMAT;
  // Strict first: '31, Feb, 2026' is refused, not rolled over to March.
  if (!dayjs(t, format, true).isValid()) return undefined;
  return fromPickerValue(kind, dayjs.tz(t, format, IST_ZONE));
}

/** Whether a value is a real calendar day as the API takes it ('YYYY-MM-DD'; '2026-02-31' is not). */
export const isWholeDate = (value: string): boolean => /^\d{4}-\d{2}-\d{2}$/.test(value) && dayjs(value, 'YYYY-MM-DD', true).isValid();

/** Field → message for a from/to period form (both ends included), empty when the period can be sent. */
export function periodProblems(p: { from: string; to: string }): Partial<Record<'from' | 'to', string>> {
  const out: Partial<Record<'from' | 'to', string>> = {};
  if (!p.from) out.from = 'Choose the start date.';
  else if (!isWholeDate(p.from)) out.from = 'Enter a whole date, like 21, Nov, 2026.';
  if (!p.to) out.to = 'Choose the end date.';
  else if (!isWholeDate(p.to)) out.to = 'Enter a whole date, like 21, Nov, 2026.';
  if (!out.from && !out.to && p.to < p.from) out.to = 'The end date must be on or after the start date.';
  return out;
}
