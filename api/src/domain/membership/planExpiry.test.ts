import { describe, expect, it } from 'vitest';
import { expiryActions, reminderDue, reminderText } from './planExpiry';

const now = new Date('2026-11-23T18:45:00Z'); // 00:15 IST on 24 Nov
const at = (iso: string) => new Date(iso);

describe('plan expiry', () => {
  it('expires what has ended and reminds 7 days and 1 day before, the nearest threshold crossed', () => {
    expect(
      expiryActions(
        [
          { id: 1, ends_at: at('2026-11-23T18:44:59Z') },
          { id: 2, ends_at: now },
          { id: 3, ends_at: at('2026-11-30T18:45:00Z') },
          { id: 4, ends_at: at('2026-11-30T18:45:01Z') },
          { id: 5, ends_at: at('2026-11-24T10:00:00Z') },
          { id: 6, ends_at: at('2026-11-27T00:00:00Z') },
        ],
        now,
      ),
    ).toEqual([
      { kind: 'expire', subscriptionId: 1 },
      { kind: 'expire', subscriptionId: 2 },
      { kind: 'remind', subscriptionId: 3, daysBefore: 7 },
      { kind: 'remind', subscriptionId: 5, daysBefore: 1 },
      { kind: 'remind', subscriptionId: 6, daysBefore: 7 },
    ]);
  });

  it('counts a part of a day as a day', () => {
    expect(reminderDue(at('2026-11-24T18:45:00Z'), now)).toBe(1);
    expect(reminderDue(at('2026-11-24T18:45:01Z'), now)).toBe(7);
    expect(reminderDue(now, now)).toBeUndefined();
  });

  it('says when, in words and as DD, Mon, YYYY', () => {
    expect(reminderText('Quarterly', at('2026-11-30T18:45:00Z'), 7)).toEqual({
      subject: 'Your Bakaya plan ends in 7 days',
      body: 'Your Quarterly plan ends in 7 days, on 01, Dec, 2026. Renew it to keep reporting defaulters and checking credit without a break.',
    });
    expect(reminderText('Monthly', at('2026-11-24T10:00:00Z'), 1).subject).toBe('Your Bakaya plan ends tomorrow');
  });
});
