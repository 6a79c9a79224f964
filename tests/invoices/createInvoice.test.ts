import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { createInvoiceForOrder, issuePreparedInvoice, prepareOrderInvoice } from '../../api/src/domain/invoices/invoiceService';
import { fromPaise, toPaise } from '../../api/src/validation/money';
import { testKnex } from '../support/db';
import { createBusiness, randomGstin } from '../domain/fixtures';

const db = testKnex({ min: 0, max: 30 }, 60_000);
afterAll(() => db.destroy());

// The seeded seller is in Rajasthan (08). Each test issues in its own far-future financial year.
async function paidOrder(opts: { state: string; amount: string; tax: string; status?: string; discount?: string }) {
  const business = await createBusiness(db, { gstin: randomGstin(opts.state) });
  const discount = opts.discount ?? '0.00';
  const [order] = await db('orders')
    .insert({
      order_number: `TEST-${crypto.randomUUID().slice(0, 12)}`,
      user_id: business.user_id,
      business_id: business.id,
      purpose: 'cir',
      amount: opts.amount,
      discount,
      tax: opts.tax,
      total: fromPaise(toPaise(opts.amount) - toPaise(discount) + toPaise(opts.tax)),
      status: opts.status ?? 'paid',
    })
    .returning('*');
  return { order, business };
}

const issue = (orderId: number, now: Date) => db.transaction((trx) => createInvoiceForOrder(trx, orderId, now));

