import { upperCaseCode } from './upperCaseCode';

/**
 * Udyam registration number of a micro, small or medium enterprise (MSME Ministry, since 2020):
 * UDYAM-, the state's 2-letter code, the 2-digit district code, then 7 digits: UDYAM-RJ-17-0012345.
 */
export const UDYAM_PATTERN = /^UDYAM-[A-Z]{2}-\d{2}-\d{7}$/;

export const UDYAM_MESSAGES = {
  required: 'Please enter the Udyam registration number',
  invalid: 'Enter the Udyam registration number as on the certificate, like UDYAM-RJ-17-0012345',
} as const;

const udyam = upperCaseCode(UDYAM_PATTERN, UDYAM_MESSAGES);
export const normaliseUdyamNumber: (s: string) => string = udyam.normalise;
/** True for a Udyam number in any letter case, ignoring surrounding spaces. */
export const isUdyamNumber: (s: unknown) => boolean = udyam.test;
/** Form rule: outputs the upper-cased number. */
export const udyamNumberSchema = udyam.schema;
