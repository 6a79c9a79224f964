/**
 * What happens when the gateway's word about an order arrives (issue 9 §2, §4) — from a webhook,
 * from the browser's return confirmed with the gateway, from reconciliation, or at once when the
 * wallet paid everything. One transaction, the order row locked first, so five deliveries of one
 * webhook make one payment, one journal, one subscription and one invoice:
 *
 * - paid, order pending   → payment row, order paid, the ledger journal and an order event, and
 *                           what the order bought: a plan → the plan period (subscription), the GST
 *                           invoice, the referral cashback, the partner's commission; a credit report
 *                           ('cir') → the GST invoice and the report itself (cirOrderDelivery) — if the
 *                           report cannot be made, none of that stands: the money goes to the member's
 *                           wallet and the order fails, saying so; a wallet top-up → the wallet credited
 *                           (no GST invoice: a top-up is not a supply; the invoice comes when a service
 *                           is charged from the wallet);
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
import { orderInvoiceToIssue, rateBasisPoints } from '../invoices';
import { postJournal } from '../walletLedger';
import { recordFinding } from './reconciliationFindings';
import { deliverCirOrder } from '../cir';
import { cashbackEntries, latePaymentEntries, paidEntries, releaseEntries, topUpEntries } from './orderPostings';
import { percentOf } from './checkoutPricing';
import { commissionPaise } from './partnerCommission';
import { planPeriod, type DurationUnit } from './subscriptionPeriod';

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

interface OrderRow {
  id: number;
  order_number: string;
  user_id: number;
  business_id: number | null;
  plan_version_id: number | null;
  status: string;
  amount: string;
  discount: string;
  tax: string;
  total: string;
  wallet_amount: string;
  promo_code_id: number | null;
  gateway: string | null;
  purpose: string | null;
  request: unknown;
}

/** Orders that buy a membership plan (the rest buy a service or money for the wallet). */
const PLAN_PURPOSES = new Set(['subscription', 'renewal']);

const amountsOf = (o: OrderRow) => ({
  amountPaise: toPaise(o.amount),
  discountPaise: toPaise(o.discount),
  taxPaise: toPaise(o.tax),
  totalPaise: toPaise(o.total),
  walletPaise: toPaise(o.wallet_amount),
});

export type SettleResult = { changed: boolean; status: string };

export async function settleOrder(
  db: Knex | Knex.Transaction,
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
    if (order.purpose !== 'cir') {
      await markPaid(trx, call, order, source, actorId, outcome.payload);
      return { changed: true, status: 'paid' };
    }
    // A credit report is made with its payment; if it cannot be, the payment buys nothing (savepoint).
    try {
      await trx.transaction((inner) => markPaid(inner, call, order, source, actorId, outcome.payload));
      return { changed: true, status: 'paid' };
    } catch (err) {
      return refundUndelivered(trx, call, order, outcome, source, actorId, err);
    }
  });
}

async function markPaid(
  trx: Knex.Transaction,
  call: CallContext,
  order: OrderRow,
  source: OrderEventSource,
  actorId: number | null,
  payload: unknown,
) {
  const now = new Date();
  await trx('orders').where({ id: order.id }).update({ status: 'paid', paid_at: now, closed_at: now, updated_at: now });
  const amounts = amountsOf(order);
  if (order.purpose === 'wallet_topup') {
    await postJournal(trx, call, {
      idempotencyKey: `order:${order.id}:paid`,
      kind: 'topup',
      memberId: order.user_id,
      reference: { type: 'order', id: String(order.id) },
      narration: `Money added to your wallet: order ${order.order_number}`,
      entries: topUpEntries(order.user_id, amounts.totalPaise),
    });
  } else {
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
    if (PLAN_PURPOSES.has(order.purpose ?? '')) {
      await startPlanPeriod(trx, order, now);
      await creditReferralCashback(trx, call, order);
      await accruePartnerCommission(trx, call, order);
    }
    await recordOrderEvent(trx, { orderId: order.id, from: 'pending', to: 'paid', source, detail: payload, actorId });
    // The GST invoice last (the year's number counter is held from then to the commit): a credit report
    // refers to it by id and issues it after storing itself.
    const invoice = await orderInvoiceToIssue(trx, order.id, now);
    if (order.purpose === 'cir')
      await deliverCirOrder(
        trx,
        call,
        order,
        {
          orderId: order.id,
          invoiceId: invoice.invoiceId,
          journalId: journal?.id ?? null,
          issueInvoice: async () => ({ invoiceNumber: (await invoice.issue()).invoice.invoice_number }),
        },
        now,
      );
    else await invoice.issue();
    return;
  }
  await recordOrderEvent(trx, { orderId: order.id, from: 'pending', to: 'paid', source, detail: payload, actorId });
}

