/**
 * The payments component owns orders, payments, payment_webhook_events, promo_codes,
 * promo_code_redemptions, referrals and commissions (issue 19 §1). Checkout, the gateway's webhooks and
 * the order's settlement write them as money moves; a money trail brought in with its history (the demo
 * seed's: orders placed and paid on past days, their webhooks, promo codes, referrals and commissions) is
 * written here, dated as it happened. The ledger, invoices and cashbacks of that trail go through their own
 * services (postJournal, the invoice service, recordCashback).
 */
import type { Knex } from 'knex';

export interface OrderWithHistory {
  order_number: string;
  user_id: number;
  business_id: number | null;
  purpose: string;
  plan_version_id: number | null;
  amount: string;
  discount: string;
  tax: string;
  total: string;
  status: string;
  promo_code_id: number | null;
  idempotency_key: string;
  created_at: Date;
  updated_at: Date;
}

export interface PastPayment {
  order_id: number;
  gateway: string;
  gateway_payment_id: string | null;
  amount: string;
  status: string;
  created_at: Date;
  /** The gateway's answer, as stored JSON. */
  payload: string;
}

export interface PastWebhookEvent {
  gateway: string;
  event_id: string;
  signature: string;
  processed_at: Date;
  created_at: Date;
  payload: string;
}

export interface NewPromoCode {
  code: string;
  uses: number;
  max_uses: number;
  max_uses_per_user?: number;
  starts_at: Date;
  ends_at: Date;
  discount_type: 'percent' | 'flat';
  discount_value: string;
  max_discount?: string;
}

export interface PastPromoRedemption {
  promo_code_id: number;
  user_id: number;
  order_id: number;
  discount_amount: string;
}

export interface PastReferral {
  referrer_user_id: number;
  referred_user_id?: number;
  invitee_email?: string;
  invitee_mobile?: string;
  status: 'invited' | 'registered' | 'rewarded';
  cashback_amount?: string;
}

export interface PastCommission {
  partner_id: number;
  order_id: number;
  amount: string;
  status: string;
}

/** Creates orders placed on past days, answering their ids in the same order. */
export async function insertOrdersWithHistory(trx: Knex.Transaction, orders: OrderWithHistory[]): Promise<number[]> {
  if (orders.length === 0) return [];
  const rows: Array<{ id: number }> = await trx('orders').insert(orders).returning('id');
  return rows.map((r) => Number(r.id));
}

export async function addPastPayments(trx: Knex.Transaction, payments: PastPayment[]): Promise<void> {
  if (payments.length) await trx('payments').insert(payments);
}

export async function addPastWebhookEvents(trx: Knex.Transaction, events: PastWebhookEvent[]): Promise<void> {
  if (events.length) await trx('payment_webhook_events').insert(events);
}

/** Creates promo codes; a code that exists already is left as it is (staff may have changed it). */
export async function createPromoCodesIfAbsent(trx: Knex.Transaction, codes: NewPromoCode[]): Promise<void> {
  if (codes.length) await trx('promo_codes').insert(codes).onConflict('code').ignore();
}

export async function addPastPromoRedemptions(trx: Knex.Transaction, redemptions: PastPromoRedemption[]): Promise<void> {
  if (redemptions.length) await trx('promo_code_redemptions').insert(redemptions);
}

export async function addPastReferrals(trx: Knex.Transaction, referrals: PastReferral[]): Promise<void> {
  if (referrals.length) await trx('referrals').insert(referrals);
}

export async function addPastCommissions(trx: Knex.Transaction, commissions: PastCommission[]): Promise<void> {
  if (commissions.length) await trx('commissions').insert(commissions);
}