describe('createInvoiceForOrder', () => {
  it('invoices a same-state order with CGST + SGST, the seller and buyer details, SAC and amount in words', async () => {
    const { order, business } = await paidOrder({ state: '08', amount: '999.00', tax: '179.82' });
    const { invoice, amountInWords, created } = await issue(order.id, new Date('2051-04-01T00:00:00+05:30'));
    expect(created).toBe(true);
    expect(invoice).toMatchObject({
      invoice_number: 'BKY/51-52/000001',
      financial_year: '2051-52',
      sequence: 1,
      status: 'issued',
      place_of_supply: '08',
      taxable_amount: '999.00',
      cgst: '89.91',
      sgst: '89.91',
      igst: '0.00',
      total: '1178.82',
      seller_gstin: '08AAHCB4321K1ZP',
      seller_name: 'Bakaya Technologies Pvt. Ltd.',
      buyer_gstin: business.gstin,
      sac_code: '998591',
      gst_rate: '18.00',
    });
    expect(amountInWords).toBe('Rupees One Thousand One Hundred Seventy Eight and Eighty Two Paise Only');
  });

  it('invoices another state with IGST, after the discount', async () => {
    const { order } = await paidOrder({ state: '27', amount: '1200.00', discount: '200.00', tax: '180.00' });
    const { invoice } = await issue(order.id, new Date('2052-05-01T00:00:00+05:30'));
    expect(invoice).toMatchObject({
      place_of_supply: '27',
      taxable_amount: '1000.00',
      igst: '180.00',
      cgst: '0.00',
      sgst: '0.00',
      total: '1180.00',
    });
  });

  it('issues one invoice per order however often it is asked, even at once', async () => {
    const { order } = await paidOrder({ state: '27', amount: '100.00', tax: '18.00' });
    const now = new Date('2053-05-01T00:00:00+05:30');
    const results = await Promise.all(Array.from({ length: 5 }, () => issue(order.id, now)));
    expect(results.filter((r) => r.created)).toHaveLength(1);
    expect(new Set(results.map((r) => r.invoice.invoice_number))).toEqual(new Set(['BKY/53-54/000001']));
    expect(await db('invoices').where({ order_id: order.id })).toHaveLength(1);
  });

  it('numbers 20 concurrently paid orders 1..20 without gaps', async () => {
    const orders = await Promise.all(Array.from({ length: 20 }, () => paidOrder({ state: '08', amount: '50.00', tax: '9.00' })));
    const now = new Date('2054-05-01T00:00:00+05:30');
    const results = await Promise.all(orders.map(({ order }) => issue(order.id, now)));
    expect(results.map((r) => r.invoice.sequence as number).sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, i) => i + 1));
  });

  it('issues a pending invoice in place', async () => {
    const { order, business } = await paidOrder({ state: '08', amount: '100.00', tax: '18.00' });
    const [pending] = await db('invoices')
      .insert({
        order_id: order.id,
        user_id: order.user_id,
        business_id: business.id,
        place_of_supply: '08',
        taxable_amount: '100.00',
        total: '100.00',
      })
      .returning('id');
    const { invoice } = await issue(order.id, new Date('2055-05-01T00:00:00+05:30'));
    expect(invoice).toMatchObject({ id: pending.id, status: 'issued', invoice_number: 'BKY/55-56/000001', cgst: '9.00', total: '118.00' });
  });

  it('refuses an unpaid order, or one whose GST differs, and writes nothing', async () => {
    const now = new Date('2056-05-01T00:00:00+05:30');
    const unpaid = await paidOrder({ state: '08', amount: '100.00', tax: '18.00', status: 'pending' });
    await expect(issue(unpaid.order.id, now)).rejects.toMatchObject({ kind: 'conflict', message: /once the order is paid/ });
    const wrongTax = await paidOrder({ state: '08', amount: '100.00', tax: '12.00' });
    await expect(issue(wrongTax.order.id, now)).rejects.toMatchObject({ kind: 'conflict', message: /GST at 18% is ₹18.00/ });
    await expect(issue(987_654_321, now)).rejects.toMatchObject({ kind: 'not_found' });
    expect(await db('invoices').whereIn('order_id', [unpaid.order.id, wrongTax.order.id])).toHaveLength(0);
    expect(await db('invoice_number_counters').where({ financial_year: '2056-57' })).toHaveLength(0);
  });

  it('takes the number and writes the invoice in one statement, refusing a number past 16 characters', async () => {
    const { order } = await paidOrder({ state: '08', amount: '100.00', tax: '18.00' });
    const now = new Date('2057-05-01T00:00:00+05:30');
    await db('invoice_number_counters').insert({ series: 'invoice', financial_year: '2057-58', last_sequence: 999_999 });
    await expect(issue(order.id, now)).rejects.toThrow(/longer than 16/);
    expect((await db('invoice_number_counters').where({ financial_year: '2057-58' }).first()).last_sequence).toBe(999_999);
    expect(await db('invoices').where({ order_id: order.id })).toHaveLength(0);

    // Its id can be taken beforehand (a report refers to it before the invoice is written).
    const other = await paidOrder({ state: '27', amount: '100.00', tax: '18.00' });
    const later = new Date('2058-05-01T00:00:00+05:30');
    const invoice = await db.transaction(async (trx) => {
      const { rows } = await trx.raw(`SELECT nextval(pg_get_serial_sequence('invoices', 'id')) AS id`);
      const ready = await prepareOrderInvoice(trx, other.order.id, later);
      if ('issued' in ready) throw new Error('the order had no invoice');
      const issued = await issuePreparedInvoice(trx, ready.prepared, Number(rows[0].id));
      expect(Number(issued.invoice.id)).toBe(Number(rows[0].id));
      return issued.invoice;
    });
    expect(invoice).toMatchObject({
      invoice_number: 'BKY/58-59/000001',
      financial_year: '2058-59',
      sequence: 1,
      igst: '18.00',
      total: '118.00',
    });

    // Past 999,999 a shorter prefix still fits 16 characters: the number grows a digit, never loses one.
    const big = await paidOrder({ state: '27', amount: '100.00', tax: '18.00' });
    await db('invoice_number_counters').insert({ series: 'invoice', financial_year: '2059-60', last_sequence: 999_999 });
    const millionth = await db.transaction(async (trx) => {
      const ready = await prepareOrderInvoice(trx, big.order.id, new Date('2059-05-01T00:00:00+05:30'));
      if ('issued' in ready) throw new Error('the order had no invoice');
      return (await issuePreparedInvoice(trx, { ...ready.prepared, prefix: 'BK' })).invoice;
    });
    expect(millionth).toMatchObject({ invoice_number: 'BK/59-60/1000000', sequence: 1_000_000 });
  });
});
