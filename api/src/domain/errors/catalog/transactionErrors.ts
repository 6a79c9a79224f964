import type { ErrorEntry } from '../errorKinds';

/** Business transactions (recorded sales) and the buyer's consent. */
export const transactionErrors = {
  BUSINESS_NOT_FOUND: { kind: 'not_found', english: 'We could not find this business.' },
  CONSENT_TEXT_CHANGED: {
    kind: 'conflict',
    english: 'The consent text has changed since you opened it. Please read it again and agree.',
  },
  CONSENT_NONE_TO_WITHDRAW: { kind: 'not_found', english: 'There is no consent to withdraw for this supplier.' },
  SALE_OWN_BUSINESS: { kind: 'invalid', english: 'Please choose one of your own businesses.' },
  SALE_BUYER_SAME: { kind: 'invalid', english: 'The buyer must be a different business from the supplier.' },
  SALE_BUYER_UNREGISTERED: {
    kind: 'invalid',
    english: 'This GSTIN is not registered on Bakaya yet. Ask your buyer to register it, then record the sale.',
  },
  VOUCHER_TAKEN: { kind: 'conflict', english: 'You have already recorded this voucher number for this buyer.' },
  TRANSACTION_NOT_FOUND: { kind: 'not_found', english: 'We could not find this transaction.' },
  VOUCHER_NOT_FOUND: { kind: 'not_found', english: 'We could not find entries for this voucher.' },
  SALE_CONSENTED: {
    kind: 'conflict',
    english: 'Your buyer has consented to this transaction, so it can no longer be deleted.',
  },
  PAIR_NOT_FOUND: { kind: 'not_found', english: 'We could not find transactions between these businesses.' },
  TX_MEMBER_NOT_FOUND: { kind: 'not_found', english: 'We could not find this member.' },
  TX_OTHER_MEMBER_STAFF: { kind: 'refused', english: 'Only staff with Business Transactions → list view may read another member’s data.' },
  TX_GIVE_BUSINESS: { kind: 'invalid', english: 'Please give the {name} business.' },
  TX_BUSINESS_ID: { kind: 'invalid', english: 'The {name} must be a business id.' },
  TX_ROLE: { kind: 'invalid', english: 'The role must be supplier or buyer.' },
  TX_VOUCHER_NOT_FOUND: { kind: 'not_found', english: 'We could not find entries for this voucher.' },
} as const satisfies Record<string, ErrorEntry>;
