import { z } from 'zod';

// Money is never a float here: amounts travel as rupee strings ('125000.50') and are stored and
// summed as integer paise. Conversions work on the decimal digits so 0.1 + 0.2 errors cannot creep in.

/** Optional minus sign, whole rupees, optional 1-2 decimal places. No commas, spaces or exponents. */
export const MONEY_PATTERN = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

export const MAX_SAFE_PAISE = Number.MAX_SAFE_INTEGER;
/** Largest amount moneySchema accepts: ₹9,99,99,99,99,999.99. */
export const MAX_AMOUNT_PAISE = 99_999_999_999_999;

/**
 * Rupees (string or number, at most 2 decimals) → integer paise.
 * A number is read via its shortest decimal form, so 0.1 + 0.2 (0.30000000000000004) is rejected
 * instead of being rounded: a surprise there means a float bug upstream that should surface.
 * Throws RangeError for more than 2 decimals, NaN, ±Infinity, malformed strings and amounts beyond
 * Number.MAX_SAFE_INTEGER paise; TypeError for anything that is not a string or number.
 */
export function toPaise(x: string | number): number {
  let text: string;
  if (typeof x === 'number') {
    if (!Number.isFinite(x)) throw new RangeError(`Amount must be a finite number, got ${x}`);
    text = String(x); // exponent forms (1e21, 1e-7) fail the pattern below, as they should
  } else if (typeof x === 'string') {
    text = x.trim();
  } else {
    throw new TypeError('Amount must be a string or a number');
  }
  const m = MONEY_PATTERN.exec(text);
  if (!m) throw new RangeError(`Amount must be rupees with at most 2 decimals, got "${String(x)}"`);
  const paise = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  if (paise > BigInt(MAX_SAFE_PAISE)) throw new RangeError(`Amount is too large: "${String(x)}"`);
  const n = Number(paise);
  return m[1] && n !== 0 ? -n : n; // never return -0
}

/** Rupees as an API or a form gives them ('62080.00', 500) → paise; null for blanks and anything that is not an amount. */
export function paiseOrNull(value: unknown): number | null {
  if (typeof value !== 'string' && typeof value !== 'number') return null;
  if (typeof value === 'string' && value.trim() === '') return null;
  try {
    return toPaise(value);
  } catch {
    return null;
  }
}

/** Integer paise → canonical rupee string with 2 decimals, e.g. 12500050 → '125000.50'. */
export function fromPaise(p: number): string {
  if (!Number.isSafeInteger(p)) throw new RangeError(`Paise must be a safe integer, got ${p}`);
  // String slicing rather than p / 100, which is inexact near MAX_SAFE_INTEGER.
  const digits = String(Math.abs(p)).padStart(3, '0');
  return `${p < 0 ? '-' : ''}${digits.slice(0, -2)}.${digits.slice(-2)}`;
}

/** Indian digit grouping: last 3 digits, then groups of 2 ('12345678' → '1,23,45,678'). */
function groupIndian(whole: string): string {
  if (whole.length <= 3) return whole;
  const head = whole.slice(0, -3).replace(/\B(?=(\d{2})+$)/g, ',');
  return `${head},${whole.slice(-3)}`;
}

/** Integer paise → '₹1,25,000.50' / '-₹500.00'. */
export function formatPaise(p: number): string {
  const s = fromPaise(p);
  const negative = s.startsWith('-');
  const [whole, fraction] = (negative ? s.slice(1) : s).split('.') as [string, string];
  return `${negative ? '-' : ''}₹${groupIndian(whole)}.${fraction}`;
}

/** Rupees → '₹1,25,000.50' with Indian grouping. Throws like toPaise on invalid amounts. */
export function formatInr(x: string | number): string {
  return formatPaise(toPaise(x));
}

export const MONEY_MESSAGES = {
  required: 'Please enter an amount',
  invalid: 'Enter an amount in rupees, with at most 2 decimals, like 125000.50',
  negative: 'The amount can’t be negative',
  tooLarge: 'The amount can’t be more than ₹9,99,99,99,99,999.99',
} as const;

/**
 * Form rule: a non-negative number or numeric string with at most 2 decimals, up to
 * 999999999999.99; outputs the canonical string with exactly 2 decimals ('1250' → '1250.00').
 */
export const moneySchema = z
  // Missing → "please enter"; anything else of the wrong type (NaN, Infinity, objects) → "invalid".
  .union([z.string(), z.number()], {
    error: (iss) => (iss.input == null ? MONEY_MESSAGES.required : MONEY_MESSAGES.invalid),
  })
  .transform((v, ctx): string => {
    const fail = (message: string) => {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    };
    if (typeof v === 'string' && v.trim() === '') return fail(MONEY_MESSAGES.required);
    let paise: number;
    try {
      paise = toPaise(v);
    } catch {
      return fail(MONEY_MESSAGES.invalid);
    }
    if (paise < 0) return fail(MONEY_MESSAGES.negative);
    if (paise > MAX_AMOUNT_PAISE) return fail(MONEY_MESSAGES.tooLarge);
    return fromPaise(paise);
  });
