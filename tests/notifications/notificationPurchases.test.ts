/**
 * Issue 20 §4, what a member buys: a plan paid through the gateway notifies the buyer (plan bought and
 * its invoice); a credit report from the wallet notifies the member that it is ready, with its invoice.
 * Nobody else is told.
 */
import crypto from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { addCase, cirClient, memberOnPlan, reporter, subjectGstin } from '../cir/support';
import { decide, memberWithBusiness, orderStatus, placeOrder, planOnSale } from '../payments/support';
import { createTestApp, signedIn } from '../support/testApp';

const t = createTestApp();
const cir = cirClient(t.app);
afterAll(() => t.close());

const rowsOf = (userId: number) => t.db('member_notifications').where({ user_id: userId }).orderBy('id').select('kind', 'params', 'link');

describe('purchases', () => {
  it('a plan paid through the gateway: plan bought and invoice issued, for the buyer only', async () => {
    const { plan } = await planOnSale(t.db);
    const m = await memberWithBusiness(t.db, '08');
    const bystander = await signedIn(t.db);
    const placed = await placeOrder(t.app, m.auth, { planId: Number(plan.id), businessId: m.business.id });
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    await decide(t.app, placed.body.next.redirectUrl, 'pay');
    const orderId = placed.body.order.id as number;
    await expect.poll(() => orderStatus(t.db, orderId), { timeout: 10_000 }).toBe('paid');
    const invoice = await t.db('invoices').where({ order_id: orderId }).first('invoice_number', 'total');

    const rows = await rowsOf(m.user.id);
    expect(rows).toEqual([
      {
        kind: 'plan_bought',
        params: { plan_name: plan.name, ends_on: expect.stringMatching(/^\d{2}, [A-Z][a-z]{2}, \d{4}$/) },
        link: '/dashboard',
      },
      { kind: 'invoice_issued', params: { invoice_number: invoice.invoice_number, amount: invoice.total }, link: '/my-invoices' },
    ]);
    expect(await rowsOf(bystander.user.id)).toEqual([]);
  });

  it('a credit report from the wallet: CIR ready (linking the report) and its invoice', async () => {
    const m = await memberOnPlan(t.db, { cirFee: '500.00', walletPaise: 200_000 });
    const gstin = subjectGstin();
    await addCase(t.db, await reporter(t.db), gstin);
    const res = await cir.generate(m.auth, { business_id: m.business.id, gstin, purpose: 'new_credit' }, crypto.randomUUID());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const rows = await rowsOf(m.user.id);
    expect(rows).toContainEqual({
      kind: 'cir_ready',
      params: { business_name: expect.any(String), gstin },
      link: `/cir-view?id=${res.body.id}`,
    });
    expect(rows).toContainEqual({
      kind: 'invoice_issued',
      params: { invoice_number: res.body.invoice_number, amount: '590.00' },
      link: '/my-invoices',
    });
  });
});
