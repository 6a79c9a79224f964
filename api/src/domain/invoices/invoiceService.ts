import type { Knex } from 'knex';
import { refusal } from '../errors';
import { formatPaise, fromPaise, toPaise } from '../../validation/money';
import { gstinStateCode, isGstin } from '../../validation/gstin';
import { settingValues } from '../settings';
import { amountInWords } from './amountInWords';
import { DEFAULT_INVOICE_PREFIX, nextInvoiceNumber, TAKE_NUMBER_SQL } from './invoiceNumberService';
import { financialYear, financialYearLabel, invoiceNumber } from './invoiceNumbering';
import { taxSplit } from './taxSplit';
import { notify } from '../notifications';

/** Order states in which the money has been received. */
const PAID_ORDER_STATUSES = ['paid', 'processing', 'shipped', 'delivered', 'completed'];
const SELLER_SETTINGS = ['seller-gstin', 'seller-legal-name', 'seller-address', 'invoice-sac-code', 'invoice-prefix', 'gst-rate-percent'];

export interface IssuedInvoice {
  invoice: Record<string, unknown> & { id: number; invoice_number: string; order_id: number };
  amountInWords: string;
  /** False when the order already had its invoice (a replayed webhook): that one is returned. */
  created: boolean;
}

/** An invoice ready to be numbered and written: everything but its number (issuePreparedInvoice). */
export interface PreparedInvoice {
  /** A pending invoice of the order (listed under pending invoices) is issued in place. */
  pendingId: number | null;
  fy: string;
  prefix: string;
  values: Record<string, unknown>;
  totalPaise: number;
}

/** What an invoice is drawn from: the paid order, its business, the seller's settings and the plan's GST rate. */
export interface InvoiceSources {
  order: { id: number; user_id: number; amount: string; discount: string; tax: string; total: string };
  business: { id: number; gstin: string; legal_name: string | null; trade_name: string };
  /** global_settings values by key (SELLER_SETTINGS), blanks left out. */
  settings: ReadonlyMap<string, string>;
  /** The order's plan version's IGST percent, or null when it has none (the gst-rate-percent setting, else 18). */
  planRatePercent: string | null;
  pendingId: number | null;
}

/**
 * The invoice drawn from its sources, all but its number: checks the seller's settings and that the
 * tax worked out again equals what the order charged (checkout has to compute order.tax with the
 * same taxSplit).
 */
export function draftInvoice(src: InvoiceSources, now: Date): PreparedInvoice {
  const { order, business } = src;
  const placeOfSupply = gstinStateCode(business.gstin);
  if (!placeOfSupply) throw refusal('INVOICE_NO_GSTIN', {});
  const setting = (key: string) => src.settings.get(key)?.trim() ?? null;
  const sellerGstin = setting('seller-gstin')?.toUpperCase() ?? null;
  if (!sellerGstin || !isGstin(sellerGstin)) throw refusal('SELLER_GSTIN_SETTING', {});
  const sacCode = setting('invoice-sac-code');
  if (!sacCode || !/^\d{6}$/.test(sacCode)) throw refusal('SAC_CODE_SETTING', {});

  const ratePercent = src.planRatePercent ?? setting('gst-rate-percent') ?? '18';
  const split = taxSplit({
    taxablePaise: toPaise(order.amount) - toPaise(order.discount),
    ratePercent,
    sellerStateCode: sellerGstin.slice(0, 2),
    placeOfSupplyStateCode: placeOfSupply,
  });
  if (split.taxPaise !== toPaise(order.tax) || split.totalPaise !== toPaise(order.total))
    throw refusal('ORDER_GST_DIFFERS', {
      charged: formatPaise(toPaise(order.tax)),
      rate: String(ratePercent),
      expected: formatPaise(split.taxPaise),
    });
  return {
    pendingId: src.pendingId,
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
  };
}

const settingsMap = (values: Map<string, { value: string }>) => new Map([...values].map(([k, v]) => [k, v.value]));

/**
 * Everything a paid order's GST tax invoice needs but its number, read and checked inside the
 * caller's transaction — or the invoice it already has. The order row is locked first, so two
 * deliveries of the same webhook cannot both issue one.
 */
export async function prepareOrderInvoice(
  trx: Knex.Transaction,
  orderId: number,
  now = new Date(),
): Promise<{ issued: IssuedInvoice } | { prepared: PreparedInvoice }> {
  const order = await trx('orders').where({ id: orderId }).forUpdate().first();
  if (!order) throw refusal('ORDER_NOT_FOUND', {});
  const existing = await trx('invoices').where({ order_id: orderId }).whereNot({ status: 'cancelled' }).first();
  if (existing?.status === 'issued')
    return { issued: { invoice: existing, amountInWords: amountInWords(toPaise(existing.total)), created: false } };
  if (!PAID_ORDER_STATUSES.includes(order.status)) throw refusal('INVOICE_ONLY_PAID', {});

  const business = order.business_id ? await trx('businesses').where({ id: order.business_id }).first() : null;
  if (!business) throw refusal('INVOICE_NO_GSTIN', {});
  const settings = settingsMap(await settingValues(trx, SELLER_SETTINGS));
  const plan = order.plan_version_id ? await trx('plan_versions').where({ id: order.plan_version_id }).first('igst_percent') : null;
  const planRatePercent = plan ? String(plan.igst_percent) : null;
  return { prepared: draftInvoice({ order, business, settings, planRatePercent, pendingId: existing ? Number(existing.id) : null }, now) };
}

