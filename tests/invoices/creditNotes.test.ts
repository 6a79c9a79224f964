import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callAs } from '../../api/src/callContext';
import { createCreditNote } from '../../api/src/domain/invoices/creditNoteService';
import { toPaise } from '../../api/src/validation/money';
import { testKnex } from '../support/db';
import { createRole, createUser } from '../support/testApp';
import { issuedInvoice } from './invoiceFixtures';

// Enough connections for 10 refunds at once. Credit notes here are numbered in 2081-82 onwards.
const db = testKnex({ min: 0, max: 20 }, 60_000);
afterAll(() => db.destroy());

let staff: { id: number };
const call = () => callAs({ userId: staff.id, roleName: 'Refund desk' });
const credit = (invoiceId: number, totalPaise: number, now: Date, reason = 'Refund on cancellation') =>
  db.transaction((trx) => createCreditNote(trx, call(), { invoiceId, totalPaise, reason }, now));

beforeAll(async () => {
  staff = await createUser(db, { roleId: (await createRole(db, 'Refund desk', { Invoices: ['listView', 'detailView'] })).id });
});

const sumOf = (row: Record<string, unknown>) => ['taxable_amount', 'cgst', 'sgst', 'igst'].reduce((s, k) => s + toPaise(String(row[k])), 0);

describe('createCreditNote', () => {
  it('splits a part refund into taxable value and the invoice’s own tax kind, exactly, with an audit row', async () => {
    const { invoice } = await issuedInvoice(db, {
      state: '08',
      amount: '999.00',
      tax: '179.82',
      now: new Date('2081-04-10T10:00:00+05:30'),
    });
    const note = await credit(Number(invoice.id), 50_001, new Date('2081-05-01T10:00:00+05:30'));
    expect(note).toMatchObject({
      credit_note_number: 'CN/81-82/000001',
      financial_year: '2081-82',
      sequence: 1,
      total: '500.01',
      igst: '0.00',
    });
    expect(note.cgst).toBe(note.sgst);
    expect(sumOf(note)).toBe(50_001);
    expect(Number(note.created_by)).toBe(staff.id);
    const audit = await db('audit_logs').where({ resource: 'credit-notes', record_id: String(note.id), action: 'create' });
    expect(audit).toHaveLength(1);
    expect(Number(audit[0].actor_user_id)).toBe(staff.id);
    // The invoice itself is untouched.
    expect(await db('invoices').where({ id: invoice.id }).first()).toMatchObject({ total: '1178.82', status: 'issued' });
  });

  it('numbers two credit notes consecutively and credits exactly what is left with the last one', async () => {
    const { invoice } = await issuedInvoice(db, {
      state: '27',
      amount: '1000.00',
      tax: '180.00',
      now: new Date('2082-04-10T10:00:00+05:30'),
    });
    const now = new Date('2082-06-01T10:00:00+05:30');
    const first = await credit(Number(invoice.id), 33_333, now);
    const second = await credit(Number(invoice.id), 118_000 - 33_333, now);
    expect([first.credit_note_number, second.credit_note_number]).toEqual(['CN/82-83/000001', 'CN/82-83/000002']);
    expect(toPaise(first.igst) + toPaise(second.igst)).toBe(18_000);
    expect(toPaise(first.taxable_amount) + toPaise(second.taxable_amount)).toBe(100_000);
    await expect(credit(Number(invoice.id), 1, now)).rejects.toMatchObject({ kind: 'conflict', message: /already been credited in full/ });
  });

  it('refuses more than is left, zero, negative or fractional paise and a missing reason, writing nothing', async () => {
    const { invoice } = await issuedInvoice(db, {
      state: '27',
      amount: '100.00',
      tax: '18.00',
      now: new Date('2083-04-10T10:00:00+05:30'),
    });
    const now = new Date('2083-05-01T10:00:00+05:30');
    await expect(credit(Number(invoice.id), 11_801, now)).rejects.toMatchObject({
      kind: 'conflict',
      message: `Only ₹118.00 is left to credit on invoice ${invoice.invoice_number}; ₹118.01 was asked.`,
    });
    await expect(credit(Number(invoice.id), 0, now)).rejects.toMatchObject({ kind: 'invalid', message: /more than ₹0.00/ });
    await expect(credit(Number(invoice.id), -100, now)).rejects.toMatchObject({ kind: 'invalid' });
    await expect(credit(Number(invoice.id), 10.5, now)).rejects.toMatchObject({ kind: 'invalid', message: /whole number of paise/ });
    await expect(credit(Number(invoice.id), 100, now, '  ')).rejects.toMatchObject({ kind: 'invalid', message: /reason/ });
    await expect(credit(987_654_321, 100, now)).rejects.toMatchObject({ kind: 'not_found' });
    expect(await db('credit_notes').where({ invoice_id: invoice.id })).toHaveLength(0);
    expect(await db('invoice_number_counters').where({ series: 'credit_note', financial_year: '2083-84' })).toHaveLength(0);
  });

  it('lets only 2 of 10 concurrent 40% refunds of one invoice through, numbered without gaps', async () => {
    const { invoice } = await issuedInvoice(db, {
      state: '08',
      amount: '1000.00',
      tax: '180.00',
      now: new Date('2084-04-10T10:00:00+05:30'),
    });
    const now = new Date('2084-05-01T10:00:00+05:30');
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => credit(Number(invoice.id), 47_200, now)));
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(2);
    expect(refused.every((r) => (r.reason as { kind?: string }).kind === 'conflict')).toBe(true);
    const notes = await db('credit_notes').where({ invoice_id: invoice.id }).orderBy('sequence');
    expect(notes.map((n) => n.credit_note_number)).toEqual(['CN/84-85/000001', 'CN/84-85/000002']);
    expect(notes.reduce((s, n) => s + toPaise(n.total), 0)).toBe(94_400);
  });
});
