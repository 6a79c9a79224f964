import type { Knex } from 'knex';
import { HttpError } from '../../http/httpError';
import { formatPaise, fromPaise, toPaise } from '../../validation/money';
import { gstinStateCode, isGstin } from '../../validation/gstin';
import { settingValues } from '../settings/globalSettings';
import { amountInWords } from './amountInWords';
import { DEFAULT_INVOICE_PREFIX, nextInvoiceNumber, TAKE_NUMBER_SQL } from './invoiceNumberService';
import { financialYear, financialYearLabel, invoiceNumber } from './invoiceNumbering';
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

/** An invoice ready to be numbered and written: everything but its number (issuePreparedInvoice). */
export interface PreparedInvoice {
  /** A pending invoice of the order (listed under pending invoices) is issued in place. */
  pendingId: number | null;
  fy: string;
  prefix: string;
  values: Record<string, unknown>;
  totalPaise: number;
}

/**
 * Everything a paid order's GST tax invoice needs but its number, read and checked inside the
 * caller's transaction — or the invoice it already has. The order row is locked first, so two
 * deliveries of the same webhook cannot both issue one. The tax is worked out again here and must
 * equal what the order charged: checkout has to compute order.tax with the same taxSplit.
 */
export async function prepareOrderInvoice(
  trx: Knex.Transaction,
  orderId: number,
  now = new Date(),
): Promise<{ issued: IssuedInvoice } | { prepared: PreparedInvoice }> {
  const order = await trx('orders').where({ id: orderId }).forUpdate().first();
  if (!order) throw refuse(404, 'We could not find that order.');
  const existing = await trx('invoices').where({ order_id: orderId }).whereNot({ status: 'cancelled' }).first();
  if (existing?.status === 'issued')
    return { issued: { invoice: existing, amountInWords: amountInWords(toPaise(existing.total)), created: false } };
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

  return {
    prepared: {
      pendingId: existing ? Number(existing.id) : null,
      fy: financialYear(now),
      prefix: setting('invoice-prefix')?.toUpperCase() ?? DEFAULT_INVOICE_PREFIX,
      totalPaise: split.totalPaise,
      values: {
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
      },
    },
  };
}

/**
 * Numbers and writes a prepared invoice: the year's counter is taken and the invoice inserted in ONE
 * statement, so a transaction that issues its invoice last holds the counter — which every other
 * invoice of the year waits for — only for that statement and its COMMIT. `id`: the invoice's id,
 * when the caller took it from the sequence beforehand (to refer to it earlier in the transaction).
 * The number is formatted in SQL and checked against invoiceNumber(), which also refuses one longer
 * than 16 characters (the transaction then rolls back and no number is used).
 */
export async function issuePreparedInvoice(trx: Knex.Transaction, p: PreparedInvoice, id?: number): Promise<IssuedInvoice> {
  let invoice: IssuedInvoice['invoice'];
  if (p.pendingId !== null) {
    const number = await nextInvoiceNumber(trx, p.fy, p.prefix);
    [invoice] = await trx('invoices')
      .where({ id: p.pendingId })
      .update({ ...p.values, invoice_number: number.invoiceNumber, financial_year: number.financialYear, sequence: number.sequence })
      .returning('*');
  } else {
    const values: Record<string, unknown> = { ...p.values, financial_year: financialYearLabel(p.fy), ...(id ? { id } : {}) };
    const columns = Object.keys(values);
    const { rows } = await trx.raw(
      `WITH n AS (${TAKE_NUMBER_SQL})
       INSERT INTO invoices (${columns.map((c) => `"${c}"`).join(', ')}, invoice_number, sequence)
       VALUES (${columns.map(() => '?').join(', ')}, ?::text || lpad((SELECT last_sequence FROM n)::text, 6, '0'), (SELECT last_sequence FROM n))
       RETURNING *`,
      ['invoice', financialYearLabel(p.fy), ...columns.map((c) => values[c] as Knex.Value), `${p.prefix}/${p.fy}/`],
    );
    invoice = rows[0];
  }
  if (invoice.invoice_number !== invoiceNumber(p.prefix, p.fy, Number(invoice.sequence)))
    throw new Error(`Invoice number ${invoice.invoice_number} does not read as invoiceNumber() writes it`);
  return { invoice, amountInWords: amountInWords(p.totalPaise), created: true };
}

/**
 * Issues the GST tax invoice of a paid order inside the caller's transaction (the one that records
 * the payment), or returns the invoice it already has (prepareOrderInvoice, issuePreparedInvoice).
 * Issue it last in the transaction: the year's number counter is held from here to the commit.
 */
export async function createInvoiceForOrder(trx: Knex.Transaction, orderId: number, now = new Date()): Promise<IssuedInvoice> {
  const ready = await prepareOrderInvoice(trx, orderId, now);
  return 'issued' in ready ? ready.issued : issuePreparedInvoice(trx, ready.prepared);
}
