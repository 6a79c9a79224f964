import type { ErrorEntry } from '../errorKinds';

/** The outside verifiers (issue 20 §2): captcha, Aadhaar e-KYC, bank penny drop and e-sign providers. */
export const verificationErrors = {
  CAPTCHA_SERVICE_DOWN: {
    kind: 'unavailable',
    english: 'The captcha check is not answering right now. Please try again in a few minutes.',
  },
  AADHAAR_SERVICE_DOWN: {
    kind: 'unavailable',
    english: 'The Aadhaar verification service is not answering right now. Please try again in a few minutes.',
  },
  BANK_VERIFICATION_DOWN: {
    kind: 'unavailable',
    english: 'The bank account verification service is not answering right now. Please try again in a few minutes.',
  },
  ESIGN_SERVICE_DOWN: {
    kind: 'unavailable',
    english: 'The e-sign service is not answering right now. Please try again in a few minutes.',
  },
  PROVIDER_CALLBACK_REJECTED: {
    kind: 'invalid',
    english: 'This callback could not be verified and was ignored.',
  },
} as const satisfies Record<string, ErrorEntry>;
