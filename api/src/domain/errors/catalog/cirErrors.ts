import { CASE_FLOW_MESSAGES as M } from '../../../contracts/caseFlowMessages';
import { CIR_MESSAGES } from '../../../contracts/cir';
import { GSTIN_MESSAGES } from '../../../validation/gstin';
import type { ErrorEntry } from '../errorKinds';

/** Credit reports: search, pricing, generation, reading and their PDFs. */
export const cirErrors = {
  CIR_NOTHING_TO_PAY: { kind: 'conflict', english: CIR_MESSAGES.nothingToPay },
  CIR_PDF_LANGUAGE: { kind: 'invalid', english: 'Choose the PDF’s language: en or hi.' },
  CIR_PDF_LANGUAGE_FIELD: { kind: 'invalid', english: 'en or hi' },
  CIR_NOT_GENERATED_NO_PDF: { kind: 'conflict', english: 'This report could not be generated, so it has no PDF.' },
  CIR_BUSINESS_INACTIVE: {
    kind: 'invalid',
    english: 'This business is not active. Choose an active business to check from.',
  },
  CIR_CHOOSE_BUSINESS: { kind: 'invalid', english: CIR_MESSAGES.business },
  CIR_NOT_OWN_BUSINESS: { kind: 'invalid', english: CIR_MESSAGES.notOwnBusiness },
  CIR_CHOOSE_PURPOSE: { kind: 'invalid', english: CIR_MESSAGES.purpose },
  CIR_PLAN_NEEDED: { kind: 'payment_required', english: `${M.needsPlan} ${CIR_MESSAGES.nothingCharged}` },
  CIR_PLAN_ENDED: { kind: 'payment_required', english: `${M.planEnded} ${CIR_MESSAGES.nothingCharged}` },
  CIR_WALLET_SHORT: {
    kind: 'payment_required',
    english: 'Add {shortfall} to your wallet to generate this report: it costs {total} and your wallet holds {held}. Nothing was charged.',
  },
  CIR_NOT_FOUND: { kind: 'not_found', english: 'We could not find this credit report.' },
  CIR_NOT_PERMITTED: { kind: 'refused', english: 'You do not have permission to view credit reports.' },
  CIR_PAGE: { kind: 'invalid', english: 'The page is a whole number from 1.' },
  CIR_PAGE_FIELD: { kind: 'invalid', english: 'A whole number from 1.' },
  CIR_VERIFY_CODE: {
    kind: 'invalid',
    english: 'A verification code is the 20 letters and digits printed under the QR code.',
  },
  CIR_VERIFY_CODE_FIELD: { kind: 'invalid', english: 'Type the 20 characters printed on the report.' },
  CIR_QUERY: { kind: 'invalid', english: CIR_MESSAGES.query },
  GSTIN_FORMAT: { kind: 'invalid', english: GSTIN_MESSAGES.format },
  CIR_NOT_GENERATED: { kind: 'broken', english: CIR_MESSAGES.nothingCharged },
} as const satisfies Record<string, ErrorEntry>;
