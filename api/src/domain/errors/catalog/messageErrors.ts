import type { ErrorEntry } from '../errorKinds';

/** The message outbox: channel choices, templates, receipts and resends. */
export const messageErrors = {
  MESSAGE_PREFERENCES_INVALID: { kind: 'invalid', english: 'Send true or false for each of sms, email and whatsapp.' },
  TEMPLATE_NOT_FOUND: { kind: 'not_found', english: 'There is no active template {template} in language {language}.' },
  TEMPLATE_LANGUAGE: { kind: 'invalid', english: 'The language must be en or hi.' },
  TEMPLATE_VARIABLES_MISSING: { kind: 'invalid', english: 'Give a sample value for: {names}.' },
  MESSAGE_NOT_FOUND: { kind: 'not_found', english: 'We could not find that message.' },
  MESSAGE_RESEND_ONLY_FAILED: { kind: 'conflict', english: 'Only a failed message can be sent again.' },
  MESSAGE_RESEND_NO_TEXT: {
    kind: 'conflict',
    english: 'This message carried a one-time code that is no longer kept; the member asks for a new code instead.',
  },
  MESSAGE_PROVIDER_UNKNOWN: { kind: 'not_found', english: 'No message provider {provider} takes receipts here.' },
  MESSAGE_RECEIPT_REJECTED: { kind: 'invalid', english: 'The receipt could not be verified.' },
} as const satisfies Record<string, ErrorEntry>;
