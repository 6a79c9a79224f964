/**
 * The gateway's word (issue 9 §2, §7): webhooks verified, stored before they are processed,
 * idempotent and safe out of order; the browser's return confirmed with the gateway; orders left
 * open reconciled; the referral cashback credited once.
 */
import crypto from 'node:crypto';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxWebhookSecret } from '../../api/src/adapters/paymentGateway/gatewayFromEnv';
import { signSandboxPayload } from '../../api/src/adapters/paymentGateway/sandboxSignature';
import { paymentDepsOf } from '../../api/src/domain/payments/paymentContext';
import { reconcilePayments } from '../../api/src/domain/payments/paymentEventService';
import { createTestApp } from '../support/testApp';
import {
  decide,
  deliverWebhook as deliverTo,
  expectLedgerSound,
  fundWallet,
  memberWithBusiness,
  orderStatus,
  placeOrder,
  planOnSale,
  sandboxWebhook,
} from './support';

/** The sandbox's deliveries are captured here instead of reaching the app: each test delivers them itself. */
const sent: Array<{ body: string; headers: Record<string, string> }> = [];
const t = createTestApp({
  sandboxSend: async (_url, body, headers) => {
    sent.push({ body, headers });
    return 503; // not delivered: the sandbox keeps it in its outbox
  },
});
const { app, db } = t;
afterAll(() => t.close());

let planId: number;
beforeAll(async () => {
  planId = Number((await planOnSale(db)).plan.id);
});

const deliver = (body: string, headers: Record<string, string>) => deliverTo(app, body, headers);

/** Places an order and lets the tester decide on the hosted page; answers the signed webhook the sandbox made. */
async function decided(decision: 'pay' | 'fail', opts: { useWallet?: boolean } = {}) {
  const m = await memberWithBusiness(db);
  if (opts.useWallet) await fundWallet(db, m.user.id, 100_000);
  const placed = await placeOrder(app, m.auth, { planId, businessId: m.business.id, useWallet: opts.useWallet ?? false });
  await decide(app, placed.body.next.redirectUrl, decision);
  const { body, headers } = await sandboxWebhook(db, placed.body.next.redirectUrl);
  return { m, orderId: placed.body.order.id as number, body, headers, redirectUrl: placed.body.next.redirectUrl as string };
}

describe('webhook verification', () => {
  it('refuses a forged, missing, stale or tampered signature and stores nothing', async () => {
    const { orderId, body } = await decided('pay');
    const before = await db('payment_webhook_events').count({ n: '*' }).first();
    const stale = signSandboxPayload(sandboxWebhookSecret(), body, new Date(Date.now() - 10 * 60_000));
    const forged = signSandboxPayload('not-the-secret', body);
    const good = signSandboxPayload(sandboxWebhookSecret(), body);
    const attempts: Array<[string, Record<string, string>, string]> = [
      [body, {}, 'The webhook has no signature.'],
      [body, { 'x-sandbox-signature': forged }, 'The webhook signature does not match.'],
      [body, { 'x-sandbox-signature': stale }, 'The webhook signature is stale.'],
      [body.replace('"amount_paise":', '"amount_paise":1'), { 'x-sandbox-signature': good }, 'The webhook signature does not match.'],
      ['', { 'x-sandbox-signature': good }, 'The webhook has no body.'],
    ];
    for (const [b, h, message] of attempts) {
      const res = await deliver(b, h);
      expect(res.status).toBe(400);
      expect(res.body.message).toBe(message);
    }
    expect(await db('payment_webhook_events').count({ n: '*' }).first()).toEqual(before);
    expect(await orderStatus(db, orderId)).toBe('pending');
    expect(await deliver(body, { 'x-sandbox-signature': good }).then((r) => r.status)).toBe(200);
    expect((await request(app).post('/api/payments/webhook/razorpay').send('{}')).status).toBe(404);
  });
});

