/**
 * Money that never vanishes (issue 18 #4): a distinct captured payment on an order that is paid
 * already goes to the member's wallet with its own journal and a reconciliation finding; the daily
 * reconciliation compares the gateway's captures with the ledger and lists each difference once.
 */
import crypto from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sandboxWebhookSecret } from '../../api/src/adapters/paymentGateway/gatewayFromEnv';
import { signSandboxPayload } from '../../api/src/adapters/paymentGateway/sandboxSignature';
import { reconcileCaptures } from '../../api/src/domain/payments/captureReconciliation';
import { createTestApp } from '../support/testApp';
import {
  decide,
  deliverWebhook,
  expectLedgerSound,
  memberWithBusiness,
  orderStatus,
  placeOrder,
  planOnSale,
  sandboxWebhook,
} from './support';

const t = createTestApp({ sandboxSend: async () => 503 });
const { app, db } = t;
afterAll(() => t.close());

let planId: number;
beforeAll(async () => {
  planId = Number((await planOnSale(db)).plan.id);
});

/** The sandbox's paid webhook for a checkout, as the gateway would send it for another payment on it. */
function capture(original: string, paymentId: string) {
  const event = JSON.parse(original);
  const body = JSON.stringify({ ...event, id: `evt_${paymentId}`, data: { ...event.data, payment_id: paymentId } });
  return { body, headers: { 'x-sandbox-signature': signSandboxPayload(sandboxWebhookSecret(), body) } };
}

const walletBalance = async (userId: number) => (await db('users').where({ id: userId }).first('wallet_balance')).wallet_balance;

describe('five distinct captured payments for one order', () => {
  const paymentIds = Array.from({ length: 5 }, (_, i) => `pay_late_${crypto.randomUUID().slice(0, 8)}_${i}`);
  let orderId: number;
  let userId: number;
  let webhooks: Array<{ body: string; headers: Record<string, string> }>;

  it('one pays the order, four go to the wallet with their journals and an alert each', async () => {
    const m = await memberWithBusiness(db);
    userId = Number(m.user.id);
    const placed = await placeOrder(app, m.auth, { planId, businessId: m.business.id, useWallet: false });
    expect(placed.status).toBe(201);
    orderId = placed.body.order.id;
    await decide(app, placed.body.next.redirectUrl, 'pay');
    const original = await sandboxWebhook(db, placed.body.next.redirectUrl);
    webhooks = paymentIds.map((id) => capture(original.body, id));
    const answers = await Promise.all(webhooks.map((w) => deliverWebhook(app, w.body, w.headers)));
    expect(answers.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);

    expect(await orderStatus(db, orderId)).toBe('paid');
    const payments = await db('payments').where({ order_id: orderId }).select('gateway_payment_id', 'applied_to', 'amount');
    expect(payments).toHaveLength(5);
    expect(payments.filter((p) => p.applied_to === 'order')).toHaveLength(1);
    const late = payments.filter((p) => p.applied_to === 'wallet');
    expect(late).toHaveLength(4);
    const amount = payments[0].amount as string; // ₹11,800.00: every capture is the order's amount
    expect(await walletBalance(userId)).toBe((Number(amount) * 4).toFixed(2));

    const journals = await db('wallet_journal')
      .where({ reference_type: 'order', reference_id: String(orderId) })
      .pluck('idempotency_key');
    expect(journals.filter((k: string) => k === `order:${orderId}:paid`)).toHaveLength(1);
    expect(journals.filter((k: string) => k.startsWith(`order:${orderId}:late:`)).sort()).toEqual(
      late.map((p) => `order:${orderId}:late:${p.gateway_payment_id}`).sort(),
    );
    const findings = await db('payment_reconciliation_findings').where({ order_id: orderId }).select('kind', 'gateway_payment_id');
    expect(findings.map((f) => f.kind)).toEqual(['late_payment', 'late_payment', 'late_payment', 'late_payment']);
    expect(findings.map((f) => f.gateway_payment_id).sort()).toEqual(late.map((p) => p.gateway_payment_id).sort());
    expect((await db('orders').where({ id: orderId }).first('wallet_credit')).wallet_credit).toBe((Number(amount) * 4).toFixed(2));
    expect(await db('order_events').where({ order_id: orderId }).where('note', 'like', 'A second payment of %')).toHaveLength(4);
    expect(await db('invoices').where({ order_id: orderId })).toHaveLength(1);
    expect(await db('subscriptions').where({ order_id: orderId })).toHaveLength(1);
    await expectLedgerSound(db, [userId]);
  });

  it('replays of each (same event, or the same payment under a new event id) change nothing', async () => {
    const before = {
      balance: await walletBalance(userId),
      journals: await db('wallet_journal')
        .where({ reference_type: 'order', reference_id: String(orderId) })
        .count({ n: '*' })
        .first(),
      findings: await db('payment_reconciliation_findings').where({ order_id: orderId }).count({ n: '*' }).first(),
      events: await db('order_events').where({ order_id: orderId }).count({ n: '*' }).first(),
    };
    const again = webhooks.map((w) => ({
      body: w.body,
      headers: { 'x-sandbox-signature': signSandboxPayload(sandboxWebhookSecret(), w.body) },
    }));
    const renamed = webhooks.map((w) => {
      const body = JSON.stringify({ ...JSON.parse(w.body), id: `evt_${crypto.randomUUID()}` });
      return { body, headers: { 'x-sandbox-signature': signSandboxPayload(sandboxWebhookSecret(), body) } };
    });
    const answers = await Promise.all([...again, ...renamed].map((w) => deliverWebhook(app, w.body, w.headers)));
    expect(answers.every((r) => r.status === 200)).toBe(true);
    expect(await walletBalance(userId)).toBe(before.balance);
    expect(
      await db('wallet_journal')
        .where({ reference_type: 'order', reference_id: String(orderId) })
        .count({ n: '*' })
        .first(),
    ).toEqual(before.journals);
    expect(await db('payment_reconciliation_findings').where({ order_id: orderId }).count({ n: '*' }).first()).toEqual(before.findings);
    expect(await db('order_events').where({ order_id: orderId }).count({ n: '*' }).first()).toEqual(before.events);
    expect(await db('payments').where({ order_id: orderId })).toHaveLength(5);
    await expectLedgerSound(db, [userId]);
  });
});

