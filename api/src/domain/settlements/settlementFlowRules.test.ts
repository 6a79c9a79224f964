import { describe, expect, it } from 'vitest';
import { isAadhaarNumber, SANDBOX_FAILING_AADHAAR, verhoeffValid } from '../../adapters/aadhaar/aadhaarAdapter';
import { chargePaise, paymentFees, paymentRefusal, payablePaise, scheduleProblems, slabFor, type Slab } from './settlementFlowRules';

const today = '2026-11-26';

describe('scheduleProblems', () => {
  it('accepts one full payment with no instalments', () => {
    expect(scheduleProblems(100_00, 'full', [], today)).toEqual({});
    expect(scheduleProblems(100_00, 'full', [{ due_on: today, amount: '100' }], today).instalments).toMatch(/no instalments/);
  });
  it('accepts ascending instalments from today that add up to the amount', () => {
    const ok = [
      { due_on: today, amount: '400.00' },
      { due_on: '2026-12-26', amount: '600.00' },
    ];
    expect(scheduleProblems(1000_00, 'instalments', ok, today)).toEqual({});
  });
  it('refuses a past date, dates out of order, a sum that differs, one instalment, more than 24', () => {
    expect(
      scheduleProblems(
        1000_00,
        'instalments',
        [
          { due_on: '2026-11-25', amount: '500' },
          { due_on: '2026-12-01', amount: '500' },
        ],
        today,
      ),
    ).toHaveProperty('instalments.0.due_on', 'An instalment cannot fall due in the past.');
    expect(
      scheduleProblems(
        1000_00,
        'instalments',
        [
          { due_on: '2026-12-05', amount: '500' },
          { due_on: '2026-12-05', amount: '500' },
        ],
        today,
      ),
    ).toHaveProperty('instalments.1.due_on');
    expect(
      scheduleProblems(
        1000_00,
        'instalments',
        [
          { due_on: '2026-12-05', amount: '500' },
          { due_on: '2026-12-06', amount: '499.99' },
        ],
        today,
      ).instalments,
    ).toBe('The instalments add up to ₹999.99, but the settlement is for ₹1,000.00.');
    expect(scheduleProblems(1000_00, 'instalments', [{ due_on: today, amount: '1000' }], today).instalments).toMatch(/at least 2/);
    const many = Array.from({ length: 25 }, (_, i) => ({ due_on: `2027-01-${String(i + 1).padStart(2, '0')}`, amount: '40' }));
    expect(scheduleProblems(1000_00, 'instalments', many, today).instalments).toMatch(/At most 24/);
  });
});

describe('payments', () => {
  const request = { status: 'inprogress', amount: '1000.00', paid_amount: '400.00' };
  const both = ['reporter', 'defaulter'];
  it('is payable up to what the request has left and the case still owes', () => {
    expect(payablePaise(request, 10_000_00)).toBe(600_00);
    expect(payablePaise(request, 500_00)).toBe(500_00);
  });
  it('refuses before both signed (409), beyond what is due (400), on closed requests (409)', () => {
    expect(paymentRefusal(request, ['reporter'], 10_000_00, 100_00)?.status).toBe(409);
    expect(paymentRefusal(request, both, 10_000_00, 600_01)).toMatchObject({ status: 400, field: 'amount' });
    expect(paymentRefusal(request, both, 10_000_00, 600_00)).toBeUndefined();
    expect(paymentRefusal({ ...request, status: 'initialised' }, both, 10_000_00, 1)?.status).toBe(409);
    expect(paymentRefusal({ ...request, status: 'settled' }, both, 10_000_00, 1)?.status).toBe(409);
    expect(paymentRefusal({ ...request, status: 'rejected' }, both, 10_000_00, 1)?.status).toBe(409);
  });
});

describe('fees', () => {
  const slabs: Slab[] = [
    { min_amount: '0.00', max_amount: '9999.99', type: 'flat', value: '100.00' },
    { min_amount: '10000.00', max_amount: null, type: 'percent', value: '1.50' },
  ];
  it('finds the slab holding the amount, "and above" included', () => {
    expect(slabFor(slabs, 9999_99)?.type).toBe('flat');
    expect(slabFor(slabs, 10_000_00)?.type).toBe('percent');
    expect(slabFor(slabs.slice(1), 50_00)).toBeUndefined();
  });
  it('charges a percentage half-up to the paisa and never more than the amount', () => {
    expect(chargePaise('percent', '1.50', 10_000_33)).toBe(150_00); // 15000.495 paise → 15000
    expect(chargePaise('percent', '2.50', 1_01)).toBe(3); // 2.525 → 3
    expect(chargePaise('flat', '100.00', 50_00)).toBe(50_00);
  });
  it('adds every service charge and applies the commission and cashback slabs', () => {
    const fees = paymentFees(
      20_000_00,
      [
        { charge_type: 'flat', value: '50.00' },
        { charge_type: 'percent', value: '1.00' },
      ],
      slabs,
      [{ min_amount: '5000.00', max_amount: null, type: 'percent', value: '0.50' }],
    );
    expect(fees).toEqual({ serviceChargePaise: 50_00 + 200_00, commissionPaise: 300_00, cashbackPaise: 100_00 });
  });
});

describe('Aadhaar numbers', () => {
  it('checks the Verhoeff digit', () => {
    expect(verhoeffValid('234567890124')).toBe(true);
    expect(isAadhaarNumber('234567890124')).toBe(true);
    expect(isAadhaarNumber('234567890125')).toBe(false);
    expect(isAadhaarNumber('123456789012')).toBe(false);
    expect(isAadhaarNumber(SANDBOX_FAILING_AADHAAR)).toBe(true);
  });
});
