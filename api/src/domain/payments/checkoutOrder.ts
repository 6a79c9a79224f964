/**
 * Placing an order through the gateway's checkout (issue 9 §2), whatever it pays for: a membership
 * plan (checkoutService), a credit report (cir/cirCheckoutService), money for the wallet
 * (walletTopUpService). Each kind prices and checks its order (an OrderDraft); this module does the
 * rest the same way for all:
 *
 * one transaction locks the member's row, asks the kind for its draft, writes the order under its
 * Idempotency-Key (a racing retry with the same key undoes its own attempt and answers the first
 * order), holds the wallet part in the ledger (user_wallet → checkout_held) and records the order's
 * first event; then, outside the transaction (no connection is held while the gateway answers),
 * opens the gateway's hosted checkout. A retry with the same key answers the first order — and opens
 * its checkout if the first attempt could not; another body under the key is 409. When the wallet
 * pays everything the order is settled in the same request, without a gateway.
 */
import type { Knex } from 'knex';
import type { PaymentGateway } from '../../adapters/paymentGateway/paymentGateway';
import type { CallContext, SignedInCall } from '../../callContext';
import { CHECKOUT_MESSAGES, type PlacedOrder } from '../../contracts/checkout';
import { refusal } from '../errors';
import { checkoutHoldMinutes, MAX_OPEN_ORDERS } from './checkoutHold';
import { sameRequestOrConflict } from '../../db/idempotentRequest';
import { fromPaise, toPaise } from '../../validation/money';
import { postJournal } from '../walletLedger';
import { holdEntries } from './orderPostings';
import { deliveryOf, type OrderDeliveries, type OrderPurpose } from './orderDelivery';
import { orderView } from './orderView';
import { recordOrderEvent, settleOrder } from './orderSettlement';

export interface CheckoutDeps {
  db: Knex;
  gateway: PaymentGateway;
  /** What each purpose delivers once paid (AppContext.orderDeliveries). */
  deliveries: OrderDeliveries;
}

export interface PlaceOrderOptions {
  /** Where the gateway sends the browser back, given the order id (our /payment-pending?order=…). */
  returnUrl: (orderId: number) => string;
}

/** What one kind of order writes: its own columns, priced in paise. */
export interface OrderDraft {
  purpose: OrderPurpose;
  businessId: number | null;
  /** A plan bought, or the plan whose GST rate a service's invoice uses. */
  planVersionId: number | null;
  amountPaise: number;
  discountPaise: number;
  taxPaise: number;
  totalPaise: number;
  /** What the wallet pays (held while the order is open); the gateway collects the rest. */
  walletAppliedPaise: number;
  promoCodeId?: number | null;
  /** What a service order delivers once paid, as asked (orders.request). */
  request?: unknown;
  /** The order's first event's note. */
  note?: string;
  /** Written once the order row exists, in its transaction (a promo code's redemption). */
  afterInsert?: (orderId: number) => Promise<void>;
}

export interface OrderKind {
  /** What makes a retry under the same key the same order (sha256 hex of the parsed request). */
  fingerprint: string;
  /** Inside the order's transaction, after the member's row is locked: checks and prices the order. */
  draft: (trx: Knex.Transaction, now: Date) => Promise<OrderDraft>;
}

/** One kind of order (a plan, a credit report, a top-up): its parsed request and the caller → what the order is. */
export type CheckoutKind<I> = (input: I, call: SignedInCall) => OrderKind;

/** A new order's id and number ('ORD-2611-000123'), taken from the orders sequence in `trx`. */
export async function newOrderNumber(trx: Knex.Transaction, now: Date): Promise<{ id: number; orderNumber: string }> {
  const { rows } = await trx.raw(`SELECT nextval(pg_get_serial_sequence('orders', 'id')) AS id`);
  const id = Number(rows[0].id);
  const yymm = now.toISOString().slice(2, 7).replace('-', '');
  return { id, orderNumber: `ORD-${yymm}-${String(id).padStart(6, '0')}` };
}

class ReplayOrder extends Error {}
/** The member has this order open already (same request): it is answered instead of a new one. */
class OpenOrder extends Error {
  constructor(readonly orderId: number) {
    super('open order');
  }
}

async function existingOrder(db: Knex, storedKey: string, hash: string) {
  const row = await db('orders').where({ idempotency_key: storedKey }).first('id', 'request_hash');
  if (!row) return null;
  sameRequestOrConflict(row.request_hash, hash, 'order');
  return Number(row.id);
}

/** Places an order of `kind` (see the module's comment); `created` false: a retry answered with the first order. */
export async function placeCheckoutOrder(
  deps: CheckoutDeps,
  call: SignedInCall,
  key: string,
  kind: OrderKind,
  opts: PlaceOrderOptions,
): Promise<{ created: boolean; placed: PlacedOrder }> {
  const storedKey = `${call.who.userId}:${key}`;
  const { db } = deps;

  let orderId = await existingOrder(db, storedKey, kind.fingerprint);
  let created = false;
  if (orderId === null) {
    try {
      orderId = await db.transaction((trx) => writeOrder(trx, call, kind, storedKey));
      created = true;
    } catch (err) {
      if (err instanceof OpenOrder) return { created: false, placed: await nextStep(deps, call, err.orderId, opts) };
      if (!(err instanceof ReplayOrder)) throw err;
      orderId = await existingOrder(db, storedKey, kind.fingerprint);
      if (orderId === null) throw err;
    }
    const order = await db('orders').where({ id: orderId }).first('wallet_amount', 'total', 'status');
    if (created && order.status === 'pending' && toPaise(order.total) === toPaise(order.wallet_amount))
      await settleOrder(deps, call, orderId, { status: 'paid', gateway: 'wallet', paymentId: null, amountPaise: 0 }, 'wallet');
  }
  return { created, placed: await nextStep(deps, call, orderId!, opts) };
}

