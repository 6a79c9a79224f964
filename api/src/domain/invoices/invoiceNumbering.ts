/**
 * GST invoice numbers: consecutive per financial year (April to March, in India Standard Time),
 * at most 16 characters as rule 46 of the CGST Rules requires, e.g. 'BKY/26-27/000123'.
 */
export const INVOICE_NUMBER_MAX_LENGTH = 16;
const IST_OFFSET_MS = (5 * 60 + 30) * 60 * 1000;
const FY_CODE = /^(\d{2})-(\d{2})$/;
const PREFIX = /^[A-Z0-9][A-Z0-9-]*$/;

/** The financial year an instant falls in, judged on the IST calendar: '26-27' from 1 Apr 2026 00:00 IST. */
export function financialYear(at: Date): string {
  if (Number.isNaN(at.getTime())) throw new RangeError('financialYear needs a valid date');
  const ist = new Date(at.getTime() + IST_OFFSET_MS); // IST has no daylight saving: a fixed offset is exact
  const start = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${String(start % 100).padStart(2, '0')}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** '26-27' → '2026-27', the form invoices.financial_year stores (years 2000-2099). */
export function financialYearLabel(fy: string): string {
  const m = FY_CODE.exec(fy);
  if (!m || (Number(m[1]) + 1) % 100 !== Number(m[2])) throw new RangeError(`"${fy}" is not a financial year like 26-27`);
  return `20${fy}`;
}

/** 'BKY', '26-27', 123 → 'BKY/26-27/000123'; refuses anything longer than 16 characters. */
export function invoiceNumber(prefix: string, fy: string, sequence: number): string {
  if (!PREFIX.test(prefix)) throw new RangeError(`Invoice prefix must be capital letters, digits or '-', got "${prefix}"`);
  financialYearLabel(fy); // validates the code
  if (!Number.isSafeInteger(sequence) || sequence < 1)
    throw new RangeError(`Invoice sequence must be a whole number from 1, got ${sequence}`);
  const number = `${prefix}/${fy}/${String(sequence).padStart(6, '0')}`;
  if (number.length > INVOICE_NUMBER_MAX_LENGTH)
    throw new RangeError(`Invoice number ${number} is longer than ${INVOICE_NUMBER_MAX_LENGTH} characters`);
  return number;
}
