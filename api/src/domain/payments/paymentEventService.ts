/**
 * The gateway's word about orders (issue 9 §2): signed webhooks, the browser's return confirmed with
 * the gateway, and reconciliation of orders left open.
 *
 * A webhook is verified, then stored (payment_webhook_events, unique per gateway and event id: a
 * replay is a no-op) and committed before it is processed, so a crash between the two loses nothing:
 * the payment-events job processes what is stored and not yet processed. Processing takes the
 * event row with FOR UPDATE SKIP LOCKED, so two servers never process one event twice, and the
 * order itself is settled under its own row lock (orderSettlement.ts).
 */
import type { Knex } from 'knex';
import { WebhookRejected, type GatewayEvent, type GatewayStatus } from '../../adapters/paymentGateway/paymentGateway';
import { callAs, type CallContext, type SignedInCall } from '../../callContext';
import { refusal } from '../errors';
import { toPaise } from '../../validation/money';
import type { CheckoutDeps } from './checkoutOrder';
import { settleOrder, type OrderEventSource, type SettleResult, type SettlementDeps } from './orderSettlement';
import { orderView } from './orderView';
import { checkoutHoldMinutes } from './checkoutHold';

/** How many times a stored event is tried before it is left for staff (last_error says why). */
export const MAX_EVENT_ATTEMPTS = 10;
/**
 * An order still open this long after checkout is asked about; once its hold ends (checkout-hold-minutes,
 * checkoutHold.ts) it is cancelled, giving back its promo use and wallet hold.
 */
export const RECONCILE_AFTER_MINUTES = 15;

const SYSTEM = callAs(null);

export async function receiveWebhook(
  deps: CheckoutDeps,
  gatewayName: string,
  rawBody: unknown,
  headers: Record<string, string | string[] | undefined>,
  opts: { processNow: boolean },
): Promise<{ eventId: string; duplicate: boolean }> {
  const { db, gateway } = deps;
  if (gatewayName !== gateway.name) throw refusal('GATEWAY_UNKNOWN', {});
  if (!Buffer.isBuffer(rawBody) || rawBody.length === 0) throw refusal('WEBHOOK_NO_BODY', {});
  let event: GatewayEvent;
  try {
    event = gateway.verifyWebhook(rawBody, headers);
  } catch (err) {
    if (err instanceof WebhookRejected) throw refusal('WEBHOOK_REJECTED', { reason: err.message });
    throw err;
  }
  const [stored] = await db('payment_webhook_events')
    .insert({
      gateway: gateway.name,
      event_id: event.eventId,
      signature: null,
      payload: JSON.stringify({ event: event.payload, mapped: { ...event, payload: undefined } }),
      gateway_order_id: event.gatewayOrderId,
      occurred_at: event.occurredAt,
    })
    .onConflict(['gateway', 'event_id'])
    .ignore()
    .returning('id');
  if (stored && opts.processNow) await processEvent(deps, Number(stored.id));
  return { eventId: event.eventId, duplicate: !stored };
}

interface StoredMapped {
  status: GatewayEvent['status'];
  paymentId: string | null;
  amountPaise: number;
  closed: boolean;
  gatewayOrderId: string;
}

/** Processes one stored event, once; errors are recorded on the event and retried by the job. */
export async function processEvent(
  { db, deliveries }: SettlementDeps & { db: Knex },
  eventRowId: number,
): Promise<'processed' | 'busy' | 'done' | 'failed'> {
  const claimed = await db.transaction(async (trx) => {
    const row = await trx('payment_webhook_events').where({ id: eventRowId }).whereNull('processed_at').forUpdate().skipLocked().first();
    if (!row) return 'busy' as const;
    try {
      await trx.transaction(async (inner) => {
        const mapped = (row.payload as { mapped: StoredMapped }).mapped;
        const order = await inner('orders').where({ gateway: row.gateway, gateway_order_id: mapped.gatewayOrderId }).first('id');
        if (!order) throw new Error(`No order has ${row.gateway} checkout ${mapped.gatewayOrderId} (yet).`);
        await applyStatus({ db: inner, deliveries }, SYSTEM, Number(order.id), row.gateway, mapped, 'webhook');
      });
      await trx('payment_webhook_events')
        .where({ id: row.id })
        .update({ processed_at: new Date(), attempts: trx.raw('attempts + 1'), last_error: null, updated_at: new Date() });
      return 'processed' as const;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await trx('payment_webhook_events')
        .where({ id: row.id })
        .update({ attempts: trx.raw('attempts + 1'), last_error: message.slice(0, 500), updated_at: new Date() });
      return 'failed' as const;
    }
  });
  return claimed;
}

