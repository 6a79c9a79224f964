/**
 * Hindi for the messages the API's own rules produce (shared zod rules in @bakaya/api: sign-in box,
 * mobile, email, code, registration). The form shows the rule's message; in Hindi it shows this
 * translation, and the English text when a message is not listed (never a blank).
 * tests/portal/translations.test.ts checks that every message of the shared rules is here.
 *
 * Refusals of the API's domain carry a code and are translated by it (errors.hi.ts, in api/http.ts),
 * never through this table. What is still looked up here by its English: the shared form rules'
 * output, which react-hook-form renders in the browser (and a coded FORM_RULE refusal's `{message}`);
 * success messages; and the answers not yet coded — auth/ (sign-in codes), the HTTP guards (body,
 * uploads) and the engine's generic CRUD checks.
 */
import { EMAIL_MESSAGES, GSTIN_MESSAGES, MOBILE_MESSAGES } from '@bakaya/api/validation';
import {
  ACCOUNT_MESSAGES,
  BUSINESS_FORM_MESSAGES,
  CHECKOUT_MESSAGES,
  CONTROL_PROOF_MESSAGES,
  FREE_TRIAL_MESSAGES,
  DEACTIVATION_DATA_EFFECTS,
  DOWNLOAD_MESSAGES,
  REGISTRATION_MESSAGES,
  SIGN_IN_MESSAGES,
  WALLET_TOP_UP_MESSAGES,
} from '@bakaya/api/contracts';
import { templatePattern } from '@bakaya/api/contracts';
import { caseFlowServerMessagesHi, caseFlowTemplatesHiPairs } from '../pages/cases/texts/caseFlow.hi';
import { transactionServerMessagesHi } from '../pages/transactions/texts/transactions.hi';
import { cirServerMessagesHi } from '../pages/cir/texts/cir.hi';

