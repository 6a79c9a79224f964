import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MemberInvoice } from '../../api/src/contracts/checkout';
import { createCreditNote } from '../../api/src/domain/invoices/creditNoteService';
import { callAs } from '../../api/src/callContext';
import { pdfText } from '../support/pdfText';
import { createRole, createTestApp, signedIn } from '../support/testApp';
import { issuedInvoice } from './invoiceFixtures';

const t = createTestApp();
afterAll(() => t.close());

const getPdf = (path: string, auth?: string) => {
  const req = request(t.app)
    .get(path)
    .buffer(true)
    .parse((res, cb) => {
      const parts: Buffer[] = [];
      res.on('data', (c: Buffer) => parts.push(c));
      res.on('end', () => cb(null, Buffer.concat(parts)));
    });
  return auth ? req.set('Authorization', auth) : req;
};

let owner: Awaited<ReturnType<typeof signedIn>>;
let other: Awaited<ReturnType<typeof signedIn>>;
let staffWith: Awaited<ReturnType<typeof signedIn>>;
let staffWithout: Awaited<ReturnType<typeof signedIn>>;
let inter: Awaited<ReturnType<typeof issuedInvoice>>;
let intra: Awaited<ReturnType<typeof issuedInvoice>>;
let othersInvoice: Awaited<ReturnType<typeof issuedInvoice>>;

beforeAll(async () => {
  owner = await signedIn(t.db);
  other = await signedIn(t.db);
  staffWith = await signedIn(t.db, { roleId: (await createRole(t.db, 'Invoice desk', { Invoices: ['listView', 'detailView'] })).id });
  staffWithout = await signedIn(t.db, { roleId: (await createRole(t.db, 'Support desk', { Customer: ['listView', 'detailView'] })).id });
  inter = await issuedInvoice(t.db, {
    state: '27',
    amount: '100000.00',
    tax: '18000.00',
    now: new Date('2071-05-10T10:00:00+05:30'),
    userId: owner.user.id,
    planName: 'Platinum',
  });
  intra = await issuedInvoice(t.db, {
    state: '08',
    amount: '999.00',
    tax: '179.82',
    now: new Date('2071-06-01T10:00:00+05:30'),
    userId: owner.user.id,
  });
  othersInvoice = await issuedInvoice(t.db, {
    state: '08',
    amount: '500.00',
    tax: '90.00',
    now: new Date('2071-06-02T10:00:00+05:30'),
    userId: other.user.id,
  });
});

describe('GET /api/invoices/:id/pdf', () => {
  it('gives the owner the PDF as an attachment named after the invoice number', async () => {
    const res = await getPdf(`/api/invoices/${inter.invoice.id}/pdf`, owner.auth);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="BKY-71-72-000001\.pdf"/);
    const body = res.body as Buffer;
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await pdfText(body);
    for (const expected of [
      'Tax Invoice',
      'BKY/71-72/000001',
      '08AAHCB4321K1ZP',
      inter.business.gstin,
      'Maharashtra (27)',
      'Platinum membership plan, 1 year',
      'IGST @ 18%',
      '₹18,000.00',
      '₹1,18,000.00',
      'Rupees One Lakh Eighteen Thousand Only',
      inter.order.order_number,
      inter.paymentId,
    ])
      expect(text).toContain(expected);
  });

  it('prints CGST and SGST on a same-state invoice, and Hindi labels with lang=hi', async () => {
    const en = await pdfText((await getPdf(`/api/invoices/${intra.invoice.id}/pdf`, owner.auth)).body as Buffer);
    for (const expected of ['Rajasthan (08)', 'CGST @ 9%', 'SGST @ 9%', '₹89.91', '₹1,178.82']) expect(en).toContain(expected);
    const res = await getPdf(`/api/invoices/${intra.invoice.id}/pdf?lang=hi`, owner.auth);
    expect(res.status).toBe(200);
    const hi = await pdfText(res.body as Buffer);
    expect(hi).toContain('कर बीजक');
    expect(hi).toContain('₹1,178.82');
  });

  it("answers 404 for another member's invoice, an unknown one and a cancelled one", async () => {
    expect((await getPdf(`/api/invoices/${othersInvoice.invoice.id}/pdf`, owner.auth)).status).toBe(404);
    expect((await getPdf('/api/invoices/987654321/pdf', owner.auth)).status).toBe(404);
    const [cancelled] = await t
      .db('invoices')
      .insert({
        order_id: inter.order.id,
        user_id: owner.user.id,
        place_of_supply: '27',
        taxable_amount: '1.00',
        total: '1.00',
        status: 'cancelled',
      })
      .returning('id');
    expect((await getPdf(`/api/invoices/${cancelled.id}/pdf`, owner.auth)).status).toBe(404);
    expect((await getPdf(`/api/invoices/${cancelled.id}/pdf`, staffWith.auth)).status).toBe(404);
  });

  it('lets staff with Invoices → detailView read any invoice; other staff get 403 as on every staff route', async () => {
    const ok = await getPdf(`/api/invoices/${othersInvoice.invoice.id}/pdf`, staffWith.auth);
    expect(ok.status).toBe(200);
    expect((ok.body as Buffer).subarray(0, 5).toString()).toBe('%PDF-');
    const refused = await request(t.app).get(`/api/invoices/${othersInvoice.invoice.id}/pdf`).set('Authorization', staffWithout.auth);
    expect(refused.status).toBe(403);
    // The same answer whether the invoice exists or not.
    expect((await request(t.app).get('/api/invoices/987654321/pdf').set('Authorization', staffWithout.auth)).status).toBe(403);
  });

  it('answers 400 for a malformed id or language and 401 without a token', async () => {
    const bad = await request(t.app).get('/api/invoices/abc/pdf').set('Authorization', owner.auth);
    expect(bad.status).toBe(400);
    expect(bad.body.message).toMatch(/invoice id must be a positive whole number/);
    expect((await request(t.app).get('/api/invoices/0/pdf').set('Authorization', owner.auth)).status).toBe(400);
    expect((await request(t.app).get(`/api/invoices/${inter.invoice.id}/pdf?lang=fr`).set('Authorization', owner.auth)).status).toBe(400);
    expect((await request(t.app).get(`/api/invoices/${inter.invoice.id}/pdf`)).status).toBe(401);
  });
});

