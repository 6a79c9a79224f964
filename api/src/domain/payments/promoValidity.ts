/**
 * Whether a promo code may be redeemed now by this member (issue 9 §2). Pure; the checkout service
 * re-checks the total use count in the same UPDATE that counts the use, so fifty members racing for
 * the last of ten uses cannot over-spend the code.
 */
export interface PromoRow {
  status: number;
  starts_at: Date;
  ends_at: Date | null;
  uses: number;
  max_uses: number | null;
  max_uses_per_user: number | null;
}

export const PROMO_MESSAGES = {
  unknown: 'This promo code is not valid. Please check it and try again.',
  off: 'This promo code is no longer available.',
  notYet: 'This promo code is not active yet.',
  ended: 'This promo code has expired.',
  usedUp: 'This promo code has been fully used.',
  usedByYou: 'You have already used this promo code.',
  nothingToDiscount: 'This promo code gives no discount on this plan.',
} as const;

/** The reason the code cannot be used, or null when it can. */
export function promoRefusal(promo: PromoRow | null, now: Date, usesByMember: number): string | null {
  if (!promo) return PROMO_MESSAGES.unknown;
  if (Number(promo.status) !== 1) return PROMO_MESSAGES.off;
  if (promo.starts_at.getTime() > now.getTime()) return PROMO_MESSAGES.notYet;
  if (promo.ends_at && promo.ends_at.getTime() <= now.getTime()) return PROMO_MESSAGES.ended;
  if (promo.max_uses !== null && promo.uses >= promo.max_uses) return PROMO_MESSAGES.usedUp;
  if (promo.max_uses_per_user !== null && usesByMember >= promo.max_uses_per_user) return PROMO_MESSAGES.usedByYou;
  return null;
}
