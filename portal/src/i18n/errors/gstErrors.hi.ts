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
};
