import { z } from 'zod';

// Shape only: 2 digits, PAN (5 letters, 4 digits, 1 letter), entity number [1-9A-Z], 'Z', check char.
// Kept separate from the full pattern so forms can tell "wrong shape" from "wrong state code".
export const GSTIN_SHAPE_PATTERN = /^\d{2}[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;
// State codes 01-38, plus 97 (other territory) and 99 (centre jurisdiction).
export const GSTIN_STATE_CODE_PATTERN = /^(?:0[1-9]|[12]\d|3[0-8]|97|99)$/;
export const GSTIN_PATTERN = /^(?:0[1-9]|[12]\d|3[0-8]|97|99)[A-Z]{5}\d{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

const CHARSET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** GSTINs are case-insensitive on paper; we store and compare them trimmed and upper-cased. */
export function normaliseGstin(s: string): string {
  return s.trim().toUpperCase();
}

/**
 * The GSTIN check character (Luhn mod 36) for the first 14 characters.
 * Throws RangeError unless given exactly 14 characters of [0-9A-Z] (after normalising),
 * because a check character of garbage input is meaningless.
 */
export function gstinCheckChar(first14: string): string {
  const s = normaliseGstin(first14);
  if (!/^[0-9A-Z]{14}$/.test(s)) throw new RangeError('gstinCheckChar needs exactly 14 characters of 0-9/A-Z');
  let sum = 0;
  for (let i = 0; i < 14; i++) {
    const product = CHARSET.indexOf(s[i]!) * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return CHARSET[(36 - (sum % 36)) % 36]!;
}

/** True when the state code is one GST actually issues (01-38, 97, 99). */
export function isGstinStateCode(code: string): boolean {
  return GSTIN_STATE_CODE_PATTERN.test(code);
}

/** Full check: shape, state code and check character, after trimming and upper-casing. */
export function isGstin(s: unknown): boolean {
  if (typeof s !== 'string') return false;
  const g = normaliseGstin(s);
  return GSTIN_PATTERN.test(g) && gstinCheckChar(g.slice(0, 14)) === g[14];
}

/** The 2-digit state code of a valid GSTIN, else null (never guess from an invalid number). */
export function gstinStateCode(s: string): string | null {
  return isGstin(s) ? normaliseGstin(s).slice(0, 2) : null;
}

/** The embedded PAN (characters 3-12) of a valid GSTIN, else null. */
export function gstinPan(s: string): string | null {
  return isGstin(s) ? normaliseGstin(s).slice(2, 12) : null;
}

export const GSTIN_MESSAGES = {
  required: 'Please enter the GSTIN',
  format: 'Enter a valid 15-character GSTIN, like 27AAPFU0939F1ZV',
  stateCode: 'This GSTIN’s first two digits aren’t a valid state code — please re-check the number',
  checkDigit: 'This GSTIN’s check digit is wrong — please re-check the number',
} as const;

/** Form rule: outputs the upper-cased GSTIN; one specific message per kind of mistake. */
export const gstinSchema = z
  .string({ error: (iss) => (iss.input == null ? GSTIN_MESSAGES.required : GSTIN_MESSAGES.format) })
  .trim()
  .toUpperCase()
  .superRefine((v, ctx) => {
    const fail = (message: string) => ctx.addIssue({ code: 'custom', message });
    if (v === '') fail(GSTIN_MESSAGES.required);
    else if (!GSTIN_SHAPE_PATTERN.test(v)) fail(GSTIN_MESSAGES.format);
    else if (!isGstinStateCode(v.slice(0, 2))) fail(GSTIN_MESSAGES.stateCode);
    else if (gstinCheckChar(v.slice(0, 14)) !== v[14]) fail(GSTIN_MESSAGES.checkDigit);
  });
