/**
 * Every code a domain error can carry, with its kind and its English text (a template: each `{name}`
 * is a param of the code). One catalog for the API, the admin and the portal (browser-safe: it imports
 * only the contracts' message constants, so a text shared with a form is written once). The portal
 * translates a code with portal/src/i18n/errors.hi.ts; tests/portal/errorCatalog.test.ts fails on a
 * code without its Hindi or whose two texts use different params.
 *
 * Each component's codes sit in catalog/<component>.ts; a code is SCREAMING_SNAKE and never renamed
 * (the apps key their translations by it).
 */
import { accountErrors } from './catalog/accountErrors';
import { authErrors } from './catalog/authErrors';
import { businessErrors } from './catalog/businessErrors';
import { caseErrors } from './catalog/caseErrors';
import { cirErrors } from './catalog/cirErrors';
import { commonErrors } from './catalog/commonErrors';
import { engineErrors } from './catalog/engineErrors';
import { exportErrors } from './catalog/exportErrors';
import { gstErrors } from './catalog/gstErrors';
import { guardErrors } from './catalog/guardErrors';
import { invoiceErrors } from './catalog/invoiceErrors';
import { legalNoticeErrors } from './catalog/legalNoticeErrors';
import { messageErrors } from './catalog/messageErrors';
import { paymentErrors } from './catalog/paymentErrors';
import { reportErrors } from './catalog/reportErrors';
import { ruleErrors } from './catalog/ruleErrors';
import { settlementErrors } from './catalog/settlementErrors';
import { staffErrors } from './catalog/staffErrors';
import { transactionErrors } from './catalog/transactionErrors';
import { verificationErrors } from './catalog/verificationErrors';
import type { Placeholders, ParamValue } from './errorTemplate';

export const ERROR_CATALOGS = {
  accountErrors,
  authErrors,
  businessErrors,
  caseErrors,
  cirErrors,
  commonErrors,
  engineErrors,
  exportErrors,
  gstErrors,
  guardErrors,
  invoiceErrors,
  legalNoticeErrors,
  messageErrors,
  paymentErrors,
  reportErrors,
  ruleErrors,
  settlementErrors,
  staffErrors,
  transactionErrors,
  verificationErrors,
} as const;

export const ERROR_CATALOG = {
  ...accountErrors,
  ...authErrors,
  ...businessErrors,
  ...caseErrors,
  ...cirErrors,
  ...commonErrors,
  ...engineErrors,
  ...exportErrors,
  ...gstErrors,
  ...guardErrors,
  ...invoiceErrors,
  ...legalNoticeErrors,
  ...messageErrors,
  ...paymentErrors,
  ...reportErrors,
  ...ruleErrors,
  ...settlementErrors,
  ...staffErrors,
  ...transactionErrors,
  ...verificationErrors,
} as const;

export type ErrorCode = keyof typeof ERROR_CATALOG;
export const ERROR_CODES = Object.keys(ERROR_CATALOG) as ErrorCode[];

/** The values a code's English names, each a string or a number. */
export type ErrorParams<C extends ErrorCode> = { readonly [K in Placeholders<(typeof ERROR_CATALOG)[C]['english']>]: ParamValue };
