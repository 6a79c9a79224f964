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
  GST_BULK_NONE: { kind: 'invalid', english: 'Give at least one GSTIN.' },
  GST_BULK_TOO_MANY: { kind: 'invalid', english: 'At most {max} GSTINs per request; this one has {count}.' },
  GST_BULK_TOO_LONG: { kind: 'invalid', english: '"{start}…" is far too long to be a GSTIN (15 characters).' },
  GST_BULK_SHAPE: { kind: 'invalid', english: 'Send { "gstins": ["27AAPFU0939F1ZV", …] } or upload a CSV file in the "file" field.' },
  GST_BULK_ITEM_TEXT: { kind: 'invalid', english: 'gstins[{index}] must be text, like "27AAPFU0939F1ZV".' },
  GST_CSV_EMPTY: { kind: 'invalid', english: 'The CSV file is empty. Put one GSTIN per line, in a column headed "gstin".' },
  GST_CSV_COLUMN: { kind: 'invalid', english: 'The CSV needs a column headed "gstin" (or one GSTIN per line and no header).' },
} as const satisfies Record<string, ErrorEntry>;