export const SERVER_MESSAGES_HI: Record<string, string> = {
  [CONTROL_PROOF_MESSAGES.code]: 'GST में पंजीकृत संपर्क पर भेजा गया 6 अंकों का कोड दर्ज करें।',
  [CONTROL_PROOF_MESSAGES.alreadyProven]: 'आप पहले ही साबित कर चुके हैं कि यह व्यवसाय आपके नियंत्रण में है।',
  [CONTROL_PROOF_MESSAGES.inactive]: 'यह व्यवसाय सक्रिय नहीं है, इसलिए इसका नियंत्रण साबित नहीं किया जा सकता।',
  [CONTROL_PROOF_MESSAGES.notVerified]: 'इस व्यवसाय का GST पंजीकरण अभी सत्यापित नहीं हुआ है। कृपया सहायता टीम से संपर्क करें।',
  [CONTROL_PROOF_MESSAGES.noContact]: 'GST रिकॉर्ड में इस पंजीकरण का कोई मोबाइल नंबर या ईमेल पता नहीं है। कृपया सहायता टीम से संपर्क करें।',
  [CONTROL_PROOF_MESSAGES.proven]: 'धन्यवाद: आपने साबित कर दिया है कि यह व्यवसाय आपके नियंत्रण में है।',
  [CONTROL_PROOF_MESSAGES.gstinChanged]: 'कोड भेजे जाने के बाद इस व्यवसाय का GSTIN बदल गया है। कृपया नया कोड माँगें।',
  [CONTROL_PROOF_MESSAGES.tooManyWrong]: 'आपके नेटवर्क से बहुत सारे गलत कोड। कृपया बाद में फिर कोशिश करें।',
  [CONTROL_PROOF_MESSAGES.unavailable]: 'व्यवसाय का नियंत्रण साबित करना अभी उपलब्ध नहीं है। कृपया सहायता टीम से संपर्क करें।',
  [CONTROL_PROOF_MESSAGES.notProven]:
    'पहले साबित करें कि यह व्यवसाय आपके नियंत्रण में है: मेरे व्यवसाय में “नियंत्रण साबित करें” चुनें और उसके GST-पंजीकृत संपर्क पर भेजा गया कोड दर्ज करें।',
  [CONTROL_PROOF_MESSAGES.gstinFixed]: 'किसी व्यवसाय का GST नंबर बदला नहीं जा सकता। दूसरे GSTIN को नए व्यवसाय के रूप में जोड़ें।',
  ...transactionServerMessagesHi,
  ...caseFlowServerMessagesHi,
  ...cirServerMessagesHi,
  [DEACTIVATION_DATA_EFFECTS[0]!]: 'जब हमारी टीम आपका अनुरोध पूरा करेगी, आप हर डिवाइस से साइन आउट हो जाएँगे और इस खाते से फिर साइन इन नहीं कर पाएँगे।',
  [DEACTIVATION_DATA_EFFECTS[1]!]:
    'आपके व्यवसाय, रिपोर्ट, निपटान, इनवॉइस और भुगतान के रिकॉर्ड रखे जाते हैं, मिटाए नहीं जाते: व्यावसायिक और कर रिकॉर्ड कानूनन रखने होते हैं।',
  [DEACTIVATION_DATA_EFFECTS[2]!]:
    'आपकी प्लान फ़ीस की कोई भी वापसी, अनुरोध पूरा होने पर निष्क्रियता स्लैब (प्लान के इस्तेमाल हुए दिन) के हिसाब से तय होती है।',
  [DEACTIVATION_DATA_EFFECTS[3]!]: 'जब तक हमारी टीम अनुरोध पूरा नहीं करती, आप इसे रद्द करके अपना खाता इस्तेमाल करते रह सकते हैं।',
  [ACCOUNT_MESSAGES.mobileNotRegistered]: 'इस मोबाइल नंबर से कोई खाता नहीं है। कृपया पहले पंजीकरण करें।',
  [ACCOUNT_MESSAGES.emailNotRegistered]: 'इस ईमेल पते से कोई खाता नहीं है। कृपया पहले पंजीकरण करें।',
  [ACCOUNT_MESSAGES.codeLocked]: 'बहुत सारे गलत कोड। कृपया नया कोड माँगें।',
  [ACCOUNT_MESSAGES.codeNotValid]: 'यह कोड मान्य नहीं है। कृपया नया कोड माँगें।',
  [ACCOUNT_MESSAGES.codeExpired]: 'इस कोड की अवधि समाप्त हो गई है। कृपया नया कोड माँगें।',
  [ACCOUNT_MESSAGES.mobileTaken]: 'यह मोबाइल नंबर पहले से पंजीकृत है। कृपया साइन इन करें।',
  [ACCOUNT_MESSAGES.emailTaken]: 'यह ईमेल पता पहले से पंजीकृत है। कृपया साइन इन करें।',
  [ACCOUNT_MESSAGES.detailsTaken]: 'इन विवरणों से पहले से एक खाता है।',
  [ACCOUNT_MESSAGES.supportSessionRefused]:
    'आपने हमारी सहायता टीम के अस्थायी कोड से साइन इन किया है, इसलिए यह उपलब्ध नहीं है। इसे करने के लिए अपने मोबाइल नंबर या ईमेल पर भेजे गए कोड से साइन इन करें।',
  [ACCOUNT_MESSAGES.currentCodeRequired]: 'कृपया वह 6 अंकों का कोड दर्ज करें जो हमने आपके मौजूदा मोबाइल नंबर या ईमेल पर भेजा है।',
  [ACCOUNT_MESSAGES.noCurrentContact]: 'इस बदलाव की पुष्टि के लिए आपके खाते में साइन-इन मोबाइल नंबर या ईमेल नहीं है। कृपया सहायता टीम से संपर्क करें।',
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
  [CHECKOUT_MESSAGES.promoApplied]: 'प्रोमो कोड सफलतापूर्वक लागू हो गया',
  [CHECKOUT_MESSAGES.orderPlaced]: 'ऑर्डर सफलतापूर्वक दर्ज हो गया',
  [FREE_TRIAL_MESSAGES.started]: 'आपका मुफ़्त ट्रायल शुरू हो गया',
  [FREE_TRIAL_MESSAGES.none]: 'इस प्लान पर अभी कोई मुफ़्त ट्रायल उपलब्ध नहीं है।',
  [FREE_TRIAL_MESSAGES.used]: 'इस जीएसटीआईएन पर मुफ़्त ट्रायल पहले ही लिया जा चुका है।',
  [FREE_TRIAL_MESSAGES.hasPlan]: 'इस व्यवसाय के पास पहले से एक सदस्यता प्लान है।',
  [CHECKOUT_MESSAGES.paymentFailed]: 'आपका भुगतान असफल रहा। आपसे कोई राशि नहीं ली गई है।',
  [CHECKOUT_MESSAGES.tooManyOpen]:
    'आपके 3 ऑर्डर पहले से भुगतान की प्रतीक्षा में हैं। उनमें से किसी एक का भुगतान करें, या उनके समाप्त होने तक प्रतीक्षा करें, फिर दोबारा कोशिश करें।',
  [WALLET_TOP_UP_MESSAGES.tooSmall]: 'आप एक बार में कम से कम ₹100.00 जोड़ सकते हैं।',
  [WALLET_TOP_UP_MESSAGES.tooLarge]: 'आप एक बार में अधिकतम ₹2,00,000.00 जोड़ सकते हैं।',
  'Please choose a membership plan.': 'कृपया एक सदस्यता प्लान चुनें।',
  'Please choose the business this plan is for.': 'कृपया वह व्यवसाय चुनें जिसके लिए यह प्लान है।',
  'The promo code must be text.': 'प्रोमो कोड टेक्स्ट होना चाहिए।',
  'A promo code is 3 to 30 letters, digits, hyphens or underscores.': 'प्रोमो कोड में 3 से 30 अक्षर, अंक, हाइफ़न या अंडरस्कोर होते हैं।',
  'Use wallet is yes or no.': 'वॉलेट का इस्तेमाल हाँ या ना में होना चाहिए।',
};

