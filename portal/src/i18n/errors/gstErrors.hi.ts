import type { ERROR_CATALOGS } from '@bakaya/api/errors';

export const gstErrorsHi: Record<keyof (typeof ERROR_CATALOGS)['gstErrors'], string> = {
  GST_LOOKUP_LIMIT: 'आपने पिछले एक घंटे में {max} GSTIN खोजे हैं। कृपया {minutes} मिनट बाद फिर से कोशिश करें।',
  GST_REGISTRATION_UNKNOWN: 'हमें {gstin} का GST पंजीकरण नहीं मिला। कृपया नंबर जाँचकर फिर से कोशिश करें।',
  GST_REGISTRATION_UNKNOWN_ON_FORM: 'हमें {gstin} का GST पंजीकरण नहीं मिला। कृपया नंबर जाँचकर फिर से कोशिश करें।',
  GST_SERVICE_DOWN: 'GST सेवा अभी जवाब नहीं दे रही है। कृपया कुछ मिनट बाद फिर से कोशिश करें।',
};
