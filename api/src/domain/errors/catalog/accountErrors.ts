import { ACCOUNT_MESSAGES } from '../../../contracts/accountMessages';
import type { ErrorEntry } from '../errorKinds';

/** Members' accounts: registration, profile, look-ups, deactivation. */
export const accountErrors = {
  MEMBER_AREA_ONLY: { kind: 'refused', english: 'This page is for members. Staff see the same facts in the back office.' },
  NOTIFICATION_NOT_FOUND: { kind: 'not_found', english: 'You have no notification with the id {id}.' },
  NOTIFICATION_ID_INVALID: { kind: 'invalid', english: 'A notification id is a whole number above 0.' },
  NOTIFICATION_PAGE_INVALID: { kind: 'invalid', english: 'page is a whole number from 1, per_page from 1 to 100.' },
  OTP_CODE_NOT_VALID: { kind: 'invalid', english: ACCOUNT_MESSAGES.codeNotValid },
  OTP_CODE_EXPIRED: { kind: 'invalid', english: ACCOUNT_MESSAGES.codeExpired },
  OTP_CODE_LOCKED: { kind: 'limit', english: ACCOUNT_MESSAGES.codeLocked },
  OTP_CODE_WRONG: { kind: 'invalid', english: 'The code is not correct. You have {attempts} attempts left.' },
  OTP_CODE_WRONG_LAST: { kind: 'invalid', english: 'The code is not correct. You have 1 attempt left.' },
  PROFILE_FIELDS_ONLY: { kind: 'invalid', english: 'You can change only: {fields}.' },
  PROFILE_SEND_ONE: { kind: 'invalid', english: 'Send at least one of: {fields}.' },
  SECONDARY_CONTACT_NEEDED: { kind: 'invalid', english: 'Enter a secondary email or a secondary mobile to add.' },
  SECONDARY_CONTACT_TAKEN: {
    kind: 'conflict',
    english: 'Your account already has this detail. Change it in your profile instead.',
  },
  SECONDARY_CONTACT_TAKEN_FIELD: { kind: 'conflict', english: 'Already added: change it in your profile.' },
  REFERRAL_CODE_INVALID: { kind: 'invalid', english: 'This referral code is not valid.' },
  DETAILS_TAKEN: { kind: 'conflict', english: ACCOUNT_MESSAGES.detailsTaken },
  USER_QUERY: {
    kind: 'invalid',
    english: 'Enter a mobile number, an email address, or at least 2 characters of a name or referral code.',
  },
  DEACTIVATION_NONE_OPEN: {
    kind: 'conflict',
    english: 'You have no open deactivation request. Tell us why you are leaving first (step 1).',
  },
  DEACTIVATION_CONFIRMED: {
    kind: 'conflict',
    english: 'You have already confirmed this request. Our team will complete it soon.',
  },
  DEACTIVATION_OTHER_REQUEST: {
    kind: 'conflict',
    english: 'This code was for another request. Please ask for a new code.',
  },
  DEACTIVATION_NONE_TO_CANCEL: { kind: 'conflict', english: 'You have no open deactivation request to cancel.' },
  DEACTIVATION_MEMBERS_ONLY: { kind: 'invalid', english: 'Only a member account can be deactivated this way.' },
  DEACTIVATION_CHOOSE_MEMBER: { kind: 'invalid', english: 'Choose a member account.' },
  DEACTIVATION_STARTS_REQUESTED: { kind: 'invalid', english: 'A new deactivation request starts as requested.' },
  DEACTIVATION_STARTS_REQUESTED_FIELD: { kind: 'invalid', english: 'A new request starts as requested.' },
  DEACTIVATION_OPEN_EXISTS: {
    kind: 'conflict',
    english: 'This account already has an open deactivation request (DR-{id}). Cancel or complete it first.',
  },
  DEACTIVATION_FINAL: { kind: 'conflict', english: 'This deactivation request is {status} and can no longer be changed.' },
  ACCOUNT_ID_UNKNOWN: { kind: 'not_found', english: 'No account has the id {id}.' },
  STAFF_ROLE_MEMBERS_NONE: { kind: 'invalid', english: 'Members’ accounts have no staff role.' },
  STAFF_ACCOUNT_CHOOSE: { kind: 'invalid', english: 'Choose a staff account.' },
  TERMS_UNAVAILABLE: { kind: 'unavailable', english: 'The terms are not available right now. Please try again later.' },
  NEXT_ONCE: { kind: 'invalid', english: 'Give `next` once.' },
  LOOKUP_Q_TEXT: { kind: 'invalid', english: '`q` is one text of at most 100 characters.' },
  NO_SECONDARY_EMAIL: { kind: 'invalid', english: 'You have no secondary email to remove.' },
  PLANS_MEMBERS_ONLY: { kind: 'refused', english: 'Membership plans are for members’ accounts.' },
  NEXT_NOT_SITE_PATH: { kind: 'invalid', english: '`next` must be a path on this site, like /my-profile.' },
} as const satisfies Record<string, ErrorEntry>;
