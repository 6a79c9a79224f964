import type { AppContext } from '../context';
import { refusal as domainRefusal } from '../domain/errors';
import { expiryText, queueMessage } from '../domain/messages';
import type { Identifier } from './identifier';
import { refuse } from './loginRestrictionLog';
import { createChallenge, tryLockIdentifier, type OtpPurpose } from './otpChallenge';
import { identifierSendRefusal, type SendRefusal } from './rateLimit';

/**
 * The code goes out through the outbox (issue 20 §1) from the templates otp-* (sign-in) and verify-code-*
 * (every other purpose), queued and then sent at once — the member does not wait for the outbox job. The
 * stored row has the code masked. A blocked contact's row is stored as `blocked` and nothing is sent; the
 * answer reads the same (it does not tell whether an identifier is blocked).
 */
async function sendCode(ctx: AppContext, o: { id: Identifier; purpose: OtpPurpose; userId: number }, code: string, ttl: number) {
  const language = 'en' as const;
  const queued = await queueMessage(ctx.db, {
    template: o.purpose === 'login' ? (`otp-${o.id.channel}` as const) : (`verify-code-${o.id.channel}` as const),
    to: o.id.value,
    language,
    variables: { otp: code, expiry: expiryText(ttl, language) },
    essential: true,
    secret: code,
    userId: o.userId,
  });
  if (queued.status !== 'queued') return;
  const outcome = (await ctx.messaging.deliverNow(ctx.db, [queued.id])).get(queued.id);
  if (outcome === 'failed') throw new Error('the provider refused the code');
}

export interface SentOtp {
  status: true;
  message: string;
  masked: string;
  expires_in: number;
  resend_in: number;
}

/**
 * Issues a code to an identifier for an account. Under the send locks (taken without waiting: a
 * concurrent send for the same phone, mailbox or account answers 429 at once) it applies the
 * cool-down and the per-identifier and per-account windows, supersedes earlier codes and stores the
 * new code's hash; it then sends the code, masked in every copy we keep. A refusal is logged after
 * the transaction, so a request never holds a connection while it waits for another.
 * The caller has already checked the account and the per-IP limit.
 *
 * `userId: null` is a sign-in code asked for an identifier no account uses (issue 18 §14): it goes
 * through the same locks, limits and stored challenge (a code nobody receives), so the answer, its
 * cool-downs and the later verify read exactly as for an account — only no message is sent.
 */
export async function sendOtp(
  ctx: AppContext,
  o: { id: Identifier; purpose: OtpPurpose; ip: string | null; userId: number | null },
): Promise<SentOtp> {
  const ttl = ctx.limits.otpTtlSeconds;
  const outcome = await ctx.db.transaction(
    async (trx): Promise<{ refusal: SendRefusal } | { challenge: Awaited<ReturnType<typeof createChallenge>> }> => {
      if (!(await tryLockIdentifier(trx, o.id.value, o.userId))) {
        const wait = ctx.limits.otpResendCooldownSeconds;
        return {
          refusal: {
            detail: 'a code is already being sent',
            error: domainRefusal('OTP_ON_ITS_WAY', { seconds: wait }, undefined, { retryAfterSeconds: wait }),
          },
        };
      }
      const refusal = await identifierSendRefusal(trx, o.id.value, o.userId, ctx.limits);
      if (refusal) return { refusal };
      return {
        challenge: await createChallenge(trx, {
          identifier: o.id.value,
          channel: o.id.channel,
          purpose: o.purpose,
          ip: o.ip,
          ttlSeconds: ttl,
          userId: o.userId,
        }),
      };
    },
  );
  if ('refusal' in outcome) {
    throw await refuse(
      ctx.db,
      { identifier: o.id.value, userId: o.userId, ip: o.ip, reason: 'rate_limited', detail: outcome.refusal.detail },
      outcome.refusal.error,
    );
  }
  const { challenge } = outcome;
  if (o.userId !== null)
    try {
      await sendCode(ctx, { id: o.id, purpose: o.purpose, userId: o.userId }, challenge.code, ttl);
    } catch (err) {
      // A code that never left must not count towards cool-downs or be verifiable.
      await ctx.db('otp_challenges').where({ id: challenge.id }).delete();
      ctx.logger.error({ err, channel: o.id.channel }, 'sending an OTP failed');
      throw domainRefusal('OTP_SEND_FAILED', {});
    }
  return {
    status: true,
    message: `We have sent a 6-digit code to ${o.id.masked}`,
    masked: o.id.masked,
    expires_in: ttl,
    resend_in: ctx.limits.otpResendCooldownSeconds,
  };
}