/**
 * The invoice of an order this transaction has just written and paid (a service charged to the
 * wallet): its business, the seller's settings and the plan's rate in ONE read, nothing to lock
 * (the new order is this transaction's own) and no earlier invoice to look for.
 */
export async function prepareNewOrderInvoice(
  trx: Knex.Transaction,
  order: InvoiceSources['order'] & { business_id: number; plan_version_id: number | null },
  now = new Date(),
): Promise<PreparedInvoice> {
  const { rows } = await trx.raw(
    `SELECT to_jsonb(b) AS business,
       (SELECT coalesce(jsonb_object_agg(s.key, s.value), '{}') FROM global_settings s WHERE s.key = ANY(?::text[]) AND btrim(coalesce(s.value, '')) <> '') AS settings,
       (SELECT v.igst_percent::text FROM plan_versions v WHERE v.id = ?) AS plan_rate
     FROM (SELECT id, gstin, legal_name, trade_name FROM businesses WHERE id = ?) b`,
    [SELLER_SETTINGS, order.plan_version_id, order.business_id],
  );
  const row = rows[0] as { business: InvoiceSources['business']; settings: Record<string, string>; plan_rate: string | null } | undefined;
  if (!row) throw refusal('INVOICE_NO_GSTIN', {});
  return draftInvoice(
    {
      order,
      business: row.business,
      settings: new Map(Object.entries(row.settings)),
      planRatePercent: order.plan_version_id ? row.plan_rate : null,
      pendingId: null,
    },
    now,
  );
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
    const { rows } = await trx
      .raw(
        `WITH n AS (${TAKE_NUMBER_SQL}), s AS (SELECT last_sequence::text AS n FROM n)
       INSERT INTO invoices (${columns.map((c) => `"${c}"`).join(', ')}, invoice_number, sequence)
       VALUES (${columns.map(() => '?').join(', ')}, ?::text || (SELECT lpad(n, greatest(6, length(n)), '0') FROM s), (SELECT last_sequence FROM n))
       RETURNING *`,
        ['invoice', financialYearLabel(p.fy), ...columns.map((c) => values[c] as Knex.Value), `${p.prefix}/${p.fy}/`],
      )
      .catch((err: { code?: string; constraint?: string }) => {
        // A number past 16 characters (rule 46) fails the insert: invoices_number_length (or the column's width).
        if (err?.code === '22001' || err?.constraint === 'invoices_number_length')
          throw new RangeError(`Invoice number ${p.prefix}/${p.fy}/… is longer than 16 characters`);
        throw err;
      });
    invoice = rows[0];
  }
  if (invoice.invoice_number !== invoiceNumber(p.prefix, p.fy, Number(invoice.sequence)))
    throw new Error(`Invoice number ${invoice.invoice_number} does not read as invoiceNumber() writes it`);
  if (invoice.user_id)
    await notify(trx, {
      userId: Number(invoice.user_id),
      kind: 'invoice_issued',
      params: { invoice_number: String(invoice.invoice_number), amount: fromPaise(p.totalPaise) },
      link: '/my-invoices',
    });
  return { invoice, amountInWords: amountInWords(p.totalPaise), created: true };
}

/**
 * A paid order's invoice left for staff to issue (listed under pending invoices): drawn from the order as
 * it would be issued, but unnumbered; issuing it later numbers this row in place. `at`: when the order was
 * paid (default now). Answers its id (the order's invoice when it has one already).
 */
export async function recordPendingInvoice(trx: Knex.Transaction, orderId: number, at = new Date()): Promise<number> {
  const found = await prepareOrderInvoice(trx, orderId, at);
  if ('issued' in found) return Number(found.issued.invoice.id);
  if (found.prepared.pendingId !== null) return found.prepared.pendingId;
  const { status: _status, issued_at: _issuedAt, ...values } = found.prepared.values;
  const [row] = await trx('invoices')
    .insert({ ...values, status: 'pending', created_at: at })
    .returning('id');
  return Number(row.id);
}

/** A paid order's invoice, ready to be issued as the transaction's last statement. */
export interface InvoiceToIssue {
  /** Its id now (taken from the sequence, or the pending or issued invoice's own). */
  invoiceId: number;
  /** Numbers and writes it (or returns the invoice the order already has). */
  issue: () => Promise<IssuedInvoice>;
}

/**
 * prepareOrderInvoice, with the id the invoice will have, for a transaction that refers to the
 * invoice before issuing it last (a credit report paid through checkout).
 */
export async function orderInvoiceToIssue(trx: Knex.Transaction, orderId: number, now = new Date()): Promise<InvoiceToIssue> {
  const ready = await prepareOrderInvoice(trx, orderId, now);
  if ('issued' in ready) return { invoiceId: Number(ready.issued.invoice.id), issue: async () => ready.issued };
  const { prepared } = ready;
  if (prepared.pendingId !== null) return { invoiceId: prepared.pendingId, issue: () => issuePreparedInvoice(trx, prepared) };
  const { rows } = await trx.raw(`SELECT nextval(pg_get_serial_sequence('invoices', 'id')) AS id`);
  const invoiceId = Number(rows[0].id);
  return { invoiceId, issue: () => issuePreparedInvoice(trx, prepared, invoiceId) };
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
