import type { RestrictionReason } from './loginRestrictionLog';
import type { ChallengeCheck } from './otpChallenge';
import { ACCOUNT_MESSAGES, wrongCodeMessage } from '../contracts/accountMessages';
import { type DomainError, refusal } from '../domain/errors';

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
  error: DomainError;
} {
  const locked = () => refusal('OTP_CODE_LOCKED', {});
  switch (result.kind) {
    case 'none':
      return { reason: 'otp_wrong', detail: 'no pending code', error: refusal('OTP_CODE_NOT_VALID', {}, [field]) };
    case 'locked':
      return { reason: 'otp_locked', detail: ACCOUNT_MESSAGES.codeLocked, error: locked() };
    case 'expired':
      return { reason: 'otp_expired', detail: ACCOUNT_MESSAGES.codeExpired, error: refusal('OTP_CODE_EXPIRED', {}, [field]) };
    case 'wrong': {
      if (result.nowLocked) return { reason: 'otp_wrong', detail: 'wrong code; challenge locked', error: locked() };
      const left = result.attemptsLeft;
      const error = left === 1 ? refusal('OTP_CODE_WRONG_LAST', {}, [field]) : refusal('OTP_CODE_WRONG', { attempts: left }, [field]);
      return { reason: 'otp_wrong', detail: wrongCodeMessage(left), error };
    }
  }
}
