/**
 * Paying for a credit report through the gateway's checkout (issue 11 §2) against the real database
 * and the sandbox gateway: the wallet pays first, the gateway the rest; the gateway's "paid" makes the
 * journal, the GST invoice and the report in one transaction, once however often it is delivered; a
 * failed payment charges nothing; a report that cannot be made once paid sends the money to the
 * wallet; nobody else reads the report; what needs no checkout, or is not sound, is refused.
 */
import crypto from 'node:crypto';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { pdfText } from '../support/pdfText';
import { createTestApp, signedIn } from '../support/testApp';
import { createBusiness } from '../domain/fixtures';
import { decide, deliverWebhook, expectLedgerSound, sandboxWebhook } from '../payments/support';
import { addCase, cirClient, memberOnPlan, reporter, subjectGstin } from './support';

// The sandbox's webhooks stay in its outbox: each test delivers them itself (and as often as it likes).
const t = createTestApp({ sandboxSend: async () => 503 });
const api = cirClient(t.app);
afterAll(() => t.close());

const checkout = (auth: string | undefined, body: Record<string, unknown>, key: string | null = crypto.randomUUID()) =>
  api.generate(auth, body, key, '/api/cir/checkout');
const walletOf = async (userId: number) => (await t.db('users').where({ id: userId }).first('wallet_balance')).wallet_balance as string;
const reportsOf = (orderId: number) => t.db('cir_reports').where({ order_id: orderId });

/** A member on a plan with a ₹500 CIR fee (₹590 with GST) and ₹100 in the wallet, checking a subject with a case. */
async function shortMember() {
  const m = await memberOnPlan(t.db, { cirFee: '500.00', walletPaise: 10_000 });
  const gstin = subjectGstin();
  await addCase(t.db, await reporter(t.db), gstin);
  return { m, body: { business_id: m.business.id, gstin, purpose: 'new_credit' } };
}

/** Places the checkout and lets the tester decide on the sandbox's page; answers the webhook it made. */
async function decided(decision: 'pay' | 'fail') {
  const { m, body } = await shortMember();
  const placed = await checkout(m.auth, body);
  expect(placed.status, JSON.stringify(placed.body)).toBe(201);
  await decide(t.app, placed.body.next.redirectUrl, decision);
  const hook = await sandboxWebhook(t.db, placed.body.next.redirectUrl);
  return { m, placed, orderId: Number(placed.body.order.id), body: hook.body, headers: hook.headers };
}