describe('GET /api/my-invoices', () => {
  it("lists only the member's own issued invoices, newest first, with their PDF links", async () => {
    const res = await request(t.app).get('/api/my-invoices').set('Authorization', owner.auth);
    expect(res.status).toBe(200);
    const list = res.body as MemberInvoice[];
    expect(list.map((i) => i.id)).toEqual([intra.invoice.id, inter.invoice.id].map(Number));
    expect(list[1]).toEqual({
      id: Number(inter.invoice.id),
      invoiceNumber: 'BKY/71-72/000001',
      issuedAt: new Date('2071-05-10T10:00:00+05:30').toISOString(),
      orderNumber: inter.order.order_number,
      businessName: 'Shree Ganesh Traders Pvt Ltd',
      taxable: '100000.00',
      cgst: '0.00',
      sgst: '0.00',
      igst: '18000.00',
      total: '118000.00',
      pdfUrl: `/api/invoices/${inter.invoice.id}/pdf`,
    });
    const others = await request(t.app).get('/api/my-invoices').set('Authorization', other.auth);
    expect((others.body as MemberInvoice[]).map((i) => i.id)).toEqual([Number(othersInvoice.invoice.id)]);
    expect((await request(t.app).get('/api/my-invoices')).status).toBe(401);
  });
});

describe('GET /api/credit-notes/:id/pdf', () => {
  it('prints the credit note against its invoice for the owner and permitted staff only', async () => {
    const note = await t.db.transaction((trx) =>
      createCreditNote(
        trx,
        callAs({ userId: staffWith.user.id, roleName: 'Invoice desk' }),
        {
          invoiceId: Number(inter.invoice.id),
          totalPaise: 1_180_000,
          reason: 'Goodwill refund',
        },
        new Date('2071-07-01T10:00:00+05:30'),
      ),
    );
    const res = await getPdf(`/api/credit-notes/${note.id}/pdf`, owner.auth);
    expect(res.status).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="CN-71-72-\d{6}\.pdf"/);
    const text = await pdfText(res.body as Buffer);
    for (const expected of ['Credit Note', note.credit_note_number, 'BKY/71-72/000001', 'Goodwill refund', '₹11,800.00', '₹1,800.00'])
      expect(text).toContain(expected);
    expect((await getPdf(`/api/credit-notes/${note.id}/pdf`, staffWith.auth)).status).toBe(200);
    expect((await getPdf(`/api/credit-notes/${note.id}/pdf`, other.auth)).status).toBe(404);
    expect((await getPdf(`/api/credit-notes/${note.id}/pdf`, staffWithout.auth)).status).toBe(403);
    expect((await getPdf('/api/credit-notes/x/pdf', owner.auth)).status).toBe(400);
    expect((await getPdf(`/api/credit-notes/${note.id}/pdf`)).status).toBe(401);
  });
});
