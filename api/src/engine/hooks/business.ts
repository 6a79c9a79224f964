/** Businesses, their credit transactions and documents; defaulter cases and their evidence. */
import { amountAtMost, checkOnWrite, isBlank, positiveAmount, refuse, stampCreator } from './rules';

checkOnWrite('business-transactions', (row) => {
  if (Number(row.supplier_business_id) === Number(row.buyer_business_id)) {
    refuse('buyer_business_id', 'The buyer must be a different business from the supplier.');
  }
  amountAtMost(row, 'advance_paid', 'amount', 'The advance paid cannot be more than the amount.');
});

/** A CA certificate is only accepted with the chartered accountant's UDIN (spec §5). */
checkOnWrite(['transaction-documents', 'case-documents'], (row) => {
  if (row.doc_type === 'ca_certificate' && isBlank(row.udin)) {
    refuse('udin', 'Give the UDIN printed on the CA certificate.');
  }
});

checkOnWrite('defaulter-cases', (row) => {
  positiveAmount(row, 'due_amount', 'The due amount must be more than ₹0.');
});

stampCreator('case-documents', 'uploaded_by_user_id');

/** A member records only trade their own business took part in: as the supplier or as the buyer. */
checkOnWrite('business-transactions', async (row, h) => {
  if (h.principal.roleType !== 'customer') return;
  const own = await h.trx('businesses').where({ user_id: h.principal.userId })
    .whereIn('id', [Number(row.supplier_business_id), Number(row.buyer_business_id)]).first('id');
  if (!own) refuse('supplier_business_id', 'One side of the transaction must be one of your own businesses.');
});
