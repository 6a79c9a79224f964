/**
 * Hindi of the API's error codes (api/src/domain/errors/errorCatalog.ts), loaded with the other Hindi
 * texts. Keyed by code, so a code added there without its Hindi here does not compile;
 * tests/portal/errorCatalog.test.ts checks that both texts use the same `{params}`. A refusal of the
 * API is translated only by its code (and each field by its own, `field_codes`), never by its English.
 */
import type { ErrorCode } from '@bakaya/api/errors';
import { accountErrorsHi } from './errors/accountErrors.hi';
import { authErrorsHi } from './errors/authErrors.hi';
import { businessErrorsHi } from './errors/businessErrors.hi';
import { caseErrorsHi } from './errors/caseErrors.hi';
import { cirErrorsHi } from './errors/cirErrors.hi';
import { commonErrorsHi } from './errors/commonErrors.hi';
import { engineErrorsHi } from './errors/engineErrors.hi';
import { exportErrorsHi } from './errors/exportErrors.hi';
import { gstErrorsHi } from './errors/gstErrors.hi';
import { guardErrorsHi } from './errors/guardErrors.hi';
import { invoiceErrorsHi } from './errors/invoiceErrors.hi';
import { messageErrorsHi } from './errors/messageErrors.hi';
import { legalNoticeErrorsHi } from './errors/legalNoticeErrors.hi';
import { paymentErrorsHi } from './errors/paymentErrors.hi';
import { reportErrorsHi } from './errors/reportErrors.hi';
import { ruleErrorsHi } from './errors/ruleErrors.hi';
import { settlementErrorsHi } from './errors/settlementErrors.hi';
import { staffErrorsHi } from './errors/staffErrors.hi';
import { transactionErrorsHi } from './errors/transactionErrors.hi';
import { verificationErrorsHi } from './errors/verificationErrors.hi';

export const ERRORS_HI: Record<ErrorCode, string> = {
  ...accountErrorsHi,
  ...authErrorsHi,
  ...businessErrorsHi,
  ...caseErrorsHi,
  ...cirErrorsHi,
  ...commonErrorsHi,
  ...engineErrorsHi,
  ...exportErrorsHi,
  ...gstErrorsHi,
  ...guardErrorsHi,
  ...invoiceErrorsHi,
  ...messageErrorsHi,
  ...legalNoticeErrorsHi,
  ...paymentErrorsHi,
  ...reportErrorsHi,
  ...ruleErrorsHi,
  ...settlementErrorsHi,
  ...staffErrorsHi,
  ...transactionErrorsHi,
  ...verificationErrorsHi,
};

interface Coded {
  code?: string;
  params?: Readonly<Record<string, unknown>>;
}

/** A code and its params in Hindi; undefined for a code this build does not know. */
export function hindiError({ code, params = {} }: Coded): string | undefined {
  const template = code === undefined ? undefined : (ERRORS_HI as Record<string, string | undefined>)[code];
  if (template === undefined) return undefined;
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));
}

/** A refusal of the API (`{ message, code, params, errors, field_codes }`) in Hindi, each text by its code; undefined when it has none. */
export function hindiAnswer(body: Coded & { field_codes?: Record<string, Coded> }, message: string, errors: Record<string, string>) {
  if (!body.code) return undefined;
  const fields = Object.entries(errors).map(([field, text]) => [field, hindiError(body.field_codes?.[field] ?? {}) ?? text]);
  return [hindiError(body) ?? message, Object.fromEntries(fields)] as [string, Record<string, string>];
}
