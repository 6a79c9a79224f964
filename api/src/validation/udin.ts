import { upperCaseCode } from './upperCaseCode';

// ICAI UDIN: 18 characters = YY (2 digits) + membership number (6 digits) + 10 alphanumerics.
export const UDIN_PATTERN = /^\d{8}[A-Z0-9]{10}$/;

export const UDIN_MESSAGES = {
  required: 'Please enter the UDIN',
  invalid: 'Enter the 18-character UDIN from the ICAI portal, like 26123456ABCDEF1234',
} as const;

const udin = upperCaseCode(UDIN_PATTERN, UDIN_MESSAGES);
export const normaliseUdin: (s: string) => string = udin.normalise;
/** True for a UDIN in any letter case, ignoring surrounding spaces. */
export const isUdin: (s: unknown) => boolean = udin.test;
/** Form rule: outputs the upper-cased UDIN. */
export const udinSchema = udin.schema;
