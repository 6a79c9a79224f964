/**
 * Engine hooks of businesses and the transactions' documents. (Transactions themselves are written only by
 * their flow, domain/businessTransactions: the registry closes their generic writes.)
 */
import { refuse } from '../../engine/hookRules';
import type { HookMap } from '../../engine/hooks';
import { caCertificateNeedsUdin } from '../defaulterCases';
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
  'transaction-documents': caCertificateNeedsUdin,
} satisfies HookMap;
