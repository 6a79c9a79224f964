import type { ErrorEntry } from '../errorKinds';

/** A member's own GSTIN look-up: its limit and the GST service's answers. */
export const gstErrors = {
  GST_LOOKUP_LIMIT: {
    kind: 'limit',
    english: 'You have looked up {max} GSTINs in the last hour. Please try again in {minutes} minutes.',
  },
  GST_REGISTRATION_UNKNOWN: {
    kind: 'not_found',
    english: 'We could not find a GST registration for {gstin}. Please check the number and try again.',
  },
  /** The same on the add-business form: a 400 under the GSTIN field. */
  GST_REGISTRATION_UNKNOWN_ON_FORM: {
    kind: 'invalid',
    english: 'We could not find a GST registration for {gstin}. Please check the number and try again.',
  },
  GST_SERVICE_DOWN: {
    kind: 'unavailable',
    english: 'The GST service is not answering right now. Please try again in a few minutes.',
  },
  GST_CHOOSE_CSV: { kind: 'invalid', english: 'Choose a CSV file to upload in the "file" field.' },
  GST_UPLOAD_CSV: { kind: 'invalid', english: 'Upload a .csv file with one GSTIN per line.' },
  GST_UPLOAD_CSV_FIELD: { kind: 'invalid', english: 'Upload a .csv file.' },
  BUSINESS_ID_UNKNOWN_QUOTED: { kind: 'not_found', english: 'No business has the id "{id}".' },
  GST_BUSINESS_ID_UNKNOWN: { kind: 'not_found', english: 'No business has the id {id}.' },
} as const satisfies Record<string, ErrorEntry>;
