import type { ERROR_CATALOGS } from '@bakaya/api/errors';

const NONE = 'कोई बैच नहीं बना:';
const AGAIN = 'सूची को रीफ़्रेश करके फिर से चुनें।';
const UNFIT_ONE = 'केस {unfit} सत्यापित या आंशिक रूप से निपटाया हुआ नहीं है';
const UNFIT_MANY = 'केस {unfit} सत्यापित या आंशिक रूप से निपटाए हुए नहीं हैं';
const BUSY_ONE = 'केस {busy} पहले से एक खुले {audience} बैच में है';
const BUSY_MANY = 'केस {busy} पहले से एक खुले {audience} बैच में हैं';

export const legalNoticeErrorsHi: Record<keyof (typeof ERROR_CATALOGS)['legalNoticeErrors'], string> = {
  NOTICE_FOR_UNKNOWN: 'बताएँ कि नोटिस किसके लिए हैं: notice_for buyer या supplier होना चाहिए।',
  NOTICE_FOR_UNKNOWN_FIELD: 'खरीदार या आपूर्तिकर्ता चुनें।',
  NOTICE_AMOUNTS_REVERSED: 'सबसे बड़ी राशि सबसे छोटी राशि से कम नहीं हो सकती।',
  NOTICE_AMOUNTS_REVERSED_FIELD: 'सबसे छोटी राशि से कम नहीं हो सकती।',
  NOTICE_DUE_DATES_REVERSED: 'आख़िरी देय तारीख पहली देय तारीख के दिन या उसके बाद की होनी चाहिए।',
  NOTICE_DUE_DATES_REVERSED_FIELD: 'पहली देय तारीख के दिन या उसके बाद की होनी चाहिए।',
  NOTICE_TEMPLATE_UNKNOWN: 'इस आईडी का कोई नोटिस टेम्पलेट नहीं है।',
  NOTICE_TEMPLATE_INACTIVE: 'यह नोटिस टेम्पलेट निष्क्रिय है। कृपया कोई सक्रिय टेम्पलेट चुनें।',
  NOTICE_TEMPLATE_INACTIVE_FIELD: 'यह टेम्पलेट निष्क्रिय है।',
  NOTICE_TEMPLATE_FOR_BUYERS: 'यह टेम्पलेट खरीदारों के लिए है; आपूर्तिकर्ताओं वाला टेम्पलेट चुनें।',
  NOTICE_TEMPLATE_FOR_SUPPLIERS: 'यह टेम्पलेट आपूर्तिकर्ताओं के लिए है; खरीदारों वाला टेम्पलेट चुनें।',
  NOTICE_CASES_UNKNOWN: 'आईडी {ids} का कोई डिफ़ॉल्टर केस नहीं है।',
  NOTICE_CASE_UNFIT: `${NONE} ${UNFIT_ONE}। ${AGAIN}`,
  NOTICE_CASES_UNFIT: `${NONE} ${UNFIT_MANY}। ${AGAIN}`,
  NOTICE_CASE_BUSY: `${NONE} ${BUSY_ONE}। ${AGAIN}`,
  NOTICE_CASES_BUSY: `${NONE} ${BUSY_MANY}। ${AGAIN}`,
  NOTICE_CASE_UNFIT_CASE_BUSY: `${NONE} ${UNFIT_ONE}; ${BUSY_ONE}। ${AGAIN}`,
  NOTICE_CASE_UNFIT_CASES_BUSY: `${NONE} ${UNFIT_ONE}; ${BUSY_MANY}। ${AGAIN}`,
  NOTICE_CASES_UNFIT_CASE_BUSY: `${NONE} ${UNFIT_MANY}; ${BUSY_ONE}। ${AGAIN}`,
  NOTICE_CASES_UNFIT_CASES_BUSY: `${NONE} ${UNFIT_MANY}; ${BUSY_MANY}। ${AGAIN}`,
};
