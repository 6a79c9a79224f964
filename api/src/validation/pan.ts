import { upperCaseCode } from './upperCaseCode';

// 5 letters, 4 digits, 1 letter. The 4th letter encodes the holder type (P, C, F, ...), but the
// spec only asks for the shape, so we do not restrict it and risk rejecting a real PAN.
export const PAN_PATTERN = /^[A-Z]{5}\d{4}[A-Z]$/;

export const PAN_MESSAGES = {
  required: 'Please enter the PAN',
  invalid: 'Enter a valid 10-character PAN, like ABCDE1234F',
} as const;

const pan = upperCaseCode(PAN_PATTERN, PAN_MESSAGES);
export const normalisePan: (s: string) => string = pan.normalise;
/** True for a PAN in any letter case, ignoring surrounding spaces. */
export const isPan: (s: unknown) => boolean = pan.test;
/** Form rule: outputs the upper-cased PAN. */
export const panSchema = pan.schema;