/** The subscription the order paid for; the business row is locked so two paid orders queue their periods. */
async function startPlanPeriod(trx: Knex.Transaction, order: OrderRow, now: Date) {
  if (!order.plan_version_id) return;
  const version = await trx('plan_versions').where({ id: order.plan_version_id }).first('duration_value', 'duration_unit');
  if (order.business_id) await trx('businesses').where({ id: order.business_id }).forNoKeyUpdate().first('id');
  const current = order.business_id
    ? await trx('subscriptions')
        .where({ business_id: order.business_id, status: 'active' })
        .where('ends_at', '>', now)
        .max({ ends_at: 'ends_at' })
        .first()
    : null;
  const period = planPeriod(now, { value: version.duration_value, unit: version.duration_unit as DurationUnit }, current?.ends_at ?? null);
  await trx('subscriptions').insert({
    user_id: order.user_id,
    business_id: order.business_id,
    plan_version_id: order.plan_version_id,
    starts_at: period.startsAt,
    ends_at: period.endsAt,
    status: 'active',
    order_id: order.id,
  });
}

/**
 * Referral cashback: on a referred member's first paid order, the referrer earns the plan's
 * referral cashback % of the taxable value, once (the referral row moves to 'rewarded' and
 * cashbacks is unique per user, kind and order).
 */
async function creditReferralCashback(trx: Knex.Transaction, call: CallContext, order: OrderRow) {
  const referral = await trx('referrals').where({ referred_user_id: order.user_id, status: 'registered' }).forUpdate().first();
  if (!referral || !order.plan_version_id) return;
  const earlier = await trx('orders').where({ user_id: order.user_id, status: 'paid' }).whereNot({ id: order.id }).first('id');
  if (earlier) return;
  const version = await trx('plan_versions').where({ id: order.plan_version_id }).first('referral_cashback_percent');
  const taxable = toPaise(order.amount) - toPaise(order.discount);
  const cashback = percentOf(taxable, rateBasisPoints(String(version.referral_cashback_percent)));
  if (cashback <= 0) return;
  const referrer = Number(referral.referrer_user_id);
  const journal = await postJournal(trx, call, {
    idempotencyKey: `order:${order.id}:referral-cashback`,
    kind: 'cashback',
    memberId: referrer,
    reference: { type: 'order', id: String(order.id) },
    narration: `Referral cashback for order ${order.order_number}`,
    entries: cashbackEntries(referrer, cashback),
  });
  await trx('cashbacks').insert({
    user_id: referrer,
    order_id: order.id,
    kind: 'referral',
    amount: fromPaise(cashback),
    status: 'credited',
    wallet_journal_id: journal.id,
  });
  await trx('referrals')
    .where({ id: referral.id })
    .update({ status: 'rewarded', cashback_amount: fromPaise(cashback), updated_at: new Date() });
}

/**
 * The commission of the partner who brought the member (users.affiliate_id), accrued as payable:
 * Dr commission_expense, Cr commission_payable; the commissions row (pending) is what staff approve
 * and pay out. Once per partner and order (unique).
 */
async function accruePartnerCommission(trx: Knex.Transaction, call: CallContext, order: OrderRow) {
  const member = await trx('users').where({ id: order.user_id }).first('affiliate_id');
  if (!member?.affiliate_id) return;
  const partner = await trx('partners')
    .where({ id: member.affiliate_id, status: 1 })
    .first('id', 'type', 'commission_type', 'commission_value');
  if (!partner) return;
  const rule = await trx('commission_rules')
    .where({ partner_type: partner.type, purpose: order.purpose ?? 'subscription', status: 1 })
    .first('commission_type', 'commission_value');
  const amount = commissionPaise(toPaise(order.amount) - toPaise(order.discount), rule ?? partner);
  if (amount <= 0) return;
  const [row] = await trx('commissions')
    .insert({ partner_id: partner.id, order_id: order.id, amount: fromPaise(amount), status: 'pending' })
    .onConflict(['partner_id', 'order_id'])
    .ignore()
    .returning('id');
  if (!row) return;
  await postJournal(trx, call, {
    idempotencyKey: `order:${order.id}:commission:${partner.id}`,
    kind: 'commission',
    reference: { type: 'order', id: String(order.id) },
    narration: `Commission to partner ${partner.id} on order ${order.order_number}`,
    entries: [
      { account: 'commission_expense', debit: amount },
      { account: 'commission_payable', credit: amount },
    ],
  });
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
 * A credit report's order was paid but the report could not be made (the savepoint of markPaid rolled
 * back: no journal, invoice or report stands). Never charged without a report, never lost: the order
 * fails, its wallet hold is released and the gateway's payment goes to the member's wallet; the
 * order's event says so, with the cause for staff.
 */
async function refundUndelivered(
  trx: Knex.Transaction,
  call: CallContext,
  order: OrderRow,
  outcome: Extract<Outcome, { status: 'paid' }>,
  source: OrderEventSource,
  actorId: number | null,
  err: unknown,
): Promise<SettleResult> {
  const paid = fromPaise(outcome.amountPaise);
  await closeOpenOrder(trx, call, order, 'failed', {
    source,
    actorId,
    note: `Paid, but the credit report could not be generated: the payment of ${paid} was added to the member's wallet and nothing was charged.`,
    detail: { error: (err instanceof Error ? err.message : String(err)).slice(0, 500), payment: outcome.payload ?? null },
  });
  if (outcome.paymentId)
    await trx('payments').where({ gateway_payment_id: outcome.paymentId }).update({ applied_to: 'wallet', updated_at: new Date() });
  await creditPaymentToWallet(
    trx,
    call,
    order,
    outcome,
    `Credit report could not be generated: payment for order ${order.order_number} added to your wallet`,
  );
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
