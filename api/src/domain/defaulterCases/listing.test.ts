import { describe, expect, it } from 'vitest';
import { CASE_STATUS_IDS } from '../../contracts/caseTransitions';
import { isListed, LISTABLE_STATUSES, listedSql } from './listing';

const now = new Date('2026-12-01T10:00:00Z');
const before = new Date('2026-11-30T10:00:00Z');
const after = new Date('2026-12-02T10:00:00Z');

describe('listing rule', () => {
  it('lists a verified or partly settled case once its window has passed', () => {
    expect(isListed({ status: 'verified', listed_from: before }, now)).toBe(true);
    expect(isListed({ status: 'partial_settled', listed_from: before.toISOString() }, now)).toBe(true);
    expect(isListed({ status: 'verified', listed_from: now }, now)).toBe(true);
  });

  it('does not list a case inside its reply window or without a listing date', () => {
    expect(isListed({ status: 'verified', listed_from: after }, now)).toBe(false);
    expect(isListed({ status: 'verified', listed_from: null }, now)).toBe(false);
    expect(isListed({ status: 'verified', listed_from: 'not a date' }, now)).toBe(false);
  });

  it.each(CASE_STATUS_IDS.filter((s) => !LISTABLE_STATUSES.includes(s)))('never lists a %s case', (status) => {
    expect(isListed({ status, listed_from: before }, now)).toBe(false);
  });

  it('never lists a disputed case, whatever its listing date', () => {
    expect(isListed({ status: 'disputed', listed_from: before }, now)).toBe(false);
  });

  it('gives the same condition as SQL', () => {
    expect(listedSql('c')).toBe("(c.status IN ('verified', 'partial_settled') AND c.listed_from <= now())");
  });
});
