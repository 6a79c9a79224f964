/**
 * Every template the code names, with the variables it passes (besides `brand` and `origin`, which
 * queueMessage always adds). The texts are database rows (seeded from seeds/messageTemplates.ts, edited by
 * staff); tests/messages/templates.test.ts checks that each key exists in every language and renders with
 * these variables leaving no `{{…}}` behind.
 */
export const MESSAGE_TEMPLATES = {
  'otp-sms': ['otp', 'expiry'],
  'otp-email': ['otp', 'expiry'],
  'verify-code-sms': ['otp', 'expiry'],
  'verify-code-email': ['otp', 'expiry'],
  'notice-code-sms': ['otp', 'defaulter'],
  'notice-code-email': ['otp', 'defaulter'],
  'invoice-resend-sms': ['invoice', 'total', 'link'],
  'invoice-resend-email': ['name', 'invoice', 'total', 'order', 'link'],
  'plan-expiry-reminder-sms': ['plan', 'when', 'date'],
  'plan-expiry-reminder-email': ['plan', 'when', 'date'],
  'referral-invite-sms': ['inviter', 'code', 'link'],
  'referral-invite-email': ['inviter', 'code', 'link'],
  'case-notice-sms': ['reporter', 'reporter_gstin', 'claimed', 'defaulter', 'defaulter_gstin', 'end_date', 'link'],
  'case-notice-email': ['reporter', 'reporter_gstin', 'claimed', 'defaulter', 'defaulter_gstin', 'end_date', 'link'],
  'claim-accepted-sms': ['defaulter', 'defaulter_gstin', 'case_id'],
  'claim-accepted-email': ['defaulter', 'defaulter_gstin', 'case_id'],
  'dispute-opened-sms': ['defaulter', 'defaulter_gstin', 'case_id'],
  'dispute-opened-email': ['defaulter', 'defaulter_gstin', 'case_id'],
  'gstin-watch-verified-sms': ['defaulter', 'defaulter_gstin', 'outstanding'],
  'gstin-watch-verified-email': ['defaulter', 'defaulter_gstin', 'outstanding'],
  'gstin-watch-partial-settled-sms': ['defaulter', 'defaulter_gstin', 'outstanding'],
  'gstin-watch-partial-settled-email': ['defaulter', 'defaulter_gstin', 'outstanding'],
  'gstin-watch-full-settled-sms': ['defaulter', 'defaulter_gstin', 'outstanding'],
  'gstin-watch-full-settled-email': ['defaulter', 'defaulter_gstin', 'outstanding'],
  'transaction-consent-request-sms': ['supplier', 'gstin', 'buyer'],
  'transaction-consent-request-email': ['supplier', 'gstin', 'buyer'],
} as const satisfies Record<string, readonly string[]>;

export type TemplateKey = keyof typeof MESSAGE_TEMPLATES;
export type VariablesOf<K extends TemplateKey> = { readonly [V in (typeof MESSAGE_TEMPLATES)[K][number]]: string | number };

/** "5 minutes" / "5 मिनट" (at least a minute): how long a code lasts, in the message's language. */
export function expiryText(seconds: number, language: 'en' | 'hi'): string {
  if (seconds < 60) return language === 'hi' ? `${seconds} सेकंड` : `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.round(seconds / 60);
  return language === 'hi' ? `${minutes} मिनट` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
}