/** Settles an order from what the gateway says; 'pending' (or failed but still open) changes nothing. */
async function applyStatus(
  deps: SettlementDeps,
  call: CallContext,
  orderId: number,
  gatewayName: string,
  s: Pick<GatewayStatus, 'status' | 'paymentId' | 'amountPaise' | 'closed'>,
  source: OrderEventSource,
): Promise<SettleResult | null> {
  if (s.status === 'paid')
    return settleOrder(
      deps,
      call,
      orderId,
      { status: 'paid', gateway: gatewayName, paymentId: s.paymentId, amountPaise: s.amountPaise, payload: s },
      source,
    );
  if (s.status === 'failed' && s.closed)
    return settleOrder(deps, call, orderId, { status: 'failed', reason: 'The payment did not go through.', payload: s }, source);
  return null;
}

/** Asks the gateway about one open order and settles it if the gateway has decided. */
export async function confirmWithGateway(deps: CheckoutDeps, call: CallContext, orderId: number, source: OrderEventSource) {
  const { db, gateway } = deps;
  const order = await db('orders').where({ id: orderId }).first('status', 'gateway', 'gateway_order_id', 'total', 'wallet_amount');
  if (!order || order.status !== 'pending') return null;
  if (toPaise(order.total) === toPaise(order.wallet_amount))
    return settleOrder(deps, call, orderId, { status: 'paid', gateway: 'wallet', paymentId: null, amountPaise: 0 }, 'wallet');
  if (!order.gateway_order_id || order.gateway !== gateway.name) return null;
  return applyStatus(deps, call, orderId, gateway.name, await gateway.fetchStatus(order.gateway_order_id), source);
}

/**
 * GET /api/checkout/orders/:id — the caller's own order (another member's or an unknown id: 404). The
 * browser's return proves nothing, so a pending order is first confirmed with the gateway; a gateway
 * that does not answer leaves it pending.
 */
export async function memberOrder(deps: CheckoutDeps, call: SignedInCall, orderId: number) {
  const { db } = deps;
  const owned = await db('orders').where({ id: orderId, user_id: call.who.userId }).first('id', 'status');
  if (!owned) throw refusal('ORDER_NOT_FOUND', {});
  if (owned.status === 'pending') await confirmWithGateway(deps, call, orderId, 'return').catch(() => null);
  return orderView(db, deps.deliveries, orderId);
}

/**
 * The payment-events job: every stored event not processed yet (a crash, an event that came before
 * its order was linked), then every order open past RECONCILE_AFTER_MINUTES asked about, and every
 * order whose checkout hold ended that the gateway has not settled cancelled (holds released).
 */
export async function reconcilePayments(deps: CheckoutDeps, now = new Date()) {
  const { db } = deps;
  const result = { events: 0, confirmed: 0, cancelled: 0, errors: 0 };
  const events = await db('payment_webhook_events')
    .whereNull('processed_at')
    .where('attempts', '<', MAX_EVENT_ATTEMPTS)
    .orderBy('id')
    .limit(500)
    .pluck('id');
  for (const id of events) if ((await processEvent(deps, Number(id))) === 'processed') result.events += 1;

  const holdMs = (await checkoutHoldMinutes(db)) * 60_000;
  const open = await db('orders')
    .where({ status: 'pending' })
    .where('created_at', '<', new Date(now.getTime() - RECONCILE_AFTER_MINUTES * 60_000))
    .orderBy('created_at')
    .limit(500)
    .select('id', 'created_at');
  for (const o of open) {
    try {
      const settled = await confirmWithGateway(deps, SYSTEM, Number(o.id), 'reconciliation');
      if (settled?.changed) {
        result.confirmed += 1;
        continue;
      }
      if ((o.created_at as Date).getTime() <= now.getTime() - holdMs) {
        const closed = await settleOrder(
          deps,
          SYSTEM,
          Number(o.id),
          { status: 'failed', reason: `Not paid within ${holdMs / 60_000} minutes.`, cancel: true },
          'reconciliation',
        );
        if (closed.changed) result.cancelled += 1;
      }
    } catch {
      result.errors += 1;
    }
  }
  return result;
}
