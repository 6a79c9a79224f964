import { z } from 'zod';

// 5 letters, 4 digits, 1 letter. The 4th letter encodes the holder type (P, C, F, ...), but the
// spec only asks for the shape, so we do not restrict it and risk rejecting a real PAN.
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

export function normalisePan(s: string): string {
  return s.trim().toUpperCase();
}

/** True for a PAN in any letter case, ignoring surrounding spaces. */
export function isPan(s: unknown): boolean {
  return typeof s === 'string' && PAN_PATTERN.test(normalisePan(s));
}

export const PAN_MESSAGES = {
  required: 'Please enter the PAN',
  invalid: 'Enter a valid 10-character PAN, like ABCDE1234F',
} as const;

/** Form rule: outputs the upper-cased PAN. */
export const panSchema = z
  .string({ error: (iss) => (iss.input == null ? PAN_MESSAGES.required : PAN_MESSAGES.invalid) })
  .trim()
  .toUpperCase()
  .superRefine((v, ctx) => {
    if (v === '') ctx.addIssue({ code: 'custom', message: PAN_MESSAGES.required });
    else if (!PAN_PATTERN.test(v)) ctx.addIssue({ code: 'custom', message: PAN_MESSAGES.invalid });
  });
