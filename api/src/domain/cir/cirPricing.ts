/**
 * What generating a credit information report costs (issue 11 §2), shared by the wallet's path
 * (POST /api/cir/reports, cirReportService) and the checkout's (POST /api/cir/checkout,
 * cirCheckoutService), and told by GET /api/cir/quote:
 *  - a GSTIN of a business whose control the member proved (that exact GSTIN, not the PAN's other
 *    registrations) is free ('own_business');
 *  - otherwise the entitlements module decides for the business the enquiry is made from: a free
 *    CIR of its plan, else the plan's CIR fee + GST; no plan (or an ended one) is refused.
 */
import type { Knex } from 'knex';
import type { SignedInCall } from '../../callContext';
import { type CirGenerateInput, type CirPurpose, type CirQuote } from '../../contracts/cir';
import { reason, refusal } from '../errors';
import { formatPaise, fromPaise, toPaise } from '../../validation/money';
import { controlledBusiness } from '../businesses';
import { loadEntitlementFacts, entitlement } from '../membership';
import { priceService, type ServicePrice } from '../payments';

type Db = Knex | Knex.Transaction;

export interface EnquiringBusiness {
  id: number;
  user_id: number;
  gstin: string;
}

/** The business the enquiry is made from: one of the caller's (another's: 404), active. */
async function enquiringBusiness(db: Db, businessId: number, userId: number): Promise<EnquiringBusiness> {
  const b = await db('businesses').where({ id: businessId }).first('id', 'user_id', 'gstin', 'status');
  if (!b || Number(b.user_id) !== userId) throw refusal('BUSINESS_NOT_YOURS', {});
  if (Number(b.status) !== 1) throw refusal('CIR_BUSINESS_INACTIVE', {}, { business_id: reason('CIR_CHOOSE_BUSINESS', {}) });
  return { id: Number(b.id), user_id: Number(b.user_id), gstin: String(b.gstin) };
}

/**
 * The report is on the member's own business: they proved control of an active business with exactly
 * this GSTIN (domain/businesses/businessControl.ts). Another GSTIN of the same PAN is not "own".
 */
async function ownsGstin(db: Db, userId: number, gstin: string): Promise<boolean> {
  return (await controlledBusiness(db, userId, gstin)) !== undefined;
}

export type CirBasis = 'own_business' | 'free_quota' | 'plan_fee';
type Allowed = { allowed: true; basis: CirBasis; charge: ServicePrice; planVersionId: number | null };
type Price = Allowed | { allowed: false; reason: string; message: string; freeTrialAvailable: boolean };

const FREE: ServicePrice = { feePaise: 0, gstPaise: 0, totalPaise: 0 };

async function priceOf(db: Db, business: EnquiringBusiness, own: boolean, now: Date): Promise<Price> {
  if (own) return { allowed: true, basis: 'own_business', charge: FREE, planVersionId: null };
  const facts = await loadEntitlementFacts(db, business, now);
  const e = entitlement('cir', facts);
  if (!e.allowed) return { allowed: false, reason: e.reason, message: e.message, freeTrialAvailable: e.freeTrialAvailable };
  const charge = await priceService(db, business.gstin, e.pricePaise, facts.gstPercent);
  return { allowed: true, basis: e.basis, charge, planVersionId: facts.planVersionId };
}

/** The terms of one enquiry as a request asks for it, checked: who pays what, and the purpose stored. */
export interface CirTerms extends Allowed {
  business: EnquiringBusiness;
  own: boolean;
  /** 'own_business' for one's own proven GSTIN whatever was sent. */
  purpose: CirPurpose;
}

/**
 * The terms of a generate (or checkout) request now: another member's business 404, an inactive one
 * 400, 'own_business' on a GSTIN not one's own proven business 400, no plan or an ended one 402 ("Nothing was
 * charged"). Pass the transaction that will charge, so the price holds for it.
 */
export async function cirTerms(db: Db, userId: number, input: CirGenerateInput, now: Date): Promise<CirTerms> {
  const business = await enquiringBusiness(db, input.business_id, userId);
  const own = await ownsGstin(db, userId, input.gstin);
  if (!own && input.purpose === 'own_business') throw refusal('CIR_NOT_OWN_BUSINESS', {}, { purpose: reason('CIR_CHOOSE_PURPOSE', {}) });
  const price = await priceOf(db, business, own, now);
  if (!price.allowed)
    throw refusal(price.reason === 'plan_expired' ? 'CIR_PLAN_ENDED' : 'CIR_PLAN_NEEDED', {}, undefined, {
      details: { reason: price.reason, free_trial_available: price.freeTrialAvailable },
    });
  return { ...price, business, own, purpose: own ? 'own_business' : input.purpose };
}

const QUOTE_BASIS = { own_business: 'own_business', free_quota: 'plan_free_cir', plan_fee: 'plan_fee' } as const;

/** GET /api/cir/quote: what generating a report on `gstin` from `business_id` costs now. */
export async function cirQuote(db: Knex, call: SignedInCall, input: CirGenerateInput): Promise<CirQuote> {
  const userId = call.who.userId;
  const business = await enquiringBusiness(db, input.business_id, userId);
  const own = await ownsGstin(db, userId, input.gstin);
  const price = await priceOf(db, business, own, new Date());
  const wallet = await db('users').where({ id: userId }).first('wallet_balance');
  const walletBalance = String(wallet?.wallet_balance ?? '0.00');
  if (!price.allowed)
    return {
      allowed: false,
      basis: price.reason,
      fee: '0.00',
      gst: '0.00',
      total: '0.00',
      wallet_balance: walletBalance,
      checkout: false,
      payable: '0.00',
      message: price.message,
    };
  const { charge } = price;
  const short = charge.totalPaise - toPaise(walletBalance);
  // Only the plan's fee is ever paid through the gateway: the wallet pays first, the gateway the rest.
  const checkout = short > 0 && price.basis === 'plan_fee';
  return {
    allowed: short <= 0,
    basis: short <= 0 ? QUOTE_BASIS[price.basis] : 'wallet_short',
    fee: fromPaise(charge.feePaise),
    gst: fromPaise(charge.gstPaise),
    total: fromPaise(charge.totalPaise),
    wallet_balance: walletBalance,
    checkout,
    payable: fromPaise(checkout ? short : 0),
    message:
      price.basis === 'own_business'
        ? 'A report on your own business is free.'
        : price.basis === 'free_quota'
          ? 'This report is one of the free CIRs of your plan.'
          : short > 0
            ? `A report costs ${formatPaise(charge.totalPaise)} (${formatPaise(charge.feePaise)} + GST). Add ${formatPaise(short)} to your wallet to generate it, or pay ${formatPaise(short)} now.`
            : `A report costs ${formatPaise(charge.totalPaise)} (${formatPaise(charge.feePaise)} + GST), paid from your wallet.`,
  };
}
