import type { ERROR_CATALOGS } from '@bakaya/api/errors';

export const businessErrorsHi: Record<keyof (typeof ERROR_CATALOGS)['businessErrors'], string> = {
  CONTROL_UNAVAILABLE: 'व्यवसाय का नियंत्रण साबित करना अभी उपलब्ध नहीं है। कृपया सहायता टीम से संपर्क करें।',
  CONTROL_BUSINESS_INACTIVE: 'यह व्यवसाय सक्रिय नहीं है, इसलिए इसका नियंत्रण साबित नहीं किया जा सकता।',
  CONTROL_ALREADY_PROVEN: 'आप पहले ही साबित कर चुके हैं कि यह व्यवसाय आपके नियंत्रण में है।',
  CONTROL_NOT_VERIFIED: 'इस व्यवसाय का GST पंजीकरण अभी सत्यापित नहीं हुआ है। कृपया सहायता टीम से संपर्क करें।',
  CONTROL_NO_CONTACT: 'GST रिकॉर्ड में इस पंजीकरण का कोई मोबाइल नंबर या ईमेल पता नहीं है। कृपया सहायता टीम से संपर्क करें।',
  CONTROL_GSTIN_CHANGED: 'कोड भेजे जाने के बाद इस व्यवसाय का GSTIN बदल गया है। कृपया नया कोड माँगें।',
  REVIEW_ALREADY_ASKED: 'आप इस GSTIN की समीक्षा के लिए सहायता टीम से पहले ही कह चुके हैं। वे जल्द ही आपसे संपर्क करेंगे।',
  REVIEWS_TODAY: 'आज आप कई समीक्षा अनुरोध भेज चुके हैं। कृपया कल फिर कोशिश करें, या हमारी सहायता टीम को कॉल करें।',
  REVIEW_GSTIN_YOURS: 'यह GSTIN पहले से आपके व्यवसायों में है।',
  REVIEW_GSTIN_YOURS_FIELD: 'यह GSTIN पहले से आपका है।',
  REVIEW_GSTIN_FREE: 'बकाया पर यह GSTIN किसी के पास नहीं है: आप इसे खुद अपने व्यवसायों में जोड़ सकते हैं।',
};
