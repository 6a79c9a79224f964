// Validation library shared by the API and the browser apps: pure functions and zod schemas only.
// Nothing server-only may be imported here (no node:*, no database, no env).

import { EMAIL_PATTERN } from './email';
import { MOBILE_PATTERN } from './mobile';
import { GSTIN_PATTERN, GSTIN_SHAPE_PATTERN, GSTIN_STATE_CODE_PATTERN } from './gstin';
import { PAN_PATTERN } from './pan';
import { IFSC_PATTERN } from './ifsc';
import { UDIN_PATTERN } from './udin';
import { UDYAM_PATTERN } from './udyam';
import { PLAIN_DATE_PATTERN, ISO_DATE_TIME_PATTERN } from './dates';
import { MONEY_PATTERN } from './money';
import { WEB_URL_PATTERN } from './url';

export * from './email';
export * from './mobile';
export * from './gstin';
export * from './gstStateCodes';
export * from './pan';
export * from './ifsc';
export * from './udin';
export * from './udyam';
export * from './companyName';
export * from './empty';
export * from './scoreBands';
export * from './masking';
export * from './dates';
export * from './money';
export * from './url';

/**
 * Every RegExp the library uses, for client-side hints (e.g. an input's pattern attribute).
 * None has the g or y flag, so .test() is stateless and safe to share. Note that GSTIN, PAN, IFSC,
 * UDIN and Udyam patterns expect upper-cased input, and the GSTIN pattern does not check the check digit.
 */
export const patterns = Object.freeze({
  email: EMAIL_PATTERN,
  mobile: MOBILE_PATTERN,
  gstin: GSTIN_PATTERN,
  gstinShape: GSTIN_SHAPE_PATTERN,
  gstinStateCode: GSTIN_STATE_CODE_PATTERN,
  pan: PAN_PATTERN,
  ifsc: IFSC_PATTERN,
  udin: UDIN_PATTERN,
  udyam: UDYAM_PATTERN,
  plainDate: PLAIN_DATE_PATTERN,
  isoDateTime: ISO_DATE_TIME_PATTERN,
  money: MONEY_PATTERN,
  webUrl: WEB_URL_PATTERN,
});
