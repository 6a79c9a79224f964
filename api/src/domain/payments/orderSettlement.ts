/**
 * What happens when the gateway's word about an order arrives (issue 9 §2, §4) — from a webhook,
 * from the browser's return confirmed with the gateway, from reconciliation, or at once when the
 * wallet paid everything. One transaction, the order row locked first, so five deliveries of one
 * webhook make one payment, one journal, one subscription and one invoice:
 *
 * - paid, order pending   → payment row, order paid, an order event, and what the order's purpose
 *                           delivers (its OrderDelivery, orderDelivery.ts: a plan's period, a credit
 *                           report, money for the wallet…): a supply gets the ledger journal of the sale
 *                           and the GST invoice around its delivery; if a delivery that may fail does,
 *                           none of that stands: the money goes to the member's wallet and the order
 *                           fails, saying so; a credit (a wallet top-up) books its own journal, no invoice;
 * - paid, order paid      → nothing for a replay (the same gateway payment id); a DISTINCT captured
 *                           payment (a second payment on one checkout) goes to the member's wallet
 *                           with its own journal, an order event and a reconciliation finding
 *                           (issue 18 #4): the ledger books every rupee the gateway captured;
 * - paid, order closed    → the money came after we gave up on the order (a late gateway payment):
 *                           it goes to the member's wallet, nothing is lost or sold twice (a finding);
 * - paid, another amount  → a captured payment of another amount: to the wallet, the order stays open;
 * - failed, order pending → order failed, wallet hold and promo use released;
 * - failed, order paid    → ignored (the order's payment stands; events can arrive out of order).
 */
import type { Knex } from 'knex';
import type { CallContext } from '../../callContext';
import { fromPaise, toPaise } from '../../validation/money';
import { orderInvoiceToIssue } from '../invoices';
import { postJournal } from '../walletLedger';
import { recordFinding } from './reconciliationFindings';
import { deliveryOf, type OrderDeliveries, type OrderDelivery, type PaidOrder, type SupplyDelivery } from './orderDelivery';
import { latePaymentEntries, paidEntries, releaseEntries } from './orderPostings';

export type OrderEventSource = 'checkout' | 'wallet' | 'webhook' | 'return' | 'reconciliation' | 'staff';

export type Outcome =
  | { status: 'paid'; gateway: string; paymentId: string | null; amountPaise: number; payload?: unknown }
  /** cancel: we closed it (abandoned, staff) rather than the gateway reporting a failed payment. */
  | { status: 'failed'; reason: string; cancel?: boolean; payload?: unknown };

export interface OrderEventInput {
  orderId: number;
  from: string | null;
  to: string;
  source: OrderEventSource;
  note?: string;
  detail?: unknown;
  actorId?: number | null;
}

export async function recordOrderEvent(trx: Knex.Transaction | Knex, e: OrderEventInput) {
  await trx('order_events').insert({
    order_id: e.orderId,
    from_status: e.from,
    to_status: e.to,
    source: e.source,
    note: e.note?.slice(0, 300) ?? null,
    detail: e.detail === undefined ? null : JSON.stringify(e.detail),
    actor_id: e.actorId ?? null,
  });
}

interface OrderRow extends PaidOrder {
  status: string;
  tax: string;
  wallet_amount: string;
  promo_code_id: number | null;
  gateway: string | null;
}

/** What settling needs: the database and what each purpose delivers (AppContext.orderDeliveries). */
export interface SettlementDeps {
  db: Knex | Knex.Transaction;
  deliveries: OrderDeliveries;
}

const amountsOf = (o: OrderRow) => ({
  amountPaise: toPaise(o.amount),
  discountPaise: toPaise(o.discount),
  taxPaise: toPaise(o.tax),
  totalPaise: toPaise(o.total),
  walletPaise: toPaise(o.wallet_amount),
});

export type SettleResult = { changed: boolean; status: string };

