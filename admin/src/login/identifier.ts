/** What a staff member types to sign in: a 10-digit mobile number or an email address. Pure. */
import { EMAIL_PATTERN, MOBILE_PATTERN } from '@bakaya/api/validation';

export type Identifier = { field: 'mobile'; value: string } | { field: 'email'; value: string };

/**
 * Reads the sign-in box: an email when it has '@', else a mobile number (spaces, dashes and a
 * +91/0 prefix are forgiven). Returns an error message instead when it is neither.
 */
export function parseIdentifier(raw: string): Identifier | { error: string } {
  const text = raw.trim();
  if (!text) return { error: 'Please enter your mobile number or email address.' };
  if (text.includes('@')) {
    const email = text.toLowerCase();
    return EMAIL_PATTERN.test(email)
      ? { field: 'email', value: email }
      : { error: 'This email address does not look right. Please check it.' };
  }
  const digits = text.replace(/[\s-]/g, '').replace(/^(\+91|91(?=\d{10}$)|0(?=\d{10}$))/, '');
  return MOBILE_PATTERN.test(digits)
    ? { field: 'mobile', value: digits }
    : { error: 'Enter a 10-digit mobile number starting with 6, 7, 8 or 9, or an email address.' };
}

export const identifierBody = (id: Identifier) => ({ [id.field]: id.value });

/** A 6-digit code, digits only. */
export const isOtp = (code: string) => /^\d{6}$/.test(code.trim());
