import { describe, expect, it } from 'vitest';
import { ORDER_DELIVERIES } from '../orderDeliveries';
import type { InvoiceLineFacts } from '../payments/orderDelivery';
import { lineDescription as lineOf } from './invoicePdfService';

const lineDescription = (f: InvoiceLineFacts & { purpose: string }) => lineOf(ORDER_DELIVERIES, f);

const none = { plan_name: null, duration_value: null, duration_unit: null, period_starts_at: null, period_ends_at: null };

describe('an invoice line', () => {
  it('names the plan, its duration and period for a subscription', () => {
    expect(
      lineDescription({
        ...none,
        purpose: 'subscription',
        plan_name: 'Gold',
        duration_value: 1,
        duration_unit: 'years',
        period_starts_at: new Date('2026-11-21T06:00:00Z'),
        period_ends_at: new Date('2027-11-21T06:00:00Z'),
      }),
    ).toBe('Gold membership plan, 1 year (21, Nov, 2026 to 21, Nov, 2027)');
  });

  it('names the service, not the plan whose GST rate it used, for a fee paid from the wallet', () => {
    expect(lineDescription({ ...none, purpose: 'report_defaulter', plan_name: 'Gold', duration_value: 1, duration_unit: 'years' })).toBe(
      'Defaulter report fee (reporting a buyer’s unpaid dues)',
    );
    expect(lineDescription({ ...none, purpose: 'cir', plan_name: 'Gold' })).toBe('Credit information report (CIR)');
    expect(lineDescription({ ...none, purpose: 'wallet_topup' })).toBe('Wallet top-up');
  });
});
