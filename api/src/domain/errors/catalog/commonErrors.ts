import { CASE_FLOW_MESSAGES } from '../../../contracts/caseFlowMessages';
import { CONTROL_PROOF_MESSAGES } from '../../../contracts/businessControl';
import type { ErrorEntry } from '../errorKinds';

/** Refusals many components share. */
export const commonErrors = {
  FIX_FIELDS: { kind: 'invalid', english: CASE_FLOW_MESSAGES.fixFields },
  NOT_PERMITTED: { kind: 'refused', english: 'You do not have permission to do this.' },
  STAFF_ONLY: { kind: 'refused', english: 'Only Bakaya staff can do this.' },
  NOT_FOUND: { kind: 'not_found', english: 'We could not find what you asked for.' },
  BUSINESS_NOT_YOURS: { kind: 'not_found', english: CASE_FLOW_MESSAGES.businessNotFound },
  BUSINESS_ID_UNKNOWN: { kind: 'not_found', english: 'Business {id} was not found.' },
  CONTROL_NOT_PROVEN: { kind: 'refused', english: CONTROL_PROOF_MESSAGES.notProven },
  NO_CONTACT_FOR_CODE: {
    kind: 'invalid',
    english: 'Your account has no mobile number or email address to send a code to. Please contact support.',
  },
  NOTHING_TO_CHANGE: { kind: 'invalid', english: 'Nothing to change: send at least one field.' },
} as const satisfies Record<string, ErrorEntry>;
