/** Master data: score bands. */
import { checkOnWrite, refuse } from './rules';

// Bands are not checked for overlap: the seeded bands already cover 0-900, so staff re-cut them
// one band at a time (the CIR takes the best band a score falls in, see validation/scoreBands.ts).
checkOnWrite('score-bands', (row) => {
  if (Number(row.max_score) < Number(row.min_score)) {
    refuse('max_score', `The maximum score must be at least the minimum score (${row.min_score}).`);
  }
});
