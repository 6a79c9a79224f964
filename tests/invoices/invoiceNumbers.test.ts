import { afterAll, describe, expect, it } from 'vitest';
import { nextInvoiceNumber } from '../../api/src/domain/invoices/invoiceNumberService';
import { testKnex } from '../support/db';

// Enough connections that all 100 transactions are open at once and queue on the counter row.
const db = testKnex({ min: 0, max: 40 }, 60_000);
afterAll(() => db.destroy());

// Each test numbers its own (far-future) financial year: the database is shared by the run.
const counter = (fy: string) =>
  db('invoice_number_counters')
    .where({ financial_year: `20${fy}` })
    .first();

/** Takes a number in its own transaction, holds the lock a moment, then commits or rolls back. */
async function takeNumber(fy: string, rollBack = false) {
  try {
    return await db.transaction(async (trx) => {
      const issued = await nextInvoiceNumber(trx, fy, 'BKY');
      await trx.raw('SELECT pg_sleep(0.002)'); // the rest of the invoice's work, with the lock held
      if (rollBack) throw new Error('payment could not be recorded');
      return issued;
    });
  } catch (err) {
    if (rollBack) return null;
    throw err;
  }
}

const sequences = (xs: Array<{ sequence: number } | null>) =>
  xs
    .filter((x) => x !== null)
    .map((x) => x.sequence)
    .sort((a, b) => a - b);
const oneTo = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

describe('nextInvoiceNumber', () => {
  it('gives 100 concurrent transactions the numbers 1..100, each once', async () => {
    const issued = await Promise.all(Array.from({ length: 100 }, () => takeNumber('41-42')));
    expect(sequences(issued)).toEqual(oneTo(100));
    expect(new Set(issued.map((x) => x!.invoiceNumber)).size).toBe(100);
    expect(issued.map((x) => x!.invoiceNumber)).toContain('BKY/41-42/000100');
    expect(issued.every((x) => x!.financialYear === '2041-42')).toBe(true);
    expect((await counter('41-42')).last_sequence).toBe(100);
  });

  it('leaves no gap when a transaction that took a number rolls back', async () => {
    const first = await takeNumber('42-43');
    expect(await takeNumber('42-43', true)).toBeNull();
    const third = await takeNumber('42-43');
    expect([first!.invoiceNumber, third!.invoiceNumber]).toEqual(['BKY/42-43/000001', 'BKY/42-43/000002']);
  });

  it('stays gapless when some of many concurrent transactions roll back', async () => {
    const issued = await Promise.all(Array.from({ length: 100 }, (_, i) => takeNumber('43-44', i % 10 === 3)));
    expect(issued.filter((x) => x === null)).toHaveLength(10);
    expect(sequences(issued)).toEqual(oneTo(90));
    expect((await counter('43-44')).last_sequence).toBe(90);
  });

  it('starts every financial year at 1', async () => {
    await takeNumber('44-45');
    await takeNumber('44-45');
    const next = await takeNumber('45-46');
    expect(next).toEqual({ invoiceNumber: 'BKY/45-46/000001', financialYear: '2045-46', sequence: 1 });
    expect((await takeNumber('44-45'))!.sequence).toBe(3);
  });

  it('uses the invoice-prefix setting, BKY when unset', async () => {
    const issued = await db.transaction((trx) => nextInvoiceNumber(trx, '46-47'));
    expect(issued.invoiceNumber).toBe('BKY/46-47/000001');
  });

  it('refuses to run outside a transaction and gives nothing away when the number is too long', async () => {
    await expect(nextInvoiceNumber(db as never, '47-48', 'BKY')).rejects.toThrow(/inside the transaction/);
    await db('invoice_number_counters').insert({ financial_year: '2047-48', last_sequence: 999_999 });
    await expect(db.transaction((trx) => nextInvoiceNumber(trx, '47-48', 'BKY'))).rejects.toThrow(/longer than 16/);
    expect((await counter('47-48')).last_sequence).toBe(999_999);
  });
});
