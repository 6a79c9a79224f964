import type { Knex } from 'knex';
import { insertAudited } from '../../audit/auditedWrite';
import type { CallContext } from '../../callContext';
import { refusal } from '../errors';
import { formatPaise, fromPaise, toPaise } from '../../validation/money';
import { creditNoteSplit, type CreditParts } from './creditNoteSplit';
import { nextCreditNoteNumber } from './invoiceNumberService';
import { financialYear } from './invoiceNumbering';

export const CREDIT_NOTE_REASON_MAX = 500;

export interface CreditNoteInput {
  invoiceId: number;
  /** The amount credited, GST included, in paise. */
  totalPaise: number;
  reason: string;
}

export type CreditNoteRow = Record<string, unknown> & {
  id: number;
  credit_note_number: string;
  invoice_id: number;
  taxable_amount: string;
  cgst: string;
  sgst: string;
  igst: string;
  total: string;
};

const partsOf = (row: { taxable_amount: string; cgst: string; sgst: string; igst: string; total: string }): CreditParts => ({
  taxablePaise: toPaise(row.taxable_amount),
  cgstPaise: toPaise(row.cgst),
  sgstPaise: toPaise(row.sgst),
  igstPaise: toPaise(row.igst),
  totalPaise: toPaise(row.total),
});

/**
 * Issues a credit note against an issued invoice inside the caller's transaction (a refund's): the
 * invoice row is locked first, so concurrent credit notes on one invoice queue and together never
 * credit more than its total. The amount is split back into taxable value and the invoice's own tax
 * kind at its rate (creditNoteSplit); the number comes last from the credit-note series, so the
 * year's counter is held only for the insert. The invoice itself is never changed.
 */
export async function createCreditNote(
  trx: Knex.Transaction,
  call: CallContext,
  input: CreditNoteInput,
  now = new Date(),
): Promise<CreditNoteRow> {
  if (!trx.isTransaction) throw new Error('createCreditNote must run inside the transaction of the refund');
  const { invoiceId, totalPaise } = input;
  if (typeof totalPaise !== 'number' || !Number.isFinite(totalPaise) || !Number.isInteger(totalPaise))
    throw refusal('CREDIT_WHOLE_PAISE', {});
  if (totalPaise <= 0) throw refusal('CREDIT_ABOVE_ZERO', {});
  if (!Number.isSafeInteger(totalPaise)) throw refusal('CREDIT_TOO_LARGE', {});
  const reason = typeof input.reason === 'string' ? input.reason.trim() : '';
  if (!reason) throw refusal('CREDIT_REASON_NEEDED', {});
  if (reason.length > CREDIT_NOTE_REASON_MAX) throw refusal('CREDIT_REASON_TOO_LONG', { max: CREDIT_NOTE_REASON_MAX });

  const invoice = await trx('invoices').where({ id: invoiceId }).forUpdate().first();
  if (!invoice) throw refusal('INVOICE_NOT_FOUND', {});
  if (invoice.status !== 'issued') throw refusal('CREDIT_ONLY_ISSUED', {});

  const credited = await trx('credit_notes')
    .where({ invoice_id: invoiceId })
    .first(
      trx.raw('COALESCE(SUM(taxable_amount), 0)::numeric(14,2)::text AS taxable_amount'),
      trx.raw('COALESCE(SUM(cgst), 0)::numeric(14,2)::text AS cgst'),
      trx.raw('COALESCE(SUM(sgst), 0)::numeric(14,2)::text AS sgst'),
      trx.raw('COALESCE(SUM(igst), 0)::numeric(14,2)::text AS igst'),
      trx.raw('COALESCE(SUM(total), 0)::numeric(14,2)::text AS total'),
    );
  const invoiced = partsOf(invoice);
  const done = partsOf(credited);
  const remaining: CreditParts = {
    taxablePaise: invoiced.taxablePaise - done.taxablePaise,
    cgstPaise: invoiced.cgstPaise - done.cgstPaise,
    sgstPaise: invoiced.sgstPaise - done.sgstPaise,
    igstPaise: invoiced.igstPaise - done.igstPaise,
    totalPaise: invoiced.totalPaise - done.totalPaise,
  };
  if (totalPaise > remaining.totalPaise)
    throw remaining.totalPaise > 0
      ? refusal('CREDIT_ONLY_LEFT', {
          left: formatPaise(remaining.totalPaise),
          invoice: String(invoice.invoice_number),
          asked: formatPaise(totalPaise),
        })
      : refusal('CREDIT_FULL', { invoice: String(invoice.invoice_number) });

  const sameState = invoice.place_of_supply === invoice.seller_gstin?.slice(0, 2);
  const supply = invoiced.igstPaise > 0 || (invoiced.cgstPaise === 0 && !sameState) ? 'inter_state' : 'intra_state';
  const parts = creditNoteSplit({ totalPaise, ratePercent: invoice.gst_rate ?? '18', supply, remaining });

  const number = await nextCreditNoteNumber(trx, financialYear(now));
  const row = await insertAudited<CreditNoteRow>(
    trx,
    call,
    'credit_notes',
    {
      credit_note_number: number.invoiceNumber,
      financial_year: number.financialYear,
      sequence: number.sequence,
      invoice_id: invoice.id,
      order_id: invoice.order_id,
      user_id: invoice.user_id,
      taxable_amount: fromPaise(parts.taxablePaise),
      cgst: fromPaise(parts.cgstPaise),
      sgst: fromPaise(parts.sgstPaise),
      igst: fromPaise(parts.igstPaise),
      total: fromPaise(parts.totalPaise),
      reason,
      created_by: call.who?.userId ?? null,
      issued_at: now,
    },
    { resource: 'credit-notes' },
  );
  return row;
}

/** How a credit note's money went back: the refund's columns (payments records them; invoices own the table). */
export interface CreditNoteRefund {
  refund_to?: string;
  idempotency_key?: string;
  request_hash?: string;
  gateway_refund_id?: string;
  refunded_at?: Date | null;
}

export async function recordCreditNoteRefund(trx: Knex.Transaction, creditNoteId: number, refund: CreditNoteRefund): Promise<void> {
  await trx('credit_notes').where({ id: creditNoteId }).update(refund);
}
