import { describe, it, expect, afterEach } from 'vitest';
import { formatDate, parseDateInput, istDateParts, daysBetween, daysUntil, MS_PER_DAY } from '../../../api/src/validation/index';

describe('formatDate', () => {
  it('formats as "DD, Mon, YYYY" in IST', () => {
    expect(formatDate(new Date('2026-11-21T00:00:00+05:30'))).toBe('21, Nov, 2026');
  });

  it('treats a plain YYYY-MM-DD string as a calendar date', () => {
    expect(formatDate('2026-01-05')).toBe('05, Jan, 2026');
    expect(formatDate('2024-02-29')).toBe('29, Feb, 2024');
    expect(formatDate(' 2026-12-31 ')).toBe('31, Dec, 2026');
  });

  it('uses the IST calendar day around midnight IST (18:30 UTC)', () => {
    expect(formatDate(new Date('2026-11-20T18:29:59.999Z'))).toBe('20, Nov, 2026');
    expect(formatDate(new Date('2026-11-20T18:30:00.000Z'))).toBe('21, Nov, 2026');
    expect(formatDate('2026-12-31T18:30:00Z')).toBe('01, Jan, 2027');
  });

  it('accepts ISO date-time strings with and without a zone', () => {
    expect(formatDate('2026-11-21T00:00:00+05:30')).toBe('21, Nov, 2026');
    expect(formatDate('2026-11-20T20:00:00Z')).toBe('21, Nov, 2026'); // 01:30 IST
    expect(formatDate('2026-11-20T23:00:00-08:00')).toBe('21, Nov, 2026'); // 12:30 IST next day
    expect(formatDate('2026-11-20T23:59')).toBe('20, Nov, 2026'); // no zone → already IST
    expect(formatDate('2026-11-20T18:29:59.9999999Z')).toBe('20, Nov, 2026');
    expect(formatDate('2026-11-20 10:00:00+0530')).toBe('20, Nov, 2026');
  });

  it('names every month', () => {
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    months.forEach((mon, i) => {
      expect(formatDate(`2026-${String(i + 1).padStart(2, '0')}-09`)).toBe(`09, ${mon}, 2026`);
    });
  });

  it.each([
    ['empty string', ''],
    ['garbage', 'hello'],
    ['invalid Date', new Date('nope')],
    ['Feb 29 in a non-leap year', '2023-02-29'],
    ['Feb 30', '2026-02-30'],
    ['month 13', '2026-13-01'],
    ['month 00', '2026-00-10'],
    ['day 00', '2026-01-00'],
    ['day 32', '2026-01-32'],
    ['unpadded', '2026-1-5'],
    ['DD/MM/YYYY', '21/11/2026'],
    ['English text', 'Nov 21 2026'],
    ['hour 25', '2026-11-21T25:00:00Z'],
    ['minute 60', '2026-11-21T10:60:00Z'],
    ['bad offset', '2026-11-21T10:00:00+25:00'],
  ])('returns "" for %s', (_label, input) => expect(formatDate(input as string | Date)).toBe(''));

  it('returns "" for non-date values at runtime', () => {
    for (const v of [null, undefined, 1_700_000_000_000, {}]) expect(formatDate(v as unknown as Date)).toBe('');
  });

  describe('does not depend on the machine time zone', () => {
    const original = process.env.TZ;
    afterEach(() => {
      if (original === undefined) delete process.env.TZ;
      else process.env.TZ = original;
    });

    it.each(['UTC', 'America/Los_Angeles', 'Pacific/Kiritimati', 'Asia/Kolkata'])('TZ=%s', (tz) => {
      process.env.TZ = tz;
      expect(formatDate(new Date('2026-11-20T18:30:00Z'))).toBe('21, Nov, 2026');
      expect(formatDate('2026-01-05')).toBe('05, Jan, 2026');
      expect(formatDate('2026-11-20T23:59')).toBe('20, Nov, 2026');
    });
  });
});

