/**
 * What the API says when it refuses a sign-in or a registration (auth/identifier.ts, auth/codeRefusal.ts,
 * domain/accounts/registration.ts). Here so the portal can show them in Hindi too (its message map and
 * tests/portal/translations.test.ts read this list).
 */
export const ACCOUNT_MESSAGES = {
  mobileNotRegistered: 'No account uses this mobile number. Please register first.',
  emailNotRegistered: 'No account uses this email address. Please register first.',
  codeLocked: 'Too many wrong codes. Please request a new code.',
  codeNotValid: 'This code is not valid. Please request a new one.',
  codeExpired: 'This code has expired. Please request a new one.',
  mobileTaken: 'This mobile number is already registered. Please sign in instead.',
  emailTaken: 'This email address is already registered. Please sign in instead.',
  detailsTaken: 'An account already uses these details.',
  /** A support session (signed in with a temporary code from staff) asking for money, a signature or an account change. */
  supportSessionRefused:
    'You are signed in with a temporary code from our support team, so this is not available. Please sign in with a code sent to your own mobile number or email to do it.',
  /** Changing the sign-in mobile or email: the code sent to the current one is missing. */
  currentCodeRequired: 'Please enter the 6-digit code we sent to your current mobile number or email.',
  /** …and the account has no current sign-in contact to send it to (not possible for a member's account). */
  noCurrentContact: 'Your account has no sign-in mobile number or email to confirm this change with. Please contact support.',
} as const;

/** "The code is not correct. You have 2 attempts left." */
export const wrongCodeMessage = (attemptsLeft: number) =>
  `The code is not correct. You have ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`;
