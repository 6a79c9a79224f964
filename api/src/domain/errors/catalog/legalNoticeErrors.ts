import type { ErrorEntry } from '../errorKinds';

const AGAIN = 'Refresh the list and choose again.';
const UNFIT_ONE = 'case {unfit} is not verified or partly settled';
const UNFIT_MANY = 'cases {unfit} are not verified or partly settled';
const BUSY_ONE = 'case {busy} is already in an open {audience} batch';
const BUSY_MANY = 'cases {busy} are already in an open {audience} batch';

/** Legal-notice batches: the picker's filters, the chosen template and the chosen cases. */
export const legalNoticeErrors = {
  NOTICE_FOR_UNKNOWN: { kind: 'invalid', english: 'Say who the notices are for: notice_for must be buyer or supplier.' },
  NOTICE_FOR_UNKNOWN_FIELD: { kind: 'invalid', english: 'Choose buyer or supplier.' },
  NOTICE_AMOUNTS_REVERSED: { kind: 'invalid', english: 'The largest amount must not be below the smallest.' },
  NOTICE_AMOUNTS_REVERSED_FIELD: { kind: 'invalid', english: 'Must not be below the smallest amount.' },
  NOTICE_DUE_DATES_REVERSED: { kind: 'invalid', english: 'The last due date must be on or after the first.' },
  NOTICE_DUE_DATES_REVERSED_FIELD: { kind: 'invalid', english: 'Must be on or after the first due date.' },
  NOTICE_TEMPLATE_UNKNOWN: { kind: 'not_found', english: 'No notice template has this id.' },
  NOTICE_TEMPLATE_INACTIVE: { kind: 'invalid', english: 'This notice template is deactivated. Choose an active one.' },
  NOTICE_TEMPLATE_INACTIVE_FIELD: { kind: 'invalid', english: 'This template is deactivated.' },
  NOTICE_TEMPLATE_FOR_BUYERS: { kind: 'invalid', english: 'This template is for buyers; choose one for suppliers.' },
  NOTICE_TEMPLATE_FOR_SUPPLIERS: { kind: 'invalid', english: 'This template is for suppliers; choose one for buyers.' },
  NOTICE_CASES_UNKNOWN: { kind: 'not_found', english: 'No defaulter case has the id {ids}.' },
  NOTICE_CASE_UNFIT: { kind: 'conflict', english: `No batch was created: ${UNFIT_ONE}. ${AGAIN}` },
  NOTICE_CASES_UNFIT: { kind: 'conflict', english: `No batch was created: ${UNFIT_MANY}. ${AGAIN}` },
  NOTICE_CASE_BUSY: { kind: 'conflict', english: `No batch was created: ${BUSY_ONE}. ${AGAIN}` },
  NOTICE_CASES_BUSY: { kind: 'conflict', english: `No batch was created: ${BUSY_MANY}. ${AGAIN}` },
  NOTICE_CASE_UNFIT_CASE_BUSY: { kind: 'conflict', english: `No batch was created: ${UNFIT_ONE}; ${BUSY_ONE}. ${AGAIN}` },
  NOTICE_CASE_UNFIT_CASES_BUSY: { kind: 'conflict', english: `No batch was created: ${UNFIT_ONE}; ${BUSY_MANY}. ${AGAIN}` },
  NOTICE_CASES_UNFIT_CASE_BUSY: { kind: 'conflict', english: `No batch was created: ${UNFIT_MANY}; ${BUSY_ONE}. ${AGAIN}` },
  NOTICE_CASES_UNFIT_CASES_BUSY: { kind: 'conflict', english: `No batch was created: ${UNFIT_MANY}; ${BUSY_MANY}. ${AGAIN}` },
} as const satisfies Record<string, ErrorEntry>;
