import { describe, expect, it } from 'vitest';
import { outstandingPaise, settlementPaymentProblem, settlementRequestProblem } from './settlementRequestRules';

const open = { status: 'verified', due_amount: '125000.00', settled_amount: '25000.00', write_off_amount: '10000.00' };

describe('outstandingPaise', () => {
  it('is due minus settled minus written off, in paise', () => {
    expect(outstandingPaise(open)).toBe(90_000_00);
    expect(outstandingPaise({ ...open, settled_amount: null, write_off_amount: null })).toBe(125_000_00);
  });
  it('never goes below zero', () => {
    expect(outstandingPaise({ ...open, settled_amount: '200000.00' })).toBe(0);
  });
});

describe('settlementRequestProblem', () => {
  it('accepts a partial amount below the outstanding and a full one equal to it', () => {
    expect(settlementRequestProblem(open, { amount: '40000.00', mode: 'partial' })).toBeUndefined();
    expect(settlementRequestProblem(open, { amount: '90000.00', mode: 'full' })).toBeUndefined();
    expect(settlementRequestProblem({ ...open, status: 'processing' }, { amount: '1.00', mode: 'partial' })).toBeUndefined();
  });
  it.each(['rejected', 'full_settled', 'removed', 'wrongly_reported', 'not-a-status'])('refuses a %s case on case_id', (status) => {
    const p = settlementRequestProblem({ ...open, status }, { amount: '1.00', mode: 'partial' });
    expect(p?.field).toBe('case_id');
    expect(p?.message).toMatch(/cannot be settled/);
  });
  it('refuses more than the outstanding, naming it with Indian grouping', () => {
    expect(settlementRequestProblem(open, { amount: '90000.01', mode: 'partial' })).toEqual({
      field: 'amount',
      message: 'The amount cannot be more than the ₹90,000.00 outstanding on this case.',
    });
  });
  it('ties full and partial to the outstanding', () => {
    expect(settlementRequestProblem(open, { amount: '500.00', mode: 'full' })?.field).toBe('amount');
    expect(settlementRequestProblem(open, { amount: '90000.00', mode: 'partial' })?.field).toBe('mode');
  });
  it('refuses a case with nothing outstanding', () => {
    expect(settlementRequestProblem({ ...open, settled_amount: '115000.00' }, { amount: '1.00', mode: 'partial' })?.field).toBe('case_id');
  });
});

describe('settlementPaymentProblem', () => {
  const request = { status: 'approved', amount: '50000.00' };
  it('accepts payments up to the agreed amount', () => {
    expect(settlementPaymentProblem(request, null, '20000.00')).toBeUndefined();
    expect(settlementPaymentProblem(request, '30000.00', '20000.00')).toBeUndefined();
  });
  it('refuses payments beyond it, saying what is already recorded', () => {
    expect(settlementPaymentProblem(request, '30000.00', '20000.01')).toEqual({
      field: 'amount',
      message: 'Payments would add up to more than the ₹50,000.00 agreed (₹30,000.00 is already recorded).',
    });
  });
  it('refuses any payment on a rejected request', () => {
    expect(settlementPaymentProblem({ ...request, status: 'rejected' }, null, '1.00')?.message).toMatch(/rejected/);
  });
});
