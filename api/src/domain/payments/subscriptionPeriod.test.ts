import { describe, expect, it } from 'vitest';
import { addCalendarMonths, planPeriod } from './subscriptionPeriod';

const at = (s: string) => new Date(s);

describe('plan period', () => {
  it('starts now without a running plan, after it with one', () => {
    const now = at('2026-11-23T10:00:00Z');
    expect(planPeriod(now, { value: 1, unit: 'years' }, null)).toEqual({
      startsAt: now,
      endsAt: at('2027-11-23T10:00:00Z'),
      renewal: false,
    });
    const running = at('2027-01-15T00:00:00Z');
    expect(planPeriod(now, { value: 6, unit: 'months' }, running)).toEqual({
      startsAt: running,
      endsAt: at('2027-07-15T00:00:00Z'),
      renewal: true,
    });
    expect(planPeriod(now, { value: 6, unit: 'months' }, at('2026-11-01T00:00:00Z')).renewal).toBe(false);
  });

  it('clamps to the end of a shorter month', () => {
    expect(addCalendarMonths(at('2027-01-31T05:00:00Z'), 1)).toEqual(at('2027-02-28T05:00:00Z'));
    expect(addCalendarMonths(at('2028-02-29T05:00:00Z'), 12)).toEqual(at('2029-02-28T05:00:00Z'));
    expect(() => addCalendarMonths(at('2027-01-31T05:00:00Z'), 0)).toThrow(RangeError);
  });
});
