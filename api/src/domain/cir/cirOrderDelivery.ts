/**
 * The credit report a paid checkout order bought (issue 11 §2): the delivery of purpose 'cir', run by
 * the order's settlement (payments/orderSettlement.ts) inside the transaction that books the payment,
 * the journal and the GST invoice, so the charge and the report are one. The order carries the request as the member made
 * it (orders.request: business, GSTIN, purpose, checked when the order was placed); the report is built
 * now, by the same store as a report paid from the wallet, and points at the order and its invoice.
 * Anything that fails here fails the settlement's savepoint: the member is not charged without a report.
 */
import type { Knex } from 'knex';
import type { CallContext } from '../../callContext';
import { cirGenerateInput } from '../../contracts/cir';
import { toPaise } from '../../validation/money';
import type { PaidOrder, SupplyDelivery } from '../payments';
import { storeCirReport, type CirCharge } from './cirReportStore';

async function deliverCirOrder(trx: Knex.Transaction, call: CallContext, order: PaidOrder, charge: CirCharge, now: Date) {
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

export const cirOrderDelivery: SupplyDelivery = {
  kind: 'supply',
  paymentLabel: () => 'Credit information report',
  invoiceLine: () => 'Credit information report (CIR)',
  async delivered(db, orderId) {
    const report = await db('cir_reports').where({ order_id: orderId }).first('id');
    return { cirReportId: report ? Number(report.id) : null };
  },
  async deliver({ trx, call, order, now, journalId, invoice }) {
    // The report refers to the invoice by id and issues it after storing itself.
    await deliverCirOrder(
      trx,
      call,
      order,
      { orderId: order.id, invoiceId: invoice.invoiceId, journalId, issueInvoice: invoice.issue },
      now,
    );
  },
  ifUndelivered: {
    note: (paid) =>
      `Paid, but the credit report could not be generated: the payment of ${paid} was added to the member's wallet and nothing was charged.`,
    narration: (orderNumber) => `Credit report could not be generated: payment for order ${orderNumber} added to your wallet`,
  },
};
