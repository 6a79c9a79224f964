/** Staff send an issued invoice to its member again: email (else SMS), masked in the answer, once a minute, audited. */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRole, createTestApp, signedIn } from '../support/testApp';
import { fundWallet, memberWithBusiness, placeOrder, planOnSale } from '../payments/support';

const t = createTestApp();
const { app, db } = t;
afterAll(() => t.close());

let staff: string;
let viewer: string;
let planId: number;
beforeAll(async () => {
  planId = Number((await planOnSale(db)).plan.id);
  staff = (await signedIn(db, { roleId: (await createRole(db, 'Invoice senders', { Invoices: ['detailView', 'process'] })).id })).auth;
  viewer = (await signedIn(db, { roleId: (await createRole(db, 'Invoice readers', { Invoices: ['detailView'] })).id })).auth;
});

async function paidInvoice() {
  const m = await memberWithBusiness(db);
  await fundWallet(db, m.user.id, 2_000_000);
  const placed = await placeOrder(app, m.auth, { planId, businessId: m.business.id, useWallet: true });
  return { m, invoiceId: placed.body.order.invoice.id as number, number: placed.body.order.invoice.number as string };
}

const resend = (auth: string, id: number | string) => request(app).post(`/api/admin/invoices/${id}/resend`).set('Authorization', auth);

describe('resending an invoice', () => {
  it('emails the member the number, the total and where to download it; a second send within a minute is 429', async () => {
    const { m, invoiceId, number } = await paidInvoice();
    const res = await resend(staff, invoiceId);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ channel: 'email', message: expect.stringMatching(/^Invoice sent to x+\d{2}@example\.com\.$/) });
    const sent = await db('outbox_messages').where({ recipient: m.user.email, template: 'invoice-resend-email' }).first();
    expect(sent.body).toContain(number);
    expect(sent.body).toContain('₹11,800.00');
    expect(sent.body).toContain('/my-invoices');
    expect(await db('audit_logs').where({ resource: 'invoices', record_id: String(invoiceId), action: 'resend' })).toHaveLength(1);
    const again = await resend(staff, invoiceId);
    expect(again.status).toBe(429);
    expect(again.headers['retry-after']).toBe('60');
  });

  it('refuses staff without process, members, unknown invoices and bad ids, sending nothing', async () => {
    const { m, invoiceId } = await paidInvoice();
    expect((await resend(viewer, invoiceId)).status).toBe(403);
    expect((await resend(m.auth, invoiceId)).status).toBe(403);
    expect((await resend(staff, 999_999_999)).status).toBe(404);
    expect((await resend(staff, 'abc')).status).toBe(404);
    expect(await db('outbox_messages').where({ recipient: m.user.email, template: 'invoice-resend-email' })).toHaveLength(0);
  });
});
