/**
 * The daily reconciliation of the gateway's captures with the ledger (issue 18 #4; the
 * payment-reconciliation job). The gateway's own list of captured payments (PaymentGateway.listCaptures)
 * is compared with what the ledger booked for each gateway payment — the payments row and the
 * gateway_clearing debit of its journal (`order:{id}:paid` for the payment its order took,
 * `order:{id}:late:{payment}` for one credited to the wallet):
 *
 * - captured, but no journal books it            → captured_not_booked
 * - booked, but the gateway lists no such capture → booked_not_captured
 * - both, with other amounts                      → amount_mismatch
 *
 * Each difference is a finding for staff (reconciliationFindings.ts), recorded once however often
 * the window is checked again. The window is the WINDOW_HOURS before now − SETTLE_MARGIN_MINUTES (a
 * payment made in the last minutes may still be on its way as a webhook), so a day the job missed
 * is covered by the next run; either side is read with SLACK_HOURS more around it (a payment booked
 * just after midnight for a capture just before it).
 */
import type { Knex } from 'knex';
import type { GatewayCapture, PaymentGateway } from '../../adapters/paymentGateway/paymentGateway';
import { fromPaise, toPaise } from '../../validation/money';
import { recordFinding } from './reconciliationFindings';

export const WINDOW_HOURS = 48;
export const SETTLE_MARGIN_MINUTES = 30;
const SLACK_HOURS = 6;
const HOUR = 3_600_000;

interface Booked {
  gatewayPaymentId: string;
  orderId: number;
  createdAt: Date;
  /** The gateway_clearing debit of the payment's journal; null when no journal books it. */
  ledgerPaise: number | null;
}

/** What the ledger booked for this gateway's payments recorded in [from, to) or named in `ids`. */
async function bookedPayments(db: Knex, gateway: string, from: Date, to: Date, ids: string[]): Promise<Map<string, Booked>> {
  const rows = await db('payments as p')
    .where('p.gateway', gateway)
    .whereNotNull('p.gateway_payment_id')
    .where('p.status', 'success')
    .where((q) => {
      q.where((w) => void w.where('p.created_at', '>=', from).where('p.created_at', '<', to));
      if (ids.length > 0) q.orWhereIn('p.gateway_payment_id', ids);
    })
    .leftJoin(
      'wallet_journal as j',
      'j.idempotency_key',
      db.raw(
        `CASE p.applied_to WHEN 'order' THEN 'order:' || p.order_id || ':paid' ELSE 'order:' || p.order_id || ':late:' || p.gateway_payment_id END`,
      ),
    )
    .select(
      'p.gateway_payment_id',
      'p.order_id',
      'p.created_at',
      db.raw(`(SELECT SUM(e.debit) FROM wallet_ledger_entries e WHERE e.journal_id = j.id AND e.account = 'gateway_clearing') AS ledger`),
      'j.id as journal_id',
    );
  return new Map(
    rows.map((r) => [
      r.gateway_payment_id as string,
      {
        gatewayPaymentId: r.gateway_payment_id,
        orderId: Number(r.order_id),
        createdAt: r.created_at,
        ledgerPaise: r.journal_id === null || r.ledger === null ? null : toPaise(String(r.ledger)),
      },
    ]),
  );
}

const within = (d: Date, from: Date, to: Date) => d.getTime() >= from.getTime() && d.getTime() < to.getTime();

export async function reconcileCaptures(db: Knex, gateway: PaymentGateway, now = new Date()) {
  const until = new Date(now.getTime() - SETTLE_MARGIN_MINUTES * 60_000);
  const since = new Date(until.getTime() - WINDOW_HOURS * HOUR);
  const readFrom = new Date(since.getTime() - SLACK_HOURS * HOUR);
  const captures: GatewayCapture[] = await gateway.listCaptures(readFrom, now);
  const captured = new Map(captures.map((c) => [c.paymentId, c]));
  const booked = await bookedPayments(
    db,
    gateway.name,
    readFrom,
    now,
    captures.filter((c) => within(c.capturedAt, since, until)).map((c) => c.paymentId),
  );
  const result = { captures: captures.length, booked: booked.size, found: 0 };
  const found = async (f: Parameters<typeof recordFinding>[1]) => {
    if (await recordFinding(db, f)) result.found += 1;
  };

  for (const c of captures) {
    if (!within(c.capturedAt, since, until)) continue;
    const b = booked.get(c.paymentId);
    if (!b || b.ledgerPaise === null)
      await found({
        kind: 'captured_not_booked',
        gateway: gateway.name,
        gatewayPaymentId: c.paymentId,
        orderId: b?.orderId ?? null,
        gatewayPaise: c.amountPaise,
        ledgerPaise: null,
        note: `${gateway.name} captured ${fromPaise(c.amountPaise)} (${c.paymentId}) on ${c.capturedAt.toISOString()}; no journal books it.`,
        detail: { capture: c },
      });
    else if (b.ledgerPaise !== c.amountPaise)
      await found({
        kind: 'amount_mismatch',
        gateway: gateway.name,
        gatewayPaymentId: c.paymentId,
        orderId: b.orderId,
        gatewayPaise: c.amountPaise,
        ledgerPaise: b.ledgerPaise,
        note: `${gateway.name} captured ${fromPaise(c.amountPaise)} (${c.paymentId}); the ledger booked ${fromPaise(b.ledgerPaise)}.`,
        detail: { capture: c },
      });
  }
  for (const b of booked.values()) {
    if (!within(b.createdAt, since, until) || captured.has(b.gatewayPaymentId)) continue;
    await found({
      kind: 'booked_not_captured',
      gateway: gateway.name,
      gatewayPaymentId: b.gatewayPaymentId,
      orderId: b.orderId,
      gatewayPaise: null,
      ledgerPaise: b.ledgerPaise,
      note: `The ledger books payment ${b.gatewayPaymentId} of order ${b.orderId}; ${gateway.name} lists no such capture.`,
    });
  }
  return result;
}
