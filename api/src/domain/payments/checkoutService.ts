/**
 * Checkout (issue 9 §2): a member buys a membership plan for one of their businesses.
 *
 * quote → what it would cost now (nothing written). placeOrder → one transaction that counts the
 * promo code's use (refused past its limits, in the same UPDATE that counts it), writes the order
 * with its Idempotency-Key, holds the wallet part in the ledger and records the order's first event;
 * then, outside the transaction (no connection is held while the gateway answers), opens the
 * gateway's hosted checkout. A retry with the same key answers the first order — and opens its
 * checkout if the first attempt could not. When the wallet pays everything the order is paid in
 * the same request, without a gateway.
 */
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { parseBody } from '../../auth/requestBody';
import type { PaymentGateway } from '../../adapters/paymentGateway/paymentGateway';
import type { CallContext, SignedInCall } from '../../callContext';
import { CHECKOUT_MESSAGES, checkoutInput, IDEMPOTENCY_KEY_PATTERN, type CheckoutQuote, type PlacedOrder } from '../../contracts/checkout';
import { badRequest, conflict, HttpError, notFound } from '../../http/httpError';
import { gstinStateCode } from '../../validation/gstin';
import { fromPaise, toPaise } from '../../validation/money';
import { settingValues } from '../settings/globalSettings';
import { postJournal } from '../walletLedger/ledgerService';
import { priceCheckout, type Pricing, type PromoTerms } from './checkoutPricing';
import { holdEntries } from './orderPostings';
import { orderView } from './orderView';
import { recordOrderEvent, settleOrder } from './orderSettlement';
import { PROMO_MESSAGES, promoRefusal, type PromoRow } from './promoValidity';
import { planPeriod, type DurationUnit } from './subscriptionPeriod';

export interface CheckoutDeps {
  db: Knex;
  gateway: PaymentGateway;
}

type Parsed = { planId: number; businessId: number; promoCode?: string; useWallet: boolean };

interface Facts {
  business: { id: number; name: string; gstin: string; stateCode: string };
  plan: { id: number; name: string };
  version: {
    id: number;
    version: number;
    fee: string;
    duration_value: number;
    duration_unit: DurationUnit;
    referral_discount: string;
    igst_percent: string;
  };
  sellerStateCode: string;
  walletBalancePaise: number;
  referralDiscountPaise: number;
  currentEndsAt: Date | null;
  customer: { name: string; email: string | null; mobile: string | null };
}

export function parseCheckout(body: unknown): Parsed {
  return parseBody(checkoutInput, body ?? {}, 'Please check the details of your order.');
}

async function loadFacts(db: Knex | Knex.Transaction, userId: number, input: Parsed, now: Date): Promise<Facts> {
  const [business, plan, member, sellerGstin] = await Promise.all([
    db('businesses').where({ id: input.businessId, user_id: userId, status: 1 }).first('id', 'trade_name', 'legal_name', 'gstin'),
    db('membership_plans').where({ id: input.planId, status: 1 }).first('id', 'name'),
    db('users').where({ id: userId }).first('name', 'email', 'mobile', 'wallet_balance'),
    settingValues(db as Knex, ['seller-gstin']).then((m) => m.get('seller-gstin')?.value.trim().toUpperCase() ?? ''),
  ]);
  if (!business) throw notFound('We could not find that business among yours.');
  if (!plan) throw notFound('This membership plan is not on sale.');
  const version = await db('plan_versions')
    .where({ plan_id: plan.id, published: 1 })
    .where('effective_from', '<=', now)
    .orderBy('version', 'desc')
    .first('id', 'version', 'fee', 'duration_value', 'duration_unit', 'referral_discount', 'igst_percent');
  if (!version) throw notFound('This membership plan is not on sale.');
  const stateCode = gstinStateCode(business.gstin);
  if (!stateCode) throw badRequest('This business has no valid GSTIN to invoice.', { businessId: 'This business has no valid GSTIN.' });
  const sellerStateCode = gstinStateCode(sellerGstin);
  if (!sellerStateCode) throw new HttpError(503, 'Payments are not set up yet (the seller GSTIN is missing). Please try again later.');

  const [referral, paidBefore, current, openDeactivation] = await Promise.all([
    db('referrals').where({ referred_user_id: userId, status: 'registered' }).first('id'),
    db('orders').where({ user_id: userId, status: 'paid' }).first('id'),
    db('subscriptions')
      .where({ business_id: business.id, status: 'active' })
      .where('ends_at', '>', now)
      .max({ ends_at: 'ends_at' })
      .first(),
    db('user_deactivation_requests').where({ user_id: userId }).whereIn('status', ['requested', 'confirmed']).first('id'),
  ]);
  if (openDeactivation) throw conflict('Your account has an open deactivation request. Please cancel it before buying a plan.');
  return {
    business: { id: Number(business.id), name: business.legal_name ?? business.trade_name, gstin: business.gstin, stateCode },
    plan: { id: Number(plan.id), name: plan.name },
    version: { ...version, id: Number(version.id), igst_percent: String(version.igst_percent) },
    sellerStateCode,
    walletBalancePaise: toPaise(member.wallet_balance),
    referralDiscountPaise: referral && !paidBefore ? toPaise(version.referral_discount) : 0,
    currentEndsAt: current?.ends_at ?? null,
    customer: { name: member.name, email: member.email ?? null, mobile: member.mobile ?? null },
  };
}

