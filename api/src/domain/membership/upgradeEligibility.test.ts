import { describe, expect, it } from 'vitest';
import { upgradeDecision } from './upgradeEligibility';

describe('upgradeDecision', () => {
  it('allows a member without a plan, or below the best plan on sale', () => {
    expect(upgradeDecision({ openDeactivation: false, currentFee: null, bestFeeOnSale: 999 }).able).toBe(true);
    expect(upgradeDecision({ openDeactivation: false, currentFee: 249, bestFeeOnSale: 999 }).able).toBe(true);
  });

  it('refuses on the best plan, with nothing on sale, or while deactivation is open', () => {
    expect(upgradeDecision({ openDeactivation: false, currentFee: 999, bestFeeOnSale: 999 })).toEqual({
      able: false,
      reason: 'You are already on our highest plan.',
    });
    expect(upgradeDecision({ openDeactivation: false, currentFee: null, bestFeeOnSale: null }).able).toBe(false);
    expect(upgradeDecision({ openDeactivation: true, currentFee: null, bestFeeOnSale: 999 }).reason).toMatch(/deactivation/);
  });
});