async function writeOrder(trx: Knex.Transaction, call: SignedInCall, kind: OrderKind, storedKey: string): Promise<number> {
  const userId = call.who.userId;
  const now = new Date();
  // The member's row first: it orders this checkout after any other money movement of theirs.
  await trx('users').where({ id: userId }).forNoKeyUpdate().first('id');
  await checkOpenOrders(trx, userId, kind.fingerprint, now);
  const draft = await kind.draft(trx, now);
  const { id, orderNumber } = await newOrderNumber(trx, now);
  const inserted = await trx('orders')
    .insert({
      id,
      order_number: orderNumber,
      user_id: userId,
      business_id: draft.businessId,
      purpose: draft.purpose,
      plan_version_id: draft.planVersionId,
      amount: fromPaise(draft.amountPaise),
      discount: fromPaise(draft.discountPaise),
      tax: fromPaise(draft.taxPaise),
      total: fromPaise(draft.totalPaise),
      wallet_amount: fromPaise(draft.walletAppliedPaise),
      status: 'pending',
      promo_code_id: draft.promoCodeId ?? null,
      request: draft.request === undefined ? null : JSON.stringify(draft.request),
      idempotency_key: storedKey,
      request_hash: kind.fingerprint,
    })
    .onConflict('idempotency_key')
    .ignore()
    .returning('id');
  // A racing retry with the same key committed first: undo this attempt (a promo use) and answer that order.
  if (inserted.length === 0) throw new ReplayOrder();
  await draft.afterInsert?.(id);
  if (draft.walletAppliedPaise > 0)
    await postJournal(trx, call, {
      idempotencyKey: `order:${id}:hold`,
      kind: 'debit',
      memberId: userId,
      reference: { type: 'order', id: String(id) },
      narration: `Held for order ${orderNumber}`,
      entries: holdEntries(userId, draft.walletAppliedPaise),
    });
  await recordOrderEvent(trx, { orderId: id, from: null, to: 'pending', source: 'checkout', note: draft.note, actorId: userId });
  return id;
}

/**
 * Under the member's row lock (so concurrent checkouts count one after another): the same order open
 * already is answered again (OpenOrder); beyond MAX_OPEN_ORDERS open orders a new one is refused (409).
 * Open: pending and younger than the checkout hold (older ones are being cancelled by the job).
 */
async function checkOpenOrders(trx: Knex.Transaction, userId: number, fingerprint: string, now: Date) {
  const since = new Date(now.getTime() - (await checkoutHoldMinutes(trx)) * 60_000);
  const open = await trx('orders')
    .where({ user_id: userId, status: 'pending' })
    .where('created_at', '>', since)
    .orderBy('id')
    .select('id', 'request_hash');
  const same = open.find((o) => o.request_hash === fingerprint);
  if (same) throw new OpenOrder(Number(same.id));
  if (open.length >= MAX_OPEN_ORDERS) throw refusal('ORDERS_TOO_MANY_OPEN', {}, ['order']);
}

/** What the gateway shows the payer: what the order buys (its delivery names it) and the business it is for. */
async function orderDescription(
  { db, deliveries }: CheckoutDeps,
  order: { plan_version_id: number | null; business_id: number | null; order_number: string; purpose: string },
) {
  const what = await deliveryOf(deliveries, order.purpose).paymentLabel(db, order);
  const business = order.business_id ? await db('businesses').where({ id: order.business_id }).first('trade_name') : null;
  return [what, business?.trade_name].filter(Boolean).join(' — ');
}

/** Where the browser goes: the wallet paid it all, or the gateway's hosted page (opened now if it is not yet). */
async function nextStep(deps: CheckoutDeps, call: CallContext, orderId: number, opts: PlaceOrderOptions): Promise<PlacedOrder> {
  const { db, gateway } = deps;
  const order = await db('orders').where({ id: orderId }).first();
  const resultUrl = opts.returnUrl(orderId);
  if (order.status !== 'pending')
    return {
      message: CHECKOUT_MESSAGES.orderPlaced,
      order: await orderView(db, deps.deliveries, orderId),
      next: { kind: 'paid', redirectUrl: resultUrl },
    };
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
        description: await orderDescription(deps, order),
        expiresAt: new Date(new Date(order.created_at).getTime() + (await checkoutHoldMinutes(db)) * 60_000),
      });
    } catch {
      throw refusal('GATEWAY_NOT_ANSWERING', {});
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
    order: await orderView(db, deps.deliveries, orderId),
    next: { kind: 'gateway', redirectUrl: redirectUrl! },
  };
}