const promoTermsOf = (row: { discount_type: 'flat' | 'percent'; discount_value: string; max_discount: string | null }): PromoTerms => ({
  discount_type: row.discount_type,
  discountValue: toPaise(row.discount_value),
  maxDiscountPaise: row.max_discount === null ? null : toPaise(row.max_discount),
});

async function promoUsesBy(db: Knex | Knex.Transaction, promoId: number, userId: number) {
  const [{ n }] = await db('promo_code_redemptions').where({ promo_code_id: promoId, user_id: userId }).count({ n: '*' });
  return Number(n);
}

/** Reads a promo code and says why it cannot be used (400 on the promoCode field). */
async function usablePromo(db: Knex | Knex.Transaction, code: string, userId: number, now: Date) {
  const row = await db('promo_codes').where({ code }).first();
  const refusal = promoRefusal(row ? (row as PromoRow) : null, now, row ? await promoUsesBy(db, row.id, userId) : 0);
  if (refusal) throw badRequest(refusal, { promoCode: refusal });
  return row as PromoRow & {
    id: number;
    code: string;
    discount_type: 'flat' | 'percent';
    discount_value: string;
    max_discount: string | null;
  };
}

function price(facts: Facts, input: Parsed, promo: PromoTerms | null): Pricing {
  return priceCheckout({
    feePaise: toPaise(facts.version.fee),
    promo,
    referralDiscountPaise: facts.referralDiscountPaise,
    gstRatePercent: facts.version.igst_percent,
    sellerStateCode: facts.sellerStateCode,
    buyerStateCode: facts.business.stateCode,
    walletBalancePaise: facts.walletBalancePaise,
    useWallet: input.useWallet,
  });
}

function quoteOf(facts: Facts, pricing: Pricing, promoCode: string | undefined, now: Date): CheckoutQuote {
  const period = planPeriod(now, { value: facts.version.duration_value, unit: facts.version.duration_unit }, facts.currentEndsAt);
  return {
    plan: {
      id: facts.plan.id,
      name: facts.plan.name,
      versionId: facts.version.id,
      version: facts.version.version,
      durationValue: facts.version.duration_value,
      durationUnit: facts.version.duration_unit,
    },
    business: { id: facts.business.id, name: facts.business.name, gstin: facts.business.gstin },
    purpose: period.renewal ? 'renewal' : 'subscription',
    startsAt: period.startsAt.toISOString(),
    endsAt: period.endsAt.toISOString(),
    amount: fromPaise(pricing.amountPaise),
    discount: fromPaise(pricing.discountPaise),
    promo: promoCode ? { code: promoCode, message: CHECKOUT_MESSAGES.promoApplied } : null,
    taxable: fromPaise(pricing.split.taxablePaise),
    supply: pricing.split.supply,
    cgst: fromPaise(pricing.split.cgstPaise),
    sgst: fromPaise(pricing.split.sgstPaise),
    igst: fromPaise(pricing.split.igstPaise),
    tax: fromPaise(pricing.split.taxPaise),
    total: fromPaise(pricing.totalPaise),
    walletBalance: fromPaise(facts.walletBalancePaise),
    walletApplied: fromPaise(pricing.walletAppliedPaise),
    payable: fromPaise(pricing.payablePaise),
  };
}

export async function quoteCheckout(db: Knex, call: SignedInCall, body: unknown): Promise<CheckoutQuote> {
  const input = parseCheckout(body);
  const now = new Date();
  const facts = await loadFacts(db, call.who.userId, input, now);
  const promo = input.promoCode ? await usablePromo(db, input.promoCode, call.who.userId, now) : null;
  const pricing = price(facts, input, promo ? promoTermsOf(promo) : null);
  if (promo && pricing.promoDiscountPaise === 0)
    throw badRequest(PROMO_MESSAGES.nothingToDiscount, { promoCode: PROMO_MESSAGES.nothingToDiscount });
  return quoteOf(facts, pricing, promo?.code, now);
}

