/**
 * Checkout of a membership plan (issue 9 §2): a member buys a plan for one of their businesses.
 *
 * quote → what it would cost now (nothing written). placeOrder → the plan's order through the shared
 * checkout (checkoutOrder.ts: Idempotency-Key, wallet hold, the gateway's hosted page); in its
 * transaction the plan's draft counts the promo code's use (refused past its limits, in the same
 * UPDATE that counts it) and records its redemption once the order exists.
 */
import crypto from 'node:crypto';
import type { Knex } from 'knex';
import type { SignedInCall } from '../../callContext';
import { CHECKOUT_MESSAGES, type CheckoutQuote } from '../../contracts/checkout';
import { reason, refusal } from '../errors';
import { gstinStateCode } from '../../validation/gstin';
import { fromPaise, toPaise } from '../../validation/money';
import { settingValues } from '../settings';
import { priceCheckout, type Pricing, type PromoTerms } from './checkoutPricing';
import type { CheckoutKind, OrderDraft } from './checkoutOrder';
import { promoRefusal, type PromoRow } from './promoValidity';
import { planPeriod, type DurationUnit } from './subscriptionPeriod';
import { aggregateRow } from '../../db/aggregateRow';

/** A plan checkout's request, parsed (paymentRoutes: checkoutInput). */
export type PlanCheckoutInput = { planId: number; businessId: number; promoCode?: string; useWallet: boolean };

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

async function loadFacts(db: Knex | Knex.Transaction, userId: number, input: PlanCheckoutInput, now: Date): Promise<Facts> {
  const [business, plan, member, sellerGstin] = await Promise.all([
    db('businesses').where({ id: input.businessId, user_id: userId, status: 1 }).first('id', 'trade_name', 'legal_name', 'gstin'),
    db('membership_plans').where({ id: input.planId, status: 1 }).first('id', 'name'),
    db('users').where({ id: userId }).first('name', 'email', 'mobile', 'wallet_balance'),
    settingValues(db as Knex, ['seller-gstin']).then((m) => m.get('seller-gstin')?.value.trim().toUpperCase() ?? ''),
  ]);
  if (!business) throw refusal('BUSINESS_NOT_YOURS', {});
  if (!plan) throw refusal('PLAN_NOT_ON_SALE', {});
  const version = await db('plan_versions')
    .where({ plan_id: plan.id, published: 1 })
    .where('effective_from', '<=', now)
    .orderBy('version', 'desc')
    .first('id', 'version', 'fee', 'duration_value', 'duration_unit', 'referral_discount', 'igst_percent');
  if (!version) throw refusal('PLAN_NOT_ON_SALE', {});
  const stateCode = gstinStateCode(business.gstin);
  if (!stateCode) throw refusal('BUSINESS_NO_GSTIN_TO_INVOICE', {}, { businessId: reason('BUSINESS_GSTIN_NOT_VALID', {}) });
  const sellerStateCode = gstinStateCode(sellerGstin);
  if (!sellerStateCode) throw refusal('PAYMENTS_NOT_SET_UP', {});

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
  if (openDeactivation) throw refusal('CHECKOUT_ACCOUNT_CLOSING', {});
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
  const { n } = aggregateRow(await db('promo_code_redemptions').where({ promo_code_id: promoId, user_id: userId }).count({ n: '*' }));
  return Number(n);
}

/** Reads a promo code and says why it cannot be used (400 on the promoCode field). */
async function usablePromo(db: Knex | Knex.Transaction, code: string, userId: number, now: Date) {
  const row = await db('promo_codes').where({ code }).first();
  const refused = promoRefusal(row ? (row as PromoRow) : null, now, row ? await promoUsesBy(db, row.id, userId) : 0);
  if (refused) throw refusal(refused, {}, ['promoCode']);
  return row as PromoRow & {
    id: number;
    code: string;
    discount_type: 'flat' | 'percent';
    discount_value: string;
    max_discount: string | null;
  };
}

