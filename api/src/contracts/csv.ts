/**
 * CSV cells that a spreadsheet would run as a formula ("CSV injection"): the one rule for every CSV
 * we produce — the server's streamed exports (api/src/domain/exports/csvExport.ts) and the admin's
 * client-side list Export (admin/src/resources/csvExporter.ts). Pure, browser-safe.
 *
 * Excel, LibreOffice and Google Sheets start a formula at `=`, `+`, `-` or `@` (also in their
 * full-width forms, and after leading spaces), and a leading tab, CR or LF can smuggle one in. Such
 * a text cell gets a leading apostrophe, so it shows as the text that was entered. A plain number
 * written as text ("-1250.00", "+5", "1e3") is left alone: it cannot call anything, and escaping it
 * would turn every negative amount into text.
 */

/** A leading character (after optional spaces) that makes a spreadsheet read the cell as a formula. */
const FORMULA_START = /^[\t\r\n]|^[ \u00a0\u3000]*[=+\-@\uff1d\uff0b\uff0d\uff20]/;
const PLAIN_NUMBER = /^[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?$/;

/** True when a spreadsheet opening this text cell would evaluate it. */
export function isSpreadsheetFormula(text: string): boolean {
  return FORMULA_START.test(text) && !PLAIN_NUMBER.test(text);
}

/**
 * The cell as it may be written to a CSV file: text that a spreadsheet would run as a formula is
 * prefixed with an apostrophe; anything else (numbers, booleans, null, safe text) is returned as is.
 */
export function spreadsheetSafe<T>(value: T): T | string {
  return typeof value === 'string' && isSpreadsheetFormula(value) ? `'${value}` : value;
}