export function checkIdempotencyKey(key: unknown): string {
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw badRequest('Every order needs an Idempotency-Key header: 8 to 80 letters, digits, "-", "_", "." or ":".', {
      idempotencyKey: 'Send an Idempotency-Key header (8 to 80 characters) with each order.',
    });
  return key;
}

const fingerprint = (input: Parsed) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify([input.planId, input.businessId, input.promoCode ?? null, input.useWallet]))
    .digest('hex');

/** Counts the promo code's use if it still has one for this member; the row lock serialises racing checkouts. */
async function takePromoUse(trx: Knex.Transaction, promoId: number, userId: number, now: Date) {
  const [taken] = await trx('promo_codes')
    .where({ id: promoId, status: 1 })
    .where('starts_at', '<=', now)
    .where((q) => q.whereNull('ends_at').orWhere('ends_at', '>', now))
    .where((q) => q.whereNull('max_uses').orWhere('uses', '<', trx.ref('max_uses')))
    .increment('uses', 1)
    .returning(['id', 'max_uses_per_user']);
  if (!taken) {
    const row = await trx('promo_codes').where({ id: promoId }).first();
    const why = promoRefusal(row as PromoRow, now, 0) ?? PROMO_MESSAGES.usedUp;
    throw badRequest(why, { promoCode: why });
  }
  if (taken.max_uses_per_user !== null && (await promoUsesBy(trx, promoId, userId)) >= Number(taken.max_uses_per_user))
    throw badRequest(PROMO_MESSAGES.usedByYou, { promoCode: PROMO_MESSAGES.usedByYou });
}

class ReplayOrder extends Error {}

async function existingOrder(db: Knex, storedKey: string, hash: string) {
  const row = await db('orders').where({ idempotency_key: storedKey }).first('id', 'request_hash');
  if (!row) return null;
  if (row.request_hash !== hash)
    throw conflict('This Idempotency-Key was already used for a different order.', {
      idempotencyKey: 'This key was already used for a different order.',
    });
  return Number(row.id);
}

export interface PlaceOrderOptions {
  /** Where the gateway sends the browser back, given the order id (our /payment-pending?order=…). */
  returnUrl: (orderId: number) => string;
}

export async function placeOrder(
  deps: CheckoutDeps,
  call: SignedInCall,
  body: unknown,
  idempotencyKey: unknown,
  opts: PlaceOrderOptions,
): Promise<{ created: boolean; placed: PlacedOrder }> {
  const input = parseCheckout(body);
  const key = checkIdempotencyKey(idempotencyKey);
  const userId = call.who.userId;
  const storedKey = `${userId}:${key}`;
  const hash = fingerprint(input);
  const { db } = deps;

  let orderId = await existingOrder(db, storedKey, hash);
  let created = false;
  if (orderId === null) {
    try {
      orderId = await db.transaction((trx) => writeOrder(trx, call, input, storedKey, hash));
      created = true;
    } catch (err) {
      if (!(err instanceof ReplayOrder)) throw err;
      orderId = await existingOrder(db, storedKey, hash);
      if (orderId === null) throw err;
    }
    const order = await db('orders').where({ id: orderId }).first('wallet_amount', 'total', 'status');
    if (created && order.status === 'pending' && toPaise(order.total) === toPaise(order.wallet_amount))
      await settleOrder(db, call, orderId, { status: 'paid', gateway: 'wallet', paymentId: null, amountPaise: 0 }, 'wallet');
  }
  return { created, placed: await nextStep(deps, call, orderId!, opts) };
}

