/**
 * What a member or a staff member types to sign in (portal and admin share it): a 10-digit mobile
 * number or an email address, and the 6-digit code. Pure; the messages are the API's own
 * (auth/identifier.ts, auth/otpCode.ts), so every screen speaks with one voice.
 */
import { z } from 'zod';
import { EMAIL_PATTERN, MOBILE_PATTERN } from '../validation';

export type Identifier = { field: 'mobile'; value: string } | { field: 'email'; value: string };

/**
 * Reads the sign-in box: an email when it has '@', else a mobile number (spaces, dashes and a
 * +91/0 prefix are forgiven). Returns an error message instead when it is neither.
 */
export function parseIdentifier(raw: string): Identifier | { error: string } {
  const text = raw.trim();
  if (!text) return { error: SIGN_IN_MESSAGES.identifierRequired };
  if (text.includes('@')) {
    const email = text.toLowerCase();
    return EMAIL_PATTERN.test(email) ? { field: 'email', value: email } : { error: SIGN_IN_MESSAGES.emailInvalid };
  }
  const digits = text.replace(/[\s-]/g, '').replace(/^(\+91|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return MOBILE_PATTERN.test(digits) ? { field: 'mobile', value: digits } : { error: SIGN_IN_MESSAGES.identifierInvalid };
}

export const identifierBody = (id: Identifier) => ({ [id.field]: id.value });

/** A 6-digit code, digits only. */
export const isOtp = (code: string) => /^\d{6}$/.test(code.trim());

export const SIGN_IN_MESSAGES = {
  identifierRequired: 'Please enter your mobile number or email address.',
  emailInvalid: 'This email address does not look right. Please check it.',
  identifierInvalid: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9, or an email address.',
  codeInvalid: 'Enter the 6-digit code we sent you.',
} as const;

/** The sign-in form's rules (portal): the box takes a mobile number or an email address. */
export const signInFormSchema = z.object({
  identifier: z.string().superRefine((value, ctx) => {
    const read = parseIdentifier(value);
    if ('error' in read) ctx.addIssue({ code: 'custom', message: read.error });
  }),
});

/** The code form's rule: six digits. */
export const signInCodeFormSchema = z.object({
  otp: z
    .string()
    .trim()
    .regex(/^\d{6}$/, SIGN_IN_MESSAGES.codeInvalid),
});
