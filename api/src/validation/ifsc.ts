import { z } from 'zod';

// 4-letter bank code, a literal 0 (reserved by RBI), then a 6-character branch code.
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export function normaliseIfsc(s: string): string {
  return s.trim().toUpperCase();
}

/** True for an IFSC in any letter case, ignoring surrounding spaces. */
export function isIfsc(s: unknown): boolean {
  return typeof s === 'string' && IFSC_PATTERN.test(normaliseIfsc(s));
}

export const IFSC_MESSAGES = {
  required: 'Please enter the IFSC code',
  invalid: 'Enter a valid 11-character IFSC code, like SBIN0001234 (the 5th character is a zero)',
} as const;

/** Form rule: outputs the upper-cased IFSC. */
export const ifscSchema = z
  .string({ error: (iss) => (iss.input == null ? IFSC_MESSAGES.required : IFSC_MESSAGES.invalid) })
  .trim()
  .toUpperCase()
  .superRefine((v, ctx) => {
    if (v === '') ctx.addIssue({ code: 'custom', message: IFSC_MESSAGES.required });
    else if (!IFSC_PATTERN.test(v)) ctx.addIssue({ code: 'custom', message: IFSC_MESSAGES.invalid });
  });
