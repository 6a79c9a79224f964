import { env } from '../config/env';
import type { AppContext } from '../context';
import { HttpError } from '../http/httpError';
import type { Identifier } from './identifier';
import { createChallenge, lockIdentifier, type OtpPurpose } from './otpChallenge';
import { assertIdentifierMaySend } from './rateLimit';

function duration(totalSeconds: number): string {
  if (totalSeconds < 60) return `${totalSeconds} second${totalSeconds === 1 ? '' : 's'}`;
  const minutes = Math.round(totalSeconds / 60);
  return `${minutes} minute${minutes === 1 ? '' : 's'}`;
}

function messageFor(purpose: OtpPurpose, code: string, ttlSeconds: number): { subject: string; body: string } {
  const what = purpose === 'login' ? 'sign-in' : 'verification';
  return {
    subject: `Your ${env.brand} ${what} code`,
    body: `Your ${env.brand} ${what} code is ${code}. It expires in ${duration(ttlSeconds)}. Do not share it with anyone.`,
  };
}

export interface SentOtp {
  status: true;
  message: string;
  masked: string;
  expires_in: number;
  resend_in: number;
}

/**
 * Issues a code to an identifier: under the identifier's lock, applies the cool-down and the
 * per-identifier window, supersedes earlier codes, stores the new code's hash, then sends it.
 * The caller has already checked the account and the per-IP limit.
 */
export async function sendOtp(ctx: AppContext, o: { id: Identifier; purpose: OtpPurpose; ip: string | null; userId?: number }): Promise<SentOtp> {
  const ttl = ctx.limits.otpTtlSeconds;
  const challenge = await ctx.db.transaction(async (trx) => {
    await lockIdentifier(trx, o.id.value);
    await assertIdentifierMaySend(trx, o.id.value, ctx.limits, { db: ctx.db, ip: o.ip, userId: o.userId });
    return createChallenge(trx, { identifier: o.id.value, channel: o.id.channel, purpose: o.purpose, ip: o.ip, ttlSeconds: ttl });
  });
  try {
    await ctx.messaging.send(ctx.db, { channel: o.id.channel, to: o.id.value, ...messageFor(o.purpose, challenge.code, ttl) });
  } catch (err) {
    // A code that never left must not count towards cool-downs or be verifiable.
    await ctx.db('otp_challenges').where({ id: challenge.id }).delete();
    ctx.logger.error({ err, channel: o.id.channel }, 'sending an OTP failed');
    throw new HttpError(503, 'We could not send the code right now. Please try again in a moment.');
  }
  return {
    status: true,
    message: `We have sent a 6-digit code to ${o.id.masked}`,
    masked: o.id.masked,
    expires_in: ttl,
    resend_in: ctx.limits.otpResendCooldownSeconds,
  };
}
