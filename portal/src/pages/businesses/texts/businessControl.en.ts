/** English texts of proving control of a business (My businesses → Prove control). */
export const businessControlEn = {
  businessControl: {
    controlProven: 'Control proven',
    proveControl: 'Prove control',
    proveIntro:
      'To act as this business — your own credit report free, replies to reports against it, settlements, a free trial — prove that you control its GST registration: we send a code to the mobile or email registered with GST for {{gstin}}.',
    sendCode: 'Send code',
    sending: 'Sending…',
    codeSentTo: 'Code sent to {{masked}}, the contact registered with GST.',
    codeLabel: '6-digit code',
    confirmCode: 'Confirm',
    resend: 'Send a new code',
    cancel: 'Cancel',
    provenDone: 'You have proved that you control {{name}}.',
  },
};
