import type { Knex } from 'knex';
import { settingValues } from '../settings';
import { financialYearLabel, invoiceNumber } from './invoiceNumbering';

export const DEFAULT_INVOICE_PREFIX = 'BKY';
/** Credit notes are numbered in their own series: 'CN/26-27/000012'. */
export const CREDIT_NOTE_PREFIX = 'CN';

/** Each series counts per financial year on its own counter row (invoice_number_counters.series). */
export type NumberSeries = 'invoice' | 'credit_note';

export interface IssuedNumber {
  invoiceNumber: string;
  /** As invoices.financial_year stores it: '2026-27'. */
  financialYear: string;
  sequence: number;
}

/**
 * Takes the next number of (series, financial_year): creates the year's counter at 1 or adds 1 to it,
 * returning last_sequence. Also the first half of issuePreparedInvoice's one statement.
 */
export const TAKE_NUMBER_SQL = `INSERT INTO invoice_number_counters (series, financial_year, last_sequence) VALUES (?, ?, 1)
     ON CONFLICT (series, financial_year) DO UPDATE
       SET last_sequence = invoice_number_counters.last_sequence + 1, updated_at = now()
     RETURNING last_sequence`;

/**
 * The next number of a series (invoices unless told) in financial year `fy` ('26-27'), inside the
 * caller's transaction.
 *
 * One upsert takes the number: it creates the year's counter at 1 or adds 1 to it, and either way
 * holds the counter row's lock until the transaction ends (as SELECT … FOR UPDATE would, without
 * a race on the first number of a year). Concurrent invoices therefore queue on the counter and
 * get consecutive numbers; a transaction that rolls back takes its increment with it, so the
 * next invoice reuses the number and no gap is left. Keep the rest of the transaction short: every
 * other invoice of the year waits for it.
 */
export async function nextInvoiceNumber(
  trx: Knex.Transaction,
  fy: string,
  prefix?: string,
  series: NumberSeries = 'invoice',
): Promise<IssuedNumber> {
  if (!trx.isTransaction) throw new Error('nextInvoiceNumber must run inside the transaction that writes the invoice');
  const financialYear = financialYearLabel(fy);
  const chosenPrefix = prefix ?? (series === 'invoice' ? await invoicePrefix(trx) : CREDIT_NOTE_PREFIX);
  const { rows } = await trx.raw<{ rows: Array<{ last_sequence: number }> }>(TAKE_NUMBER_SQL, [series, financialYear]);
  const sequence = Number(rows[0]!.last_sequence);
  // Throws past 16 characters; the caller's transaction then rolls back and the number is not used.
  return { invoiceNumber: invoiceNumber(chosenPrefix, fy, sequence), financialYear, sequence };
}

/** The next credit note number of financial year `fy`, inside the transaction that writes the credit note. */
export function nextCreditNoteNumber(trx: Knex.Transaction, fy: string): Promise<IssuedNumber> {
  return nextInvoiceNumber(trx, fy, CREDIT_NOTE_PREFIX, 'credit_note');
}

/** The 'invoice-prefix' global setting, or BKY when it is not set. */
export async function invoicePrefix(db: Knex): Promise<string> {
  const values = await settingValues(db, ['invoice-prefix']);
  return values.get('invoice-prefix')?.value.trim().toUpperCase() ?? DEFAULT_INVOICE_PREFIX;
}
