import crypto from 'node:crypto';

const BASE32 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

/** A member's referral code: 'BKY' + 6 random base32 characters (~1e9 codes; collisions are retried). */
export function generateReferralCode(): string {
  let code = 'BKY';
  for (let i = 0; i < 6; i += 1) code += BASE32[crypto.randomInt(BASE32.length)];
  return code;
}
