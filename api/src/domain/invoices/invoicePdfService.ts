/**
 * Invoices and credit notes as documents: the signed-in member's invoice list, and the PDF of one
 * invoice or credit note for the member it belongs to or for staff with Invoices → detailView.
 *
 * Who may read a document: staff need Invoices → detailView (without it: 403 before anything is
 * looked up, as every staff route answers); a member only their own, issued documents — anyone
 * else's, an unknown id or a pending / cancelled invoice all answer the same 404, so nothing tells
 * a member that a document exists.
 */
import type { Knex } from 'knex';
import { can, type Principal } from '../../auth';
import type { MemberInvoice } from '../../contracts/checkout';
import { refusal } from '../errors';
import { ORDER_PURPOSES } from '../../registry/resources/billing';
import { toPaise } from '../../validation/money';
import { deliveryOf, type InvoiceLineFacts, type OrderDeliveries } from '../payments';
import { settingValues } from '../settings';
import { renderInvoicePdf, type InvoicePdfData, type InvoicePdfLanguage } from './invoicePdf';

export const INVOICE_FEATURE = 'Invoices';

export interface PdfDocumentAnswer {
  fileName: string;
  pdf: Buffer;
}

/** ':id' of a document route: a positive whole number, else 400. */
export function documentId(raw: unknown, what: 'invoice' | 'credit note'): number {
  const text = String(raw ?? '');
  if (!/^\d{1,15}$/.test(text) || Number(text) < 1) throw refusal('DOCUMENT_ID', { what, got: text.slice(0, 40) });
  return Number(text);
}

/** '?lang=': 'en' (default) or 'hi', else 400. */
export function pdfLanguage(raw: unknown): InvoicePdfLanguage {
  if (raw === undefined || raw === '') return 'en';
  if (raw === 'en' || raw === 'hi') return raw;
  throw refusal('PDF_LANGUAGE', {});
}

/** 'BKY/26-27/000123' → 'BKY-26-27-000123.pdf'. */
export const pdfFileName = (number: string) => `${number.replace(/[^A-Za-z0-9-]+/g, '-')}.pdf`;

/** Staff without the permission are refused before any look-up; members are scoped to their own rows. */
function readerScope(who: Principal): { staff: true } | { staff: false; userId: number } {
  if (who.roleType === 'admin') {
    if (!can(who, INVOICE_FEATURE, 'detailView')) throw refusal('INVOICES_NOT_PERMITTED', {});
    return { staff: true };
  }
  return { staff: false, userId: who.userId };
}

/** The signed-in member's issued invoices, newest first. */
export async function memberInvoices(db: Knex, userId: number): Promise<MemberInvoice[]> {
  const rows = await db('invoices as i')
    .join('orders as o', 'o.id', 'i.order_id')
    .leftJoin('businesses as b', 'b.id', 'i.business_id')
    .where({ 'i.user_id': userId, 'i.status': 'issued' })
    .orderBy([
      { column: 'i.issued_at', order: 'desc' },
      { column: 'i.id', order: 'desc' },
    ])
    .select(
      'i.id',
      'i.invoice_number',
      'i.issued_at',
      'o.order_number',
      db.raw('COALESCE(i.buyer_name, b.legal_name, b.trade_name) AS business_name'),
      'i.taxable_amount',
      'i.cgst',
      'i.sgst',
      'i.igst',
      'i.total',
    );
  return rows.map((r) => ({
    id: Number(r.id),
    invoiceNumber: r.invoice_number,
    issuedAt: new Date(r.issued_at).toISOString(),
    orderNumber: r.order_number,
    businessName: r.business_name ?? null,
    taxable: r.taxable_amount,
    cgst: r.cgst,
    sgst: r.sgst,
    igst: r.igst,
    total: r.total,
    pdfUrl: `/api/invoices/${r.id}/pdf`,
  }));
}

interface InvoiceFacts {
  id: number;
  user_id: number;
  status: string;
  invoice_number: string | null;
  issued_at: Date | null;
  place_of_supply: string;
  taxable_amount: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
  seller_gstin: string | null;
  seller_name: string | null;
  seller_address: string | null;
  buyer_gstin: string | null;
  buyer_name: string | null;
  sac_code: string | null;
  gst_rate: string | null;
  order_number: string;
  purpose: string;
  plan_name: string | null;
  duration_value: number | null;
  duration_unit: 'years' | 'months' | null;
  period_starts_at: Date | null;
  period_ends_at: Date | null;
  state_name: string | null;
  buyer_address: string | null;
  business_gstin: string | null;
  business_name: string | null;
  payment_reference: string | null;
}

/** An invoice with everything its PDF prints: order, plan and period, state name, buyer address, payment. */
function invoiceFacts(db: Knex, invoiceId: number): Promise<InvoiceFacts | undefined> {
  return db('invoices as i')
    .join('orders as o', 'o.id', 'i.order_id')
    .leftJoin('plan_versions as pv', 'pv.id', 'o.plan_version_id')
    .leftJoin('membership_plans as mp', 'mp.id', 'pv.plan_id')
    .leftJoin('states as st', 'st.gst_code', 'i.place_of_supply')
    .leftJoin('businesses as b', 'b.id', 'i.business_id')
    .joinRaw(
      `LEFT JOIN LATERAL (SELECT s.starts_at, s.ends_at FROM subscriptions s WHERE s.order_id = o.id ORDER BY s.id DESC LIMIT 1) sub ON true`,
    )
    .joinRaw(
      `LEFT JOIN LATERAL (SELECT p.gateway_payment_id FROM payments p WHERE p.order_id = o.id AND p.status = 'success'
        ORDER BY p.id DESC LIMIT 1) pay ON true`,
    )
    .where('i.id', invoiceId)
    .first(
      'i.id',
      'i.user_id',
      'i.status',
      'i.invoice_number',
      'i.issued_at',
      'i.place_of_supply',
      'i.taxable_amount',
      'i.cgst',
      'i.sgst',
      'i.igst',
      'i.total',
      'i.seller_gstin',
      'i.seller_name',
      'i.seller_address',
      'i.buyer_gstin',
      'i.buyer_name',
      'i.sac_code',
      'i.gst_rate',
      'o.order_number',
      'o.purpose',
      'mp.name as plan_name',
      'pv.duration_value',
      'pv.duration_unit',
      'sub.starts_at as period_starts_at',
      'sub.ends_at as period_ends_at',
      'st.name as state_name',
      'b.address as buyer_address',
      'b.gstin as business_gstin',
      db.raw('COALESCE(b.legal_name, b.trade_name) AS business_name'),
      'pay.gateway_payment_id as payment_reference',
    );
}

