import { z } from 'zod';

// Indian mobile numbers are 10 digits and (per TRAI numbering) start with 6, 7, 8 or 9.
export const MOBILE_PATTERN = /^[6-9]\d{9}$/;

/**
 * True only for the bare 10-digit form. Prefixes such as +91 are deliberately NOT accepted here,
 * so stored numbers stay canonical; use `normaliseMobile` to convert typed input first.
 */
export function isMobile(s: unknown): boolean {
  return typeof s === 'string' && MOBILE_PATTERN.test(s);
}

/**
 * Turns common ways of typing an Indian mobile number into the canonical 10 digits, or null.
 * Strips whitespace, then one of: a leading "+91"; a leading "91" only when 12 digits remain
 * (so a genuine number starting 91… is never truncated); a leading "0" only when 11 digits remain.
 */
export function normaliseMobile(s: unknown): string | null {
  if (typeof s !== 'string') return null;
  let digits = s.replace(/\s+/g, '');
  if (digits.startsWith('+91')) digits = digits.slice(3);
  else if (digits.length === 12 && digits.startsWith('91')) digits = digits.slice(2);
  else if (digits.length === 11 && digits.startsWith('0')) digits = digits.slice(1);
  return isMobile(digits) ? digits : null;
}

export const MOBILE_MESSAGES = {
  required: 'Please enter your mobile number',
  prefixed: 'Enter just the 10-digit mobile number, without +91 or a leading 0',
  invalid: 'Enter a valid 10-digit mobile number starting with 6, 7, 8 or 9',
} as const;

/** Form rule: trims surrounding spaces only; a prefixed number gets a message saying how to fix it. */
export const mobileSchema = z
  .string({ error: (iss) => (iss.input == null ? MOBILE_MESSAGES.required : MOBILE_MESSAGES.invalid) })
  .trim()
  .superRefine((v, ctx) => {
    if (v === '') ctx.addIssue({ code: 'custom', message: MOBILE_MESSAGES.required });
    else if (isMobile(v)) return;
    else if (normaliseMobile(v) !== null) ctx.addIssue({ code: 'custom', message: MOBILE_MESSAGES.prefixed });
    else ctx.addIssue({ code: 'custom', message: MOBILE_MESSAGES.invalid });
  });