describe('POST /api/cir/checkout: the wallet first, the gateway the rest', () => {
  it('the quote offers it; paid on the sandbox, three deliveries make one report, one invoice naming the CIR, one journal', async () => {
    const { m, body } = await shortMember();
    const quote = await api.get(`/api/cir/quote?business_id=${body.business_id}&gstin=${body.gstin}`, m.auth);
    expect(quote.body).toMatchObject({ allowed: false, basis: 'wallet_short', total: '590.00', checkout: true, payable: '490.00' });

    const key = crypto.randomUUID();
    const placed = await checkout(m.auth, body, key);
    expect(placed.status).toBe(201);
    expect(placed.body.next.kind).toBe('gateway');
    expect(placed.body.order).toMatchObject({
      purpose: 'cir',
      status: 'pending',
      total: '590.00',
      walletApplied: '100.00',
      payable: '490.00',
    });
    const orderId = Number(placed.body.order.id);
    expect(await walletOf(m.user.id)).toBe('0.00'); // the wallet part is held while the order is open
    const retry = await checkout(m.auth, body, key);
    expect(retry.status).toBe(200);
    expect(retry.body.order.id).toBe(orderId);
    expect(retry.body.next.redirectUrl).toBe(placed.body.next.redirectUrl);

    await decide(t.app, placed.body.next.redirectUrl, 'pay');
    const hook = await sandboxWebhook(t.db, placed.body.next.redirectUrl);
    const deliveries = await Promise.all([1, 2, 3].map(() => deliverWebhook(t.app, hook.body, hook.headers)));
    expect(deliveries.map((d) => d.status)).toEqual([200, 200, 200]);

    const order = await t.db('orders').where({ id: orderId }).first();
    expect(order).toMatchObject({ status: 'paid', purpose: 'cir', wallet_credit: '0.00' });
    const reports = await reportsOf(orderId);
    expect(reports).toHaveLength(1);
    const invoices = await t.db('invoices').where({ order_id: orderId });
    expect(invoices).toHaveLength(1);
    expect(reports[0]).toMatchObject({
      user_id: m.user.id,
      business_id: m.business.id,
      subject_gstin: body.gstin,
      purpose: 'new_credit',
      basis: 'plan_fee',
      fee: '590.00',
      status: 'generated',
    });
    expect(Number(reports[0].invoice_id)).toBe(Number(invoices[0].id));
    expect(invoices[0]).toMatchObject({ total: '590.00', taxable_amount: '500.00', cgst: '45.00', sgst: '45.00' });
    const paidJournals = await t.db('wallet_journal').where({ reference_type: 'order', reference_id: String(orderId), kind: 'payment' });
    expect(paidJournals).toHaveLength(1);
    expect(await t.db('payments').where({ order_id: orderId })).toHaveLength(1);
    expect(await walletOf(m.user.id)).toBe('0.00');
    await expectLedgerSound(t.db, [m.user.id]);

    // The order's view finds the report; the member reads it, charged and invoiced; the invoice names the CIR.
    const view = await request(t.app).get(`/api/checkout/orders/${orderId}`).set('Authorization', m.auth);
    expect(view.body).toMatchObject({ status: 'paid', cirReportId: Number(reports[0].id), walletCredit: '0.00' });
    const report = await api.get(`/api/cir/reports/${reports[0].id}`, m.auth);
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ charged: '590.00', invoice_number: invoices[0].invoice_number, purpose: 'new_credit' });
    expect(report.body.snapshot.subject.gstin).toBe(body.gstin);
    expect(report.body.snapshot.cases).toHaveLength(1);
    const pdf = await request(t.app)
      .get(`/api/invoices/${invoices[0].id}/pdf`)
      .set('Authorization', m.auth)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(pdf.status).toBe(200);
    expect(await pdfText(pdf.body as Buffer)).toContain('Credit information report (CIR)');

    // Another member cannot read it, nor its order.
    const stranger = await signedIn(t.db);
    expect((await api.get(`/api/cir/reports/${reports[0].id}`, stranger.auth)).status).toBe(404);
    expect((await request(t.app).get(`/api/checkout/orders/${orderId}`).set('Authorization', stranger.auth)).status).toBe(404);
  });

  it('a failed payment: no report, no invoice, the wallet hold released — nothing charged', async () => {
    const failed = await decided('fail');
    expect(await walletOf(failed.m.user.id)).toBe('0.00');
    expect((await deliverWebhook(t.app, failed.body, failed.headers)).status).toBe(200);
    expect((await t.db('orders').where({ id: failed.orderId }).first()).status).toBe('failed');
    expect(await reportsOf(failed.orderId)).toHaveLength(0);
    expect(await t.db('invoices').where({ order_id: failed.orderId })).toHaveLength(0);
    expect(await walletOf(failed.m.user.id)).toBe('100.00');
    await expectLedgerSound(t.db, [failed.m.user.id]);
  });

  it('a report that cannot be made once paid: the money goes to the wallet and the order says so, once', async () => {
    const paid = await decided('pay');
    // The stored request no longer makes a report (as a broken snapshot or invoice would fail it).
    await t
      .db('orders')
      .where({ id: paid.orderId })
      .update({ request: JSON.stringify({ business_id: paid.m.business.id, gstin: 'NOT-A-GSTIN' }) });
    for (let i = 0; i < 3; i++) expect((await deliverWebhook(t.app, paid.body, paid.headers)).status).toBe(200);

    const order = await t.db('orders').where({ id: paid.orderId }).first();
    expect(order).toMatchObject({ status: 'failed', wallet_credit: '490.00' });
    expect(await reportsOf(paid.orderId)).toHaveLength(0);
    expect(await t.db('invoices').where({ order_id: paid.orderId })).toHaveLength(0);
    expect(await t.db('payments').where({ order_id: paid.orderId })).toHaveLength(1);
    // ₹100 held and given back + the ₹490 the gateway took: never lost, never charged without a report.
    expect(await walletOf(paid.m.user.id)).toBe('590.00');
    const event = await t.db('order_events').where({ order_id: paid.orderId, to_status: 'failed' }).first();
    expect(event.note).toContain('the credit report could not be generated');
    expect(event.detail.error).toBeTruthy();
    const view = await request(t.app).get(`/api/checkout/orders/${paid.orderId}`).set('Authorization', paid.m.auth);
    expect(view.body).toMatchObject({ status: 'failed', walletCredit: '490.00', cirReportId: null, invoice: null });
    await expectLedgerSound(t.db, [paid.m.user.id]);
  });

  it('a wallet that covers it after all pays it all at once: the report is made in the same request', async () => {
    const m = await memberOnPlan(t.db, { cirFee: '100.00', walletPaise: 100_000 });
    const placed = await checkout(m.auth, { business_id: m.business.id, gstin: subjectGstin(), purpose: 'collection' });
    expect(placed.status).toBe(201);
    expect(placed.body.next).toEqual({ kind: 'paid', redirectUrl: `/payment-pending?order=${placed.body.order.id}` });
    expect(placed.body.order).toMatchObject({ status: 'paid', walletApplied: '118.00', payable: '0.00' });
    expect(placed.body.order.cirReportId).toEqual(expect.any(Number));
    expect(await walletOf(m.user.id)).toBe('882.00');
    await expectLedgerSound(t.db, [m.user.id]);
  });
});

