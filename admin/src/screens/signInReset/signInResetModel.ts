/**
 * The sign-in reset tool as data: what staff may type to find a member, refusal reasons in words,
 * and one line per identifier saying what blocks it. Pure, so it is unit-tested. Server: GET/POST
 * /api/admin/reset/sign-in (api/src/auth/signInResetRoutes.ts); answers in @bakaya/api/contracts.
 */
import { RESET_REASON_MAX, RESET_REASON_MIN, type IdentifierLock } from '@bakaya/api/contracts';
import { isEmail, isMobile } from '@bakaya/api/validation';

/** A 10-digit mobile or an email address, or a message saying what to type. */
export function lookupProblem(text: string): string | null {
  const v = text.trim();
  if (!v) return 'Enter the member’s mobile number or email address.';
  if (v.includes('@') ? !isEmail(v.toLowerCase()) : !isMobile(v)) return 'Enter a 10-digit mobile number or an email address.';
  return null;
}

export function reasonProblem(reason: string): string | null {
  const r = reason.trim();
  if (r.length < RESET_REASON_MIN)
    return `Say why you are resetting (at least ${RESET_REASON_MIN} characters), e.g. how you verified the caller.`;
  if (r.length > RESET_REASON_MAX) return `At most ${RESET_REASON_MAX} characters.`;
  return null;
}

const REASONS: Record<string, string> = {
  otp_wrong: 'Wrong code',
  otp_locked: 'Code locked',
  otp_expired: 'Code expired',
  rate_limited: 'Too many requests',
  user_deactivated: 'Account deactivated',
  unknown_account: 'Unknown account',
  ip_blocked: 'Network blocked',
  ip_not_allowed: 'Network not allowed',
};
export const refusalLabel = (reason: string) => REASONS[reason] ?? reason.replace(/_/g, ' ');

function duration(seconds: number): string {
  if (seconds < 60) return `${seconds} s`;
  const minutes = Math.ceil(seconds / 60);
  return `${minutes} min`;
}

/** 'Code locked · may ask for a new code in 25 s (resend cool-down)' / 'Can sign in normally'. */
export function lockSummary(l: IdentifierLock): string {
  const parts: string[] = [];
  if (l.locked) parts.push('Latest code locked after too many wrong tries');
  if (l.wait_seconds > 0) {
    parts.push(
      `may ask for a new code in ${duration(l.wait_seconds)} (${l.wait_reason === 'code_limit' ? `${l.codes_in_window} of ${l.code_limit} codes used` : 'resend cool-down'})`,
    );
  }
  if (!parts.length) return l.pending_codes ? 'A code is on its way and can be used' : 'Can ask for a code now';
  return parts.join(' · ');
}