function price(facts: Facts, input: PlanCheckoutInput, promo: PromoTerms | null): Pricing {
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

export async function quoteCheckout(db: Knex, call: SignedInCall, input: PlanCheckoutInput): Promise<CheckoutQuote> {
  const now = new Date();
  const facts = await loadFacts(db, call.who.userId, input, now);
  const promo = input.promoCode ? await usablePromo(db, input.promoCode, call.who.userId, now) : null;
  const pricing = price(facts, input, promo ? promoTermsOf(promo) : null);
  if (promo && pricing.promoDiscountPaise === 0) throw refusal('PROMO_NO_DISCOUNT', {}, ['promoCode']);
  return quoteOf(facts, pricing, promo?.code, now);
}

const fingerprint = (input: PlanCheckoutInput) =>
  crypto
    .createHash('sha256')
    .update(JSON.stringify([input.planId, input.businessId, input.promoCode ?? null, input.useWallet]))
    .digest('hex');

/** Counts the promo code's use if it still has one for this member; the row lock serialises racing checkouts. */
async function takePromoUse(trx: Knex.Transaction, promoId: number, userId: number, now: Date) {
  const [taken] = await trx('promo_codes')
    .where({ id: promoId, status: 1 })
    .where('starts_at', '<=', now)
    .where((q) => void q.whereNull('ends_at').orWhere('ends_at', '>', now))
    .where((q) => void q.whereNull('max_uses').orWhere('uses', '<', trx.ref('max_uses')))
    .increment('uses', 1)
    .returning(['id', 'max_uses_per_user']);
  if (!taken) {
    const row = await trx('promo_codes').where({ id: promoId }).first();
    throw refusal(promoRefusal(row as PromoRow, now, 0) ?? 'PROMO_USED_UP', {}, ['promoCode']);
  }
  if (taken.max_uses_per_user !== null && (await promoUsesBy(trx, promoId, userId)) >= Number(taken.max_uses_per_user))
    throw refusal('PROMO_USED_BY_YOU', {}, ['promoCode']);
}

/** POST /api/checkout/orders: the plan's order (see checkoutOrder.ts for the rest). */
export const planOrder: CheckoutKind<PlanCheckoutInput> = (input, call) => ({
  fingerprint: fingerprint(input),
  draft: (trx, now) => planDraft(trx, call, input, now),
});

/** The plan's order: its price now (promo code, referral discount, GST, wallet), the promo use counted. */
async function planDraft(trx: Knex.Transaction, call: SignedInCall, input: PlanCheckoutInput, now: Date): Promise<OrderDraft> {
  const userId = call.who.userId;
  const facts = await loadFacts(trx, userId, input, now);
  const promo = input.promoCode ? await usablePromo(trx, input.promoCode, userId, now) : null;
  const pricing = price(facts, input, promo ? promoTermsOf(promo) : null);
  if (promo && pricing.promoDiscountPaise === 0) throw refusal('PROMO_NO_DISCOUNT', {}, ['promoCode']);
  if (promo) await takePromoUse(trx, promo.id, userId, now);
  const period = planPeriod(now, { value: facts.version.duration_value, unit: facts.version.duration_unit }, facts.currentEndsAt);
  return {
    purpose: period.renewal ? 'renewal' : 'subscription',
    businessId: facts.business.id,
    planVersionId: facts.version.id,
    amountPaise: pricing.amountPaise,
    discountPaise: pricing.discountPaise,
    taxPaise: pricing.split.taxPaise,
    totalPaise: pricing.totalPaise,
    walletAppliedPaise: pricing.walletAppliedPaise,
    promoCodeId: promo?.id ?? null,
    note: promo ? `Promo code ${promo.code}` : undefined,
    afterInsert: promo
      ? async (orderId) => {
          await trx('promo_code_redemptions').insert({
            promo_code_id: promo.id,
            user_id: userId,
            order_id: orderId,
            discount_amount: fromPaise(pricing.promoDiscountPaise),
          });
        }
      : undefined,
  };
}
