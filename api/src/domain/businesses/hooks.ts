/**
 * Engine hooks of businesses and the transactions' documents. (Transactions themselves are written only by
 * their flow, domain/businessTransactions: the registry closes their generic writes.)
 */
import { refuse } from '../../engine/hookRules';
import type { HookMap } from '../../engine/hooks';
import { caCertificateNeedsUdin } from '../defaulterCases/evidence';
import { memberRegistration } from './memberRegistration';
import { verifiedIdentityChange } from './verifiedIdentity';

export const businessHooks = {
  /** A verified business's GST identity: members cannot change it; staff changing it removes the stamp. */
  businesses: [
    {
      beforeUpdate(data, before, h) {
        const change = verifiedIdentityChange(data, before, h.principal.roleType === 'admin');
        if (change.kind === 'refused') refuse(change.field, change.message);
        if (change.kind === 'clearStamp') return { ...data, gst_verified_at: null };
      },
    },
    /** A member's add: the GSTIN free, found and Active; identity from the GST records; names compared. */
    memberRegistration,
  ],
  'transaction-documents': caCertificateNeedsUdin,
} satisfies HookMap;
