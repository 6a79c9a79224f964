import type { ERROR_CATALOGS } from '@bakaya/api/errors';

export const reportErrorsHi: Record<keyof (typeof ERROR_CATALOGS)['reportErrors'], string> = {
  LIST_FILTER_NOT_OBJECT: '"filter" एक JSON ऑब्जेक्ट होना चाहिए।',
  LIST_FILTER_UNKNOWN: 'फ़िल्टर फ़ील्ड "{key}" मान्य नहीं है।',
  LIST_FILTER_UNKNOWN_FIELD: 'इनमें से किसी से फ़िल्टर करें: {allowed}।',
  LIST_SORT_SHAPE: '"sort" ["field","ASC"] जैसा होना चाहिए।',
  LIST_SORT_UNKNOWN: 'क्रम फ़ील्ड "{field}" मान्य नहीं है।',
  LIST_SORT_UNKNOWN_FIELD: 'इस फ़ील्ड से क्रम नहीं लगाया जा सकता।',
  LIST_SORT_ORDER: 'क्रम ASC या DESC होना चाहिए।',
  LIST_SEARCH_TEXT: 'खोज का शब्द ("q") टेक्स्ट होना चाहिए।',
  LIST_SEARCH_TEXT_FIELD: 'खोजने के लिए कुछ लिखें।',
  LIST_STATE_CODE: 'राज्य GST राज्य कोड होना चाहिए, जैसे 08 (राजस्थान)।',
  LIST_STATE_CODE_FIELD: 'यह GST राज्य कोड नहीं है।',
  LIST_AMOUNT: '"{field}" रुपयों में राशि होनी चाहिए, जैसे 25000.50।',
  LIST_AMOUNT_FIELD: 'यह राशि नहीं है।',
  LIST_DATE: '"{field}" YYYY-MM-DD रूप में लिखी तारीख होनी चाहिए।',
  LIST_DATE_FIELD: 'यह तारीख नहीं है (YYYY-MM-DD)।',
  REPORT_STATUS_UNKNOWN: 'स्थिति "{status}" मान्य नहीं है।',
  REPORT_STATUS_UNKNOWN_FIELD: 'इनमें से एक चुनें: {statuses}।',
  REPORT_GSTIN_FILTER: 'GSTIN फ़िल्टर 15 अक्षरों का GST नंबर होना चाहिए।',
  REPORT_GSTIN_FILTER_FIELD: 'यह GST नंबर नहीं है।',
};
