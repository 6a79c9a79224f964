/**
 * Hindi of what the shared form rules say in the browser: the zod rules of @bakaya/api (sign-in box,
 * mobile, email, GSTIN, registration, business, checkout, case, transaction and CIR forms) run in the
 * portal, and react-hook-form renders their messages there. This table is keyed by those rules'
 * message constants; tests/portal/translations.test.ts checks that every message of the shared rules
 * is here. The form shows the Hindi, or the English when a message is not listed (never a blank).
 *
 * The API's answers never come through here: a refusal carries a code and is translated by it
 * (errors.hi.ts, in api/http.ts).
 */
import { EMAIL_MESSAGES, GSTIN_MESSAGES, MOBILE_MESSAGES } from '@bakaya/api/validation';
import {
  BUSINESS_FORM_MESSAGES,
  CONTROL_PROOF_MESSAGES,
  DOWNLOAD_MESSAGES,
  REGISTRATION_MESSAGES,
  SIGN_IN_MESSAGES,
  WALLET_TOP_UP_MESSAGES,
} from '@bakaya/api/contracts';
import { caseFlowServerMessagesHi } from '../pages/cases/texts/caseFlow.hi';
import { transactionServerMessagesHi } from '../pages/transactions/texts/transactions.hi';
import { cirServerMessagesHi } from '../pages/cir/texts/cir.hi';

export const FORM_RULE_MESSAGES_HI: Record<string, string> = {
  [CONTROL_PROOF_MESSAGES.code]: 'GST में पंजीकृत संपर्क पर भेजा गया 6 अंकों का कोड दर्ज करें।',
  ...transactionServerMessagesHi,
  ...caseFlowServerMessagesHi,
  ...cirServerMessagesHi,
  [SIGN_IN_MESSAGES.identifierRequired]: 'कृपया अपना मोबाइल नंबर या ईमेल पता दर्ज करें।',
  [SIGN_IN_MESSAGES.emailInvalid]: 'यह ईमेल पता सही नहीं लगता। कृपया इसे जाँचें।',
  [SIGN_IN_MESSAGES.identifierInvalid]: '6, 7, 8 या 9 से शुरू होने वाला 10 अंकों का मोबाइल नंबर, या ईमेल पता दर्ज करें।',
  [SIGN_IN_MESSAGES.codeInvalid]: 'हमारे भेजे गए 6 अंकों का कोड दर्ज करें।',
  [REGISTRATION_MESSAGES.nameRequired]: 'कृपया अपना नाम दर्ज करें (कम से कम 2 अक्षर)।',
  [REGISTRATION_MESSAGES.nameTooLong]: 'नाम में अधिकतम 120 अक्षर हो सकते हैं।',
  [REGISTRATION_MESSAGES.referralInvalid]: 'यह रेफ़रल कोड मान्य नहीं है।',
  [REGISTRATION_MESSAGES.consentRequired]: 'आगे बढ़ने के लिए कृपया शर्तें स्वीकार करें।',
  [MOBILE_MESSAGES.required]: 'कृपया अपना मोबाइल नंबर दर्ज करें',
  [MOBILE_MESSAGES.prefixed]: '+91 या शुरुआती 0 के बिना सिर्फ़ 10 अंकों का मोबाइल नंबर दर्ज करें',
  [MOBILE_MESSAGES.invalid]: '6, 7, 8 या 9 से शुरू होने वाला मान्य 10 अंकों का मोबाइल नंबर दर्ज करें',
  [EMAIL_MESSAGES.required]: 'कृपया अपना ईमेल पता दर्ज करें',
  [EMAIL_MESSAGES.invalid]: 'मान्य ईमेल पता दर्ज करें, जैसे name@example.com',
  [GSTIN_MESSAGES.required]: 'कृपया GSTIN दर्ज करें',
  [GSTIN_MESSAGES.format]: 'मान्य 15 अक्षरों का GSTIN दर्ज करें, जैसे 27AAPFU0939F1ZV',
  [GSTIN_MESSAGES.stateCode]: 'इस GSTIN के पहले दो अंक मान्य राज्य कोड नहीं हैं — कृपया नंबर फिर से जाँचें',
  [GSTIN_MESSAGES.checkDigit]: 'इस GSTIN का चेक अंक गलत है — कृपया नंबर फिर से जाँचें',
  [BUSINESS_FORM_MESSAGES.tradeNameRequired]: 'कृपया व्यवसाय का नाम दर्ज करें (कम से कम 2 अक्षर)।',
  'Please tell support, in at least 10 characters, why this GSTIN is yours.':
    'कृपया सहायता टीम को कम से कम 10 अक्षरों में बताएँ कि यह GSTIN आपका क्यों है।',
  'Please enter your message (at least 10 characters).': 'कृपया अपना संदेश लिखें (कम से कम 10 अक्षर)।',
  'Your message can have at most 5000 characters.': 'आपके संदेश में अधिकतम 5000 अक्षर हो सकते हैं।',
  'Please tell us why you want to deactivate your account.': 'कृपया बताएँ कि आप अपना खाता क्यों निष्क्रिय करना चाहते हैं।',
  'Please tell us, in at least 10 characters, why you are leaving.': 'कृपया कम से कम 10 अक्षरों में बताएँ कि आप क्यों जा रहे हैं।',
  'Please keep the reason under 2000 characters.': 'कृपया कारण 2000 अक्षरों से कम रखें।',
  'Please enter the 6-digit code we sent you.': 'कृपया हमारे भेजे गए 6 अंकों का कोड दर्ज करें।',
  [DOWNLOAD_MESSAGES.failed]: 'फ़ाइल डाउनलोड करते समय कोई त्रुटि हुई',
  [BUSINESS_FORM_MESSAGES.pincode]: '6 अंकों का पिन कोड दर्ज करें।',
  [WALLET_TOP_UP_MESSAGES.tooSmall]: 'आप एक बार में कम से कम ₹100.00 जोड़ सकते हैं।',
  [WALLET_TOP_UP_MESSAGES.tooLarge]: 'आप एक बार में अधिकतम ₹2,00,000.00 जोड़ सकते हैं।',
  'Please choose a membership plan.': 'कृपया एक सदस्यता प्लान चुनें।',
  'Please choose the business this plan is for.': 'कृपया वह व्यवसाय चुनें जिसके लिए यह प्लान है।',
  'The promo code must be text.': 'प्रोमो कोड टेक्स्ट होना चाहिए।',
  'A promo code is 3 to 30 letters, digits, hyphens or underscores.': 'प्रोमो कोड में 3 से 30 अक्षर, अंक, हाइफ़न या अंडरस्कोर होते हैं।',
  'Use wallet is yes or no.': 'वॉलेट का इस्तेमाल हाँ या ना में होना चाहिए।',
};

/** A shared form rule's message in Hindi; undefined when it is not known. */
export const hindiFormRuleMessage = (message: string): string | undefined => FORM_RULE_MESSAGES_HI[message];