describe('the daily reconciliation of captures with the ledger', () => {
  it('finds a capture the ledger never booked and payments the gateway never captured, each once', async () => {
    const m = await memberWithBusiness(db);
    const placed = await placeOrder(app, m.auth, { planId, businessId: m.business.id, useWallet: false });
    await decide(app, placed.body.next.redirectUrl, 'pay');
    const real = await sandboxWebhook(db, placed.body.next.redirectUrl);
    const realPaymentId = JSON.parse(real.body).data.payment_id as string;
    expect((await deliverWebhook(app, real.body, real.headers)).status).toBe(200);
    // A second payment the sandbox never captured, booked through a webhook signed with its key.
    const forged = capture(real.body, `pay_never_${crypto.randomUUID().slice(0, 8)}`);
    expect((await deliverWebhook(app, forged.body, forged.headers)).status).toBe(200);
    // A payment the gateway captured whose webhook never came (planted in the sandbox's own records).
    const planted = `pay_planted_${crypto.randomUUID().slice(0, 8)}`;
    await db('sandbox_gateway_sessions').insert({
      id: `sbx_planted_${crypto.randomUUID().slice(0, 8)}`,
      order_number: 'ORD-PLANTED',
      amount_paise: 50_000,
      description: 'planted',
      return_url: '/payment-pending',
      customer: JSON.stringify({ name: 'x', email: null, mobile: null }),
      expires_at: new Date(Date.now() + 3_600_000),
      status: 'paid',
      payment_id: planted,
      decided_at: new Date(),
    });

    const now = new Date(Date.now() + 3_600_000); // the window ends SETTLE_MARGIN_MINUTES before now
    const first = await reconcileCaptures(db, t.gateway, now);
    expect(first.found).toBeGreaterThanOrEqual(2);
    const ours = await db('payment_reconciliation_findings')
      .whereIn('gateway_payment_id', [planted, realPaymentId, JSON.parse(forged.body).data.payment_id])
      .orderBy('kind')
      .select('kind', 'gateway_payment_id', 'gateway_amount', 'ledger_amount');
    expect(ours).toEqual([
      {
        kind: 'booked_not_captured',
        gateway_payment_id: JSON.parse(forged.body).data.payment_id,
        gateway_amount: null,
        ledger_amount: '11800.00',
      },
      { kind: 'captured_not_booked', gateway_payment_id: planted, gateway_amount: '500.00', ledger_amount: null },
      {
        kind: 'late_payment',
        gateway_payment_id: JSON.parse(forged.body).data.payment_id,
        gateway_amount: '11800.00',
        ledger_amount: '11800.00',
      },
    ]);

    const second = await reconcileCaptures(db, t.gateway, now);
    expect(second.found).toBe(0);
    expect(await db('payment_reconciliation_findings').whereIn('gateway_payment_id', [planted, realPaymentId])).toHaveLength(1);
  });

  it('an amount the ledger booked differently from the capture is a mismatch', async () => {
    const m = await memberWithBusiness(db);
    const placed = await placeOrder(app, m.auth, { planId, businessId: m.business.id, useWallet: false });
    await decide(app, placed.body.next.redirectUrl, 'pay');
    const real = await sandboxWebhook(db, placed.body.next.redirectUrl);
    const paymentId = JSON.parse(real.body).data.payment_id as string;
    expect((await deliverWebhook(app, real.body, real.headers)).status).toBe(200);
    // The gateway's records say it took ₹1 more than the ledger booked.
    await db('sandbox_gateway_sessions').where({ payment_id: paymentId }).increment('amount_paise', 100);
    await reconcileCaptures(db, t.gateway, new Date(Date.now() + 3_600_000));
    expect(
      await db('payment_reconciliation_findings')
        .where({ gateway_payment_id: paymentId })
        .select('kind', 'gateway_amount', 'ledger_amount'),
    ).toEqual([{ kind: 'amount_mismatch', gateway_amount: '11801.00', ledger_amount: '11800.00' }]);
  });
});