/** Messages with a number in them: the English pattern and its Hindi. */
export const SERVER_PATTERNS_HI: ReadonlyArray<[RegExp, string]> = [
  [
    /^We have sent a 6-digit code to (\S+), the contact registered with GST for ([0-9A-Z]{15})\.$/,
    'हमने 6 अंकों का कोड $1 पर भेजा है, जो $2 के लिए GST में पंजीकृत संपर्क है।',
  ],
  [/^The code is not correct\. You have (\d+) attempts? left\.$/, 'कोड सही नहीं है। आपके पास $1 प्रयास बाकी हैं।'],
];

/** The case-flow templates: each `{name}` of the Hindi gets the value the English carried; a `{message}` is translated too. */
const TEMPLATES_HI = caseFlowTemplatesHiPairs.map(([english, hindi]) => ({ pattern: templatePattern(english), hindi }));

/** A message from the API or a shared rule in Hindi; undefined when it is not known. */
export function hindiServerMessage(message: string): string | undefined {
  const fixed = SERVER_MESSAGES_HI[message];
  if (fixed) return fixed;
  const numbered = SERVER_PATTERNS_HI.find(([re]) => re.test(message));
  if (numbered) return message.replace(numbered[0], numbered[1]);
  for (const { pattern, hindi } of TEMPLATES_HI) {
    const values = pattern.exec(message)?.groups;
    if (values)
      return hindi.replace(/\{(\w+)\}/g, (_, name: string) =>
        name === 'message' ? (hindiServerMessage(values[name]!) ?? values[name]!) : values[name]!,
      );
  }
  return undefined;
}
