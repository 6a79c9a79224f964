import { upperCaseCode } from './upperCaseCode';

// 4-letter bank code, a literal 0 (reserved by RBI), then a 6-character branch code.
export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;

export const IFSC_MESSAGES = {
  required: 'Please enter the IFSC code',
  invalid: 'Enter a valid 11-character IFSC code, like SBIN0001234 (the 5th character is a zero)',
} as const;

const ifsc = upperCaseCode(IFSC_PATTERN, IFSC_MESSAGES);
export const normaliseIfsc: (s: string) => string = ifsc.normalise;
/** True for an IFSC in any letter case, ignoring surrounding spaces. */
export const isIfsc: (s: unknown) => boolean = ifsc.test;
/** Form rule: outputs the upper-cased IFSC. */
export const ifscSchema = ifsc.schema;