export async function settleOrder(
  { db, deliveries }: SettlementDeps,
  call: CallContext,
  orderId: number,
  outcome: Outcome,
  source: OrderEventSource,
): Promise<SettleResult> {
  return db.transaction(async (trx) => {
    const order = (await trx('orders').where({ id: orderId }).forUpdate().first()) as OrderRow | undefined;
    if (!order) throw new Error(`Order ${orderId} does not exist.`);
    const actorId = call.who?.userId ?? null;
    if (outcome.status === 'failed') return failOrder(trx, call, order, outcome, source, actorId);

    const payablePaise = toPaise(order.total) - toPaise(order.wallet_amount);
    const takes = await paymentTheOrderTakes(trx, order, outcome, payablePaise);
    if (outcome.paymentId) {
      // One row per gateway payment, whatever replays the gateway sends: a known payment changes nothing.
      const inserted = await trx('payments')
        .insert({
          order_id: order.id,
          gateway: outcome.gateway,
          gateway_payment_id: outcome.paymentId,
          amount: fromPaise(outcome.amountPaise),
          status: 'success',
          applied_to: takes === 'wallet' ? 'wallet' : 'order',
          payload: outcome.payload === undefined ? null : JSON.stringify(outcome.payload),
        })
        .onConflict('gateway_payment_id')
        .ignore()
        .returning('id');
      if (inserted.length === 0) return { changed: false, status: order.status };
      if (takes === 'wallet') return creditUntakenPayment(trx, call, order, outcome, payablePaise, source, actorId);
      if (takes === 'attach') return { changed: false, status: order.status };
    } else if (order.status === 'pending' && outcome.amountPaise !== payablePaise) {
      // No payment to credit: never mark paid on an amount we did not ask for; staff see it on the timeline.
      await recordOrderEvent(trx, {
        orderId: order.id,
        from: order.status,
        to: order.status,
        source,
        note: `The gateway reports ${fromPaise(outcome.amountPaise)} paid, but the order asked for ${fromPaise(payablePaise)}.`,
        detail: outcome.payload,
        actorId,
      });
      return { changed: false, status: order.status };
    }
    if (order.status === 'paid') return { changed: false, status: order.status };
    if (order.status !== 'pending') return acceptLatePayment(trx, call, order, outcome, source, actorId);
    const delivery = deliveryOf(deliveries, order.purpose);
    const undelivered = delivery.kind === 'supply' ? delivery.ifUndelivered : undefined;
    if (!undelivered) {
      await markPaid(trx, call, order, delivery, source, actorId, outcome.payload);
      return { changed: true, status: 'paid' };
    }
    // Delivered with its payment; if it cannot be, the payment buys nothing (savepoint).
    try {
      await trx.transaction((inner) => markPaid(inner, call, order, delivery, source, actorId, outcome.payload));
      return { changed: true, status: 'paid' };
    } catch (err) {
      return refundUndelivered(trx, call, order, outcome, source, actorId, err, undelivered);
    }
  });
}

async function markPaid(
  trx: Knex.Transaction,
  call: CallContext,
  order: OrderRow,
  delivery: OrderDelivery,
  source: OrderEventSource,
  actorId: number | null,
  payload: unknown,
) {
  const now = new Date();
  await trx('orders').where({ id: order.id }).update({ status: 'paid', paid_at: now, closed_at: now, updated_at: now });
  const paidEvent = { orderId: order.id, from: 'pending', to: 'paid', source, detail: payload, actorId };
  if (delivery.kind === 'credit') {
    await delivery.deliver({ trx, call, order, now });
    await recordOrderEvent(trx, paidEvent);
    return;
  }
  const amounts = amountsOf(order);
  const journal =
    amounts.totalPaise > 0 || amounts.discountPaise > 0
      ? await postJournal(trx, call, {
          idempotencyKey: `order:${order.id}:paid`,
          kind: 'payment',
          memberId: order.user_id,
          reference: { type: 'order', id: String(order.id) },
          narration: `Payment for order ${order.order_number}`,
          entries: paidEntries(amounts),
        })
      : null;
  await recordOrderEvent(trx, paidEvent);
  await deliverSupply(trx, call, order, delivery, journal?.id ?? null, now);
}

/**
 * A supply's delivery with its GST invoice ready, then the invoice, last (the year's number counter
 * is held from then to the commit) — unless the delivery issued it to refer to its number.
 */
async function deliverSupply(
  trx: Knex.Transaction,
  call: CallContext,
  order: OrderRow,
  delivery: SupplyDelivery,
  journalId: number | null,
  now: Date,
) {
  const invoice = await orderInvoiceToIssue(trx, order.id, now);
  let issued: Promise<{ invoiceNumber: string }> | undefined;
  const issue = () => (issued ??= invoice.issue().then((i) => ({ invoiceNumber: i.invoice.invoice_number })));
  await delivery.deliver?.({ trx, call, order, now, journalId, invoice: { invoiceId: invoice.invoiceId, issue } });
  await issue();
}

