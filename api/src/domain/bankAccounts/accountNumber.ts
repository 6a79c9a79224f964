/**
 * Bank account numbers are never stored: we keep the last 4 digits (to show "••••6789") and a
 * keyed hash (to spot the same account added twice) — HMAC-SHA256 under a key derived from the
 * JWT secret, so the hash cannot be reversed by trying every number without the server's secret.
 * Note: rotating JWT_SECRET changes every future hash, so duplicates of older rows go unnoticed.
 */
import crypto from 'node:crypto';
import { jwtSecret } from '../../auth';

/** Indian bank account numbers: 9 to 18 digits. */
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;

export interface AccountNumberDigest {
  /** The last 4 digits, as shown to people. */
  last4: string;
  /** Hex HMAC-SHA256 of the full number (64 characters). */
  hash: string;
}

/** A sub-key for this one purpose, so the JWT secret itself never keys anything but tokens. */
const purposeKey = (secret: string) => crypto.createHmac('sha256', secret).update('bakaya:bank-account-number:v1').digest();

export function digestAccountNumber(accountNumber: string, secret: string = jwtSecret()): AccountNumberDigest {
  if (!ACCOUNT_NUMBER_PATTERN.test(accountNumber)) throw new RangeError('An account number is 9 to 18 digits.');
  return {
    last4: accountNumber.slice(-4),
    hash: crypto.createHmac('sha256', purposeKey(secret)).update(accountNumber).digest('hex'),
  };
}
