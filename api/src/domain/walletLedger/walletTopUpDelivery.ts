/**
 * What a paid wallet top-up (purpose wallet_topup, payments/walletTopUpService.ts) delivers: the
 * gateway's money into the member's wallet, one journal of kind topup, once per order (its key).
 * No GST invoice: a top-up is not a supply; the invoice comes when a service is charged from the wallet.
 */
import { toPaise } from '../../validation/money';
import { type CreditDelivery, topUpEntries } from '../payments';
import { postJournal } from './ledgerService';

export const walletTopUpDelivery: CreditDelivery = {
  kind: 'credit',
  paymentLabel: () => 'Money for your Bakaya wallet',
  invoiceLine: () => null,
  async deliver({ trx, call, order }) {
    await postJournal(trx, call, {
      idempotencyKey: `order:${order.id}:paid`,
      kind: 'topup',
      memberId: order.user_id,
      reference: { type: 'order', id: String(order.id) },
      narration: `Money added to your wallet: order ${order.order_number}`,
      entries: topUpEntries(order.user_id, toPaise(order.total)),
    });
  },
};
