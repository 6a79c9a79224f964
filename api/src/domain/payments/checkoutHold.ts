/**
 * How long an unpaid order holds what it took (issue 18 #12): its promo code use, its wallet part and
 * its gateway checkout. The global setting checkout-hold-minutes (default 30; 16 to 1,440: Razorpay
 * keeps a payment link open at least 16 minutes) — the gateway's checkout expires then and the
 * payment-events job cancels the order and gives back the promo use and the wallet hold. A member
 * has at most MAX_OPEN_ORDERS orders open at once; placing the same order again answers the open one.
 */
import type { Knex } from 'knex';
import { settingValues } from '../settings';

export const HOLD_SETTING = 'checkout-hold-minutes';
export const DEFAULT_HOLD_MINUTES = 30;
export const MAX_OPEN_ORDERS = 3;

/** Minutes from the setting; a missing or unreadable value falls back to the default. */
export function holdMinutes(setting: string | undefined): number {
  const n = Number(setting);
  return Number.isInteger(n) && n >= 16 && n <= 1440 ? n : DEFAULT_HOLD_MINUTES;
}

export async function checkoutHoldMinutes(db: Knex | Knex.Transaction): Promise<number> {
  return holdMinutes((await settingValues(db as Knex, [HOLD_SETTING])).get(HOLD_SETTING)?.value);
}
