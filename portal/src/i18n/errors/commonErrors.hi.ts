import type { ERROR_CATALOGS } from '@bakaya/api/errors';

export const commonErrorsHi: Record<keyof (typeof ERROR_CATALOGS)['commonErrors'], string> = {
  FIX_FIELDS: 'कृपया चिह्नित फ़ील्ड ठीक करें।',
  NOT_PERMITTED: 'आपको यह करने की अनुमति नहीं है।',
  STAFF_ONLY: 'यह केवल बकाया के कर्मचारी कर सकते हैं।',
  NOT_FOUND: 'आपने जो माँगा, वह हमें नहीं मिला।',
  BUSINESS_NOT_YOURS: 'यह व्यवसाय आपके व्यवसायों में नहीं मिला।',
  BUSINESS_ID_UNKNOWN: 'व्यवसाय {id} नहीं मिला।',
  CONTROL_NOT_PROVEN:
    'पहले साबित करें कि यह व्यवसाय आपके नियंत्रण में है: मेरे व्यवसाय में “नियंत्रण साबित करें” चुनें और उसके GST-पंजीकृत संपर्क पर भेजा गया कोड दर्ज करें।',
  NO_CONTACT_FOR_CODE: 'आपके खाते में कोड भेजने के लिए कोई मोबाइल नंबर या ईमेल पता नहीं है। कृपया सहायता टीम से संपर्क करें।',
  NOTHING_TO_CHANGE: 'बदलने को कुछ नहीं है: कम से कम एक फ़ील्ड भेजें।',
};