/**
 * Puts a gateway payment for an order that did not (or no longer could) take it into the member's
 * wallet, once per payment (the journal's key), and counts it on the order (wallet_credit).
 * False when that payment was credited before.
 */
async function creditPaymentToWallet(
  trx: Knex.Transaction,
  call: CallContext,
  order: OrderRow,
  outcome: Extract<Outcome, { status: 'paid' }>,
  narration: string,
): Promise<boolean> {
  const key = `order:${order.id}:late:${outcome.paymentId ?? 'none'}`;
  if (await trx('wallet_journal').where({ idempotency_key: key }).first('id')) return false;
  if (outcome.amountPaise > 0) {
    await postJournal(trx, call, {
      idempotencyKey: key,
      kind: 'refund',
      memberId: order.user_id,
      reference: { type: 'order', id: String(order.id) },
      narration,
      entries: latePaymentEntries(order.user_id, outcome.amountPaise),
    });
    await trx('orders')
      .where({ id: order.id })
      .update({ wallet_credit: trx.raw('wallet_credit + ?', [fromPaise(outcome.amountPaise)]), updated_at: new Date() });
  }
  return true;
}

/**
 * What a captured gateway payment does to its order:
 * - 'order':  the open order takes it (it is what the order asks of the gateway);
 * - 'attach': the order was marked paid on the gateway's word without the payment's id (a status
 *             answer naming no payment): this payment of that amount is that one, nothing more to book;
 * - 'wallet': the order cannot take it — paid already by another payment, closed, or another amount —
 *             so it goes to the member's wallet with its own journal and a finding for staff.
 */
async function paymentTheOrderTakes(
  trx: Knex.Transaction,
  order: OrderRow,
  outcome: Extract<Outcome, { status: 'paid' }>,
  payablePaise: number,
): Promise<'order' | 'attach' | 'wallet'> {
  if (order.status === 'pending') return outcome.amountPaise === payablePaise ? 'order' : 'wallet';
  if (order.status !== 'paid' || payablePaise === 0 || outcome.amountPaise !== payablePaise) return 'wallet';
  const applied = await trx('payments').where({ order_id: order.id, applied_to: 'order', status: 'success' }).first('id');
  return applied ? 'wallet' : 'attach';
}

/** A captured payment the order cannot take (paymentTheOrderTakes → 'wallet'): to the wallet, on the timeline, a finding. */
async function creditUntakenPayment(
  trx: Knex.Transaction,
  call: CallContext,
  order: OrderRow,
  outcome: Extract<Outcome, { status: 'paid' }>,
  payablePaise: number,
  source: OrderEventSource,
  actorId: number | null,
): Promise<SettleResult> {
  const paid = fromPaise(outcome.amountPaise);
  const kind = order.status === 'pending' ? 'wrong_amount' : 'late_payment';
  const narration =
    kind === 'wrong_amount'
      ? `Payment of another amount for order ${order.order_number} added to your wallet`
      : order.status === 'paid'
        ? `Second payment for order ${order.order_number} added to your wallet`
        : `Payment for closed order ${order.order_number} added to your wallet`;
  await creditPaymentToWallet(trx, call, order, outcome, narration);
  const note =
    kind === 'wrong_amount'
      ? `The gateway captured ${paid}, but the order asked for ${fromPaise(payablePaise)}: it was added to the member's wallet and the order stays open.`
      : order.status === 'paid'
        ? `A second payment of ${paid} (${outcome.paymentId}) arrived for this order, already paid: it was added to the member's wallet.`
        : `A payment of ${paid} arrived after the order was ${order.status}; it was added to the member's wallet.`;
  await recordOrderEvent(trx, { orderId: order.id, from: order.status, to: order.status, source, note, detail: outcome.payload, actorId });
  await recordFinding(trx, {
    kind,
    gateway: outcome.gateway,
    gatewayPaymentId: outcome.paymentId!,
    orderId: order.id,
    gatewayPaise: outcome.amountPaise,
    ledgerPaise: outcome.amountPaise,
    note,
    detail: outcome.payload,
  });
  return { changed: true, status: order.status };
}

