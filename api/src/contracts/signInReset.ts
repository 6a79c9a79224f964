/**
 * The sign-in lock reset (admin Settings → reset; Customer · process):
 *   GET  /api/admin/reset/sign-in?identifier=<mobile or email> → SignInLockStatus
 *   POST /api/admin/reset/sign-in { user_id, reason }          → SignInResetResult
 * A reset expires the member's unused sign-in codes (so a locked code no longer blocks them) and
 * releases their recent codes from the resend cool-down and the per-account code limit, so they can
 * ask for a new code at once. Network (per-IP) limits stay. Shared by the API and the admin.
 */

/** Shortest and longest reason staff must give. */
export const RESET_REASON_MIN = 5;
export const RESET_REASON_MAX = 300;

/** Refusals the status lists, newest first. */
export const RECENT_REFUSALS = 20;

export interface SignInMember {
  id: number;
  name: string;
  mobile: string | null;
  email: string | null;
  /** 1 active, 0 deactivated. */
  status: number;
}

export interface SignInRefusal {
  id: number;
  identifier: string | null;
  ip: string | null;
  reason: string;
  detail: string | null;
  created_at: string;
}

/** Where one of the member's sign-in identifiers (mobile, email) stands. */
export interface IdentifierLock {
  identifier: string;
  channel: 'sms' | 'email';
  /** The latest sign-in code was locked after too many wrong tries, and nothing newer was sent. */
  locked: boolean;
  locked_at: string | null;
  /** Unused, unexpired codes a reset would expire. */
  pending_codes: number;
  /** Seconds until a new code may be sent (0: now), and why: the resend cool-down or the code limit. */
  wait_seconds: number;
  wait_reason: 'cooldown' | 'code_limit' | null;
  /** Codes counted towards the per-account limit in its current window, and that limit. */
  codes_in_window: number;
  code_limit: number;
}

export interface SignInLockStatus {
  member: SignInMember;
  identifiers: IdentifierLock[];
  /** True when any identifier is locked or has to wait: a reset would help. */
  blocked: boolean;
  /** Recent refusals by user or identifier (login_restriction_logs), newest first. */
  refusals: SignInRefusal[];
}

export interface SignInResetResult {
  status: true;
  message: string;
  /** Codes that stopped working. */
  expired_codes: number;
  /** Codes no longer counted by the cool-down and the per-account limit. */
  released_codes: number;
  lock: SignInLockStatus;
}
