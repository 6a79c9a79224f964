import type { Knex } from 'knex';
import { HttpError } from '../../http/httpError';
import { formatPaise, fromPaise, toPaise } from '../../validation/money';
import { gstinStateCode, isGstin } from '../../validation/gstin';
import { settingValues } from '../settings/globalSettings';
import { amountInWords } from './amountInWords';
import { DEFAULT_INVOICE_PREFIX, nextInvoiceNumber } from './invoiceNumberService';
import { financialYear } from './invoiceNumbering';
import { taxSplit } from './taxSplit';

/** Order states in which the money has been received. */
const PAID_ORDER_STATUSES = ['paid', 'processing', 'shipped', 'delivered', 'completed'];
const SELLER_SETTINGS = ['seller-gstin', 'seller-legal-name', 'seller-address', 'invoice-sac-code', 'invoice-prefix', 'gst-rate-percent'];

export interface IssuedInvoice {
  invoice: Record<string, unknown> & { id: number; invoice_number: string; order_id: number };
  amountInWords: string;
  /** False when the order already had its invoice (a replayed webhook): that one is returned. */
  created: boolean;
}

const refuse = (status: number, message: string) => new HttpError(status, message);

/**
 * Issues the GST tax invoice of a paid order inside the caller's transaction (the one that records
 * the payment), or returns the invoice it already has. The order row is locked first, so two
 * deliveries of the same webhook cannot both issue one; the number is taken last, so the year's
 * counter is held only for the insert. The tax is worked out again here and must equal what the
 * order charged: checkout has to compute order.tax with the same taxSplit.
 */
export async function createInvoiceForOrder(trx: Knex.Transaction, orderId: number, now = new Date()): Promise<IssuedInvoice> {
  const order = await trx('orders').where({ id: orderId }).forUpdate().first();
  if (!order) throw refuse(404, 'We could not find that order.');
  const existing = await trx('invoices').where({ order_id: orderId }).whereNot({ status: 'cancelled' }).first();
  if (existing?.status === 'issued') return { invoice: existing, amountInWords: amountInWords(toPaise(existing.total)), created: false };
  if (!PAID_ORDER_STATUSES.includes(order.status)) throw refuse(409, 'An invoice is issued only once the order is paid.');

  const business = order.business_id ? await trx('businesses').where({ id: order.business_id }).first() : null;
  const placeOfSupply = business ? gstinStateCode(business.gstin) : null;
  if (!business || !placeOfSupply) throw refuse(409, 'The order has no business with a valid GSTIN to invoice.');

  const settings = await settingValues(trx, SELLER_SETTINGS);
  const setting = (key: string) => settings.get(key)?.value.trim() ?? null;
  const sellerGstin = setting('seller-gstin')?.toUpperCase() ?? null;
  if (!sellerGstin || !isGstin(sellerGstin)) throw refuse(500, 'The seller GSTIN (global setting seller-gstin) is missing or invalid.');
  const sacCode = setting('invoice-sac-code');
  if (!sacCode || !/^\d{6}$/.test(sacCode)) throw refuse(500, 'The SAC code (global setting invoice-sac-code) must be 6 digits.');

  const plan = order.plan_version_id ? await trx('plan_versions').where({ id: order.plan_version_id }).first('igst_percent') : null;
  const ratePercent = plan ? String(plan.igst_percent) : (setting('gst-rate-percent') ?? '18');
  const split = taxSplit({
    taxablePaise: toPaise(order.amount) - toPaise(order.discount),
    ratePercent,
    sellerStateCode: sellerGstin.slice(0, 2),
    placeOfSupplyStateCode: placeOfSupply,
  });
  if (split.taxPaise !== toPaise(order.tax) || split.totalPaise !== toPaise(order.total))
    throw refuse(
      409,
      `The order charged GST of ${formatPaise(toPaise(order.tax))}, but GST at ${ratePercent}% is ${formatPaise(split.taxPaise)}.`,
    );

  const number = await nextInvoiceNumber(trx, financialYear(now), setting('invoice-prefix')?.toUpperCase() ?? DEFAULT_INVOICE_PREFIX);
  const values = {
    invoice_number: number.invoiceNumber,
    financial_year: number.financialYear,
    sequence: number.sequence,
    order_id: order.id,
    user_id: order.user_id,
    business_id: business.id,
    place_of_supply: placeOfSupply,
    taxable_amount: fromPaise(split.taxablePaise),
    cgst: fromPaise(split.cgstPaise),
    sgst: fromPaise(split.sgstPaise),
    igst: fromPaise(split.igstPaise),
    total: fromPaise(split.totalPaise),
    seller_gstin: sellerGstin,
    seller_name: setting('seller-legal-name'),
    seller_address: setting('seller-address'),
    buyer_gstin: business.gstin,
    buyer_name: business.legal_name ?? business.trade_name,
    sac_code: sacCode,
    gst_rate: ratePercent,
    status: 'issued',
    issued_at: now,
  };
  // A pending invoice (listed under pending invoices) is issued in place; otherwise a new one is written.
  const [invoice] = existing
    ? await trx('invoices').where({ id: existing.id }).update(values).returning('*')
    : await trx('invoices').insert(values).returning('*');
  return { invoice, amountInWords: amountInWords(split.totalPaise), created: true };
}
