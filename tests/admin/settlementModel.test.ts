import { describe, expect, it } from 'vitest';
import {
  maskedAccount,
  paiseOf,
  paymentSummary,
  paymentTotals,
  settlementAccess,
} from '../../admin/src/screens/settlementRequest/settlementModel';
import { rule, staff } from './support/staffSession';

describe('paiseOf', () => {
  it('reads the API amounts as integer paise', () => {
    expect(paiseOf('62080.00')).toBe(6_208_000);
    expect(paiseOf('0.10')).toBe(10);
    expect(paiseOf(500)).toBe(50_000);
  });
  it('gives null for blanks and anything malformed instead of throwing', () => {
    for (const v of [null, undefined, '', '  ', '1,000', '12.345', 'abc', {}, Number.NaN]) expect(paiseOf(v)).toBeNull();
  });
});

describe('paymentTotals: what was paid against the request', () => {
  it('sums in paise, so 0.10 + 0.20 is exactly 0.30', () => {
    const t = paymentTotals('0.30', [{ amount: '0.10' }, { amount: '0.20' }]);
    expect(t).toMatchObject({ paid: 30, requested: 30, remaining: 0, state: 'full', percent: 100 });
  });
  it('nothing paid yet', () => {
    expect(paymentTotals('64000.00', [])).toMatchObject({ paid: 0, state: 'none', percent: 0, remaining: 6_400_000 });
  });
  it('part paid, with the share rounded down', () => {
    const t = paymentTotals('64000.00', [{ amount: '62080.00' }]);
    expect(t).toMatchObject({ paid: 6_208_000, remaining: 192_000, state: 'part', percent: 97 });
    expect(paymentTotals('100.00', [{ amount: '99.99' }]).percent).toBe(99);
  });
  it('more paid than asked: state over, capped at 100 %, negative remainder', () => {
    expect(paymentTotals('100.00', [{ amount: '60.00' }, { amount: '50.00' }])).toMatchObject({
      state: 'over',
      percent: 100,
      remaining: -1000,
    });
  });
  it('leaves unreadable rows out and counts them', () => {
    expect(paymentTotals('100.00', [{ amount: '40.00' }, { amount: 'n/a' }, {}])).toMatchObject({
      paid: 4000,
      unreadable: 2,
      state: 'part',
    });
  });
  it('without a readable request amount: paid is all it can say', () => {
    expect(paymentTotals(null, [{ amount: '10.00' }])).toMatchObject({ requested: null, remaining: null, state: 'part', percent: 100 });
  });
});

describe('paymentSummary: the line under "Payment details"', () => {
  it('part paid: ₹ with Indian grouping and what is left', () => {
    expect(paymentSummary(paymentTotals('125000.00', [{ amount: '62080.00' }]))).toEqual({
      headline: '₹62,080.00 paid of ₹1,25,000.00',
      detail: '₹62,920.00 still to pay.',
    });
  });
  it('nothing, full and over', () => {
    expect(paymentSummary(paymentTotals('500.00', [])).detail).toBe('Nothing paid out yet.');
    expect(paymentSummary(paymentTotals('500.00', [{ amount: '500' }])).detail).toBe('Paid in full.');
    expect(paymentSummary(paymentTotals('500.00', [{ amount: '750.50' }])).detail).toBe('₹250.50 more than the request amount.');
  });
  it('mentions left-out rows and an unknown request amount', () => {
    const s = paymentSummary(paymentTotals(undefined, [{ amount: '10.00' }, { amount: 'x' }]));
    expect(s.headline).toBe('₹10.00 paid');
    expect(s.detail).toBe('The request amount is not known. 1 payment with an unreadable amount left out.');
  });
});

describe('maskedAccount: last 4 digits only, never more', () => {
  it('masks the last 4 digits', () => {
    expect(maskedAccount('6789')).toBe('•••• 6789');
    expect(maskedAccount(3344)).toBe('•••• 3344');
  });
  it('never shows more than 4 digits, whatever it is given', () => {
    expect(maskedAccount('50100123456789')).toBe('•••• 6789');
    expect(maskedAccount('5010 0123 4567 89')).toBe('•••• 6789');
  });
  it('shows nothing for blanks', () => {
    for (const v of [null, undefined, '', '----', {}]) expect(maskedAccount(v)).toBe('');
  });
});

describe('settlementAccess: the parts of the page a role may load', () => {
  it('Super Admin sees every part', () => {
    expect(Object.values(settlementAccess(staff([], 2))).every(Boolean)).toBe(true);
  });
  it('Settlement Request alone: request and bank account, but no customer, case, timeline or staff actions', () => {
    const a = settlementAccess(staff([rule('Settlement Request', { listView: 1, detailView: 1 })]));
    expect(a).toEqual({ requester: false, defaulterCase: false, bankAccount: true, process: false, timeline: false });
  });
  it('the staff actions need Settlement Request → process', () => {
    expect(settlementAccess(staff([rule('Settlement Request', { detailView: 1, process: 1 })])).process).toBe(true);
    expect(settlementAccess(staff([rule('Defaulter', { process: 1 }), rule('Settlement Request', { detailView: 1 })])).process).toBe(false);
  });
  it('the case needs Defaulter detail view; its timeline Defaulter list view; the requester Customer detail view', () => {
    const a = settlementAccess(
      staff([rule('Settlement Request', { detailView: 1 }), rule('Defaulter', { detailView: 1 }), rule('Customer', { detailView: 1 })]),
    );
    expect(a).toMatchObject({ requester: true, defaulterCase: true, timeline: false, process: false });
  });
  it('nothing for a member or no session', () => {
    expect(Object.values(settlementAccess(null)).some(Boolean)).toBe(false);
    expect(Object.values(settlementAccess({ role_id: 1, role_type: 'customer', accessAction: [] })).some(Boolean)).toBe(false);
  });
});
