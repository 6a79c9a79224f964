/**
 * A partner's code (printed on their material and used in their links): up to 8 letters or
 * digits of their name, a hyphen and 6 random characters, e.g. "SHARMACA-7K2Q9Z". Upper case,
 * 3-20 characters, as the partners table requires.
 */
import { generateReferralCode } from '../../auth';

export function newPartnerCode(name: string): string {
  const prefix =
    name
      .toUpperCase()
      .replace(/[^A-Z0-9]+/g, '')
      .slice(0, 8) || 'PARTNER';
  // The referral-code generator's 6 random base32 characters (its 'BKY' prefix is for members).
  return `${prefix}-${generateReferralCode().slice(3)}`;
}