async function writeOrder(trx: Knex.Transaction, call: SignedInCall, input: Parsed, storedKey: string, hash: string): Promise<number> {
  const userId = call.who.userId;
  const now = new Date();
  // The member's row first: it orders this checkout after any other money movement of theirs.
  await trx('users').where({ id: userId }).forNoKeyUpdate().first('id');
  const facts = await loadFacts(trx, userId, input, now);
  const promo = input.promoCode ? await usablePromo(trx, input.promoCode, userId, now) : null;
  const pricing = price(facts, input, promo ? promoTermsOf(promo) : null);
  if (promo && pricing.promoDiscountPaise === 0)
    throw badRequest(PROMO_MESSAGES.nothingToDiscount, { promoCode: PROMO_MESSAGES.nothingToDiscount });
  if (promo) await takePromoUse(trx, promo.id, userId, now);

  const { rows } = await trx.raw(`SELECT nextval(pg_get_serial_sequence('orders', 'id')) AS id`);
  const id = Number(rows[0].id);
  const yymm = now.toISOString().slice(2, 7).replace('-', '');
  const period = planPeriod(now, { value: facts.version.duration_value, unit: facts.version.duration_unit }, facts.currentEndsAt);
  const inserted = await trx('orders')
    .insert({
      id,
      order_number: `ORD-${yymm}-${String(id).padStart(6, '0')}`,
      user_id: userId,
      business_id: facts.business.id,
      purpose: period.renewal ? 'renewal' : 'subscription',
      plan_version_id: facts.version.id,
      amount: fromPaise(pricing.amountPaise),
      discount: fromPaise(pricing.discountPaise),
      tax: fromPaise(pricing.split.taxPaise),
      total: fromPaise(pricing.totalPaise),
      wallet_amount: fromPaise(pricing.walletAppliedPaise),
      status: 'pending',
      promo_code_id: promo?.id ?? null,
      idempotency_key: storedKey,
      request_hash: hash,
    })
    .onConflict('idempotency_key')
    .ignore()
    .returning('id');
  // A racing retry with the same key committed first: undo this attempt (the promo use) and answer that order.
  if (inserted.length === 0) throw new ReplayOrder();
  if (promo)
    await trx('promo_code_redemptions').insert({
      promo_code_id: promo.id,
      user_id: userId,
      order_id: id,
      discount_amount: fromPaise(pricing.promoDiscountPaise),
    });
  if (pricing.walletAppliedPaise > 0)
    await postJournal(trx, call, {
      idempotencyKey: `order:${id}:hold`,
      kind: 'debit',
      memberId: userId,
      reference: { type: 'order', id: String(id) },
      narration: `Held for order ORD-${yymm}-${String(id).padStart(6, '0')}`,
      entries: holdEntries(userId, pricing.walletAppliedPaise),
    });
  await recordOrderEvent(trx, {
    orderId: id,
    from: null,
    to: 'pending',
    source: 'checkout',
    note: promo ? `Promo code ${promo.code}` : undefined,
    actorId: userId,
  });
  return id;
}

/** What the gateway shows the payer: the plan and the business it is for. */
async function orderDescription(db: Knex, order: { plan_version_id: number | null; business_id: number | null; order_number: string }) {
  const row = await db('plan_versions as v')
    .join('membership_plans as p', 'p.id', 'v.plan_id')
    .where('v.id', order.plan_version_id)
    .first('p.name');
  const business = order.business_id ? await db('businesses').where({ id: order.business_id }).first('trade_name') : null;
  return [row ? `${row.name} membership` : `Order ${order.order_number}`, business?.trade_name].filter(Boolean).join(' — ');
}

/** Where the browser goes: the wallet paid it all, or the gateway's hosted page (opened now if it is not yet). */
async function nextStep(deps: CheckoutDeps, call: CallContext, orderId: number, opts: PlaceOrderOptions): Promise<PlacedOrder> {
  const { db, gateway } = deps;
  const order = await db('orders').where({ id: orderId }).first();
  const resultUrl = opts.returnUrl(orderId);
  if (order.status !== 'pending')
    return { message: CHECKOUT_MESSAGES.orderPlaced, order: await orderView(db, orderId), next: { kind: 'paid', redirectUrl: resultUrl } };
  let redirectUrl: string | null = order.gateway_redirect_url;
  if (!order.gateway_order_id) {
    const member = await db('users').where({ id: order.user_id }).first('name', 'email', 'mobile');
    let checkout;
    try {
      checkout = await gateway.createCheckout({
        orderNumber: order.order_number,
        amountPaise: toPaise(order.total) - toPaise(order.wallet_amount),
        customer: { name: member.name, email: member.email ?? null, mobile: member.mobile ?? null },
        returnUrl: resultUrl,
        description: await orderDescription(db, order),
      });
    } catch {
      throw new HttpError(503, 'The payment service is not answering. Please try again in a minute; you will not be charged twice.');
    }
    // Only the first checkout is kept: two racing retries cannot give one order two gateway checkouts.
    const updated = await db('orders').where({ id: orderId }).whereNull('gateway_order_id').update({
      gateway: gateway.name,
      gateway_order_id: checkout.gatewayOrderId,
      gateway_redirect_url: checkout.redirectUrl,
      updated_at: new Date(),
    });
    redirectUrl = updated
      ? checkout.redirectUrl
      : (await db('orders').where({ id: orderId }).first('gateway_redirect_url')).gateway_redirect_url;
    if (updated)
      await recordOrderEvent(db, {
        orderId,
        from: 'pending',
        to: 'pending',
        source: 'checkout',
        note: `Sent to ${gateway.name}`,
        actorId: call.who?.userId,
      });
  }
  return {
    message: CHECKOUT_MESSAGES.orderPlaced,
    order: await orderView(db, orderId),
    next: { kind: 'gateway', redirectUrl: redirectUrl! },
  };
}
