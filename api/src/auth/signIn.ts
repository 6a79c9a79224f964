import type { Knex } from 'knex';
import type { CallContext } from '../callContext';
import { stampSignIn } from '../domain/accounts/userWrites';
import type { SignInUser } from './identifier';
import { issueToken } from './tokens';
import { loadUserDetails } from './userDetails';

/**
 * The end of a successful sign-in (user/verifyOtp, once the code is accepted): stamps the user's
 * last_login_at, opens a session from the caller's IP and user agent, and reads the user's details.
 * `tempOtpId`: the session is a support session opened by that temporary OTP (auth/sessionKind.ts).
 */
export async function completeSignIn(db: Knex, call: CallContext, user: SignInUser, opts: { userAgent?: string; tempOtpId?: number } = {}) {
  await stampSignIn(db, user.id);
  const { token, expiresAt } = await issueToken(db, user, {
    ip: call.ip ?? undefined,
    userAgent: opts.userAgent,
    ...(opts.tempOtpId !== undefined ? { kind: 'support' as const, tempOtpId: opts.tempOtpId } : {}),
  });
  return { token, expiresAt, user: await loadUserDetails(db, user.id) };
}
