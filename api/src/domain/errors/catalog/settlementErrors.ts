import { CASE_FLOW_MESSAGES } from '../../../contracts/caseFlowMessages';
import type { ErrorEntry } from '../errorKinds';

/** Settlement requests, their letters, payments, holds and the identity and bank checks. */
export const settlementErrors = {
  KYC_AADHAAR_ON_REQUEST: { kind: 'limit', english: CASE_FLOW_MESSAGES.aadhaarChecksOnRequest },
  KYC_AADHAAR_TODAY: { kind: 'limit', english: CASE_FLOW_MESSAGES.aadhaarChecksToday },
  KYC_BANK_ON_REQUEST: { kind: 'limit', english: CASE_FLOW_MESSAGES.bankChecksOnRequest },
  KYC_BANK_TODAY: { kind: 'limit', english: CASE_FLOW_MESSAGES.bankChecksToday },
  SETTLEMENT_NOT_YOURS: { kind: 'not_found', english: 'No settlement request has the id {id} among yours.' },
  CASE_NOT_YOURS: { kind: 'not_found', english: 'No defaulter case has the id {id} among yours.' },
  HOLD_ID_UNKNOWN: { kind: 'not_found', english: 'No call-request hold has the id {id}.' },
  HOLD_RELEASED: { kind: 'conflict', english: 'This hold is already released.' },
  SETTLEMENT_ID_UNKNOWN: { kind: 'not_found', english: 'No settlement request has the id {id}.' },
  SETTLEMENT_ALREADY_SETTLED: { kind: 'conflict', english: 'This settlement request is already settled.' },
  SETTLEMENT_ALREADY_REJECTED: { kind: 'conflict', english: 'This settlement request is already rejected.' },
  LETTER_UNKNOWN_DOCUMENT: { kind: 'not_found', english: 'There is no document "{doctype}" to sign.' },
  LETTER_TEMPLATE_BROKEN: {
    kind: 'unavailable',
    english:
      'The settlement letter cannot be prepared: its template uses placeholders it cannot fill ({names}). Our team has to correct it; please try again later.',
  },
  LETTER_NO_REQUEST: { kind: 'not_found', english: 'There is no settlement request on this case to sign.' },
  LETTER_CONFIRM_FIRST: {
    kind: 'conflict',
    english: 'The settlement request must be confirmed with its code before the letter is signed.',
  },
  SETTLEMENT_COMPLETE: { kind: 'conflict', english: 'This settlement is already complete.' },
  SETTLEMENT_CLOSED: { kind: 'conflict', english: 'This settlement request is closed.' },
  IDEMPOTENCY_KEY_LENGTH: { kind: 'invalid', english: 'An Idempotency-Key is 1 to 100 characters.' },
  PAYMENT_BY_RECEIVER: {
    kind: 'refused',
    english: 'The paying side or our staff record payments; you receive this settlement.',
  },
  PROOF_REQUIRED: { kind: 'invalid', english: 'Attach the proof of payment (PDF, JPEG or PNG).' },
  UTR_TAKEN: { kind: 'conflict', english: 'A payment with this UTR is already recorded.' },
  SETTLEMENT_SIDES_ONLY: { kind: 'refused', english: 'Only the two sides of a case open a settlement request.' },
  AMOUNT_ABOVE_ZERO: { kind: 'invalid', english: 'The amount must be more than ₹0.' },
  SCHEDULE_FIX: { kind: 'invalid', english: 'Please correct the schedule.' },
  SETTLEMENT_OPEN_EXISTS: {
    kind: 'conflict',
    english: 'This case already has an open settlement request (#{id}). It must be settled or rejected first.',
  },
  SETTLEMENT_CONFIRMED: { kind: 'conflict', english: 'This settlement request is already confirmed.' },
  BANK_NUMBERS_DIFFER: { kind: 'invalid', english: 'The two account numbers do not match.' },
  BANK_ACCOUNT_UNKNOWN: {
    kind: 'invalid',
    english: 'The bank could not find this account. Check the account number and IFSC.',
  },
  BANK_NAME_MISMATCH: {
    kind: 'invalid',
    english: 'The bank’s name on this account ({name}) does not match the account holder you gave.',
  },
  PROOF_FILE_MISSING: { kind: 'not_found', english: 'This payment has no proof file.' },
  SETTLEMENT_ITEM_ID_UNKNOWN: { kind: 'not_found', english: 'No {what} has the id "{id}".' },
} as const satisfies Record<string, ErrorEntry>;
