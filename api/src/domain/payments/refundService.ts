/**
 * Refunds by staff (issue 9 §4): part or all of a paid order, to the member's wallet or back through
 * the gateway, always with a reason. One transaction writes the credit note against the order's
 * invoice (createCreditNote: never more than is left to credit, under the invoice's row lock), the
 * ledger journal and the order's event:
 *
 *   to the wallet:   Dr revenue (taxable)   Dr gst_payable (GST)   Cr user_wallet (total)
 *   to the gateway:  Dr revenue (taxable)   Dr gst_payable (GST)   Cr refunds_payable (total)
 *                    then, once the gateway confirms:  Dr refunds_payable   Cr gateway_clearing
 *
 * The gateway is called after the commit (no connection is held while it answers). A retried request
 * with the same Idempotency-Key answers the first refund. A gateway refund that the gateway refuses
 * stays in refunds_payable, visible on the order's timeline and in the ledger, for staff to settle.
 */
import type { Knex } from 'knex';
import { z } from 'zod';
import type { PaymentGateway } from '../../adapters/paymentGateway/paymentGateway';
import type { SignedInCall } from '../../callContext';
import { requestHash, sameRequestOrConflict } from '../../db/idempotentRequest';
import { refusal } from '../errors';
import { fromPaise, moneySchema, toPaise } from '../../validation/money';
import { createCreditNote, recordCreditNoteRefund } from '../invoices';
import { postJournal } from '../walletLedger';
import { recordOrderEvent } from './orderSettlement';
import { aggregateRow } from '../../db/aggregateRow';

export const REFUND_MESSAGES = {
  recorded: 'Refund recorded successfully',
  gatewayPending: 'Refund recorded. The payment gateway has not confirmed it yet; it is kept as a refund due on this order.',
} as const;

export const refundInput = z.object({
  // The shared money rule (whole paise, not negative, not absurdly large), then more than nothing.
  amount: moneySchema.refine((v) => toPaise(v) > 0, 'The amount must be more than ₹0.'),
  to: z.enum(['wallet', 'gateway'], { error: 'Refund to the wallet or to the original payment method.' }),
  reason: z
    .string({ error: 'Please give the reason for the refund.' })
    .trim()
    .min(10, 'Please give the reason in at least 10 characters.')
    .max(500),
});

export interface RefundAnswer {
  message: string;
  creditNote: { id: number; number: string; total: string };
  refundedSoFar: string;
  refundable: string;
}

async function refundedSoFar(db: Knex | Knex.Transaction, invoiceId: number) {
  const row = await db('credit_notes').where({ invoice_id: invoiceId }).sum({ total: 'total' }).first();
  return toPaise(String(row?.total ?? '0'));
}

async function answerFor(db: Knex, creditNoteId: number, message: string): Promise<RefundAnswer> {
  const cn = await db('credit_notes as c')
    .join('invoices as i', 'i.id', 'c.invoice_id')
    .where('c.id', creditNoteId)
    .first('c.*', 'i.total as invoice_total');
  const sofar = await refundedSoFar(db, Number(cn.invoice_id));
  return {
    message,
    creditNote: { id: Number(cn.id), number: cn.credit_note_number, total: cn.total },
    refundedSoFar: fromPaise(sofar),
    refundable: fromPaise(toPaise(cn.invoice_total) - sofar),
  };
}

