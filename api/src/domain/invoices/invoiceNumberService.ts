import type { Knex } from 'knex';
import { settingValues } from '../settings/globalSettings';
import { financialYearLabel, invoiceNumber } from './invoiceNumbering';

export const DEFAULT_INVOICE_PREFIX = 'BKY';

export interface IssuedNumber {
  invoiceNumber: string;
  /** As invoices.financial_year stores it: '2026-27'. */
  financialYear: string;
  sequence: number;
}

/**
 * The next invoice number of financial year `fy` ('26-27'), inside the caller's transaction.
 *
 * One upsert takes the number: it creates the year's counter at 1 or adds 1 to it, and either way
 * holds the counter row's lock until the transaction ends (as SELECT … FOR UPDATE would, without
 * a race on the first number of a year). Concurrent invoices therefore queue on the counter and
 * get consecutive numbers; a transaction that rolls back takes its increment with it, so the
 * next invoice reuses the number and no gap is left. Keep the rest of the transaction short: every
 * other invoice of the year waits for it.
 */
export async function nextInvoiceNumber(trx: Knex.Transaction, fy: string, prefix?: string): Promise<IssuedNumber> {
  if (!trx.isTransaction) throw new Error('nextInvoiceNumber must run inside the transaction that writes the invoice');
  const financialYear = financialYearLabel(fy);
  const chosenPrefix = prefix ?? (await invoicePrefix(trx));
  const { rows } = await trx.raw<{ rows: Array<{ last_sequence: number }> }>(
    `INSERT INTO invoice_number_counters (financial_year, last_sequence) VALUES (?, 1)
     ON CONFLICT (financial_year) DO UPDATE
       SET last_sequence = invoice_number_counters.last_sequence + 1, updated_at = now()
     RETURNING last_sequence`,
    [financialYear],
  );
  const sequence = Number(rows[0]!.last_sequence);
  // Throws past 16 characters; the caller's transaction then rolls back and the number is not used.
  return { invoiceNumber: invoiceNumber(chosenPrefix, fy, sequence), financialYear, sequence };
}

/** The 'invoice-prefix' global setting, or BKY when it is not set. */
export async function invoicePrefix(db: Knex): Promise<string> {
  const values = await settingValues(db, ['invoice-prefix']);
  return values.get('invoice-prefix')?.value.trim().toUpperCase() ?? DEFAULT_INVOICE_PREFIX;
}
