// Normalises company names so the same business typed two ways compares equal
// ("Shree Ganesh Traders Private Limited" vs "shree ganesh traders pvt. ltd.").

const COMBINING_MARKS = /\p{M}+/gu;
// Hyphens, underscores and slashes separate words; treating them as spaces keeps the function
// idempotent (its own output contains hyphens) and makes "Tata-Steel" match "Tata Steel".
const WORD_SEPARATORS = /[-_/\u2010-\u2015]+/g;
// Any other punctuation or symbol (. , & ' ( ) ® ...) is dropped, so "Pvt." matches "Pvt".
const NON_WORD = /[^\p{L}\p{N}\s]+/gu;

/**
 * Lower-case, strip diacritics and punctuation, join words with single hyphens, then abbreviate
 * whole words: "private limited" → "pvt-ltd", "public limited" → "pub-ltd", "limited" → "ltd".
 * Beyond the spec, "private ltd"/"public ltd" are abbreviated too (otherwise "X Private Ltd"
 * would not match "X Pvt Ltd", which is the very case this function exists for).
 */
export function normaliseCompanyName(s: string): string {
  const words = s
    .toLowerCase()
    .normalize('NFD')
    .replace(COMBINING_MARKS, '')
    .replace(WORD_SEPARATORS, ' ')
    .replace(NON_WORD, '')
    .split(/\s+/)
    .filter(Boolean)
    // Working on whole tokens guarantees "whole-word only" (e.g. "unlimited" is left alone).
    .map((w) => (w === 'limited' ? 'ltd' : w));
  for (let i = 0; i < words.length - 1; i++) {
    if (words[i + 1] !== 'ltd') continue;
    if (words[i] === 'private') words[i] = 'pvt';
    else if (words[i] === 'public') words[i] = 'pub';
  }
  return words.join('-');
}

/**
 * True when both names normalise to the same non-empty form. Two blank names are NOT the same
 * company: a missing name must never count as a match.
 */
export function sameCompany(a: string, b: string): boolean {
  const na = normaliseCompanyName(a);
  return na !== '' && na === normaliseCompanyName(b);
}
