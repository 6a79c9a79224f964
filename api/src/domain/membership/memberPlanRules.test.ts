import { describe, expect, it } from 'vitest';
import { businessPlans, plansByBusiness, type SubscriptionFact } from './memberPlanRules';

const now = new Date('2026-11-20T06:00:00Z');
const day = 86_400_000;
let next = 0;
const sub = (over: Partial<SubscriptionFact>): SubscriptionFact => ({
  subscription_id: (next += 1),
  business_id: 1,
  plan_id: 7,
  plan_name: 'Gold',
  version: 1,
  fee: '10000.00',
  status: 'active',
  starts_at: new Date(now.getTime() - 10 * day),
  ends_at: new Date(now.getTime() + 10 * day),
  ...over,
});

describe('businessPlans', () => {
  it('finds the running plan, the queued renewals in order and the last ended plan', () => {
    const running = sub({ ends_at: new Date(now.getTime() + 1.2 * day) });
    const later = sub({ starts_at: new Date(now.getTime() + 400 * day), ends_at: new Date(now.getTime() + 700 * day) });
    const renewal = sub({ starts_at: running.ends_at, ends_at: new Date(now.getTime() + 400 * day) });
    const old = sub({ status: 'expired', starts_at: new Date(now.getTime() - 400 * day), ends_at: new Date(now.getTime() - 30 * day) });
    const older = sub({ status: 'expired', starts_at: new Date(now.getTime() - 800 * day), ends_at: new Date(now.getTime() - 400 * day) });
    const plans = businessPlans([later, older, running, renewal, old], now);
    expect(plans.active).toMatchObject({ subscription_id: running.subscription_id, days_left: 2 });
    expect(plans.queued.map((p) => p.subscription_id)).toEqual([renewal.subscription_id, later.subscription_id]);
    expect(plans.last_expired).toMatchObject({ subscription_id: old.subscription_id, days_left: 0 });
  });

  it('counts a plan past its end that the job has not expired yet as ended, never cancelled ones', () => {
    const pastEnd = sub({ ends_at: new Date(now.getTime() - 1000) });
    const cancelled = sub({ status: 'cancelled', ends_at: new Date(now.getTime() - 10) });
    const plans = businessPlans([cancelled, pastEnd], now);
    expect(plans.active).toBeNull();
    expect(plans.queued).toEqual([]);
    expect(plans.last_expired?.subscription_id).toBe(pastEnd.subscription_id);
  });

  it('the end is exclusive; no subscriptions, no plans', () => {
    expect(businessPlans([sub({ ends_at: now })], now).active).toBeNull();
    expect(businessPlans([], now)).toEqual({ active: null, queued: [], last_expired: null });
  });

  it('groups by business, a plan without a business under null', () => {
    const map = plansByBusiness([sub({ business_id: 1 }), sub({ business_id: 2, status: 'expired' }), sub({ business_id: null })], now);
    expect([...map.keys()]).toEqual([1, 2, null]);
    expect(map.get(2)?.active).toBeNull();
  });
});
