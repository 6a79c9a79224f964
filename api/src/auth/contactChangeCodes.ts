/**
 * Changing the signed-in user's primary mobile or email: a code goes to the NEW mobile or address,
 * and only that code makes it theirs. Shared by user/sendupdateotp + user/verifyupdateotp (mobile or
 * email) and email/verify/sentotp + email/otp/verify (email only).
 */
import type { SignedInCall } from '../callContext';
import type { AppContext } from '../context';
import { badRequest, conflict } from '../http/httpError';
import { assertCaptcha } from './captcha';
import { codeRefusal } from './codeRefusal';
import { changePrimaryContact } from './contactChange';
import { findUserByIdentifier, type Identifier } from './identifier';
import { refuse } from './loginRestrictionLog';
import { checkChallenge } from './otpChallenge';
import { assertIpMaySend, assertIpMayVerify } from './rateLimit';
import { sendOtp, type SentOtp } from './sendOtp';
import { loadUserDetails } from './userDetails';

const purposeOf = (call: SignedInCall) => `update:${call.who.userId}` as const;

export async function sendContactChangeCode(
  ctx: AppContext,
  call: SignedInCall,
  id: Identifier,
  body: Record<string, unknown>,
): Promise<SentOtp> {
  await assertCaptcha(ctx, body, call.ip);
  await assertIpMaySend(ctx.db, call.ip, ctx.limits, id.value);
  const owner = await findUserByIdentifier(ctx.db, id);
  if (owner?.id === call.who.userId) {
    const message = id.field === 'mobile' ? 'This is already your mobile number.' : 'This is already your email address.';
    throw badRequest(message, { [id.field]: message });
  }
  if (owner) {
    const message = id.field === 'mobile' ? 'This mobile number is already in use.' : 'This email address is already in use.';
    throw conflict(message, { [id.field]: message });
  }
  return sendOtp(ctx, { id, purpose: purposeOf(call), ip: call.ip, userId: call.who.userId });
}

/** Checks the code sent to `id` and makes it the caller's; answers { status, message, user }. */
export async function verifyContactChangeCode(ctx: AppContext, call: SignedInCall, id: Identifier, code: string) {
  const { who: principal, ip } = call;
  await assertIpMayVerify(ctx.db, ip, ctx.limits, id.value);
  const result = await checkChallenge(ctx.db, {
    identifier: id.value,
    purpose: purposeOf(call),
    code,
    maxFailed: ctx.limits.otpMaxFailedAttempts,
  });
  if (result.kind !== 'ok') {
    const { reason, detail, error } = codeRefusal(result);
    throw await refuse(ctx.db, { identifier: id.value, userId: principal.userId, ip, reason, detail }, error);
  }
  await changePrimaryContact(ctx.db, call, id);
  return {
    status: true as const,
    message: id.field === 'mobile' ? 'Your mobile number is updated.' : 'Your email address is updated.',
    user: await loadUserDetails(ctx.db, principal.userId),
  };
}