describe('refused: 4xx with a message, nothing written', () => {
  it('bad input, no key, another’s business, no plan, and what costs nothing to generate', async () => {
    const { m, body } = await shortMember();
    const ordersBefore = async () => Number((await t.db('orders').where({ user_id: m.user.id }).count({ n: '*' }).first())!.n);
    const cases: Array<[Record<string, unknown>, string | null, number, RegExp]> = [
      [{ ...body, gstin: '27AAPFU0939F1ZX' }, 'k-12345678', 400, /check digit is wrong/],
      [{ ...body, purpose: 'curiosity' }, 'k-12345678', 400, /why you are checking/],
      [{ ...body, business_id: 'mine' }, 'k-12345678', 400, /business you are checking from/],
      [body, null, 400, /Idempotency-Key/],
      [body, 'short', 400, /Idempotency-Key/],
    ];
    for (const [b, key, status, message] of cases) {
      const res = await checkout(m.auth, b, key);
      expect(res.status, JSON.stringify(b)).toBe(status);
      expect(res.body.message).toMatch(message);
    }
    const stranger = await memberOnPlan(t.db, { walletPaise: 0 });
    const theirs = await checkout(m.auth, { ...body, business_id: stranger.business.id });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('We could not find that business among yours.');
    expect(await ordersBefore()).toBe(0);

    // The same key with another body is another order: 409.
    const key = crypto.randomUUID();
    expect((await checkout(m.auth, body, key)).status).toBe(201);
    const other = await checkout(m.auth, { ...body, purpose: 'collection' }, key);
    expect(other.status).toBe(409);
    expect(other.body.message).toContain('already used for a different order');

    // No plan: 402, nothing charged.
    const planless = await memberOnPlan(t.db, { plan: false });
    const noPlan = await checkout(planless.auth, { business_id: planless.business.id, gstin: subjectGstin(), purpose: 'other' });
    expect(noPlan.status).toBe(402);
    expect(noPlan.body.message).toContain('Nothing was charged');

    // One's own business and a free CIR of the plan need no checkout.
    const owner = await memberOnPlan(t.db, { cirFee: '500.00' });
    const branch = await createBusiness(t.db, { userId: owner.user.id, gstin: subjectGstin() });
    await t.db('businesses').where({ id: branch.id }).update({ gst_verified_at: new Date() });
    const own = await checkout(owner.auth, { business_id: owner.business.id, gstin: branch.gstin, purpose: 'own_business' });
    expect(own.status).toBe(409);
    expect(own.body.message).toBe('This report costs you nothing: generate it directly, there is nothing to pay.');
    const quota = await memberOnPlan(t.db, { cirFee: '500.00', freeCirs: 1 });
    const free = await checkout(quota.auth, { business_id: quota.business.id, gstin: subjectGstin(), purpose: 'other' });
    expect(free.status).toBe(409);
    const quote = await api.get(`/api/cir/quote?business_id=${quota.business.id}&gstin=${subjectGstin()}`, quota.auth);
    expect(quote.body).toMatchObject({ basis: 'plan_free_cir', checkout: false, payable: '0.00' });
    for (const who of [owner, quota, planless]) expect(await t.db('orders').where({ user_id: who.user.id })).toHaveLength(0);

    expect((await checkout(undefined, body)).status).toBe(401);
  });
});
