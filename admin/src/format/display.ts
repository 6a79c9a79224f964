/**
 * Display formats of spec §9 for the admin: money as ₹ with Indian digit grouping, dates as
 * 'DD, Mon, YYYY' (IST). Thin, never-throwing wrappers over the shared validation library.
 */
import { formatDate, formatInr, IST_OFFSET_MS, parseDateInput } from '@bakaya/api/validation';

/** '125000.5' → '₹1,25,000.50'; empty for null/blank; the raw value if it is not an amount. */
export function formatMoney(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value !== 'string' && typeof value !== 'number') return String(value);
  try {
    return formatInr(value);
  } catch {
    return String(value);
  }
}

/** '12.5' → '12.50%'. */
export function formatPercent(value: unknown): string {
  if (value === null || value === undefined || value === '') return '';
  const n = Number(value);
  return Number.isFinite(n) ? `${n.toFixed(2)}%` : String(value);
}

const asDateInput = (value: unknown): string | Date | null => (value instanceof Date || typeof value === 'string' ? value : null);

/** '2026-11-21' or an ISO instant → '21, Nov, 2026' (IST calendar date). */
export function formatDay(value: unknown): string {
  const input = asDateInput(value);
  return input === null ? '' : formatDate(input);
}

/** An instant → '21, Nov, 2026, 14:05' in IST. */
export function formatDateTime(value: unknown): string {
  const input = asDateInput(value);
  const d = input === null ? null : parseDateInput(input);
  if (!d) return '';
  const ist = new Date(d.getTime() + IST_OFFSET_MS);
  const hh = String(ist.getUTCHours()).padStart(2, '0');
  const mm = String(ist.getUTCMinutes()).padStart(2, '0');
  return `${formatDate(d)}, ${hh}:${mm}`;
}

/** 58624 → '57 KB', 3.2 MB → '3.2 MB'; '' when not a positive size. */
export function formatFileSize(bytes: unknown): string {
  const n = Number(bytes);
  if (!Number.isFinite(n) || n <= 0) return '';
  return n < 1024 * 1024 ? `${Math.max(1, Math.round(n / 1024))} KB` : `${(n / 1024 / 1024).toFixed(1)} MB`;
}

/** Readable text for a JSON value (detail pages, JSON inputs). */
export function formatJson(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  return JSON.stringify(value, null, 2);
}

/** Chip text on a coloured background: shared with the portal (the CIR's band chips). */
export { contrastRatio, contrastText, luminance } from '@bakaya/api/contracts';

/** The shape of a registry field these formats need (the admin imports FieldDef from the registry). */
interface TypedField {
  type: string;
  choices?: ReadonlyArray<{ id: string | number; name: string }>;
}

/**
 * A stored value as the screens show it, by its field's type: a choice's name, ₹ amounts, percentages,
 * 'DD, Mon, YYYY' dates (with the IST time for date-times), '#12' for a reference, Yes/No.
 * Other types, and values of unknown fields, come back as text.
 */
export function fieldText(value: unknown, field: TypedField | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  switch (field?.type) {
    case 'enum':
      return field.choices?.find((c) => String(c.id) === String(value))?.name ?? String(value);
    case 'boolean':
      return value === true || value === 'true' || value === 1 || value === '1' ? 'Yes' : 'No';
    case 'money':
      return formatMoney(value);
    case 'percent':
      return formatPercent(value);
    case 'date':
      return formatDay(value);
    case 'datetime':
      return formatDateTime(value);
    case 'reference':
      return `#${String(value)}`;
    default:
      return typeof value === 'object' ? JSON.stringify(value) : String(value);
  }
}