describe('parseDateInput', () => {
  it('reads a plain date as midnight IST', () => {
    expect(parseDateInput('2026-01-05')?.toISOString()).toBe('2026-01-04T18:30:00.000Z');
  });

  it('reads a zone-less date-time as IST and honours explicit zones', () => {
    expect(parseDateInput('2026-01-05T10:00:00')?.toISOString()).toBe('2026-01-05T04:30:00.000Z');
    expect(parseDateInput('2026-01-05T10:00:00Z')?.toISOString()).toBe('2026-01-05T10:00:00.000Z');
    expect(parseDateInput('2026-01-05T10:00:00.5+01:00')?.toISOString()).toBe('2026-01-05T09:00:00.500Z');
  });

  it('returns a copy of a Date, so callers cannot mutate the original through it', () => {
    const d = new Date('2026-01-05T00:00:00Z');
    const parsed = parseDateInput(d);
    expect(parsed).not.toBe(d);
    expect(parsed?.getTime()).toBe(d.getTime());
  });

  it('returns null for invalid input', () => {
    expect(parseDateInput('2026-02-30')).toBeNull();
    expect(parseDateInput(new Date(Number.NaN))).toBeNull();
    expect(parseDateInput(42)).toBeNull();
  });
});

describe('istDateParts', () => {
  it('gives the IST calendar date', () => {
    expect(istDateParts(new Date('2026-11-20T18:30:00Z'))).toEqual({ year: 2026, month: 11, day: 21 });
    expect(istDateParts('bad')).toBeNull();
  });
});

describe('daysBetween', () => {
  const base = new Date('2026-01-01T00:00:00Z');
  const plus = (ms: number) => new Date(base.getTime() + ms);

  it('is 0 for equal dates (and never -0)', () => {
    expect(daysBetween(base, plus(0))).toBe(0);
    expect(daysBetween(plus(1), base)).toBe(0); // ceil(-tiny) would be -0
  });

  it('rounds partial days up', () => {
    expect(daysBetween(base, plus(1))).toBe(1);
    expect(daysBetween(base, plus(MS_PER_DAY))).toBe(1);
    expect(daysBetween(base, plus(1.2 * MS_PER_DAY))).toBe(2);
    expect(daysBetween(base, plus(MS_PER_DAY + 1))).toBe(2);
    expect(daysBetween(base, plus(30 * MS_PER_DAY))).toBe(30);
  });

  it('is negative when `to` is before `from` (still rounding up)', () => {
    expect(daysBetween(plus(1.2 * MS_PER_DAY), base)).toBe(-1);
    expect(daysBetween(plus(2 * MS_PER_DAY), base)).toBe(-2);
  });

  it('accepts plain dates and ISO strings', () => {
    expect(daysBetween('2026-01-01', '2026-01-31')).toBe(30);
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2); // leap day
    expect(daysBetween('2026-01-01T00:00:00+05:30', '2026-01-01')).toBe(0);
    expect(daysBetween('2026-01-01', new Date('2026-01-01T12:00:00+05:30'))).toBe(1);
  });

  it('throws RangeError on invalid dates instead of returning NaN', () => {
    expect(() => daysBetween('nope', base)).toThrow(RangeError);
    expect(() => daysBetween(base, new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('daysUntil', () => {
  it('counts whole days (rounded up) from now', () => {
    const now = new Date('2026-11-20T00:00:00+05:30');
    expect(daysUntil('2026-11-21', now)).toBe(1);
    expect(daysUntil('2026-11-20', now)).toBe(0);
    expect(daysUntil('2026-11-19', now)).toBe(-1);
    expect(daysUntil(new Date('2026-11-20T02:00:00+05:30'), now)).toBe(1);
  });

  it('defaults `now` to the current time', () => {
    expect(daysUntil(new Date(Date.now() + 3.5 * MS_PER_DAY))).toBe(4);
    expect(daysUntil(new Date(Date.now() - MS_PER_DAY))).toBe(-1);
  });

  it('throws RangeError on an invalid date', () => {
    expect(() => daysUntil('2026-02-30')).toThrow(RangeError);
  });
});
