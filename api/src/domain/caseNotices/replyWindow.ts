/**
 * The reply window of a notice (issue 10 §3): the reported business has `case-reply-window-days`
 * (a global setting, default 21) from the notice to reply before the case is listed; a dispute must
 * be decided within 30 days of being opened. Pure.
 */
export const DEFAULT_REPLY_WINDOW_DAYS = 21;
export const REPLY_WINDOW_SETTING = 'case-reply-window-days';
export const REPLY_WINDOW_LIMITS = { min: 1, max: 90 } as const;
export const DISPUTE_DECISION_DAYS = 30;
const DAY_MS = 86_400_000;

/** The setting's value as a whole number of days; anything unusable falls back to the default. */
export function replyWindowDays(setting: string | undefined | null): number {
  const n = Number(setting?.trim());
  return Number.isInteger(n) && n >= REPLY_WINDOW_LIMITS.min && n <= REPLY_WINDOW_LIMITS.max ? n : DEFAULT_REPLY_WINDOW_DAYS;
}

export function replyWindowEnd(sentAt: Date, days: number): Date {
  return new Date(sentAt.getTime() + days * DAY_MS);
}

export function disputeDecideBy(openedAt: Date): Date {
  return new Date(openedAt.getTime() + DISPUTE_DECISION_DAYS * DAY_MS);
}

export function isPastDeadline(d: { status: string; decide_by: Date | string }, now: Date = new Date()): boolean {
  return d.status === 'open' && new Date(d.decide_by).getTime() < now.getTime();
}
