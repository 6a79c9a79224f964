/** The revenue screen's pure parts: default period, period rules, and the answer reshaped for the charts. */
import type { RevenueData, RevenueMonth } from '@bakaya/api/contracts';
import { describe, expect, it } from 'vitest';
import {
  defaultRevenuePeriod,
  gstByMonth,
  hasRevenue,
  revenuePeriodProblems,
  revenueUrl,
  shortMonth,
  taxableByPlan,
} from '../../admin/src/screens/revenue/revenueModel';

const zero = { orders: 0, taxable: '0.00', gst: '0.00', discount: '0.00', total: '0.00' };
const line = (plan_id: number | null, plan_name: string | null, taxable: string) => ({ ...zero, orders: 1, plan_id, plan_name, taxable });
const month = (m: string, plans: RevenueMonth['plans'], gst = '0.00'): RevenueMonth => ({ ...zero, month: m, gst, plans });

describe('revenue screen model', () => {
  it('defaults to the last 12 IST months, this one included', () => {
    // 20:00 UTC on 31 Dec is already 1 Jan in India.
    expect(defaultRevenuePeriod(new Date('2026-12-31T20:00:00Z'))).toEqual({ from: '2026-02-01', to: '2027-01-01' });
    expect(defaultRevenuePeriod(new Date('2026-11-21T06:00:00Z'))).toEqual({ from: '2025-12-01', to: '2026-11-21' });
  });

  it('asks for whole dates in order and at most 60 months', () => {
    expect(revenuePeriodProblems({ from: '2026-01-01', to: '2026-11-21' })).toEqual({});
    expect(revenuePeriodProblems({ from: '', to: '2026-11-21' }).from).toBe('Choose the start date.');
    expect(revenuePeriodProblems({ from: '2026-12-01', to: '2026-11-21' }).to).toMatch(/on or after/);
    expect(revenuePeriodProblems({ from: '2021-12-01', to: '2026-11-30' })).toEqual({});
    expect(revenuePeriodProblems({ from: '2021-11-30', to: '2026-11-30' }).from).toMatch(/60 months/);
  });

  it('puts the period in the query', () => {
    expect(revenueUrl({ from: '2026-01-01', to: '2026-03-31' })).toMatch(/\/data\/revenue-data\?from=2026-01-01&to=2026-03-31$/);
  });

  it('makes one taxable series per plan, by name, "No plan" last, 0 where a plan sold nothing', () => {
    const d: RevenueData = {
      from: '2026-01-01',
      to: '2026-03-31',
      months: [
        month('2026-01', [line(2, 'Gold', '1000.00'), line(null, null, '50.00')], '180.00'),
        month('2026-02', [], '0.00'),
        month('2026-03', [line(1, 'Basic', '499.50'), line(2, 'Gold', '2000.00')], '449.91'),
      ],
      totals: { ...zero, orders: 4 },
    };
    expect(taxableByPlan(d)).toEqual([
      { id: 'plan-1', label: 'Basic', data: [0, 0, 499.5] },
      { id: 'plan-2', label: 'Gold', data: [1000, 0, 2000] },
      { id: 'plan-none', label: 'No plan', data: [50, 0, 0] },
    ]);
    expect(gstByMonth(d)).toEqual([180, 0, 449.91]);
    expect(hasRevenue(d)).toBe(true);
    expect(hasRevenue({ ...d, totals: zero })).toBe(false);
  });

  it('shortens month ticks', () => {
    expect(shortMonth('2026-11')).toBe("Nov '26");
  });
});
