/**
 * The daily plan-expiry run (issue 9 §1): plans whose end has passed are expired, and members are
 * reminded 7 days and 1 day before their plan ends. Pure: what to do for each active subscription now;
 * ./planExpiryService.ts does it, once per subscription and kind however often the job runs.
 */
import { formatDate } from '../../validation';
import { daysLeft } from './entitlements';

export const REMINDER_DAYS = [7, 1] as const;
export type ReminderDays = (typeof REMINDER_DAYS)[number];

export interface ActiveSubscription {
  id: number;
  ends_at: Date;
}

export type ExpiryAction =
  { kind: 'expire'; subscriptionId: number } | { kind: 'remind'; subscriptionId: number; daysBefore: ReminderDays };

/** The reminder due now, if any: the nearest threshold the plan has crossed (7 days, then 1 day). */
export function reminderDue(endsAt: Date, now: Date): ReminderDays | undefined {
  const left = daysLeft(endsAt, now);
  if (left <= 0) return undefined;
  return [...REMINDER_DAYS].sort((a, b) => a - b).find((d) => left <= d);
}

export function expiryActions(subs: readonly ActiveSubscription[], now: Date): ExpiryAction[] {
  return subs.flatMap((s): ExpiryAction[] => {
    if (s.ends_at.getTime() <= now.getTime()) return [{ kind: 'expire', subscriptionId: s.id }];
    const due = reminderDue(s.ends_at, now);
    return due ? [{ kind: 'remind', subscriptionId: s.id, daysBefore: due }] : [];
  });
}

/** The note a reminder is logged under (one per subscription and note). */
export const reminderNote = (d: ReminderDays) => (d === 1 ? '1 day before' : `${d} days before`);

export function reminderText(planName: string, endsAt: Date, d: ReminderDays): { subject: string; body: string } {
  const when = d === 1 ? 'tomorrow' : `in ${d} days`;
  return {
    subject: `Your Bakaya plan ends ${when}`,
    body: `Your ${planName} plan ends ${when}, on ${formatDate(endsAt)}. Renew it to keep reporting defaulters and checking credit without a break.`,
  };
}
