import { describe, it, expect } from 'vitest';
import { SCORE_BANDS, scoreBand, MIN_SCORE, MAX_SCORE } from '../../../api/src/validation/index';

describe('SCORE_BANDS', () => {
  it('has the seven spec bands in ascending order', () => {
    expect(SCORE_BANDS.map((b) => [b.minScore, b.maxScore, b.name])).toEqual([
      [0, 300, 'Unacceptable'],
      [301, 500, 'Very Poor'],
      [501, 600, 'Poor'],
      [601, 700, 'Average'],
      [701, 800, 'Good'],
      [801, 850, 'Very Good'],
      [851, 900, 'Excellent'],
    ]);
  });

  it('covers MIN_SCORE..MAX_SCORE with no gaps or overlaps', () => {
    expect(MIN_SCORE).toBe(0);
    expect(MAX_SCORE).toBe(900);
    expect(SCORE_BANDS[0]!.minScore).toBe(MIN_SCORE);
    expect(SCORE_BANDS.at(-1)!.maxScore).toBe(MAX_SCORE);
    for (let i = 1; i < SCORE_BANDS.length; i++) {
      expect(SCORE_BANDS[i]!.minScore).toBe(SCORE_BANDS[i - 1]!.maxScore + 1);
    }
  });

  it('gives every band a distinct hex colour', () => {
    for (const b of SCORE_BANDS) expect(b.colour).toMatch(/^#[0-9A-F]{6}$/i);
    expect(new Set(SCORE_BANDS.map((b) => b.colour)).size).toBe(SCORE_BANDS.length);
  });

  it('is frozen', () => {
    expect(Object.isFrozen(SCORE_BANDS)).toBe(true);
    expect(SCORE_BANDS.every((b) => Object.isFrozen(b))).toBe(true);
  });
});

describe('scoreBand', () => {
  it.each([
    [0, 'Unacceptable'],
    [1, 'Unacceptable'],
    [300, 'Unacceptable'],
    [301, 'Very Poor'],
    [500, 'Very Poor'],
    [501, 'Poor'],
    [600, 'Poor'],
    [601, 'Average'],
    [700, 'Average'],
    [701, 'Good'],
    [800, 'Good'],
    [801, 'Very Good'],
    [850, 'Very Good'],
    [851, 'Excellent'],
    [900, 'Excellent'],
  ])('%d → %s', (score, name) => expect(scoreBand(score)?.name).toBe(name));

  it('returns the band object itself, with its colour', () => {
    expect(scoreBand(900)).toBe(SCORE_BANDS[6]);
    expect(scoreBand(0)?.colour).toBe(SCORE_BANDS[0]!.colour);
  });

  it.each([901, -1, 500.5, 0.1, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY, 1e6])('%d → null', (score) =>
    expect(scoreBand(score)).toBeNull(),
  );

  it('returns null for a non-number at runtime', () => {
    expect(scoreBand('700' as unknown as number)).toBeNull();
  });

  it('assigns every integer score in range to exactly one band', () => {
    for (let s = MIN_SCORE; s <= MAX_SCORE; s++) {
      const matching = SCORE_BANDS.filter((b) => b.minScore <= s && s <= b.maxScore);
      expect(matching).toHaveLength(1);
      expect(scoreBand(s)).toBe(matching[0]);
    }
  });
});