async function acceptLatePayment(
  trx: Knex.Transaction,
  call: CallContext,
  order: OrderRow,
  outcome: Extract<Outcome, { status: 'paid' }>,
  source: OrderEventSource,
  actorId: number | null,
): Promise<SettleResult> {
  const narration = `Payment for closed order ${order.order_number} added to your wallet`;
  if (!(await creditPaymentToWallet(trx, call, order, outcome, narration))) return { changed: false, status: order.status };
  await recordOrderEvent(trx, {
    orderId: order.id,
    from: order.status,
    to: order.status,
    source,
    note: `A payment of ${fromPaise(outcome.amountPaise)} arrived after the order was ${order.status}; it was added to the member's wallet.`,
    detail: outcome.payload,
    actorId,
  });
  return { changed: true, status: order.status };
}

/**
 * An order was paid but what it buys could not be delivered (the savepoint of markPaid rolled back: no
 * journal, invoice or delivery stands). Never charged without a delivery, never lost: the order
 * fails, its wallet hold is released and the gateway's payment goes to the member's wallet; the
 * order's event says so (the delivery's note), with the cause for staff.
 */
async function refundUndelivered(
  trx: Knex.Transaction,
  call: CallContext,
  order: OrderRow,
  outcome: Extract<Outcome, { status: 'paid' }>,
  source: OrderEventSource,
  actorId: number | null,
  err: unknown,
  undelivered: NonNullable<SupplyDelivery['ifUndelivered']>,
): Promise<SettleResult> {
  await closeOpenOrder(trx, call, order, 'failed', {
    source,
    actorId,
    note: undelivered.note(fromPaise(outcome.amountPaise)),
    detail: { error: (err instanceof Error ? err.message : String(err)).slice(0, 500), payment: outcome.payload ?? null },
  });
  if (outcome.paymentId)
    await trx('payments').where({ gateway_payment_id: outcome.paymentId }).update({ applied_to: 'wallet', updated_at: new Date() });
  await creditPaymentToWallet(trx, call, order, outcome, undelivered.narration(order.order_number));
  return { changed: true, status: 'failed' };
}

/** Fails (or, from reconciliation of an abandoned checkout, cancels) a pending order and gives back what it held. */
async function failOrder(
  trx: Knex.Transaction,
  call: CallContext,
  order: OrderRow,
  outcome: Extract<Outcome, { status: 'failed' }>,
  source: OrderEventSource,
  actorId: number | null,
): Promise<SettleResult> {
  if (order.status !== 'pending') {
    await recordOrderEvent(trx, {
      orderId: order.id,
      from: order.status,
      to: order.status,
      source,
      note: `Ignored: the gateway reported a failure after the order was ${order.status}.`,
      detail: outcome.payload,
      actorId,
    });
    return { changed: false, status: order.status };
  }
  const to = outcome.cancel ? 'cancelled' : 'failed';
  await closeOpenOrder(trx, call, order, to, { source, actorId, note: outcome.reason, detail: outcome.payload });
  return { changed: true, status: to };
}

/** Closes a pending order unpaid: its status, the wallet hold and the promo use given back, the event. */
async function closeOpenOrder(
  trx: Knex.Transaction,
  call: CallContext,
  order: OrderRow,
  to: 'failed' | 'cancelled',
  event: { source: OrderEventSource; actorId: number | null; note: string; detail: unknown },
) {
  const now = new Date();
  await trx('orders').where({ id: order.id }).update({ status: to, closed_at: now, updated_at: now });
  const walletPaise = toPaise(order.wallet_amount);
  if (walletPaise > 0) {
    await postJournal(trx, call, {
      idempotencyKey: `order:${order.id}:release`,
      kind: 'refund',
      memberId: order.user_id,
      reference: { type: 'order', id: String(order.id) },
      narration: `Wallet amount returned: order ${order.order_number} was not paid`,
      entries: releaseEntries(order.user_id, walletPaise),
    });
  }
  if (order.promo_code_id) {
    const released = await trx('promo_code_redemptions').where({ promo_code_id: order.promo_code_id, order_id: order.id }).del();
    if (released > 0) await trx('promo_codes').where({ id: order.promo_code_id }).decrement('uses', 1);
  }
  await recordOrderEvent(trx, { orderId: order.id, from: 'pending', to, ...event });
}