describe('idempotent and out of order', () => {
  it('one webhook delivered 5 times at once: one payment, one invoice, one posting, one plan period', async () => {
    const { m, orderId, body, headers } = await decided('pay');
    const answers = await Promise.all(Array.from({ length: 5 }, () => deliver(body, headers)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.duplicate === false)).toHaveLength(1);
    expect(await orderStatus(db, orderId)).toBe('paid');
    expect(await db('payments').where({ order_id: orderId })).toHaveLength(1);
    expect(await db('invoices').where({ order_id: orderId })).toHaveLength(1);
    expect(await db('subscriptions').where({ order_id: orderId })).toHaveLength(1);
    expect(await db('wallet_journal').where({ reference_type: 'order', reference_id: String(orderId) })).toHaveLength(1);
    await expectLedgerSound(db, [m.user.id]);
  });

  it('a failure reported after the payment changes nothing; a payment after the failure goes to the wallet', async () => {
    const paid = await decided('pay');
    await deliver(paid.body, paid.headers);
    const lateFailure = JSON.stringify({
      ...JSON.parse(paid.body),
      id: `evt_late_${crypto.randomUUID()}`,
      type: 'checkout.failed',
      data: { ...JSON.parse(paid.body).data, status: 'failed', payment_id: null },
    });
    const res = await deliver(lateFailure, { 'x-sandbox-signature': signSandboxPayload(sandboxWebhookSecret(), lateFailure) });
    expect(res.status).toBe(200);
    expect(await orderStatus(db, paid.orderId)).toBe('paid');

    const failed = await decided('fail', { useWallet: true });
    await deliver(failed.body, failed.headers);
    expect(await orderStatus(db, failed.orderId)).toBe('failed');
    expect((await db('users').where({ id: failed.m.user.id }).first()).wallet_balance).toBe('1000.00');
    const order = await db('orders').where({ id: failed.orderId }).first();
    const latePayment = JSON.stringify({
      id: `evt_latepay_${crypto.randomUUID()}`,
      type: 'checkout.paid',
      created_at: Math.floor(Date.now() / 1000),
      data: {
        session_id: order.gateway_order_id,
        order_number: order.order_number,
        status: 'paid',
        payment_id: 'pay_late_1',
        amount_paise: 1_080_000,
      },
    });
    await deliver(latePayment, { 'x-sandbox-signature': signSandboxPayload(sandboxWebhookSecret(), latePayment) });
    expect(await orderStatus(db, failed.orderId)).toBe('failed');
    // ₹1,000 hold returned + ₹10,800 that arrived late: nothing lost, nothing sold.
    expect((await db('users').where({ id: failed.m.user.id }).first()).wallet_balance).toBe('11800.00');
    expect(await db('invoices').where({ order_id: failed.orderId })).toHaveLength(0);
    await expectLedgerSound(db, [paid.m.user.id, failed.m.user.id]);
  });

  it('a paid amount that differs from the order is not accepted: the captured money goes to the wallet, flagged', async () => {
    const { orderId, body, m } = await decided('pay');
    const wrong = JSON.stringify({
      ...JSON.parse(body),
      id: `evt_wrong_${crypto.randomUUID()}`,
      data: { ...JSON.parse(body).data, amount_paise: 100 },
    });
    await deliver(wrong, { 'x-sandbox-signature': signSandboxPayload(sandboxWebhookSecret(), wrong) });
    expect(await orderStatus(db, orderId)).toBe('pending');
    const note = await db('order_events').where({ order_id: orderId }).orderBy('id', 'desc').first();
    expect(note.note).toContain('The gateway captured 1.00, but the order asked for 11800.00');
    // Captured money never vanishes (issue 18 #4): it is the member's, and staff are told.
    expect((await db('users').where({ id: m.user.id }).first('wallet_balance')).wallet_balance).toBe('1.00');
    const finding = await db('payment_reconciliation_findings').where({ order_id: orderId }).first('kind', 'gateway_amount');
    expect(finding).toEqual({ kind: 'wrong_amount', gateway_amount: '1.00' });
  });
});

describe('invoice numbers under concurrency', () => {
  it('100 orders paid at once get invoice numbers with no gap and no duplicate', async () => {
    const paid = await Promise.all(Array.from({ length: 100 }, () => decided('pay')));
    const answers = await Promise.all(paid.map((p) => deliver(p.body, p.headers)));
    expect(answers.every((a) => a.status === 200)).toBe(true);
    const ours = await db('invoices')
      .whereIn(
        'order_id',
        paid.map((p) => p.orderId),
      )
      .select('invoice_number', 'financial_year', 'sequence');
    expect(ours).toHaveLength(100);
    expect(new Set(ours.map((i) => i.invoice_number)).size).toBe(100);
    // Every committed number of the year from our first to our last, ours and other tests', runs on without a hole.
    const year = ours[0]!.financial_year;
    const seqs = ours.map((i) => Number(i.sequence));
    const [low, high] = [Math.min(...seqs), Math.max(...seqs)];
    const between = (
      await db('invoices').where({ financial_year: year }).whereBetween('sequence', [low, high]).orderBy('sequence').pluck('sequence')
    ).map(Number);
    expect(between).toEqual(Array.from({ length: high - low + 1 }, (_, i) => low + i));
  }, 120_000);
});

