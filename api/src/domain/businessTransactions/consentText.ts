/**
 * The text a buyer agrees to when a supplier records and reports their credit transactions
 * (spec /new/supplier/consent/agreement/{customerId}). Versioned: a consent stores the version and the
 * SHA-256 of exactly this text, so what was agreed can be shown later. A new wording needs a new version.
 */
import crypto from 'node:crypto';
import type { ConsentText } from '../../contracts/businessTransactions';

export const CONSENT_VERSION = 'txn-consent-2026-11';

export const CONSENT_TEXT = [
  'I agree, for the business named above, that this supplier may record on Bakaya the credit sales it makes to my business:',
  'the voucher number, the goods or services (unit, unit value, quantity, tax), the amount, the advance paid and the invoice and due dates, with their supporting documents.',
  'I agree that if an amount stays unpaid after its due date, the supplier may report it to Bakaya as a payment default.',
  'Such a report is verified by Bakaya staff, I am told of it and may answer or dispute it before it appears in credit information reports.',
  'I can see every transaction recorded against my business, and I may withdraw this consent at any time; withdrawing does not remove a default already reported.',
].join(' ');

export function consentText(): ConsentText {
  return { version: CONSENT_VERSION, sha256: crypto.createHash('sha256').update(CONSENT_TEXT, 'utf8').digest('hex'), text: CONSENT_TEXT };
}
