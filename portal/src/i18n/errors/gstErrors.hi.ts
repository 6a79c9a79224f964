import type { ERROR_CATALOGS } from '@bakaya/api/errors';

export const gstErrorsHi: Record<keyof (typeof ERROR_CATALOGS)['gstErrors'], string> = {
  GST_LOOKUP_LIMIT: 'आपने पिछले एक घंटे में {max} GSTIN खोजे हैं। कृपया {minutes} मिनट बाद फिर से कोशिश करें।',
  GST_REGISTRATION_UNKNOWN: 'हमें {gstin} का GST पंजीकरण नहीं मिला। कृपया नंबर जाँचकर फिर से कोशिश करें।',
  GST_REGISTRATION_UNKNOWN_ON_FORM: 'हमें {gstin} का GST पंजीकरण नहीं मिला। कृपया नंबर जाँचकर फिर से कोशिश करें।',
  GST_SERVICE_DOWN: 'GST सेवा अभी जवाब नहीं दे रही है। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
  GST_CHOOSE_CSV: '"file" फ़ील्ड में अपलोड करने के लिए एक CSV फ़ाइल चुनें।',
  GST_UPLOAD_CSV: 'हर पंक्ति में एक GSTIN वाली .csv फ़ाइल अपलोड करें।',
  GST_UPLOAD_CSV_FIELD: '.csv फ़ाइल अपलोड करें।',
  BUSINESS_ID_UNKNOWN_QUOTED: 'आईडी "{id}" का कोई व्यवसाय नहीं है।',
  GST_BUSINESS_ID_UNKNOWN: 'आईडी {id} का कोई व्यवसाय नहीं है।',
  GST_BULK_NONE: 'कम से कम एक GSTIN दें।',
  GST_BULK_TOO_MANY: 'एक अनुरोध में अधिकतम {max} GSTIN; इसमें {count} हैं।',
  GST_BULK_TOO_LONG: '"{start}…" GSTIN (15 अक्षर) होने के लिए बहुत लंबा है।',
  GST_BULK_SHAPE: '{ "gstins": ["27AAPFU0939F1ZV", …] } भेजें या "file" फ़ील्ड में CSV फ़ाइल अपलोड करें।',
  GST_BULK_ITEM_TEXT: 'gstins[{index}] टेक्स्ट होना चाहिए, जैसे "27AAPFU0939F1ZV"।',
  GST_CSV_EMPTY: 'CSV फ़ाइल खाली है। "gstin" शीर्षक वाले कॉलम में हर पंक्ति में एक GSTIN रखें।',
  GST_CSV_COLUMN: 'CSV में "gstin" शीर्षक वाला कॉलम चाहिए (या हर पंक्ति में एक GSTIN और कोई शीर्षक नहीं)।',
};
