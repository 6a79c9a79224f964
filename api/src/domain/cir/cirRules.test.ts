import { describe, expect, it } from 'vitest';
import {
  daysFrom,
  lastMonths,
  monthlyTrends,
  newVerificationCode,
  reporterLabel,
  requestFingerprint,
  shownInCir,
  VERIFICATION_CODE_PATTERN,
} from './cirRules';

const NOW = new Date('2031-03-01T06:30:00Z');
const before = new Date('2031-02-01T00:00:00Z');
const after = new Date('2031-04-01T00:00:00Z');

describe('shownInCir', () => {
  it('shows listed cases (verified or partly settled, past the reply window) only', () => {
    expect(shownInCir({ status: 'verified', listed_from: before, settled_at: null }, NOW)).toBe(true);
    expect(shownInCir({ status: 'partial_settled', listed_from: before.toISOString(), settled_at: null }, NOW)).toBe(true);
    expect(shownInCir({ status: 'verified', listed_from: after, settled_at: null }, NOW)).toBe(false);
    expect(shownInCir({ status: 'verified', listed_from: null, settled_at: null }, NOW)).toBe(false);
  });

  it('shows a fully settled case only if it counted before it was settled', () => {
    expect(shownInCir({ status: 'full_settled', listed_from: before, settled_at: '2031-02-10T00:00:00Z' }, NOW)).toBe(true);
    expect(shownInCir({ status: 'full_settled', listed_from: '2031-02-20T00:00:00Z', settled_at: '2031-02-10T00:00:00Z' }, NOW)).toBe(
      false,
    );
    expect(shownInCir({ status: 'full_settled', listed_from: null, settled_at: before }, NOW)).toBe(false);
  });

  it('shows a disputed case once a notice was sent; never a case in any other status', () => {
    expect(shownInCir({ status: 'disputed', listed_from: after, settled_at: null }, NOW)).toBe(true);
    for (const status of ['processing', 'more_details_required', 'rejected', 'incomplete', 'removed', 'wrongly_reported'])
      expect(shownInCir({ status, listed_from: before, settled_at: before }, NOW), status).toBe(false);
  });
});

describe('reporterLabel', () => {
  it('names the reporter only with consent, else its state', () => {
    expect(reporterLabel({ showName: true, tradeName: ' Open Book Traders ', gstin: '08AAAAA0000A1Z5' })).toBe('Open Book Traders');
    expect(reporterLabel({ showName: false, tradeName: 'Open Book Traders', gstin: '08AAAAA0000A1Z5' })).toBe('A member in Rajasthan');
    expect(reporterLabel({ showName: true, tradeName: '', gstin: '27AAAAA0000A1Z5' })).toBe('A member in Maharashtra');
    expect(reporterLabel({ showName: false, tradeName: null, gstin: '00AAAAA0000A1Z5' })).toBe('A member');
  });
});

describe('trends', () => {
  it('lastMonths: 24 IST months ending with now’s, across years', () => {
    const months = lastMonths(new Date('2031-01-31T20:00:00Z')); // 1 Feb 2031 in India
    expect(months).toHaveLength(24);
    expect(months[0]).toBe('2029-03');
    expect(months[23]).toBe('2031-02');
    expect(lastMonths(NOW, 3)).toEqual(['2031-01', '2031-02', '2031-03']);
  });

  it('monthlyTrends counts cases and dues by month reported and money by month settled, outside the window ignored', () => {
    const rows = monthlyTrends(
      [
        { reportedOn: '2031-02-03', duePaise: 100 },
        { reportedOn: '2031-02-28', duePaise: 250 },
        { reportedOn: '2020-01-01', duePaise: 999 },
      ],
      [
        { settledOn: '2031-03-01', amountPaise: 70 },
        { settledOn: '2031-03-01', amountPaise: 30 },
      ],
      NOW,
    );
    expect(rows).toHaveLength(24);
    expect(rows.at(-2)).toEqual({ month: '2031-02', newCases: 2, newDuePaise: 350, settledPaise: 0 });
    expect(rows.at(-1)).toEqual({ month: '2031-03', newCases: 0, newDuePaise: 0, settledPaise: 100 });
    expect(rows.reduce((s, r) => s + r.newCases, 0)).toBe(2);
  });

  it('daysFrom counts calendar days', () => {
    expect(daysFrom('2031-01-31', '2031-03-01')).toBe(29);
    expect(daysFrom('2031-03-01', '2031-02-27')).toBe(-2);
  });
});

describe('verification codes and fingerprints', () => {
  it('a code is 20 base32 characters, never repeated', () => {
    const codes = new Set(Array.from({ length: 500 }, newVerificationCode));
    expect(codes.size).toBe(500);
    for (const c of codes) expect(c).toMatch(VERIFICATION_CODE_PATTERN);
  });

  it('the same request has the same fingerprint; any field changed, another', () => {
    const a = { business_id: 1, gstin: '27AAPFU0939F1ZV', purpose: 'new_credit' as const };
    expect(requestFingerprint(a)).toBe(requestFingerprint({ ...a }));
    expect(requestFingerprint({ ...a, purpose: 'other' })).not.toBe(requestFingerprint(a));
    expect(requestFingerprint({ ...a, business_id: 2 })).not.toBe(requestFingerprint(a));
  });
});