describe('the server confirms with the gateway', () => {
  it('the browser returns before any webhook: the order is confirmed by asking the gateway', async () => {
    const { m, orderId } = await decided('pay');
    expect(await orderStatus(db, orderId)).toBe('pending');
    const view = await request(app).get(`/api/checkout/orders/${orderId}`).set('Authorization', m.auth);
    expect(view.body.status).toBe('paid');
    expect(view.body.invoice).not.toBeNull();
    const events = await db('order_events').where({ order_id: orderId, to_status: 'paid' });
    expect(events.map((e) => e.source)).toEqual(['return']);
  });

  it('leaving the hosted page pending changes nothing', async () => {
    const m = await memberWithBusiness(db);
    const placed = await placeOrder(app, m.auth, { planId, businessId: m.business.id });
    const back = await decide(app, placed.body.next.redirectUrl, 'pending');
    expect(back.headers.location).toBe(`/payment-pending?order=${placed.body.order.id}`);
    const view = await request(app).get(`/api/checkout/orders/${placed.body.order.id}`).set('Authorization', m.auth);
    expect(view.body.status).toBe('pending');
  });
});

describe('reconciliation (the payment-events job)', () => {
  it('processes stored events, settles orders the gateway decided, and cancels abandoned ones', async () => {
    const stored = createTestApp({ paymentWebhookInline: false, sandboxSend: async () => 503 });
    try {
      const m = await memberWithBusiness(stored.db);
      const placed = await placeOrder(stored.app, m.auth, { planId, businessId: m.business.id });
      await decide(stored.app, placed.body.next.redirectUrl, 'pay');
      const row = await stored
        .db('sandbox_gateway_webhooks')
        .where({ session_id: placed.body.next.redirectUrl.split('/').pop() })
        .first();
      const res = await request(stored.app)
        .post('/api/payments/webhook/sandbox')
        .set('x-sandbox-signature', signSandboxPayload(sandboxWebhookSecret(), row.body))
        .set('content-type', 'application/json')
        .send(row.body);
      expect(res.status).toBe(200);
      expect(await orderStatus(db, placed.body.order.id)).toBe('pending'); // stored, not processed yet

      const abandoned = await decided('fail', { useWallet: true }); // never delivered: the gateway knows, we do not
      const open = await memberWithBusiness(db);
      await fundWallet(db, open.user.id, 50_000);
      const stale = await placeOrder(app, open.auth, { planId, businessId: open.business.id, useWallet: true });
      await db('orders')
        .where({ id: abandoned.orderId })
        .update({ created_at: new Date(Date.now() - 20 * 60_000) });
      await db('orders')
        .where({ id: stale.body.order.id })
        .update({ created_at: new Date(Date.now() - 25 * 3_600_000) });

      const result = await reconcilePayments(paymentDepsOf(t.ctx));
      expect(result.events).toBeGreaterThanOrEqual(1);
      expect(await orderStatus(db, placed.body.order.id)).toBe('paid');
      expect(await orderStatus(db, abandoned.orderId)).toBe('failed');
      expect(await orderStatus(db, stale.body.order.id)).toBe('cancelled');
      expect((await db('users').where({ id: open.user.id }).first()).wallet_balance).toBe('500.00');
      const again = await reconcilePayments(paymentDepsOf(t.ctx));
      expect(again.confirmed + again.cancelled).toBe(0);
      await expectLedgerSound(db, [m.user.id, open.user.id, abandoned.m.user.id]);
    } finally {
      await stored.close();
    }
  });
});

describe('referral cashback', () => {
  it("credits the referrer the plan's cashback % of the referred member's first paid order, once", async () => {
    const referrer = await memberWithBusiness(db);
    const referred = await memberWithBusiness(db);
    await db('referrals').insert({ referrer_user_id: referrer.user.id, referred_user_id: referred.user.id, status: 'registered' });
    await fundWallet(db, referred.user.id, 3_000_000);
    const quote = await request(app)
      .post('/api/checkout/quote')
      .set('Authorization', referred.auth)
      .send({ planId, businessId: referred.business.id });
    expect(quote.body.discount).toBe('500.00'); // the plan's referral discount on a first order
    const first = await placeOrder(app, referred.auth, { planId, businessId: referred.business.id, useWallet: true });
    expect(first.body.order.status).toBe('paid');
    await placeOrder(app, referred.auth, { planId, businessId: referred.business.id, useWallet: true });
    // 10 % of the taxable ₹9,500.
    expect((await db('users').where({ id: referrer.user.id }).first()).wallet_balance).toBe('950.00');
    expect(await db('cashbacks').where({ user_id: referrer.user.id })).toHaveLength(1);
    expect((await db('referrals').where({ referred_user_id: referred.user.id }).first()).status).toBe('rewarded');
    await expectLedgerSound(db, [referrer.user.id, referred.user.id]);
  });
});