/**
 * What the invoice's line sells, as the order's purpose names it (its delivery: 'Gold membership plan,
 * 1 year (…)', 'Credit information report (CIR)'), else the purpose's name. A service paid from the
 * wallet names the plan only for its GST rate: its line is the service.
 */
export function lineDescription(deliveries: OrderDeliveries, f: InvoiceLineFacts & { purpose: string }) {
  return deliveryOf(deliveries, f.purpose).invoiceLine(f) ?? ORDER_PURPOSES.find((p) => p.id === f.purpose)?.name ?? f.purpose;
}

const SELLER_SETTINGS = ['seller-gstin', 'seller-legal-name', 'seller-address'];

async function pdfData(db: Knex, deliveries: OrderDeliveries, f: InvoiceFacts): Promise<InvoicePdfData> {
  // Invoices issued before the seller details were stored on them (demo rows) print today's settings.
  const settings = !f.seller_gstin || !f.seller_name ? await settingValues(db, SELLER_SETTINGS) : null;
  const setting = (key: string) => settings?.get(key)?.value.trim() ?? null;
  return {
    kind: 'invoice',
    number: f.invoice_number ?? '',
    issuedAt: new Date(f.issued_at ?? Date.now()),
    seller: {
      name: f.seller_name ?? setting('seller-legal-name') ?? '',
      address: f.seller_address ?? setting('seller-address'),
      gstin: (f.seller_gstin ?? setting('seller-gstin') ?? '').trim(),
    },
    buyer: {
      name: f.buyer_name ?? f.business_name ?? '',
      address: f.buyer_address,
      gstin: (f.buyer_gstin ?? f.business_gstin)?.trim() ?? null,
    },
    placeOfSupply: { code: f.place_of_supply, name: f.state_name },
    line: { description: lineDescription(deliveries, f), sacCode: f.sac_code, taxablePaise: toPaise(f.taxable_amount) },
    gstRatePercent: f.gst_rate ?? '18.00',
    cgstPaise: toPaise(f.cgst),
    sgstPaise: toPaise(f.sgst),
    igstPaise: toPaise(f.igst),
    totalPaise: toPaise(f.total),
    orderNumber: f.order_number,
    paymentReference: f.payment_reference,
  };
}

/** An issued invoice the caller may read, or 403/404. */
async function readableInvoice(db: Knex, who: Principal, invoiceId: number): Promise<InvoiceFacts> {
  const scope = readerScope(who);
  const facts = await invoiceFacts(db, invoiceId);
  const mine = facts && (scope.staff || Number(facts.user_id) === scope.userId);
  if (!facts || !mine || facts.status !== 'issued' || !facts.invoice_number) throw refusal('INVOICE_NOT_FOUND', {});
  return facts;
}

export async function invoicePdf(
  db: Knex,
  deliveries: OrderDeliveries,
  who: Principal,
  invoiceId: number,
  language: InvoicePdfLanguage,
): Promise<PdfDocumentAnswer> {
  const facts = await readableInvoice(db, who, invoiceId);
  const pdf = await renderInvoicePdf(await pdfData(db, deliveries, facts), { language });
  return { fileName: pdfFileName(facts.invoice_number!), pdf };
}

export async function creditNotePdf(
  db: Knex,
  deliveries: OrderDeliveries,
  who: Principal,
  creditNoteId: number,
  language: InvoicePdfLanguage,
): Promise<PdfDocumentAnswer> {
  const scope = readerScope(who);
  const note = await db('credit_notes').where({ id: creditNoteId }).first();
  if (!note || (!scope.staff && Number(note.user_id) !== scope.userId)) throw refusal('CREDIT_NOTE_NOT_FOUND', {});
  const facts = await invoiceFacts(db, Number(note.invoice_id));
  if (!facts) throw refusal('CREDIT_NOTE_NOT_FOUND', {});
  const invoice = await pdfData(db, deliveries, facts);
  const data: InvoicePdfData = {
    ...invoice,
    kind: 'credit_note',
    number: note.credit_note_number,
    issuedAt: new Date(note.issued_at),
    against: { invoiceNumber: facts.invoice_number ?? '', issuedAt: facts.issued_at ? new Date(facts.issued_at) : null },
    reason: note.reason,
    line: { ...invoice.line, taxablePaise: toPaise(note.taxable_amount) },
    cgstPaise: toPaise(note.cgst),
    sgstPaise: toPaise(note.sgst),
    igstPaise: toPaise(note.igst),
    totalPaise: toPaise(note.total),
  };
  return { fileName: pdfFileName(note.credit_note_number), pdf: await renderInvoicePdf(data, { language }) };
}
