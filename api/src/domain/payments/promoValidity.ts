/**
 * Whether a promo code may be redeemed now by this member (issue 9 §2). Pure; the checkout service
 * re-checks the total use count in the same UPDATE that counts the use, so fifty members racing for
 * the last of ten uses cannot over-spend the code.
 */
import { ERROR_CATALOG } from '../errors';

export interface PromoRow {
  status: number;
  starts_at: Date;
  ends_at: Date | null;
  uses: number;
  max_uses: number | null;
  max_uses_per_user: number | null;
}

/** Why a promo code cannot be used: a code of the error catalog (its English is PROMO_MESSAGES's). */
export type PromoRefusal = 'PROMO_UNKNOWN' | 'PROMO_OFF' | 'PROMO_NOT_YET' | 'PROMO_ENDED' | 'PROMO_USED_UP' | 'PROMO_USED_BY_YOU';

const english = (code: PromoRefusal | 'PROMO_NO_DISCOUNT') => ERROR_CATALOG[code].english;
export const PROMO_MESSAGES = {
  unknown: english('PROMO_UNKNOWN'),
  off: english('PROMO_OFF'),
  notYet: english('PROMO_NOT_YET'),
  ended: english('PROMO_ENDED'),
  usedUp: english('PROMO_USED_UP'),
  usedByYou: english('PROMO_USED_BY_YOU'),
  nothingToDiscount: english('PROMO_NO_DISCOUNT'),
} as const;

/** The reason the code cannot be used, or null when it can. */
export function promoRefusal(promo: PromoRow | null, now: Date, usesByMember: number): PromoRefusal | null {
  if (!promo) return 'PROMO_UNKNOWN';
  if (Number(promo.status) !== 1) return 'PROMO_OFF';
  if (promo.starts_at.getTime() > now.getTime()) return 'PROMO_NOT_YET';
  if (promo.ends_at && promo.ends_at.getTime() <= now.getTime()) return 'PROMO_ENDED';
  if (promo.max_uses !== null && promo.uses >= promo.max_uses) return 'PROMO_USED_UP';
  if (promo.max_uses_per_user !== null && usesByMember >= promo.max_uses_per_user) return 'PROMO_USED_BY_YOU';
  return null;
}
