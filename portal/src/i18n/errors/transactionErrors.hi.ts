import type { ERROR_CATALOGS } from '@bakaya/api/errors';

export const transactionErrorsHi: Record<keyof (typeof ERROR_CATALOGS)['transactionErrors'], string> = {
  BUSINESS_NOT_FOUND: 'यह व्यवसाय हमें नहीं मिला।',
  CONSENT_TEXT_CHANGED: 'आपके खोलने के बाद सहमति का पाठ बदल गया है। कृपया इसे फिर से पढ़ें और सहमति दें।',
  CONSENT_NONE_TO_WITHDRAW: 'इस आपूर्तिकर्ता के लिए वापस लेने को कोई सहमति नहीं है।',
  SALE_OWN_BUSINESS: 'कृपया अपना ही कोई व्यवसाय चुनें।',
  SALE_BUYER_SAME: 'खरीदार, आपूर्तिकर्ता से अलग व्यवसाय होना चाहिए।',
  SALE_BUYER_UNREGISTERED: 'यह GSTIN अभी बकाया पर पंजीकृत नहीं है। अपने खरीदार से इसे पंजीकृत करने को कहें, फिर बिक्री दर्ज करें।',
  VOUCHER_TAKEN: 'आप इस खरीदार के लिए यह वाउचर नंबर पहले ही दर्ज कर चुके हैं।',
  TRANSACTION_NOT_FOUND: 'यह लेन-देन हमें नहीं मिला।',
  VOUCHER_NOT_FOUND: 'इस वाउचर की प्रविष्टियाँ हमें नहीं मिलीं।',
  SALE_CONSENTED: 'आपके खरीदार ने इस लेन-देन पर सहमति दे दी है, इसलिए इसे अब हटाया नहीं जा सकता।',
  PAIR_NOT_FOUND: 'इन व्यवसायों के बीच के लेन-देन हमें नहीं मिले।',
  TX_MEMBER_NOT_FOUND: 'हमें यह सदस्य नहीं मिला।',
  TX_OTHER_MEMBER_STAFF: 'किसी दूसरे सदस्य का डेटा केवल Business Transactions → list view वाले कर्मचारी पढ़ सकते हैं।',
  TX_GIVE_BUSINESS: 'कृपया {name} व्यवसाय बताएँ।',
  TX_BUSINESS_ID: '{name} एक व्यवसाय आईडी होनी चाहिए।',
  TX_ROLE: 'भूमिका आपूर्तिकर्ता या खरीदार होनी चाहिए।',
  TX_VOUCHER_NOT_FOUND: 'हमें इस वाउचर की प्रविष्टियाँ नहीं मिलीं।',
};
