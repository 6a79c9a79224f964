/** English texts of My profile (name, contacts and their change by two codes). */
export const profileEn = {
  profile: {
    title: 'My profile',
    intro:
      'Your name and contact details. Your main mobile and email are used to sign in; changing them needs a code sent to the new one and another sent to your current one.',
    name: 'Full name',
    mobile: 'Mobile number (sign-in)',
    email: 'Email address (sign-in)',
    secondaryMobile: 'Secondary mobile (optional)',
    secondaryEmail: 'Secondary email (optional)',
    saved: 'Your profile is saved.',
    change: 'Change',
    changeMobile: 'Change your mobile number',
    changeEmail: 'Change your email address',
    newMobile: 'New mobile number',
    newEmail: 'New email address',
    sendCode: 'Send the codes',
    code: 'Code sent to the new one ({{to}})',
    currentCode: 'Code sent to your current one ({{to}})',
    confirm: 'Confirm change',
    changed: 'Your sign-in details are updated.',
    memberSince: 'Member since {{date}}',
    deactivate: 'Deactivate my account',
  },
};
