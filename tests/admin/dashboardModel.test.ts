import { describe, expect, it } from 'vitest';
import { barSlot, band, CHART, PLOT, seriesMax, yOf } from '../../admin/src/screens/dashboard/chartGeometry';
import {
  axisInr,
  formatCount,
  inr,
  monthLabel,
  monthParts,
  niceScale,
  statusShares,
  sumAmounts,
  toNumber,
} from '../../admin/src/screens/dashboard/dashboardModel';

describe('dashboard months', () => {
  it("names months like 'Nov 2026'", () => {
    expect(monthLabel('2026-11')).toBe('Nov 2026');
    expect(monthLabel('2025-01')).toBe('Jan 2025');
    expect(monthParts('2026-12')).toEqual({ month: 'Dec', year: '2026' });
  });
  it('leaves anything that is not YYYY-MM as it is', () => {
    expect(monthLabel('2026-13')).toBe('2026-13');
    expect(monthLabel('soon')).toBe('soon');
  });
});

describe('dashboard amounts', () => {
  it('shows ₹ with Indian grouping and never throws', () => {
    expect(inr('1069350.50')).toBe('₹10,69,350.50');
    expect(inr(null)).toBe('₹0.00');
    expect(inr('n/a')).toBe('n/a');
  });
  it('sums rupee strings exactly', () => {
    expect(sumAmounts(['0.10', '0.20'])).toBe('0.30');
    expect(sumAmounts(['125000.00', '48500.50', 'bad'])).toBe('173500.50');
    expect(sumAmounts([])).toBe('0.00');
  });
  it('reads amounts as numbers for drawing only', () => {
    expect(toNumber('125000.50')).toBe(125000.5);
    expect(toNumber('x')).toBe(0);
    expect(toNumber(undefined)).toBe(0);
  });
  it('labels ₹ axis ticks in rupees, lakh and crore', () => {
    expect(axisInr(0)).toBe('₹0');
    expect(axisInr(50_000)).toBe('₹50,000');
    expect(axisInr(150_000)).toBe('₹1.5L');
    expect(axisInr(2_50_00_000)).toBe('₹2.5Cr');
  });
  it('groups counts the Indian way', () => {
    expect(formatCount(1234567)).toBe('12,34,567');
    expect(formatCount(undefined)).toBe('0');
  });
});

describe('niceScale', () => {
  it('ends the axis on a round number at or above the largest value', () => {
    expect(niceScale(521_500)).toEqual({ max: 600_000, step: 200_000, ticks: [0, 200_000, 400_000, 600_000] });
    expect(niceScale(100)).toEqual({ max: 100, step: 25, ticks: [0, 25, 50, 75, 100] });
  });
  it('keeps whole steps for counts', () => {
    const s = niceScale(3, 4, true);
    expect(s.step).toBe(1);
    expect(s.ticks).toEqual([0, 1, 2, 3]);
  });
  it('gives an empty or broken series a 0–1 axis', () => {
    expect(niceScale(0)).toEqual({ max: 1, step: 1, ticks: [0, 1] });
    expect(niceScale(Number.NaN).max).toBe(1);
  });
  it('has no floating-point noise in ticks', () => {
    expect(niceScale(0.7).ticks).toEqual([0, 0.2, 0.4, 0.6, 0.8]);
  });
});

describe('chart geometry', () => {
  const scale = niceScale(100);
  it('puts 0 on the baseline and the top of the scale at the top of the plot', () => {
    expect(yOf(0, scale)).toBe(CHART.top + PLOT.height);
    expect(yOf(100, scale)).toBe(CHART.top);
    expect(yOf(500, scale)).toBe(CHART.top);
  });
  it('splits the plot into equal month bands and bars side by side', () => {
    expect(band(0, 12).x).toBe(CHART.left);
    expect(band(11, 12).x + band(11, 12).width).toBeCloseTo(CHART.left + PLOT.width);
    const a = barSlot(3, 12, 0, 2);
    const b = barSlot(3, 12, 1, 2);
    expect(b.x).toBeCloseTo(a.x + a.width);
    expect(a.width * 2).toBeCloseTo(band(3, 12).width * 0.7);
  });
  it('finds the largest value of all series', () => {
    expect(
      seriesMax([
        { name: 'a', colour: '', values: [1, 5], texts: [] },
        { name: 'b', colour: '', values: [7], texts: [] },
      ]),
    ).toBe(7);
    expect(seriesMax([])).toBe(0);
  });
});

describe('cases by status', () => {
  it('gives each status its share of all cases', () => {
    const rows = statusShares([
      { status: 'processing', label: 'Processing', count: 1, due_amount: '0', settled_amount: '0' },
      { status: 'verified', label: 'Verified', count: 3, due_amount: '0', settled_amount: '0' },
    ]);
    expect(rows.map((r) => r.share)).toEqual([25, 75]);
    expect(statusShares([{ status: 'rejected', label: 'Rejected', count: 0, due_amount: '0', settled_amount: '0' }])[0]!.share).toBe(0);
  });
});
