import type { ErrorEntry } from '../errorKinds';

/** Invoices, credit notes and their PDFs. */
export const invoiceErrors = {
  CREDIT_WHOLE_PAISE: { kind: 'invalid', english: 'The amount to credit must be a whole number of paise.' },
  CREDIT_ABOVE_ZERO: { kind: 'invalid', english: 'The amount to credit must be more than ₹0.00.' },
  CREDIT_TOO_LARGE: { kind: 'invalid', english: 'The amount to credit is too large.' },
  CREDIT_REASON_NEEDED: { kind: 'invalid', english: 'Please give the reason for the credit note.' },
  CREDIT_REASON_TOO_LONG: { kind: 'invalid', english: 'The reason can be at most {max} characters.' },
  INVOICE_NOT_FOUND: { kind: 'not_found', english: 'We could not find that invoice.' },
  CREDIT_ONLY_ISSUED: { kind: 'conflict', english: 'A credit note can only be issued against an issued invoice.' },
  CREDIT_ONLY_LEFT: {
    kind: 'conflict',
    english: 'Only {left} is left to credit on invoice {invoice}; {asked} was asked.',
  },
  CREDIT_FULL: { kind: 'conflict', english: 'Invoice {invoice} has already been credited in full.' },
  DOCUMENT_ID: { kind: 'invalid', english: 'The {what} id must be a positive whole number, got "{got}".' },
  PDF_LANGUAGE: { kind: 'invalid', english: 'The language (lang) must be en or hi.' },
  INVOICES_NOT_PERMITTED: { kind: 'refused', english: 'You do not have permission to view invoices.' },
  CREDIT_NOTE_NOT_FOUND: { kind: 'not_found', english: 'We could not find that credit note.' },
  RESEND_ONLY_ISSUED: { kind: 'conflict', english: 'Only an issued invoice can be sent.' },
  RESEND_NO_CONTACT: {
    kind: 'conflict',
    english: 'This member has no email address or mobile number to send the invoice to.',
  },
  RESEND_WAIT: {
    kind: 'limit',
    english: 'This invoice was sent less than a minute ago. Please wait a moment before sending it again.',
  },
  INVOICE_NO_GSTIN: { kind: 'conflict', english: 'The order has no business with a valid GSTIN to invoice.' },
  SELLER_GSTIN_SETTING: {
    kind: 'broken',
    english: 'The seller GSTIN (global setting seller-gstin) is missing or invalid.',
  },
  SAC_CODE_SETTING: { kind: 'broken', english: 'The SAC code (global setting invoice-sac-code) must be 6 digits.' },
  ORDER_GST_DIFFERS: {
    kind: 'conflict',
    english: 'The order charged GST of {charged}, but GST at {rate}% is {expected}.',
  },
  INVOICE_ONLY_PAID: { kind: 'conflict', english: 'An invoice is issued only once the order is paid.' },
} as const satisfies Record<string, ErrorEntry>;
