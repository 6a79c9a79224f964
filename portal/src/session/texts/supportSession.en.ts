/** English: what a support session (a temporary code from staff) may not do, shown in place of those forms. */
export const supportSessionEn = {
  supportSession: {
    unavailable:
      'You are signed in with a temporary code from our support team. To keep your account safe, payments, signatures, deactivation and changes to your details are not available in this session: please sign in with a code sent to your own mobile number or email to do them.',
  },
};
