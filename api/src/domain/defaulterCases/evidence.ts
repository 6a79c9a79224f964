/** Evidence documents of cases and of business transactions. */
import { fieldRules, isBlank } from '../../engine/hookRules';

/** A CA certificate is only accepted with the chartered accountant's UDIN (spec §5). */
export const caCertificateNeedsUdin = fieldRules((row, errors) => {
  if (row.doc_type === 'ca_certificate' && isBlank(row.udin)) {
    errors.add('udin', 'Give the UDIN printed on the CA certificate.');
  }
});
