import { describe, expect, it } from 'vitest';
import { deactivationMoveRefusal, percentOfPaise, planDaysUsed, refundFor, slabFor, type DeactivationSlab } from './deactivationRules';

const SLABS: DeactivationSlab[] = [
  { min_days: 0, max_days: 7, refund_percent: '90.00' },
  { min_days: 8, max_days: 30, refund_percent: '50.00' },
  { min_days: 31, max_days: 90, refund_percent: '25.00' },
];

const start = new Date('2026-01-01T10:00:00Z');
const end = new Date('2027-01-01T10:00:00Z');
const at = (iso: string) => new Date(iso);

describe('planDaysUsed', () => {
  it('rounds a part of a day up to a whole day (spec §9)', () => {
    expect(planDaysUsed(start, end, at('2026-01-01T10:00:01Z'))).toBe(1);
    expect(planDaysUsed(start, end, at('2026-01-02T10:00:00Z'))).toBe(1);
    expect(planDaysUsed(start, end, at('2026-01-02T10:00:01Z'))).toBe(2);
    expect(planDaysUsed(start, end, at('2026-01-31T09:00:00Z'))).toBe(30);
  });
  it('is 0 before and at the start, and stops at the end of the plan', () => {
    expect(planDaysUsed(start, end, at('2025-12-31T00:00:00Z'))).toBe(0);
    expect(planDaysUsed(start, end, start)).toBe(0);
    expect(planDaysUsed(start, end, at('2028-06-01T00:00:00Z'))).toBe(365);
  });
});

describe('slabs and refunds', () => {
  it('finds the slab holding the day count, bounds included', () => {
    expect(slabFor(0, SLABS)?.refund_percent).toBe('90.00');
    expect(slabFor(7, SLABS)?.refund_percent).toBe('90.00');
    expect(slabFor(8, SLABS)?.refund_percent).toBe('50.00');
    expect(slabFor(90, SLABS)?.refund_percent).toBe('25.00');
    expect(slabFor(91, SLABS)).toBeUndefined();
  });
  it('takes a percentage of paise, rounding half up to a paisa', () => {
    expect(percentOfPaise(999_00, '50.00')).toBe(499_50);
    expect(percentOfPaise(1, '50.00')).toBe(1);
    expect(percentOfPaise(3, '33.33')).toBe(1);
    expect(percentOfPaise(12_345_67, '12.50')).toBe(1_543_21);
    expect(percentOfPaise(0, '90.00')).toBe(0);
  });
  it('refunds the slab share of the fee as a decimal string; no slab refunds nothing', () => {
    expect(refundFor('2999.00', 5, SLABS)).toEqual({ days_used: 5, refund_percent: '90.00', refund_amount: '2699.10' });
    expect(refundFor('2999.00', 30, SLABS)).toEqual({ days_used: 30, refund_percent: '50.00', refund_amount: '1499.50' });
    expect(refundFor('2999.99', 31, SLABS)).toEqual({ days_used: 31, refund_percent: '25.00', refund_amount: '750.00' });
    expect(refundFor('2999.00', 400, SLABS)).toEqual({ days_used: 400, refund_percent: '0.00', refund_amount: '0.00' });
    expect(refundFor('0.1', 1, SLABS).refund_amount).toBe('0.09');
  });
});

describe('deactivationMoveRefusal', () => {
  it('lets the member confirm and either side cancel an open request', () => {
    expect(deactivationMoveRefusal('requested', 'confirmed', 'member')).toBeNull();
    expect(deactivationMoveRefusal('requested', 'cancelled', 'member')).toBeNull();
    expect(deactivationMoveRefusal('confirmed', 'cancelled', 'staff')).toBeNull();
  });
  it('lets staff complete only a confirmed request', () => {
    expect(deactivationMoveRefusal('confirmed', 'completed', 'staff')).toBeNull();
    expect(deactivationMoveRefusal('requested', 'completed', 'staff')).toMatch(/not confirmed/);
    expect(deactivationMoveRefusal('confirmed', 'completed', 'member')).toMatch(/Only staff/);
    expect(deactivationMoveRefusal('requested', 'confirmed', 'staff')).toMatch(/Only the member/);
  });
  it('keeps closed requests closed and never goes back to requested', () => {
    expect(deactivationMoveRefusal('completed', 'cancelled', 'member')).toMatch(/already completed/);
    expect(deactivationMoveRefusal('cancelled', 'confirmed', 'member')).toMatch(/cancelled/);
    expect(deactivationMoveRefusal('confirmed', 'requested', 'staff')).toMatch(/back to requested/);
    expect(deactivationMoveRefusal('completed', 'completed', 'staff')).toBeNull();
  });
});
