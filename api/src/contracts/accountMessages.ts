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
} as const;

/** "The code is not correct. You have 2 attempts left." */
export const wrongCodeMessage = (attemptsLeft: number) =>
  `The code is not correct. You have ${attemptsLeft} attempt${attemptsLeft === 1 ? '' : 's'} left.`;
