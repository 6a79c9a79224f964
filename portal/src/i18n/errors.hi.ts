/**
 * Hindi of the API's error codes (api/src/domain/errors/errorCatalog.ts), loaded with the other Hindi
 * texts. Keyed by code, so a code added there without its Hindi here does not compile;
 * tests/portal/errorCatalog.test.ts checks that both texts use the same `{params}`. A `{message}` param
 * is a shared form rule's own text, translated like that rule's output in the browser.
 */
import type { ErrorCode } from '@bakaya/api/errors';
import { accountErrorsHi } from './errors/accountErrors.hi';
import { businessErrorsHi } from './errors/businessErrors.hi';
import { caseErrorsHi } from './errors/caseErrors.hi';
import { cirErrorsHi } from './errors/cirErrors.hi';
import { commonErrorsHi } from './errors/commonErrors.hi';
import { exportErrorsHi } from './errors/exportErrors.hi';
import { gstErrorsHi } from './errors/gstErrors.hi';
import { invoiceErrorsHi } from './errors/invoiceErrors.hi';
import { messageErrorsHi } from './errors/messageErrors.hi';
import { legalNoticeErrorsHi } from './errors/legalNoticeErrors.hi';
import { paymentErrorsHi } from './errors/paymentErrors.hi';
import { reportErrorsHi } from './errors/reportErrors.hi';
import { settlementErrorsHi } from './errors/settlementErrors.hi';
import { staffErrorsHi } from './errors/staffErrors.hi';
import { transactionErrorsHi } from './errors/transactionErrors.hi';
import { verificationErrorsHi } from './errors/verificationErrors.hi';
import { hindiServerMessage } from './serverMessagesHi';

export const ERRORS_HI: Record<ErrorCode, string> = {
  ...accountErrorsHi,
  ...businessErrorsHi,
  ...caseErrorsHi,
  ...cirErrorsHi,
  ...commonErrorsHi,
  ...exportErrorsHi,
  ...gstErrorsHi,
  ...invoiceErrorsHi,
  ...messageErrorsHi,
  ...legalNoticeErrorsHi,
  ...paymentErrorsHi,
  ...reportErrorsHi,
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
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    if (!(name in params)) return whole;
    const value = String(params[name]);
    return name === 'message' ? (hindiServerMessage(value) ?? value) : value;
  });
}

/** A refusal of the API (`{ message, code, params, errors, field_codes }`) in Hindi, each text by its code; undefined when it has none. */
export function hindiAnswer(body: Coded & { field_codes?: Record<string, Coded> }, message: string, errors: Record<string, string>) {
  if (!body.code) return undefined;
  const fields = Object.entries(errors).map(([field, text]) => [field, hindiError(body.field_codes?.[field] ?? {}) ?? text]);
  return [hindiError(body) ?? message, Object.fromEntries(fields)] as [string, Record<string, string>];
}
