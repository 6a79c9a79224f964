/**
 * A partner's commission on a paid order (issue 9 §4), in paise. Pure. A member brought by a partner
 * (users.affiliate_id) earns that partner a commission on each paid order: the staff's rule for the
 * partner's type and the order's purpose (settings/commissions) when one is on, else the partner's
 * own terms. Flat: the amount, at most the taxable value; percent: of the taxable value (GST is not
 * ours to share), rounded half up.
 */
import { rateBasisPoints } from '../invoices';
import { percentOf } from './checkoutPricing';
import { toPaise } from '../../validation/money';

export interface CommissionTerms {
  commission_type: 'flat' | 'percent';
  /** Rupees (flat) or percent (percent), as the database gives it. */
  commission_value: string;
}

export function commissionPaise(taxablePaise: number, terms: CommissionTerms | null): number {
  if (!terms || !Number.isSafeInteger(taxablePaise) || taxablePaise <= 0) return 0;
  if (terms.commission_type === 'flat') return Math.min(toPaise(terms.commission_value), taxablePaise);
  return percentOf(taxablePaise, rateBasisPoints(terms.commission_value));
}
