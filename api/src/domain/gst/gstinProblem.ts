import { GSTIN_MESSAGES, GSTIN_SHAPE_PATTERN, isGstin, isGstinStateCode, normaliseGstin } from '../../validation';

/** Why a string is not a valid GSTIN (shape, state code, check character), in the validation library's words; null when valid. */
export function gstinProblem(input: string): string | null {
  const g = normaliseGstin(input);
  if (!g) return GSTIN_MESSAGES.required;
  if (!GSTIN_SHAPE_PATTERN.test(g)) return GSTIN_MESSAGES.format;
  if (!isGstinStateCode(g.slice(0, 2))) return GSTIN_MESSAGES.stateCode;
  if (!isGstin(g)) return GSTIN_MESSAGES.checkDigit;
  return null;
}
