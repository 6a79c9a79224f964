import { CONTROL_PROOF_MESSAGES } from '../../../contracts/businessControl';
import { DISPUTE_MESSAGES } from '../../../contracts/caseNotices';
import { WALLET_TOP_UP_MESSAGES } from '../../../contracts/checkout';
import { GSTIN_MESSAGES } from '../../../validation/gstin';
import { MONEY_MESSAGES } from '../../../validation/money';
import type { ErrorEntry } from '../errorKinds';

/**
 * The refusals of shared form rules (zod, run in the browser too) and of pure domain rules, each
 * its own code: the API answers the code of the rule's message (ruleReason.ts), the apps translate it.
 */
export const ruleErrors = {
  FIELD_NOT_VALID: { kind: 'invalid', english: 'This value is not valid.' },
  GSTIN_REQUIRED: { kind: 'invalid', english: GSTIN_MESSAGES.required },
  GSTIN_STATE_CODE: { kind: 'invalid', english: GSTIN_MESSAGES.stateCode },
  GSTIN_CHECK_DIGIT: { kind: 'invalid', english: GSTIN_MESSAGES.checkDigit },
  MONEY_REQUIRED: { kind: 'invalid', english: MONEY_MESSAGES.required },
  MONEY_INVALID: { kind: 'invalid', english: MONEY_MESSAGES.invalid },
  MONEY_NEGATIVE: { kind: 'invalid', english: MONEY_MESSAGES.negative },
  MONEY_TOO_LARGE: { kind: 'invalid', english: MONEY_MESSAGES.tooLarge },
  WALLET_TOP_UP_TOO_SMALL: { kind: 'invalid', english: WALLET_TOP_UP_MESSAGES.tooSmall },
  WALLET_TOP_UP_TOO_LARGE: { kind: 'invalid', english: WALLET_TOP_UP_MESSAGES.tooLarge },
  CIR_QUERY_TOO_LONG: { kind: 'invalid', english: 'At most 120 characters' },
  DISPUTE_STATEMENT_REQUIRED: { kind: 'invalid', english: DISPUTE_MESSAGES.statementRequired },
  DISPUTE_STATEMENT_TOO_SHORT: { kind: 'invalid', english: DISPUTE_MESSAGES.statementTooShort },
  DISPUTE_STATEMENT_TOO_LONG: { kind: 'invalid', english: DISPUTE_MESSAGES.statementTooLong },
  DISPUTE_OUTCOME_REQUIRED: { kind: 'invalid', english: 'Choose the outcome: upheld or rejected.' },
  DISPUTE_NOTE_REQUIRED: { kind: 'invalid', english: 'Give the reason for your decision (note).' },
  DISPUTE_NOTE_TOO_LONG: { kind: 'invalid', english: 'The note can be at most 2000 characters.' },
  DISPUTE_UPHELD_STATUS: { kind: 'invalid', english: 'An upheld dispute makes the case wrongly reported or removed.' },
  DISPUTE_DECISION_FIELDS: { kind: 'invalid', english: 'Unknown field(s): {fields}.' },
  DISPUTE_DECISION_SHAPE: { kind: 'invalid', english: 'Send { outcome, note, upheld_status? }.' },
  AADHAAR_NOT_VERIFIED: { kind: 'invalid', english: 'We could not verify this Aadhaar number. Check it and try again.' },
  AADHAAR_NOT_VALID: { kind: 'invalid', english: 'This is not a valid Aadhaar number. Check the 12 digits and try again.' },
  AADHAAR_OTP_EXPIRED: { kind: 'invalid', english: 'This code has expired. Ask for a new code and try again.' },
  AADHAAR_OTP_WRONG: { kind: 'invalid', english: 'The code is not right. Check it, or ask for a new code.' },
  SETTLEMENT_PAY_REJECTED: {
    kind: 'conflict',
    english: 'This settlement request was rejected, so no payment can be recorded against it.',
  },
  SETTLEMENT_PAY_SETTLED: { kind: 'conflict', english: 'This settlement is already fully paid.' },
  SETTLEMENT_PAY_UNCONFIRMED: { kind: 'conflict', english: 'Confirm the settlement request with the code sent to your mobile first.' },
  SETTLEMENT_PAY_UNSIGNED: { kind: 'conflict', english: 'Both sides must sign the settlement letter before payments are recorded.' },
  SETTLEMENT_PAY_ABOVE_PAYABLE: {
    kind: 'invalid',
    english: 'The amount cannot be more than the {payable} still to be paid on this settlement.',
  },
  SETTLEMENT_CASE_CLOSED: { kind: 'conflict', english: 'This case is {status} and closed, so it cannot be settled.' },
  SETTLEMENT_NOTHING_OUTSTANDING: { kind: 'conflict', english: 'Nothing is outstanding on this case.' },
  SETTLEMENT_ABOVE_OUTSTANDING: { kind: 'invalid', english: 'The amount cannot be more than the {outstanding} outstanding on this case.' },
  SETTLEMENT_FULL_IS_WHOLE: {
    kind: 'invalid',
    english: 'A full settlement is the whole {outstanding} outstanding. Choose a partial settlement for less.',
  },
  SETTLEMENT_PARTIAL_IS_WHOLE: { kind: 'invalid', english: 'This amount settles the whole outstanding due: choose a full settlement.' },
  ROLE_SUPER_ADMIN_GRANT: { kind: 'refused', english: 'Only a Super Admin can make someone a Super Admin.' },
  ROLE_SUPER_ADMIN_ACCOUNT: { kind: 'refused', english: 'Only a Super Admin can change a Super Admin account.' },
  ROLE_SUPER_ADMIN_ROLE: { kind: 'refused', english: 'Only a Super Admin can change the Super Admin role.' },
  ROLE_OWN_ROLE: { kind: 'refused', english: 'You cannot change the access of your own role. Ask a Super Admin.' },
  ROLE_BEYOND_GRANTER: { kind: 'refused', english: 'This role has access you do not have yourself ({features}).' },
  ACCOUNT_BEYOND_GRANTER: { kind: 'refused', english: 'This account has access you do not have yourself ({features}).' },
  TRANSACTION_CONSENTED_PAYMENT_ONLY: {
    kind: 'conflict',
    english: 'Your buyer has consented to this transaction, so only a payment received can be recorded on it now.',
  },
  TRANSACTION_ADVANCE_DOWN: { kind: 'conflict', english: 'The amount received cannot go down once your buyer has consented.' },
  DEACTIVATION_COMPLETED: { kind: 'conflict', english: 'This deactivation request is already completed.' },
  DEACTIVATION_CANCELLED: { kind: 'conflict', english: 'This deactivation request was cancelled. A new request is needed.' },
  DEACTIVATION_BACK_TO_REQUESTED: { kind: 'conflict', english: 'A request cannot go back to requested.' },
  DEACTIVATION_MEMBER_CONFIRMS: {
    kind: 'conflict',
    english: 'Only the member confirms a request, with the code sent to their mobile.',
  },
  DEACTIVATION_STAFF_COMPLETES: { kind: 'conflict', english: 'Only staff complete a deactivation request.' },
  DEACTIVATION_NOT_CONFIRMED: { kind: 'conflict', english: 'The member has not confirmed this request with their code yet.' },
  SETTLE_OWN_CASES_ONLY: { kind: 'invalid', english: 'You can only settle a case you reported or one reported against your business.' },
  SETTLEMENT_PAYMENTS_ABOVE_AGREED: {
    kind: 'invalid',
    english: 'Payments would add up to more than the {agreed} agreed ({paid} is already recorded).',
  },
  GST_REGISTRATION_NOT_ACTIVE: {
    kind: 'invalid',
    english: 'This GST registration is {status}. Only an active GST registration can be added as a business.',
  },
  GSTIN_FIXED: { kind: 'invalid', english: CONTROL_PROOF_MESSAGES.gstinFixed },
  BUSINESS_NEW_PAN_NAMES: {
    kind: 'invalid',
    english:
      'This GSTIN belongs to another PAN, so it is another business: enter its trade name as well (the legal name is taken from the GST records at the next GST check).',
  },
  PLAN_CHOOSE_EXISTING: { kind: 'invalid', english: 'Choose an existing membership plan.' },
  PLAN_VERSION_STAYS: { kind: 'invalid', english: 'A version stays with its plan. Add a new version to the other plan instead.' },
  PLAN_VERSION_PUBLISHED: { kind: 'invalid', english: 'Version {version} is published. Unpublish it before deleting it.' },
  EXPORT_LIMIT_ADMIN_ROLE: { kind: 'invalid', english: 'Export limits are for admin roles. Choose an admin role.' },
  EXPORT_LIMIT_ADMIN_USER: { kind: 'invalid', english: 'Export limits are for admin users. Choose an admin user.' },
  SLAB_TO_DAY: { kind: 'invalid', english: '"To day" must be at least "From day" ({min}).' },
  SLAB_OVERLAP: {
    kind: 'invalid',
    english: 'Days {min} to {max} already have an active slab. Change or deactivate that slab first, so active slabs do not overlap.',
  },
  BANK_ACCOUNT_ADDED: { kind: 'invalid', english: 'This bank account (ending {last4}) is already added.' },
  BANK_ACCOUNT_DEACTIVATED: {
    kind: 'invalid',
    english: 'This bank account (ending {last4}) was deactivated by Bakaya staff. Please contact support to use it again.',
  },
  EVIDENCE_MISSING_INVOICE: { kind: 'conflict', english: 'Please upload the invoice before this case is reviewed.' },
  EVIDENCE_MISSING_LEDGER: { kind: 'conflict', english: 'Please upload the ledger certificate before this case is reviewed.' },
  EVIDENCE_MISSING_INVOICE_LEDGER: {
    kind: 'conflict',
    english: 'Please upload the invoice and the ledger certificate before this case is reviewed.',
  },
  EVIDENCE_MISSING_CA: { kind: 'conflict', english: 'Please upload the CA certificate before this case is reviewed.' },
  EVIDENCE_MISSING_INVOICE_CA: {
    kind: 'conflict',
    english: 'Please upload the invoice and the CA certificate before this case is reviewed.',
  },
  EVIDENCE_MISSING_LEDGER_CA: {
    kind: 'conflict',
    english: 'Please upload the ledger certificate and the CA certificate before this case is reviewed.',
  },
  EVIDENCE_MISSING_INVOICE_LEDGER_CA: {
    kind: 'conflict',
    english: 'Please upload the invoice, the ledger certificate and the CA certificate before this case is reviewed.',
  },
  NAME_MISMATCH_TRADE: {
    kind: 'invalid',
    english:
      'The name you entered, “{entered}”, does not match the name in the GST records, “{legal_name}” (trade name “{trade_name}”). Please correct it, or confirm that you want to keep it (our team will review it).',
  },
  NAME_MISMATCH: {
    kind: 'invalid',
    english:
      'The name you entered, “{entered}”, does not match the name in the GST records, “{legal_name}”. Please correct it, or confirm that you want to keep it (our team will review it).',
  },
} as const satisfies Record<string, ErrorEntry>;
