import { CHECKOUT_MESSAGES, FREE_TRIAL_MESSAGES } from '../../../contracts/checkout';
import type { ErrorEntry } from '../errorKinds';

const PLAN_NOT_ON_SALE = 'This membership plan is not on sale.';

/** Checkout, promo codes, free trials, wallet top-ups, refunds, webhooks and the money reports. */
export const paymentErrors = {
  PLAN_NOT_ON_SALE: { kind: 'not_found', english: PLAN_NOT_ON_SALE },
  PLAN_CHOICE_NOT_ON_SALE: { kind: 'invalid', english: PLAN_NOT_ON_SALE },
  PLAN_CHOOSE_ON_SALE: { kind: 'invalid', english: 'Choose a plan that is on sale.' },
  BUSINESS_NO_GSTIN_TO_INVOICE: { kind: 'invalid', english: 'This business has no valid GSTIN to invoice.' },
  BUSINESS_GSTIN_NOT_VALID: { kind: 'invalid', english: 'This business has no valid GSTIN.' },
  PAYMENTS_NOT_SET_UP: {
    kind: 'unavailable',
    english: 'Payments are not set up yet (the seller GSTIN is missing). Please try again later.',
  },
  CHECKOUT_ACCOUNT_CLOSING: {
    kind: 'conflict',
    english: 'Your account has an open deactivation request. Please cancel it before buying a plan.',
  },
  TOP_UP_ACCOUNT_CLOSING: {
    kind: 'conflict',
    english: 'Your account has an open deactivation request. Please cancel it before adding money to your wallet.',
  },
  PROMO_UNKNOWN: { kind: 'invalid', english: 'This promo code is not valid. Please check it and try again.' },
  PROMO_OFF: { kind: 'invalid', english: 'This promo code is no longer available.' },
  PROMO_NOT_YET: { kind: 'invalid', english: 'This promo code is not active yet.' },
  PROMO_ENDED: { kind: 'invalid', english: 'This promo code has expired.' },
  PROMO_USED_UP: { kind: 'invalid', english: 'This promo code has been fully used.' },
  PROMO_USED_BY_YOU: { kind: 'invalid', english: 'You have already used this promo code.' },
  PROMO_NO_DISCOUNT: { kind: 'invalid', english: 'This promo code gives no discount on this plan.' },
  ORDERS_TOO_MANY_OPEN: { kind: 'conflict', english: CHECKOUT_MESSAGES.tooManyOpen },
  GATEWAY_NOT_ANSWERING: {
    kind: 'unavailable',
    english: 'The payment service is not answering. Please try again in a minute; you will not be charged twice.',
  },
  GATEWAY_UNKNOWN: { kind: 'not_found', english: 'There is no such payment gateway here.' },
  WEBHOOK_NO_BODY: { kind: 'invalid', english: 'The webhook has no body.' },
  /** The gateway's own words on a webhook it signed wrongly (machine to machine: not translated). */
  WEBHOOK_REJECTED: { kind: 'invalid', english: '{reason}' },
  ORDER_NOT_FOUND: { kind: 'not_found', english: 'We could not find that order.' },
  TRIAL_NONE: { kind: 'not_found', english: FREE_TRIAL_MESSAGES.none },
  TRIAL_USED: { kind: 'conflict', english: FREE_TRIAL_MESSAGES.used },
  TRIAL_HAS_PLAN: { kind: 'conflict', english: FREE_TRIAL_MESSAGES.hasPlan },
  WALLET_ID_UNKNOWN: { kind: 'not_found', english: 'No wallet has the id {id}.' },
  INVITES_PER_DAY: { kind: 'limit', english: 'You can send {max} invitations a day. Please try again tomorrow.' },
  INVITE_SELF: { kind: 'invalid', english: 'You cannot invite yourself.' },
  INVITE_OWN_CONTACT: { kind: 'invalid', english: 'This is your own contact. Enter someone else’s.' },
  INVITE_ALREADY_MEMBER: {
    kind: 'conflict',
    english: 'Good news: this person is already a Bakaya member, so there is no need to invite them.',
  },
  INVITE_REGISTERED: { kind: 'conflict', english: 'Already registered with us.' },
  REFUND_ONLY_PAID: { kind: 'conflict', english: 'Only a paid order can be refunded.' },
  REFUND_NO_INVOICE: { kind: 'conflict', english: 'This order has no issued invoice to credit.' },
  REFUND_OVER_GATEWAY: {
    kind: 'invalid',
    english: 'That is more than was paid through the gateway; refund the rest to the wallet.',
  },
  DATE_NOT_CALENDAR: { kind: 'invalid', english: 'Dates are calendar dates like 2026-04-01.' },
  DATE_ENTER_REAL: { kind: 'invalid', english: 'Enter a real date as YYYY-MM-DD.' },
  RANGE_START_AFTER_END: { kind: 'invalid', english: 'The start date is after the end date.' },
  RANGE_START_ON_OR_BEFORE_END: { kind: 'invalid', english: 'Choose a date on or before the end date.' },
  RANGE_TOO_LONG: { kind: 'invalid', english: 'Ask for at most {max} months at a time.' },
  RANGE_TOO_LONG_FROM: { kind: 'invalid', english: 'At most {max} months before the end date.' },
  JOURNAL_NOT_POSTABLE: { kind: 'invalid', english: 'The journal cannot be posted.' },
  JOURNAL_UNKNOWN_ACCOUNT: { kind: 'invalid', english: 'The journal names an unknown account.' },
  JOURNAL_UNKNOWN_MEMBER: { kind: 'invalid', english: 'The journal names an unknown member.' },
  JOURNAL_NO_SUCH_MEMBER: { kind: 'invalid', english: 'There is no member {id}.' },
  IDEMPOTENCY_KEY_REUSED: { kind: 'conflict', english: 'This idempotency key was already used for a different request.' },
  WALLET_SHORT: { kind: 'conflict', english: 'Not enough balance in the wallet.' },
  WHOLE_NUMBER_RANGE: { kind: 'invalid', english: '{name} must be a whole number from {min} to {max}.' },
  WHOLE_NUMBER_RANGE_FIELD: { kind: 'invalid', english: 'A whole number from {min} to {max}.' },
  WALLETS_NOT_PERMITTED: { kind: 'refused', english: 'You do not have permission to view members’ wallets.' },
  MEMBER_ID_UNKNOWN: { kind: 'not_found', english: 'No member has this id.' },
  PATH_TRUE_FALSE: { kind: 'invalid', english: 'The {name} part of the path is true or false.' },
  PATH_TRUE_FALSE_FIELD: { kind: 'invalid', english: 'Use true or false.' },
} as const satisfies Record<string, ErrorEntry>;
