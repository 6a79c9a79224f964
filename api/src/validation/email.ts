import { z } from 'zod';

// Local part: letters, digits and . _ % + -. Domain: dot-separated labels that neither start nor
// end with a hyphen (so "a@-x.com" and "a@x..com" fail), then a TLD of at least 2 letters.
export const EMAIL_PATTERN = /^[A-Za-z0-9._%+-]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;

// RFC 5321 caps a forward path at 254 characters; longer values cannot be delivered to.
const MAX_EMAIL_LENGTH = 254;

/**
 * True when `s` is a plausible email address, checked exactly as given (no trimming):
 * callers that accept typed input should go through `emailSchema`, which trims first.
 */
export function isEmail(s: unknown): boolean {
  return typeof s === 'string' && s.length <= MAX_EMAIL_LENGTH && EMAIL_PATTERN.test(s);
}

export const EMAIL_MESSAGES = {
  required: 'Please enter your email address',
  invalid: 'Enter a valid email address, like name@example.com',
} as const;

/** Form rule: trims and lower-cases (mailboxes are matched case-insensitively in this product). */
export const emailSchema = z
  .string({ error: (iss) => (iss.input == null ? EMAIL_MESSAGES.required : EMAIL_MESSAGES.invalid) })
  .trim()
  .toLowerCase()
  .superRefine((v, ctx) => {
    if (v === '') ctx.addIssue({ code: 'custom', message: EMAIL_MESSAGES.required });
    else if (!isEmail(v)) ctx.addIssue({ code: 'custom', message: EMAIL_MESSAGES.invalid });
  });
