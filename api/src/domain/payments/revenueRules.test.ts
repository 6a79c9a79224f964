import { describe, expect, it } from 'vitest';
import { DomainError } from '../errors';
import { istMonth, revenueRange, revenueReport } from './revenueRules';

const status = (fn: () => unknown) => {
  try {
    fn();
  } catch (e) {
    return e instanceof DomainError ? e.kind : 'other';
  }
  return 'none';
};

describe('revenueRange', () => {
  it('defaults to the last 12 IST months up to today (IST)', () => {
    // 19:00 UTC on 31 Mar is already 1 Apr in India.
    const r = revenueRange({}, new Date('2027-03-31T19:00:00Z'));
    expect(r.to).toBe('2027-04-01');
    expect(r.from).toBe('2026-05-01');
    expect(r.months).toHaveLength(12);
    expect(r.months[0]).toBe('2026-05');
    expect(r.months[11]).toBe('2027-04');
    expect(r.start.toISOString()).toBe('2026-04-30T18:30:00.000Z');
    expect(r.end.toISOString()).toBe('2027-04-01T18:30:00.000Z');
  });

  it('crosses years; one day is one month', () => {
    expect(revenueRange({ from: '2025-11-15', to: '2026-02-03' }, new Date()).months).toEqual(['2025-11', '2025-12', '2026-01', '2026-02']);
    expect(revenueRange({ from: '2026-02-03', to: '2026-02-03' }, new Date()).months).toEqual(['2026-02']);
  });

  it('refuses bad dates, from after to and too long a range as invalid (400)', () => {
    expect(status(() => revenueRange({ from: '2026-02-30' }, new Date()))).toBe('invalid');
    expect(status(() => revenueRange({ to: '1/2/2026' }, new Date()))).toBe('invalid');
    expect(status(() => revenueRange({ from: ['2026-01-01'] }, new Date()))).toBe('invalid');
    expect(status(() => revenueRange({ from: '2026-03-02', to: '2026-03-01' }, new Date()))).toBe('invalid');
    expect(status(() => revenueRange({ from: '2020-01-01', to: '2026-01-01' }, new Date()))).toBe('invalid');
  });
});

describe('revenueReport', () => {
  it('puts every month in, with zeros where nothing was paid, and sums in paise', () => {
    const rows = [
      { month: '2026-05', plan_id: 2, plan_name: 'Silver', orders: 1, taxable: 10, gst: 2, discount: 0, total: 12 },
      { month: '2026-05', plan_id: 1, plan_name: 'Gold', orders: 2, taxable: 1_000_001, gst: 180_000, discount: 50_000, total: 1_180_001 },
      { month: '2026-07', plan_id: null, plan_name: null, orders: 1, taxable: 30, gst: 0, discount: 0, total: 30 },
    ];
    const report = revenueReport(['2026-05', '2026-06', '2026-07'], rows);
    expect(report.months.map((m) => [m.month, m.orders, m.total])).toEqual([
      ['2026-05', 3, '11800.13'],
      ['2026-06', 0, '0.00'],
      ['2026-07', 1, '0.30'],
    ]);
    expect(report.months[0]!.plans.map((p) => p.plan_name)).toEqual(['Gold', 'Silver']);
    expect(report.months[1]).toEqual({
      month: '2026-06',
      orders: 0,
      taxable: '0.00',
      gst: '0.00',
      discount: '0.00',
      total: '0.00',
      plans: [],
    });
    expect(report.totals).toEqual({ orders: 4, taxable: '10000.41', gst: '1800.02', discount: '500.00', total: '11800.43' });
  });

  it('istMonth reads the month in India', () => {
    expect(istMonth(new Date('2026-04-30T18:30:00Z'))).toBe('2026-05');
    expect(istMonth(new Date('2026-04-30T18:29:59Z'))).toBe('2026-04');
  });
});
