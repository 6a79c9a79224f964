import { CONTROL_PROOF_MESSAGES as C } from '../../../contracts/businessControl';
import type { ErrorEntry } from '../errorKinds';

/** Members' businesses: proving control, GSTIN reviews. */
export const businessErrors = {
  CONTROL_UNAVAILABLE: { kind: 'unavailable', english: C.unavailable },
  CONTROL_BUSINESS_INACTIVE: { kind: 'invalid', english: C.inactive },
  CONTROL_ALREADY_PROVEN: { kind: 'conflict', english: C.alreadyProven },
  CONTROL_NOT_VERIFIED: { kind: 'invalid', english: C.notVerified },
  CONTROL_NO_CONTACT: { kind: 'invalid', english: C.noContact },
  CONTROL_GSTIN_CHANGED: { kind: 'conflict', english: C.gstinChanged },
  REVIEW_ALREADY_ASKED: {
    kind: 'conflict',
    english: 'You have already asked support to review this GSTIN. They will contact you soon.',
  },
  REVIEWS_TODAY: {
    kind: 'limit',
    english: 'You have sent several review requests today. Please try again tomorrow, or call our support team.',
  },
  GSTIN_YOURS: { kind: 'conflict', english: 'This GSTIN is already in your businesses.' },
  GSTIN_YOURS_REMOVED: {
    kind: 'conflict',
    english: 'This GSTIN is already in your businesses, but the business was removed. Please contact support to restore it.',
  },
  GSTIN_ANOTHER_MEMBER: {
    kind: 'conflict',
    english: 'This GSTIN is already registered on Bakaya by another member. If the business is yours, ask our support team to review it.',
  },
  REVIEW_GSTIN_YOURS: { kind: 'invalid', english: 'This GSTIN is already in your businesses.' },
  REVIEW_GSTIN_YOURS_FIELD: { kind: 'invalid', english: 'This GSTIN is already yours.' },
  REVIEW_GSTIN_FREE: {
    kind: 'invalid',
    english: 'No one holds this GSTIN on Bakaya: you can add it to your businesses yourself.',
  },
} as const satisfies Record<string, ErrorEntry>;
