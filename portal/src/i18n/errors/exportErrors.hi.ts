import type { ERROR_CATALOGS } from '@bakaya/api/errors';

export const exportErrorsHi: Record<keyof (typeof ERROR_CATALOGS)['exportErrors'], string> = {
  EXPORT_START_MISSING: 'अवधि की शुरुआती तारीख चुनें।',
  EXPORT_START_MISSING_FIELD: 'शुरुआती तारीख चुनें।',
  EXPORT_END_MISSING: 'अवधि की आख़िरी तारीख चुनें।',
  EXPORT_END_MISSING_FIELD: 'आख़िरी तारीख चुनें।',
  EXPORT_END_BEFORE_START: 'आख़िरी तारीख शुरुआती तारीख के दिन या उसके बाद की होनी चाहिए।',
  EXPORT_END_BEFORE_START_FIELD: 'शुरुआती तारीख के दिन या उसके बाद की होनी चाहिए।',
  EXPORT_AGENT_ID: 'एजेंट की आईडी पूरी संख्या होनी चाहिए।',
  EXPORT_AGENT_ID_FIELD: 'सूची में से एक एजेंट चुनें।',
  EXPORT_AGENT_UNKNOWN: 'इस आईडी का कोई एजेंट नहीं है।',
  EXPORT_REACH_ONE_DAY: 'आपके एक्सपोर्ट केवल 1 दिन पीछे तक जा सकते हैं: {earliest} या उसके बाद से शुरू करें।',
  EXPORT_REACH_DAYS: 'आपके एक्सपोर्ट केवल {days} दिन पीछे तक जा सकते हैं: {earliest} या उसके बाद से शुरू करें।',
  EXPORT_KEY_UNKNOWN: 'इस डाउनलोड कुंजी का कोई एक्सपोर्ट नहीं है।',
  EXPORT_DOWNLOAD_NOT_PERMITTED: 'आपको एक्सपोर्ट डाउनलोड करने की अनुमति नहीं है।',
  EXPORT_NOT_FINISHED: 'यह एक्सपोर्ट अभी पूरा नहीं हुआ है। कृपया थोड़ी देर में फिर से कोशिश करें।',
  EXPORT_FAILED: 'यह एक्सपोर्ट पूरा नहीं हो सका, इसलिए डाउनलोड करने को कुछ नहीं है। कृपया इसे फिर से चलाएँ।',
  EXPORT_NO_FILE_KEPT: 'यह एक्सपोर्ट सीधे आपके ब्राउज़र में भेजा गया था; कोई फ़ाइल नहीं रखी गई।',
  EXPORT_LINK_EXPIRED: 'इस डाउनलोड लिंक की अवधि समाप्त हो गई है। कृपया एक्सपोर्ट फिर से चलाएँ।',
  EXPORT_FILE_MISSING: 'इस एक्सपोर्ट की फ़ाइल नहीं मिल रही है। कृपया एक्सपोर्ट फिर से चलाएँ।',
};
