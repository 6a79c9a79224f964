import { z } from 'zod';

// ICAI UDIN: 18 characters = YY (2 digits) + membership number (6 digits) + 10 alphanumerics.
export const UDIN_PATTERN = /^\d{8}[A-Z0-9]{10}$/;

export function normaliseUdin(s: string): string {
  return s.trim().toUpperCase();
}

/** True for a UDIN in any letter case, ignoring surrounding spaces. */
export function isUdin(s: unknown): boolean {
  return typeof s === 'string' && UDIN_PATTERN.test(normaliseUdin(s));
}

export const UDIN_MESSAGES = {
  required: 'Please enter the UDIN',
  invalid: 'Enter the 18-character UDIN from the ICAI portal, like 26123456ABCDEF1234',
} as const;

/** Form rule: outputs the upper-cased UDIN. */
export const udinSchema = z
  .string({ error: (iss) => (iss.input == null ? UDIN_MESSAGES.required : UDIN_MESSAGES.invalid) })
  .trim()
  .toUpperCase()
  .superRefine((v, ctx) => {
    if (v === '') ctx.addIssue({ code: 'custom', message: UDIN_MESSAGES.required });
    else if (!UDIN_PATTERN.test(v)) ctx.addIssue({ code: 'custom', message: UDIN_MESSAGES.invalid });
  });
