import crypto from 'node:crypto';
import { z } from 'zod';
import { jwtSecret } from './jwtSecret';

export const OTP_LENGTH = 6;

/** A uniformly random 6-digit code (leading zeros allowed). */
export function generateOtp(): string {
  return String(crypto.randomInt(0, 10 ** OTP_LENGTH)).padStart(OTP_LENGTH, '0');
}

let key: Buffer | undefined;
/** A key derived from the JWT secret for OTP hashing only (so the two uses never mix). */
function otpKey(): Buffer {
  return (key ??= crypto.createHmac('sha256', jwtSecret()).update('bakaya:otp-hash:v1').digest());
}

/**
 * Only a hash of a code is ever stored: HMAC-SHA256 keyed with a secret derived from the JWT
 * secret, over (scope, code). The scope binds the hash to its owner (e.g. 'login:9876543210' or
 * 'temp:42'), so a stored hash cannot be replayed for another identifier. A 6-digit code has
 * little entropy, so the key (not the hash) is what keeps a leaked table from being brute-forced.
 */
export function hashOtp(scope: string, code: string): string {
  return 'h1$' + crypto.createHmac('sha256', otpKey()).update(`${scope}\u0000${code}`).digest('base64url');
}

/** Constant-time comparison of a submitted code against a stored hash. */
export function otpMatches(storedHash: string, scope: string, code: string): boolean {
  const a = Buffer.from(hashOtp(scope, code));
  const b = Buffer.from(storedHash);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** The `otp` field: exactly 6 digits (a JSON number is accepted when it has 6 digits). */
export const otpSchema = z.preprocess(
  (v) => (typeof v === 'number' && Number.isSafeInteger(v) ? String(v) : typeof v === 'string' ? v.trim() : v),
  z
    .string({ error: (iss) => (iss.input == null ? 'Please enter the 6-digit code.' : 'Enter the 6-digit code we sent you.') })
    .regex(/^\d{6}$/, 'Enter the 6-digit code we sent you.'),
);
