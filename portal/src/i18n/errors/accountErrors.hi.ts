import type { ERROR_CATALOGS } from '@bakaya/api/errors';

export const accountErrorsHi: Record<keyof (typeof ERROR_CATALOGS)['accountErrors'], string> = {
  MEMBER_AREA_ONLY: 'यह पेज सदस्यों के लिए है। स्टाफ़ यही जानकारी बैक ऑफ़िस में देखता है।',
  PROFILE_FIELDS_ONLY: 'आप केवल ये बदल सकते हैं: {fields}।',
  PROFILE_SEND_ONE: 'इनमें से कम से कम एक भेजें: {fields}।',
  SECONDARY_CONTACT_NEEDED: 'जोड़ने के लिए दूसरा ईमेल या दूसरा मोबाइल नंबर दर्ज करें।',
  SECONDARY_CONTACT_TAKEN: 'आपके खाते में यह विवरण पहले से है। इसे अपनी प्रोफ़ाइल में बदलें।',
  SECONDARY_CONTACT_TAKEN_FIELD: 'पहले से जोड़ा गया है: इसे अपनी प्रोफ़ाइल में बदलें।',
  REFERRAL_CODE_INVALID: 'यह रेफ़रल कोड मान्य नहीं है।',
  DETAILS_TAKEN: 'इन विवरणों से पहले से एक खाता है।',
  USER_QUERY: 'मोबाइल नंबर, ईमेल पता, या नाम या रेफ़रल कोड के कम से कम 2 अक्षर दर्ज करें।',
  DEACTIVATION_NONE_OPEN: 'आपका कोई खुला निष्क्रियता अनुरोध नहीं है। पहले बताएँ कि आप क्यों जा रहे हैं (चरण 1)।',
  DEACTIVATION_CONFIRMED: 'आप इस अनुरोध की पुष्टि पहले ही कर चुके हैं। हमारी टीम इसे जल्द पूरा करेगी।',
  DEACTIVATION_OTHER_REQUEST: 'यह कोड किसी दूसरे अनुरोध के लिए था। कृपया नया कोड माँगें।',
  DEACTIVATION_NONE_TO_CANCEL: 'रद्द करने के लिए आपका कोई खुला निष्क्रियता अनुरोध नहीं है।',
  DEACTIVATION_MEMBERS_ONLY: 'इस तरह केवल सदस्य खाता ही निष्क्रिय किया जा सकता है।',
  DEACTIVATION_CHOOSE_MEMBER: 'कोई सदस्य खाता चुनें।',
  DEACTIVATION_STARTS_REQUESTED: 'नया निष्क्रियता अनुरोध "requested" स्थिति से शुरू होता है।',
  DEACTIVATION_STARTS_REQUESTED_FIELD: 'नया अनुरोध "requested" स्थिति से शुरू होता है।',
  DEACTIVATION_OPEN_EXISTS: 'इस खाते पर पहले से एक खुला निष्क्रियता अनुरोध (DR-{id}) है। पहले उसे रद्द या पूरा करें।',
  DEACTIVATION_FINAL: 'यह निष्क्रियता अनुरोध {status} है और अब बदला नहीं जा सकता।',
};
