import { describe, expect, it } from 'vitest';
import { daysLeft, entitlement, freeLeft, planIsActive, type EntitlementFacts, type PlanTerms } from './entitlements';

const terms: PlanTerms = {
  plan_name: 'Quarterly',
  free_businesses: 1,
  free_cirs: 2,
  business_registration_fee: '499.00',
  cir_fee: '199.50',
  report_defaulter_fee: '0.00',
};
const now = new Date('2026-11-23T10:00:00Z');
const facts = (over: Partial<EntitlementFacts> = {}): EntitlementFacts => ({
  now,
  subscription: { status: 'active', starts_at: new Date('2026-11-01T00:00:00Z'), ends_at: new Date('2027-02-01T00:00:00Z'), terms },
  used: { free_business: 0, free_cir: 0 },
  extraGranted: { free_business: 0, free_cir: 0 },
  freeTrialAvailable: false,
  ...over,
});

describe('entitlements', () => {
  it('uses the free quota first, then the plan’s fee in paise', () => {
    expect(entitlement('cir', facts())).toMatchObject({
      allowed: true,
      basis: 'free_quota',
      benefit: 'free_cir',
      pricePaise: 0,
      remainingAfter: 1,
    });
    expect(entitlement('cir', facts({ used: { free_business: 0, free_cir: 2 } }))).toMatchObject({
      allowed: true,
      basis: 'plan_fee',
      pricePaise: 19950,
    });
    expect(entitlement('business_registration', facts({ used: { free_business: 1, free_cir: 0 } }))).toMatchObject({
      basis: 'plan_fee',
      pricePaise: 49900,
    });
  });

  it('counts staff’s extra grants and never goes below zero left', () => {
    const f = facts({ used: { free_business: 3, free_cir: 2 }, extraGranted: { free_business: 0, free_cir: 1 } });
    expect(freeLeft('free_cir', terms, f)).toBe(1);
    expect(freeLeft('free_business', terms, f)).toBe(0);
    expect(entitlement('cir', f)).toMatchObject({ basis: 'free_quota', remainingAfter: 0 });
  });

  it('a fee of 0 means the plan includes the service', () => {
    expect(entitlement('report_defaulter', facts())).toMatchObject({ allowed: true, basis: 'plan_fee', pricePaise: 0 });
  });

  it('refuses without an active plan, saying whether it ended, and whether a free trial is still possible', () => {
    expect(entitlement('cir', facts({ subscription: null, freeTrialAvailable: true }))).toMatchObject({
      allowed: false,
      reason: 'no_plan',
      freeTrialAvailable: true,
    });
    const ended = facts({ subscription: { ...facts().subscription!, ends_at: now } });
    expect(entitlement('cir', ended)).toMatchObject({ allowed: false, reason: 'plan_expired' });
    const cancelled = facts({ subscription: { ...facts().subscription!, status: 'cancelled' } });
    expect(entitlement('report_defaulter', cancelled)).toMatchObject({ allowed: false, reason: 'no_plan' });
    const notYet = facts({ subscription: { ...facts().subscription!, starts_at: new Date('2026-12-01T00:00:00Z') } });
    expect(planIsActive(notYet.subscription, now)).toBe(false);
  });

  it('counts days left in whole days, a part of a day as a day', () => {
    expect(daysLeft(new Date('2026-11-24T10:00:00Z'), now)).toBe(1);
    expect(daysLeft(new Date('2026-11-24T10:00:01Z'), now)).toBe(2);
    expect(daysLeft(now, now)).toBe(0);
    expect(daysLeft(new Date('2026-11-01T00:00:00Z'), now)).toBe(0);
    expect(entitlement('cir', facts())).toMatchObject({ daysLeft: 70 });
  });
});
