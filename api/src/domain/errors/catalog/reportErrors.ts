import type { ErrorEntry } from '../errorKinds';

/** Reports and pickers: their list parameters (filter, sort, search) and the defaulter report's filters. */
export const reportErrors = {
  LIST_FILTER_NOT_OBJECT: { kind: 'invalid', english: '"filter" must be a JSON object.' },
  LIST_FILTER_UNKNOWN: { kind: 'invalid', english: 'Unknown filter field "{key}".' },
  LIST_FILTER_UNKNOWN_FIELD: { kind: 'invalid', english: 'Filter by {allowed}.' },
  LIST_SORT_SHAPE: { kind: 'invalid', english: '"sort" must look like ["field","ASC"].' },
  LIST_SORT_UNKNOWN: { kind: 'invalid', english: 'Unknown sort field "{field}".' },
  LIST_SORT_UNKNOWN_FIELD: { kind: 'invalid', english: 'You cannot sort by this field.' },
  LIST_SORT_ORDER: { kind: 'invalid', english: 'Sort order must be ASC or DESC.' },
  LIST_SEARCH_TEXT: { kind: 'invalid', english: 'Search text ("q") must be a string.' },
  LIST_SEARCH_TEXT_FIELD: { kind: 'invalid', english: 'Enter search text.' },
  LIST_STATE_CODE: { kind: 'invalid', english: 'The state must be a GST state code such as 08 (Rajasthan).' },
  LIST_STATE_CODE_FIELD: { kind: 'invalid', english: 'Not a GST state code.' },
  LIST_AMOUNT: { kind: 'invalid', english: '"{field}" must be an amount in rupees, like 25000.50.' },
  LIST_AMOUNT_FIELD: { kind: 'invalid', english: 'Not an amount.' },
  LIST_DATE: { kind: 'invalid', english: '"{field}" must be a date written YYYY-MM-DD.' },
  LIST_DATE_FIELD: { kind: 'invalid', english: 'Not a date (YYYY-MM-DD).' },
  REPORT_STATUS_UNKNOWN: { kind: 'invalid', english: 'Unknown status "{status}".' },
  REPORT_STATUS_UNKNOWN_FIELD: { kind: 'invalid', english: 'Choose one of: {statuses}.' },
  REPORT_GSTIN_FILTER: { kind: 'invalid', english: 'The GSTIN filter must be a 15-character GST number.' },
  REPORT_GSTIN_FILTER_FIELD: { kind: 'invalid', english: 'Not a GST number.' },
} as const satisfies Record<string, ErrorEntry>;