export async function refundOrder(
  deps: { db: Knex; gateway: PaymentGateway },
  call: SignedInCall,
  orderId: number,
  input: z.output<typeof refundInput>,
  idempotencyKey: string,
): Promise<{ created: boolean; answer: RefundAnswer }> {
  const key = `refund:${orderId}:${idempotencyKey}`;
  // The same key answers the first refund only for the same request; another body under it is 409.
  const hash = requestHash({ orderId, amount: toPaise(input.amount), to: input.to, reason: input.reason });
  const { db } = deps;
  const earlierRefund = async (q: Knex | Knex.Transaction) => {
    const row = await q('credit_notes').where({ idempotency_key: key }).first('id', 'request_hash');
    if (row) sameRequestOrConflict(row.request_hash, hash, 'refund');
    return row ? Number(row.id) : null;
  };
  const earlier = await earlierRefund(db);
  if (earlier !== null) return { created: false, answer: await answerFor(db, earlier, REFUND_MESSAGES.recorded) };

  const amountPaise = toPaise(input.amount);
  const written = await db.transaction(async (trx) => {
    const order = await trx('orders').where({ id: orderId }).forUpdate().first();
    if (!order) throw refusal('ORDER_NOT_FOUND', {});
    // A retry racing the first waited for the order's lock: it answers what the first recorded.
    const raced = await earlierRefund(trx);
    if (raced !== null) return { replayOf: raced } as const;
    if (order.status !== 'paid') throw refusal('REFUND_ONLY_PAID', {});
    const invoice = await trx('invoices').where({ order_id: orderId, status: 'issued' }).first('id');
    if (!invoice) throw refusal('REFUND_NO_INVOICE', {});
    let payment: { gateway_payment_id: string } | undefined;
    if (input.to === 'gateway') {
      payment = await trx('payments')
        .where({ order_id: orderId, status: 'success' })
        .whereNotNull('gateway_payment_id')
        .first('gateway_payment_id');
      const gatewayPaid = toPaise(order.total) - toPaise(order.wallet_amount);
      const { back } = aggregateRow(await trx('credit_notes').where({ order_id: orderId, refund_to: 'gateway' }).sum({ back: 'total' }));
      if (!payment || gatewayPaid - toPaise(String(back ?? '0')) < amountPaise) throw refusal('REFUND_OVER_GATEWAY', {}, ['to']);
    }
    const cn = await createCreditNote(trx, call, { invoiceId: Number(invoice.id), totalPaise: amountPaise, reason: input.reason });
    await recordCreditNoteRefund(trx, cn.id, {
      refund_to: input.to,
      idempotency_key: key,
      request_hash: hash,
      refunded_at: input.to === 'wallet' ? new Date() : null,
    });
    const taxPaise = toPaise(cn.cgst) + toPaise(cn.sgst) + toPaise(cn.igst);
    await postJournal(trx, call, {
      idempotencyKey: key,
      kind: 'refund',
      memberId: Number(order.user_id),
      reference: { type: 'order', id: String(orderId) },
      narration: `Refund ${cn.credit_note_number} for order ${order.order_number}`,
      entries: [
        { account: 'revenue', debit: toPaise(cn.taxable_amount) },
        ...(taxPaise > 0 ? [{ account: 'gst_payable', debit: taxPaise }] : []),
        input.to === 'wallet'
          ? { account: 'user_wallet', memberId: Number(order.user_id), credit: amountPaise }
          : { account: 'refunds_payable', credit: amountPaise },
      ],
    });
    await recordOrderEvent(trx, {
      orderId,
      from: 'paid',
      to: 'paid',
      source: 'staff',
      note: `Refund of ${fromPaise(amountPaise)} to the ${input.to === 'wallet' ? 'wallet' : 'original payment method'} (${cn.credit_note_number}): ${input.reason}`,
      actorId: call.who.userId,
    });
    return { replayOf: null, creditNoteId: Number(cn.id), paymentId: payment?.gateway_payment_id ?? null };
  });

  if (written.replayOf !== null) return { created: false, answer: await answerFor(db, written.replayOf, REFUND_MESSAGES.recorded) };
  let message: string = REFUND_MESSAGES.recorded;
  if (input.to === 'gateway')
    message = await settleGatewayRefund(deps, call, orderId, written.creditNoteId, written.paymentId!, amountPaise, key);
  return { created: true, answer: await answerFor(db, written.creditNoteId, message) };
}

async function settleGatewayRefund(
  deps: { db: Knex; gateway: PaymentGateway },
  call: SignedInCall,
  orderId: number,
  creditNoteId: number,
  paymentId: string,
  amountPaise: number,
  key: string,
): Promise<string> {
  try {
    const { refundId } = await deps.gateway.refund({ paymentId, amountPaise, idempotencyKey: key, note: `Refund for order ${orderId}` });
    await deps.db.transaction(async (trx) => {
      await postJournal(trx, call, {
        idempotencyKey: `${key}:paid-out`,
        kind: 'refund',
        reference: { type: 'order', id: String(orderId) },
        narration: `Refund ${refundId} paid out by the gateway`,
        entries: [
          { account: 'refunds_payable', debit: amountPaise },
          { account: 'gateway_clearing', credit: amountPaise },
        ],
      });
      await recordCreditNoteRefund(trx, creditNoteId, { gateway_refund_id: refundId, refunded_at: new Date() });
    });
    return REFUND_MESSAGES.recorded;
  } catch (err) {
    await recordOrderEvent(deps.db, {
      orderId,
      from: 'paid',
      to: 'paid',
      source: 'staff',
      note: `The gateway did not confirm the refund: ${err instanceof Error ? err.message : String(err)}`.slice(0, 300),
      actorId: call.who.userId,
    });
    return REFUND_MESSAGES.gatewayPending;
  }
}
