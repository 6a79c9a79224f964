/**
 * Hindi of texts that are not refusals: the API's success answers (an order placed, a free trial
 * started, control proven, a code sent), a free-trial offer's reason, and shared display texts the
 * portal renders from their constants (what deactivation does, a failed payment). Keyed by those
 * constants' English until the success answers get codes of their own (issue 19 §5 covers refusals:
 * those are translated only by code, errors.hi.ts).
 */
import { CHECKOUT_MESSAGES, CONTROL_PROOF_MESSAGES, DEACTIVATION_DATA_EFFECTS, FREE_TRIAL_MESSAGES } from '@bakaya/api/contracts';

export const ANSWER_TEXTS_HI: Record<string, string> = {
  [CONTROL_PROOF_MESSAGES.proven]: 'धन्यवाद: आपने साबित कर दिया है कि यह व्यवसाय आपके नियंत्रण में है।',
  [DEACTIVATION_DATA_EFFECTS[0]!]: 'जब हमारी टीम आपका अनुरोध पूरा करेगी, आप हर डिवाइस से साइन आउट हो जाएँगे और इस खाते से फिर साइन इन नहीं कर पाएँगे।',
  [DEACTIVATION_DATA_EFFECTS[1]!]:
    'आपके व्यवसाय, रिपोर्ट, निपटान, इनवॉइस और भुगतान के रिकॉर्ड रखे जाते हैं, मिटाए नहीं जाते: व्यावसायिक और कर रिकॉर्ड कानूनन रखने होते हैं।',
  [DEACTIVATION_DATA_EFFECTS[2]!]:
    'आपकी प्लान फ़ीस की कोई भी वापसी, अनुरोध पूरा होने पर निष्क्रियता स्लैब (प्लान के इस्तेमाल हुए दिन) के हिसाब से तय होती है।',
  [DEACTIVATION_DATA_EFFECTS[3]!]: 'जब तक हमारी टीम अनुरोध पूरा नहीं करती, आप इसे रद्द करके अपना खाता इस्तेमाल करते रह सकते हैं।',
  [CHECKOUT_MESSAGES.promoApplied]: 'प्रोमो कोड सफलतापूर्वक लागू हो गया',
  [CHECKOUT_MESSAGES.orderPlaced]: 'ऑर्डर सफलतापूर्वक दर्ज हो गया',
  [CHECKOUT_MESSAGES.paymentFailed]: 'आपका भुगतान असफल रहा। आपसे कोई राशि नहीं ली गई है।',
  [FREE_TRIAL_MESSAGES.started]: 'आपका मुफ़्त ट्रायल शुरू हो गया',
  [FREE_TRIAL_MESSAGES.none]: 'इस प्लान पर अभी कोई मुफ़्त ट्रायल उपलब्ध नहीं है।',
  [FREE_TRIAL_MESSAGES.used]: 'इस जीएसटीआईएन पर मुफ़्त ट्रायल पहले ही लिया जा चुका है।',
  [FREE_TRIAL_MESSAGES.hasPlan]: 'इस व्यवसाय के पास पहले से एक सदस्यता प्लान है।',
};

/** A success answer with a value: its English pattern and its Hindi. */
const ANSWER_PATTERNS_HI: ReadonlyArray<[RegExp, string]> = [
  [
    /^We have sent a 6-digit code to (\S+), the contact registered with GST for ([0-9A-Z]{15})\.$/,
    'हमने 6 अंकों का कोड $1 पर भेजा है, जो $2 के लिए GST में पंजीकृत संपर्क है।',
  ],
];

/** A non-refusal text of the API or a shared display text in Hindi; undefined when it is not known. */
export function hindiAnswerText(message: string): string | undefined {
  const fixed = ANSWER_TEXTS_HI[message];
  if (fixed) return fixed;
  const numbered = ANSWER_PATTERNS_HI.find(([re]) => re.test(message));
  return numbered ? message.replace(numbered[0], numbered[1]) : undefined;
}
