/**
 * user/getPlan and admin/user/getPlan/{id}: a member's plans per business (issue 9 §5). Pure: the
 * subscriptions of one member in, one entry per business out — the plan running now, the renewals
 * queued after it, and the last plan that ended. A plan runs from starts_at (inclusive) to ends_at
 * (exclusive) while its status is 'active' (as entitlements.ts); one whose end has passed but which
 * the daily job has not expired yet counts as ended. Cancelled plans (a staff upgrade) are never shown.
 */
import { daysLeft } from './entitlements';

export interface SubscriptionFact {
  subscription_id: number;
  business_id: number | null;
  plan_id: number;
  plan_name: string;
  version: number;
  fee: string;
  status: 'active' | 'expired' | 'cancelled';
  starts_at: Date;
  ends_at: Date;
}

export interface PlanPeriod {
  subscription_id: number;
  plan_id: number;
  plan_name: string;
  version: number;
  fee: string;
  starts_at: string;
  ends_at: string;
  /** Whole days until the plan ends, a part of a day counting as a day (spec §9); 0 once ended. */
  days_left: number;
}

export interface BusinessPlans {
  active: PlanPeriod | null;
  queued: PlanPeriod[];
  last_expired: PlanPeriod | null;
}

const period = (s: SubscriptionFact, now: Date): PlanPeriod => ({
  subscription_id: s.subscription_id,
  plan_id: s.plan_id,
  plan_name: s.plan_name,
  version: s.version,
  fee: s.fee,
  starts_at: s.starts_at.toISOString(),
  ends_at: s.ends_at.toISOString(),
  days_left: daysLeft(s.ends_at, now),
});

/** The plans of one business (its subscriptions only). */
export function businessPlans(subs: readonly SubscriptionFact[], now: Date): BusinessPlans {
  const t = now.getTime();
  const live = subs.filter((s) => s.status === 'active');
  const running = live
    .filter((s) => s.starts_at.getTime() <= t && t < s.ends_at.getTime())
    .sort((a, b) => b.ends_at.getTime() - a.ends_at.getTime())[0];
  const queued = live.filter((s) => s.starts_at.getTime() > t).sort((a, b) => a.starts_at.getTime() - b.starts_at.getTime());
  const ended = subs
    .filter((s) => s.status === 'expired' || (s.status === 'active' && s.ends_at.getTime() <= t))
    .sort((a, b) => b.ends_at.getTime() - a.ends_at.getTime() || b.subscription_id - a.subscription_id)[0];
  return {
    active: running ? period(running, now) : null,
    queued: queued.map((s) => period(s, now)),
    last_expired: ended ? period(ended, now) : null,
  };
}

/** Subscriptions grouped by business id (null: a plan bought for the account, not a business). */
export function plansByBusiness(subs: readonly SubscriptionFact[], now: Date): Map<number | null, BusinessPlans> {
  const groups = new Map<number | null, SubscriptionFact[]>();
  for (const s of subs) groups.set(s.business_id, [...(groups.get(s.business_id) ?? []), s]);
  return new Map([...groups].map(([id, list]) => [id, businessPlans(list, now)]));
}
