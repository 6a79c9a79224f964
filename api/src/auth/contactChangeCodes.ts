/**
 * Changing the signed-in user's primary mobile or email: one code goes to the NEW mobile or address and
 * another to the CURRENT one (the account's present value of the field, or its other sign-in contact
 * when the field is empty, e.g. a first email), and only both codes together make the change. The
 * current one keeps the change in the hands of whoever holds the account's phone or mailbox: a stolen
 * session alone cannot take the account over by moving its sign-in elsewhere. Shared by
 * user/sendupdateotp + user/verifyupdateotp (mobile or email) and email/verify/sentotp +
 * email/otp/verify (email only).
 */
import type { Knex } from 'knex';
import type { SignedInCall } from '../callContext';
import type { AppContext } from '../context';
import { ACCOUNT_MESSAGES } from '../contracts/accountMessages';
import { assertCaptcha } from './captcha';
import { codeRefusal } from './codeRefusal';
import { changePrimaryContact } from './contactChange';
import { findUserByIdentifier, identifierFor, type Identifier } from './identifier';
import { logRestriction } from './loginRestrictionLog';
import { checkChallengesTogether } from './otpChallenge';
import { otpSchema } from './otpCode';
import { isBlank, parseField } from '../http/requestBody';
import { assertIpMaySend, assertIpMayVerify } from './rateLimit';
import { sendOtp, type SentOtp } from './sendOtp';
import { loadUserDetails } from './userDetails';
import { DomainError, refusal } from '../domain/errors';

const purposeOf = (call: SignedInCall) => `update:${call.who.userId}` as const;
const currentPurposeOf = (call: SignedInCall) => `update-current:${call.who.userId}` as const;

/** Where the confirming code goes when `field` changes: its current value, else the account's other sign-in contact. */
async function currentContact(db: Knex, userId: number, field: Identifier['field']): Promise<Identifier> {
  const user = await db('users').where({ id: userId }).first('mobile', 'email');
  const other = field === 'mobile' ? 'email' : 'mobile';
  if (user?.[field]) return identifierFor(field, String(user[field]));
  if (user?.[other]) return identifierFor(other, String(user[other]));
  throw refusal('NO_CURRENT_CONTACT', {});
}

/** The two codes of a contact change's confirmation: `otp` (sent to the new contact) and `current_otp`. */
export function contactChangeCodesOf(body: Record<string, unknown>): { code: string; currentCode: string } {
  const code = parseField(otpSchema, body.otp, 'otp', 'Please enter the 6-digit code we sent you.');
  const required = ACCOUNT_MESSAGES.currentCodeRequired;
  if (isBlank(body.current_otp)) throw refusal('CURRENT_CODE_REQUIRED', {}, ['current_otp']);
  return { code, currentCode: parseField(otpSchema, body.current_otp, 'current_otp', required) };
}

export interface SentContactChangeCodes extends SentOtp {
  /** The current contact the second code went to, masked. */
  current_masked: string;
}

export async function sendContactChangeCode(
  ctx: AppContext,
  call: SignedInCall,
  id: Identifier,
  body: Record<string, unknown>,
): Promise<SentContactChangeCodes> {
  await assertCaptcha(ctx, body, call.ip);
  await assertIpMaySend(ctx.db, call.ip, ctx.limits, id.value);
  const owner = await findUserByIdentifier(ctx.db, id);
  if (owner?.id === call.who.userId) {
    throw refusal(id.field === 'mobile' ? 'OWN_MOBILE_ALREADY' : 'OWN_EMAIL_ALREADY', {}, [id.field]);
  }
  if (owner) {
    throw refusal(id.field === 'mobile' ? 'MOBILE_IN_USE' : 'EMAIL_IN_USE', {}, [id.field]);
  }
  const current = await currentContact(ctx.db, call.who.userId, id.field);
  // Two codes, each under the send limits: the current contact's first, so a refusal there sends nothing new.
  await assertIpMaySend(ctx.db, call.ip, ctx.limits, current.value);
  await sendOtp(ctx, { id: current, purpose: currentPurposeOf(call), ip: call.ip, userId: call.who.userId });
  const sent = await sendOtp(ctx, { id, purpose: purposeOf(call), ip: call.ip, userId: call.who.userId });
  return { ...sent, message: `${sent.message}, and another to ${current.masked}`, current_masked: current.masked };
}

/**
 * Checks the code sent to `id` (`code`) and the one sent to the current contact (`currentCode`) and
 * makes `id` the caller's; answers { status, message, user }. A wrong code answers 400 on its field
 * (`otp`, `current_otp`); a right code is used up only when the other is right too.
 */
export async function verifyContactChangeCode(
  ctx: AppContext,
  call: SignedInCall,
  id: Identifier,
  { code, currentCode }: { code: string; currentCode: string },
) {
  const { who: principal, ip } = call;
  await assertIpMayVerify(ctx.db, ip, ctx.limits, id.value);
  const current = await currentContact(ctx.db, principal.userId, id.field);
  const maxFailed = ctx.limits.otpMaxFailedAttempts;
  const checks = [
    { identifier: id.value, purpose: purposeOf(call), code, maxFailed, field: 'otp' },
    { identifier: current.value, purpose: currentPurposeOf(call), code: currentCode, maxFailed, field: 'current_otp' },
  ];
  const results = await checkChallengesTogether(ctx.db, checks);
  const failures = results.flatMap((result, i) =>
    result.kind === 'ok' ? [] : [{ identifier: checks[i]!.identifier, ...codeRefusal(result, checks[i]!.field) }],
  );
  if (failures.length) {
    for (const f of failures) {
      await logRestriction(ctx.db, { identifier: f.identifier, userId: principal.userId, ip, reason: f.reason, detail: f.detail });
    }
    const locked = failures.find((f) => f.error.kind === 'limit');
    if (locked) throw locked.error;
    const first = failures[0]!.error;
    throw new DomainError(first.code, first.params as never, { fields: Object.assign({}, ...failures.map((f) => f.error.fields)) });
  }
  await changePrimaryContact(ctx.db, call, id);
  return {
    status: true as const,
    message: id.field === 'mobile' ? 'Your mobile number is updated.' : 'Your email address is updated.',
    user: await loadUserDetails(ctx.db, principal.userId),
  };
}
