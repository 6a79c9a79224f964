import { badRequest, tooManyRequests, type HttpError } from '../http/httpError';
import type { RestrictionReason } from './loginRestrictionLog';
import type { ChallengeCheck } from './otpChallenge';
import { ACCOUNT_MESSAGES, wrongCodeMessage } from '../contracts/accountMessages';

const LOCKED = ACCOUNT_MESSAGES.codeLocked;

/**
 * What a failed code check answers and logs, for every route that checks a code (sign-in, a new
 * mobile or email): 400 on the `otp` field (or `field`, when a call takes two codes), or 429 once the code is locked.
 */
export function codeRefusal(
  result: Exclude<ChallengeCheck, { kind: 'ok' }>,
  field = 'otp',
): {
  reason: RestrictionReason;
  detail: string;
  error: HttpError;
} {
  const make = (reason: RestrictionReason, status: 400 | 429, message: string, detail = message) => ({
    reason,
    detail,
    error: status === 429 ? tooManyRequests(message) : badRequest(message, { [field]: message }),
  });
  switch (result.kind) {
    case 'none':
      return make('otp_wrong', 400, ACCOUNT_MESSAGES.codeNotValid, 'no pending code');
    case 'locked':
      return make('otp_locked', 429, LOCKED);
    case 'expired':
      return make('otp_expired', 400, ACCOUNT_MESSAGES.codeExpired);
    case 'wrong':
      if (result.nowLocked) return make('otp_wrong', 429, LOCKED, 'wrong code; challenge locked');
      return make('otp_wrong', 400, wrongCodeMessage(result.attemptsLeft));
  }
}
