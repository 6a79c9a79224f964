import type { ERROR_CATALOGS } from '@bakaya/api/errors';

export const verificationErrorsHi: Record<keyof (typeof ERROR_CATALOGS)['verificationErrors'], string> = {
  CAPTCHA_SERVICE_DOWN: 'कैप्चा जाँच अभी जवाब नहीं दे रही है। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  AADHAAR_SERVICE_DOWN: 'आधार सत्यापन सेवा अभी जवाब नहीं दे रही है। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  BANK_VERIFICATION_DOWN: 'बैंक खाता सत्यापन सेवा अभी जवाब नहीं दे रही है। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  ESIGN_SERVICE_DOWN: 'ई-साइन सेवा अभी जवाब नहीं दे रही है। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  PROVIDER_CALLBACK_REJECTED: 'यह कॉलबैक सत्यापित नहीं हो सका और अनदेखा किया गया।',
};
