import { describe, expect, it } from 'vitest';
import { freeBenefitLines, freeBenefitsMessage } from './freeBenefitRules';

describe('freeBenefitLines', () => {
  it('adds forced grants to the plan and subtracts what was used', () => {
    const lines = freeBenefitLines({ free_businesses: 2, free_cirs: 3 }, { free_cir: { extra_granted: 1, used: 2 } });
    expect(lines).toEqual([
      { benefit: 'free_business', label: 'Free business registrations', plan_grants: 2, extra_granted: 0, used: 0, remaining: 2 },
      { benefit: 'free_cir', label: 'Free credit information reports (CIR)', plan_grants: 3, extra_granted: 1, used: 2, remaining: 2 },
    ]);
  });
  it('never leaves a negative remainder', () => {
    const [business] = freeBenefitLines({ free_businesses: 1, free_cirs: 0 }, { free_business: { extra_granted: 0, used: 4 } });
    expect(business).toMatchObject({ used: 4, remaining: 0 });
  });
});

describe('freeBenefitsMessage', () => {
  it('says what is left, or that everything is used', () => {
    expect(freeBenefitsMessage(freeBenefitLines({ free_businesses: 1, free_cirs: 2 }, {}))).toBe(
      'Left on your plan: Free business registrations: 1; Free credit information reports (CIR): 2.',
    );
    expect(freeBenefitsMessage(freeBenefitLines({ free_businesses: 0, free_cirs: 0 }, {}))).toMatch(/used all/);
  });
});
