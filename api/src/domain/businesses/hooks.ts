/** Engine hooks of businesses, their credit transactions and the transactions' documents. */
import { amountAtMost, fieldRules, isBlank, onWrite, refuse } from '../../engine/hookRules';
import type { HookMap } from '../../engine/hooks';
import { pairConsented } from '../businessTransactions/transactionService';
import { caCertificateNeedsUdin } from '../defaulterCases/evidence';
import { memberRegistration, stateIdOf } from './memberRegistration';
import { verifiedIdentityChange } from './verifiedIdentity';

export const businessHooks = {
  /** A business's GST identity: members cannot change it once verified (nor ever its GSTIN); staff changing it re-derive it and remove the stamps. */
  businesses: [
    {
      /** Staff adding a business: the PAN is the GSTIN's (a member's add takes both from the GST records). */
      beforeCreate(data, h) {
        if (h.principal.roleType === 'customer' || typeof data.gstin !== 'string') return;
        return { ...data, pan: data.gstin.trim().toUpperCase().slice(2, 12) };
      },
      async beforeUpdate(data, before, h) {
        const change = verifiedIdentityChange(data, before, h.principal.roleType === 'admin');
        if (change.kind === 'refused') refuse(change.field, change.message);
        if (change.kind !== 'reset') return;
        const stateId = change.stateCode === undefined ? undefined : ((await stateIdOf(h, change.stateCode)) ?? null);
        return { ...data, ...change.patch, ...(stateId === undefined ? {} : { state_id: stateId }) };
      },
    },
    /** A member's add: the GSTIN free, found and Active; identity from the GST records; names compared. */
    memberRegistration,
  ],
  'business-transactions': [
    fieldRules((row, errors) => {
      if (!isBlank(row.supplier_business_id) && Number(row.supplier_business_id) === Number(row.buyer_business_id)) {
        errors.add('buyer_business_id', 'The buyer must be a different business from the supplier.');
      }
      amountAtMost(errors, row, 'advance_paid', 'amount', 'The advance paid cannot be more than the amount.');
    }),
    /** A member records only trade their own business took part in: as the supplier or as the buyer. */
    onWrite(async (row, h, before) => {
      if (h.principal.roleType !== 'customer') return;
      const own = await h
        .trx('businesses')
        .where({ user_id: h.principal.userId })
        .whereIn('id', [Number(row.supplier_business_id), Number(row.buyer_business_id)])
        .first('id');
      if (!own) refuse('supplier_business_id', 'One side of the transaction must be one of your own businesses.');
      // Once the buyer consented, the pair's records change only through the member API's rules (issue 10 §6).
      const consented = async (r: Record<string, unknown>) =>
        pairConsented(h.trx, Number(r.supplier_business_id), Number(r.buyer_business_id));
      if ((await consented(row)) || (before && (await consented(before)))) {
        refuse('buyer_business_id', 'Your buyer has consented to your transactions: change them from your business transactions page.');
      }
    }),
  ],
  'transaction-documents': caCertificateNeedsUdin,
} satisfies HookMap;
