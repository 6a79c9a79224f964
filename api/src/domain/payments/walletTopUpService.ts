/**
 * Adding money to the wallet through the gateway (issue 9 §4): POST /api/wallet/top-up { amount } with an
 * Idempotency-Key → an order with purpose 'wallet_topup' through the shared checkout (checkoutOrder.ts),
 * ₹100 to ₹2,00,000 at a time (WALLET_TOP_UP_LIMITS; docs/decisions.md). Nothing of the wallet is held
 * (the gateway pays it all); once the gateway's "paid" is settled the wallet is credited by one journal
 * of kind 'topup' (orderSettlement.ts) — no GST invoice: a top-up is not a supply, the invoice is issued
 * when a service is charged from the wallet.
 */
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { walletTopUpInput } from '../../contracts/checkout';
import { toPaise } from '../../validation/money';
import type { CheckoutKind, OrderDraft } from './checkoutOrder';
import { refusal, ruleRefusal } from '../errors';

/** The amount in paise, or 400 saying what is wrong with it (its first problem, also under `amount`). */
export function parseTopUp(body: unknown): number {
  const parsed = walletTopUpInput.safeParse(body && typeof body === 'object' ? body : {});
  if (parsed.success) return toPaise(parsed.data.amount);
  const message = parsed.error.issues[0]?.message ?? 'Enter the amount to add.';
  throw ruleRefusal(message, ['amount']);
}

async function topUpDraft(trx: Knex.Transaction, userId: number, amountPaise: number): Promise<OrderDraft> {
  const closing = await trx('user_deactivation_requests')
    .where({ user_id: userId })
    .whereIn('status', ['requested', 'confirmed'])
    .first('id');
  if (closing) throw refusal('TOP_UP_ACCOUNT_CLOSING', {});
  return {
    purpose: 'wallet_topup',
    businessId: null,
    planVersionId: null,
    amountPaise,
    discountPaise: 0,
    taxPaise: 0,
    totalPaise: amountPaise,
    walletAppliedPaise: 0,
  };
}

/** POST /api/wallet/top-up: the order, and the gateway's page to pay it on. */
export const walletTopUpOrder: CheckoutKind<number> = (amountPaise, call) => ({
  fingerprint: crypto
    .createHash('sha256')
    .update(JSON.stringify(['wallet_topup', amountPaise]))
    .digest('hex'),
  draft: (trx) => topUpDraft(trx, call.who.userId, amountPaise),
});
