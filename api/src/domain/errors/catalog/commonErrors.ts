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
  DASHBOARD_STAFF_ONLY: { kind: 'refused', english: 'The dashboard is for back-office staff.' },
  IDEMPOTENCY_KEY_OTHER_REQUEST: { kind: 'conflict', english: 'This Idempotency-Key was already used for a different {what}.' },
  IDEMPOTENCY_KEY_OTHER_REQUEST_FIELD: { kind: 'conflict', english: 'This key was already used for a different {what}.' },
  DEV_OUTBOX_TO: { kind: 'invalid', english: 'Say whose messages to show with ?to=<mobile or email>.' },
  DEV_OUTBOX_TO_FIELD: { kind: 'invalid', english: 'Enter a mobile number or email address.' },
  MEDIA_ID_UNKNOWN_QUOTED: { kind: 'not_found', english: 'No media file has the id "{id}".' },
  MEDIA_ID_UNKNOWN: { kind: 'not_found', english: 'No media file has the id {id}.' },
  MEDIA_FILE_MISSING: { kind: 'not_found', english: 'The file of this media item is missing.' },
  MEDIA_TYPE_NOT_ACCEPTED: {
    kind: 'invalid',
    english: 'Only images (PNG, JPEG, GIF, WebP, SVG) and PDF documents can be uploaded; this file is none of them.',
  },
  SVG_TOO_LARGE: { kind: 'invalid', english: 'SVG files may be at most {mb} MB. Simplify the drawing or upload it as a PNG.' },
  SVG_EMPTY: {
    kind: 'invalid',
    english: 'This SVG has no drawing left once scripts and other active content are removed. Export it as a plain SVG or a PNG.',
  },
  ALT_TEXT_TOO_LONG: { kind: 'invalid', english: 'The alt text must be text of at most 255 characters.' },
  ALT_TEXT_TOO_LONG_FIELD: { kind: 'invalid', english: 'At most 255 characters.' },
  EVIDENCE_FILE_GONE: { kind: 'not_found', english: 'This file is no longer available.' },
  MEDIA_RENAME: {
    kind: 'invalid',
    english: 'The file is named .{ext} but its contents are a {type}. Rename it to .{right} or upload the right file.',
  },
  EVIDENCE_ROLE: { kind: 'refused', english: 'Your role may not see defaulter cases.' },
  EVIDENCE_LINK_EXPIRED: { kind: 'gone', english: 'This download link has expired. Open the case again for a fresh link.' },
  EVIDENCE_LINK_INVALID: { kind: 'not_found', english: 'This download link is not valid.' },
} as const satisfies Record<string, ErrorEntry>;
