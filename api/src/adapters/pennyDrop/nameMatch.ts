/**
 * Our own name-match score (0–100) between the holder a member typed and the name the bank holds,
 * for providers that give none (and for the sandbox). Titles and punctuation are dropped, case and
 * spacing ignored; a word matches the same word, or an initial matches a word with that first letter
 * ("R K Sharma" ~ "Ravi Kumar Sharma"). Score = matched words × 2 / all words (Dice), × 100.
 */
const TITLES = new Set(['MR', 'MRS', 'MS', 'MISS', 'DR', 'SHRI', 'SRI', 'SMT', 'KUMARI', 'M/S', 'MESSRS']);

export function nameWords(name: string): string[] {
  return name
    .toUpperCase()
    .replace(/[^A-Z0-9/ ]+/g, ' ')
    .split(/\s+/)
    .filter((w) => w && !TITLES.has(w));
}

export function nameMatchScore(a: string, b: string): number {
  const x = nameWords(a);
  const y = nameWords(b);
  if (!x.length || !y.length) return 0;
  const left = [...y];
  let matched = 0;
  // Whole words first, then initials, so "R RAVI" does not spend RAVI on the initial.
  for (const pass of ['word', 'initial'] as const) {
    for (let i = 0; i < x.length; i++) {
      const w = x[i]!;
      if (!w) continue;
      const j = left.findIndex((v) => v && (pass === 'word' ? v === w : (w.length === 1 && v[0] === w) || (v.length === 1 && w[0] === v)));
      if (j >= 0) {
        matched++;
        left[j] = '';
        x[i] = '';
      }
    }
  }
  return Math.round(((matched * 2) / (nameWords(a).length + y.length)) * 100);
}

/** At or above this our score counts as the same person (two of three words, or all with initials). */
export const NAME_MATCH_THRESHOLD = 80;
