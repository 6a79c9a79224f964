/** Engine hooks of master data: score bands. */
import type { HookMap } from '../../engine/hooks';
import { fieldRules } from '../../engine/hookRules';

export const masterDataHooks = {
  // Bands are not checked for overlap: the seeded bands already cover 0-900, so staff re-cut them
  // one band at a time (the CIR takes the best band a score falls in, see validation/scoreBands.ts).
  'score-bands': fieldRules((row, errors) => {
    if (Number(row.max_score) < Number(row.min_score)) {
      errors.add('max_score', `The maximum score must be at least the minimum score (${row.min_score}).`);
    }
  }),
} satisfies HookMap;
