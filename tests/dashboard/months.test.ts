/** IST calendar months for the dashboard. */
import { describe, expect, it } from 'vitest';
import { monthWindow } from '../../api/src/domain/dashboard/months';

describe('monthWindow', () => {
  it('uses the IST month, not the UTC one', () => {
    // 20:00 UTC on 30 Nov is 01:30 IST on 1 Dec.
    const w = monthWindow(new Date('2026-11-30T20:00:00Z'));
    expect(w.month).toBe('2026-12');
    expect(w.monthStart.toISOString()).toBe('2026-11-30T18:30:00.000Z');
    expect(w.nextMonthStart.toISOString()).toBe('2026-12-31T18:30:00.000Z');
    expect(w.months[0]).toBe('2026-01');
    expect(w.months[11]).toBe('2026-12');
    expect(w.seriesStart.toISOString()).toBe('2025-12-31T18:30:00.000Z');
  });

  it('crosses year boundaries and gives exactly `count` months, oldest first', () => {
    const w = monthWindow(new Date('2026-02-10T06:00:00Z'));
    expect(w.months).toEqual([
      '2025-03',
      '2025-04',
      '2025-05',
      '2025-06',
      '2025-07',
      '2025-08',
      '2025-09',
      '2025-10',
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(w.seriesStart.toISOString()).toBe('2025-02-28T18:30:00.000Z');
    expect(monthWindow(new Date('2026-02-10T06:00:00Z'), 1).months).toEqual(['2026-02']);
    expect(monthWindow(new Date('2026-12-31T12:00:00Z')).nextMonthStart.toISOString()).toBe('2026-12-31T18:30:00.000Z');
  });

  it('refuses a nonsense count', () => {
    expect(() => monthWindow(new Date(), 0)).toThrow(RangeError);
  });
});
