import type { ERROR_CATALOGS } from '@bakaya/api/errors';

export const messageErrorsHi: Record<keyof (typeof ERROR_CATALOGS)['messageErrors'], string> = {
  MESSAGE_PREFERENCES_INVALID: 'sms, email और whatsapp में से हर एक के लिए true या false भेजें।',
  TEMPLATE_NOT_FOUND: 'भाषा {language} में {template} नाम का कोई सक्रिय टेम्पलेट नहीं है।',
  TEMPLATE_LANGUAGE: 'भाषा en या hi होनी चाहिए।',
  TEMPLATE_VARIABLES_MISSING: 'इनके लिए नमूना मान दें: {names}।',
  MESSAGE_NOT_FOUND: 'यह संदेश हमें नहीं मिला।',
  MESSAGE_RESEND_ONLY_FAILED: 'केवल विफल संदेश ही दोबारा भेजा जा सकता है।',
  MESSAGE_RESEND_NO_TEXT: 'इस संदेश में एक बार का कोड था जो अब रखा नहीं गया है; सदस्य नया कोड माँगे।',
  MESSAGE_PROVIDER_UNKNOWN: 'यहाँ {provider} नाम का कोई संदेश प्रदाता रसीदें नहीं लेता।',
  MESSAGE_RECEIPT_REJECTED: 'रसीद की पुष्टि नहीं हो सकी।',
};
