/**
 * The credit report a paid checkout order bought (issue 11 §2): called by the order's settlement
 * (payments/orderSettlement.ts) inside the transaction that books the payment, the journal and the
 * GST invoice, so the charge and the report are one. The order carries the request as the member made
 * it (orders.request: business, GSTIN, purpose, checked when the order was placed); the report is built
 * now, by the same store as a report paid from the wallet, and points at the order and its invoice.
 * Anything that fails here fails the settlement's savepoint: the member is not charged without a report.
 */
import type { Knex } from 'knex';
import type { CallContext } from '../../callContext';
import { cirGenerateInput } from '../../contracts/cir';
import { toPaise } from '../../validation/money';
import { storeCirReport, type CirCharge } from './cirReportStore';

export interface PaidCirOrder {
  id: number;
  user_id: number;
  total: string;
  request: unknown;
}

export async function deliverCirOrder(trx: Knex.Transaction, call: CallContext, order: PaidCirOrder, charge: CirCharge, now: Date) {
  const request = cirGenerateInput.parse(typeof order.request === 'string' ? JSON.parse(order.request) : order.request);
  return storeCirReport(trx, call, {
    userId: Number(order.user_id),
    businessId: request.business_id,
    gstin: request.gstin,
    purpose: request.purpose,
    // Checkout is only for the plan's fee: a report on one's own business is free and never an order.
    own: false,
    basis: 'plan_fee',
    chargedPaise: toPaise(order.total),
    charge,
    idempotencyKey: null,
    requestHash: null,
    now,
  });
}
