import { describe, expect, it } from 'vitest';
import { disputeDecideBy, isPastDeadline, replyWindowDays, replyWindowEnd } from './replyWindow';

describe('reply window', () => {
  it('reads the setting as whole days, else 21', () => {
    expect(replyWindowDays('14')).toBe(14);
    expect(replyWindowDays(' 30 ')).toBe(30);
    expect(replyWindowDays(undefined)).toBe(21);
    expect(replyWindowDays('')).toBe(21);
    expect(replyWindowDays('0')).toBe(21);
    expect(replyWindowDays('2.5')).toBe(21);
    expect(replyWindowDays('abc')).toBe(21);
    expect(replyWindowDays('365')).toBe(21);
  });

  it('ends the window the given number of days after the notice', () => {
    expect(replyWindowEnd(new Date('2026-11-28T05:30:00Z'), 21).toISOString()).toBe('2026-12-19T05:30:00.000Z');
  });

  it('gives staff 30 days to decide a dispute and says when that has passed', () => {
    const opened = new Date('2026-11-28T00:00:00Z');
    const by = disputeDecideBy(opened);
    expect(by.toISOString()).toBe('2026-12-28T00:00:00.000Z');
    expect(isPastDeadline({ status: 'open', decide_by: by }, new Date('2026-12-27T00:00:00Z'))).toBe(false);
    expect(isPastDeadline({ status: 'open', decide_by: by }, new Date('2026-12-29T00:00:00Z'))).toBe(true);
    expect(isPastDeadline({ status: 'rejected', decide_by: by }, new Date('2026-12-29T00:00:00Z'))).toBe(false);
  });
});
