/** The refund dialog's rules (admin/src/screens/order/refundModel.ts): what is left, the form's checks, the body. */
import { describe, expect, it } from 'vitest';
import { initialRefund, refundablePaise, refundBody, refundErrors } from '../../admin/src/screens/order/refundModel';

describe('refund of an order', () => {
  it('leaves the invoice total (else the order total) minus its credit notes, never below zero', () => {
    expect(refundablePaise('1180.00', undefined, [])).toBe(118_000);
    expect(refundablePaise('1180.00', '1180.00', ['472.00', '236.00'])).toBe(47_200);
    expect(refundablePaise('1180.00', '1180.00', ['1180.00', '1.00'])).toBe(0);
  });

  it('prefills what is left, to the wallet, without a reason', () => {
    expect(initialRefund(47_200)).toEqual({ amount: '472.00', to: 'wallet', reason: '' });
  });

  it('checks the amount, the destination and a reason of at least 10 characters', () => {
    const ok = { amount: '100', to: 'gateway' as const, reason: 'Duplicate payment' };
    expect(refundErrors(ok, 10_000)).toEqual({});
    expect(refundErrors({ ...ok, amount: '100.01' }, 10_000).amount).toBe('At most ₹100.00 is left to refund.');
    expect(refundErrors({ ...ok, amount: '0' }, 10_000).amount).toMatch(/more than/);
    expect(refundErrors({ ...ok, amount: '12.345' }, 10_000).amount).toMatch(/rupees/);
    expect(refundErrors({ ...ok, reason: '  too short ' }, 10_000).reason).toMatch(/at least 10/);
    expect(refundErrors({ ...ok, to: 'cash' as never }, 10_000).to).toBeDefined();
  });

  it('sends the amount with two decimals and the reason trimmed', () => {
    expect(refundBody({ amount: ' 1180 ', to: 'wallet', reason: ' Plan bought twice ' })).toEqual({
      amount: '1180.00',
      to: 'wallet',
      reason: 'Plan bought twice',
    });
  });
});
