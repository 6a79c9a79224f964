export const MIN_SCORE = 0;
export const MAX_SCORE = 900;

export type ScoreBandName = 'Unacceptable' | 'Very Poor' | 'Poor' | 'Average' | 'Good' | 'Very Good' | 'Excellent';

export interface ScoreBand {
  readonly minScore: number;
  readonly maxScore: number;
  readonly name: ScoreBandName;
  /** Display colour, hex; runs red (worst) through amber to green (best). */
  readonly colour: string;
}

const band = (minScore: number, maxScore: number, name: ScoreBandName, colour: string): ScoreBand =>
  Object.freeze({ minScore, maxScore, name, colour });

/** Bands in ascending order; contiguous and covering MIN_SCORE..MAX_SCORE exactly. */
export const SCORE_BANDS: readonly ScoreBand[] = Object.freeze([
  band(0, 300, 'Unacceptable', '#B71C1C'),
  band(301, 500, 'Very Poor', '#E53935'),
  band(501, 600, 'Poor', '#FB8C00'),
  band(601, 700, 'Average', '#F9A825'),
  band(701, 800, 'Good', '#7CB342'),
  band(801, 850, 'Very Good', '#43A047'),
  band(851, 900, 'Excellent', '#1B5E20'),
]);

/**
 * The band for a whole-number score in 0..900, or null. Scans from the best band down, as the
 * spec requires, so that if bands were ever made to overlap the higher band would win.
 */
export function scoreBand(score: number): ScoreBand | null {
  if (!Number.isInteger(score) || score < MIN_SCORE || score > MAX_SCORE) return null;
  for (let i = SCORE_BANDS.length - 1; i >= 0; i--) {
    const b = SCORE_BANDS[i]!;
    if (b.minScore <= score && score <= b.maxScore) return b;
  }
  return null;
}
