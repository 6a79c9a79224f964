/**
 * A service paid from the member's wallet (a defaulter report's fee, a CIR's): its price with GST as
 * the tax invoice will show it, and — inside the caller's transaction — the paid order, the ledger
 * journal and the GST tax invoice, all or nothing.
 *
 * The GST is worked out with the invoice's own taxSplit (CGST + SGST each rounded within the seller's
 * state, IGST across states), so the invoice always equals what left the wallet.
 *
 *   Dr user_wallet  fee + GST      Cr revenue  fee
 *                                  Cr gst_payable  GST
 */
import type { Knex } from 'knex';
import type { CallContext } from '../../callContext';
import { fromPaise } from '../../validation/money';
import { gstinStateCode } from '../../validation/gstin';
import { issuePreparedInvoice, prepareNewOrderInvoice, taxSplit } from '../invoices';
import { settingValues } from '../settings';
import { postJournal } from '../walletLedger';
import type { OrderPurpose } from './orderDelivery';
import { recordOrderEvent } from './orderSettlement';

type Db = Knex | Knex.Transaction;

export interface ServicePrice {
  feePaise: number;
  gstPaise: number;
  totalPaise: number;
}

/** The fee plus GST at `ratePercent`, split as the invoice to this business will split it. */
export async function priceService(db: Db, buyerGstin: string, feePaise: number, ratePercent: string): Promise<ServicePrice> {
  if (feePaise === 0) return { feePaise: 0, gstPaise: 0, totalPaise: 0 };
  const seller = (await settingValues(db as Knex, ['seller-gstin'])).get('seller-gstin')?.value.trim().toUpperCase() ?? '';
  const sellerState = gstinStateCode(seller);
  const buyerState = gstinStateCode(buyerGstin);
  // Without a valid seller GSTIN the invoice cannot be issued either; price it across states (IGST) so
  // the quote still reads right, and let the invoice refuse the charge with its own message.
  const split = taxSplit({
    taxablePaise: feePaise,
    ratePercent,
    sellerStateCode: sellerState ?? '97',
    placeOfSupplyStateCode: buyerState ?? '97',
  });
  return { feePaise, gstPaise: split.taxPaise, totalPaise: split.totalPaise };
}

export interface WalletCharge {
  memberId: number;
  businessId: number;
  purpose: OrderPurpose;
  /** The plan version whose GST rate applies (the invoice reads the rate from it). */
  planVersionId: number | null;
  price: ServicePrice;
  /** One charge per key: the journal's idempotency key and the order's. */
  idempotencyKey: string;
  narration: string;
  reference: { type: string; id: string };
}

/** A service charged to the wallet: its order and journal are written; its invoice is issued last. */
export interface WalletServiceCharge {
  orderId: number;
  journalId: number;
  /** The invoice's id, taken beforehand so the caller can refer to it (a deferred foreign key). */
  invoiceId: number;
  /** Numbers and writes the GST tax invoice: call it as the transaction's LAST statement. */
  issueInvoice: () => Promise<{ invoiceNumber: string }>;
}

/**
 * Takes a priced service from the wallet inside `trx`: a paid order and the journal, with the
 * invoice prepared. The caller writes the rest of its transaction and then calls issueInvoice()
 * last: the year's invoice number counter, which every invoice waits for, is then held only for
 * that statement and the COMMIT (at 20 reports at once it was the queue every report stood in).
 * The caller has locked the member's user row and checked the balance; the journal refuses an
 * overdraft anyway.
 */
export async function chargeWalletForService(trx: Knex.Transaction, call: CallContext, c: WalletCharge): Promise<WalletServiceCharge> {
  const now = new Date();
  const { rows } = await trx.raw(
    `SELECT nextval(pg_get_serial_sequence('orders', 'id')) AS id, nextval(pg_get_serial_sequence('invoices', 'id')) AS invoice_id`,
  );
  const orderId = Number(rows[0].id);
  const invoiceId = Number(rows[0].invoice_id);
  const yymm = now.toISOString().slice(2, 7).replace('-', '');
  const order = {
    id: orderId,
    order_number: `ORD-${yymm}-${String(orderId).padStart(6, '0')}`,
    user_id: c.memberId,
    business_id: c.businessId,
    purpose: c.purpose,
    plan_version_id: c.planVersionId,
    amount: fromPaise(c.price.feePaise),
    discount: '0.00',
    tax: fromPaise(c.price.gstPaise),
    total: fromPaise(c.price.totalPaise),
    wallet_amount: fromPaise(c.price.totalPaise),
    gateway: 'wallet',
    status: 'paid',
    paid_at: now,
    closed_at: now,
    idempotency_key: c.idempotencyKey,
    created_at: now,
    updated_at: now,
  };
  await trx('orders').insert(order);
  const journal = await postJournal(trx, call, {
    idempotencyKey: c.idempotencyKey,
    kind: 'debit',
    memberId: c.memberId,
    narration: c.narration,
    reference: c.reference,
    entries: [
      { account: 'user_wallet', memberId: c.memberId, debit: c.price.totalPaise },
      { account: 'revenue', credit: c.price.feePaise },
      ...(c.price.gstPaise > 0 ? [{ account: 'gst_payable' as const, credit: c.price.gstPaise }] : []),
    ],
  });
  await recordOrderEvent(trx, { orderId, from: null, to: 'paid', source: 'wallet', note: c.narration });
  const prepared = await prepareNewOrderInvoice(trx, order, now);
  return {
    orderId,
    journalId: journal.id,
    invoiceId,
    issueInvoice: async () => ({ invoiceNumber: (await issuePreparedInvoice(trx, prepared, invoiceId)).invoice.invoice_number }),
  };
}
