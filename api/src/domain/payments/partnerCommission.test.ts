import { describe, expect, it } from 'vitest';
import { commissionPaise } from './partnerCommission';

describe('partner commission', () => {
  it('a percentage of the taxable value, half up', () => {
    expect(commissionPaise(1_000_000, { commission_type: 'percent', commission_value: '7.50' })).toBe(75_000);
    expect(commissionPaise(999, { commission_type: 'percent', commission_value: '12.50' })).toBe(125);
  });
  it('a flat amount, never more than the taxable value', () => {
    expect(commissionPaise(1_000_000, { commission_type: 'flat', commission_value: '250.00' })).toBe(25_000);
    expect(commissionPaise(10_000, { commission_type: 'flat', commission_value: '250.00' })).toBe(10_000);
  });
  it('nothing without terms or on a free order', () => {
    expect(commissionPaise(1_000_000, null)).toBe(0);
    expect(commissionPaise(0, { commission_type: 'flat', commission_value: '250.00' })).toBe(0);
  });
});
