/**
 * Adding money to the wallet through the gateway (issue 9 §4): POST /api/wallet/top-up places an order
 * 'wallet_topup'; the gateway's "paid" credits the wallet by exactly the amount, with one ledger
 * journal of kind topup and no GST invoice, however often the webhook is delivered; a failed payment
 * adds nothing; an amount outside ₹100 to ₹2,00,000, or not money, is a 400 with a message.
 */
import crypto from 'node:crypto';
import request from 'supertest';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, signedIn } from '../support/testApp';
import { decide, deliverWebhook, expectLedgerSound, fundWallet, sandboxWebhook } from './support';

const t = createTestApp({ sandboxSend: async () => 503 });
const { app, db } = t;
afterAll(() => t.close());

const topUp = (auth: string | undefined, body: unknown, key: string | null = crypto.randomUUID()) => {
  let r = request(app).post('/api/wallet/top-up');
  if (auth) r = r.set('Authorization', auth);
  if (key !== null) r = r.set('Idempotency-Key', key);
  return r.send(body as object);
};
const walletOf = async (userId: number) => (await db('users').where({ id: userId }).first('wallet_balance')).wallet_balance as string;

describe('POST /api/wallet/top-up', () => {
  it('paid: the wallet goes up by exactly the amount, one topup journal, no invoice; three deliveries credit it once', async () => {
    const m = await signedIn(db);
    await fundWallet(db, m.user.id, 25_050);
    const key = crypto.randomUUID();
    const placed = await topUp(m.auth, { amount: '1250.50' }, key);
    expect(placed.status, JSON.stringify(placed.body)).toBe(201);
    expect(placed.body.next.kind).toBe('gateway');
    expect(placed.body.order).toMatchObject({
      purpose: 'wallet_topup',
      status: 'pending',
      total: '1250.50',
      tax: '0.00',
      walletApplied: '0.00',
    });
    const orderId = Number(placed.body.order.id);
    const retry = await topUp(m.auth, { amount: 1250.5 }, key);
    expect(retry.status).toBe(200);
    expect(retry.body.order.id).toBe(orderId);
    expect((await topUp(m.auth, { amount: '500' }, key)).status).toBe(409);

    await decide(app, placed.body.next.redirectUrl, 'pay');
    const hook = await sandboxWebhook(db, placed.body.next.redirectUrl);
    const answers = await Promise.all([1, 2, 3].map(() => deliverWebhook(app, hook.body, hook.headers)));
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);

    expect(await walletOf(m.user.id)).toBe('1501.00'); // ₹250.50 + ₹1,250.50
    expect((await db('orders').where({ id: orderId }).first()).status).toBe('paid');
    const journals = await db('wallet_journal').where({ reference_type: 'order', reference_id: String(orderId) });
    expect(journals.map((j) => j.kind)).toEqual(['topup']);
    const lines = await db('wallet_ledger_entries').where({ journal_id: journals[0].id }).orderBy('id');
    expect(lines.map((l) => [l.account, l.debit, l.credit])).toEqual([
      ['gateway_clearing', '1250.50', '0.00'],
      ['user_wallet', '0.00', '1250.50'],
    ]);
    expect(await db('invoices').where({ order_id: orderId })).toHaveLength(0);
    await expectLedgerSound(db, [m.user.id]);

    const view = await request(app).get(`/api/checkout/orders/${orderId}`).set('Authorization', m.auth);
    expect(view.body).toMatchObject({ purpose: 'wallet_topup', status: 'paid', invoice: null, cirReportId: null });
    const wallet = await request(app).get('/api/wallet').set('Authorization', m.auth);
    expect(wallet.body.balance).toBe('1501.00');
    expect(wallet.body.movements[0]).toMatchObject({ kind: 'topup', amount: '1250.50', balanceAfter: '1501.00' });
  });

  it('a failed payment adds nothing', async () => {
    const m = await signedIn(db);
    const placed = await topUp(m.auth, { amount: '100' });
    await decide(app, placed.body.next.redirectUrl, 'fail');
    const hook = await sandboxWebhook(db, placed.body.next.redirectUrl);
    await deliverWebhook(app, hook.body, hook.headers);
    expect((await db('orders').where({ id: placed.body.order.id }).first()).status).toBe('failed');
    expect(await walletOf(m.user.id)).toBe('0.00');
    expect(await db('wallet_journal').where({ reference_type: 'order', reference_id: String(placed.body.order.id) })).toHaveLength(0);
  });

  it('an amount below ₹100, above ₹2,00,000 or not money is 400 with what is wrong; no key 400; signed out 401', async () => {
    const m = await signedIn(db);
    const cases: Array<[unknown, RegExp]> = [
      [{ amount: '99.99' }, /at least ₹100\.00/],
      [{ amount: 50 }, /at least ₹100\.00/],
      [{ amount: '200000.01' }, /at most ₹2,00,000\.00/],
      [{ amount: 1_000_000 }, /at most ₹2,00,000\.00/],
      [{ amount: 'five hundred' }, /amount in rupees/],
      [{ amount: '100.005' }, /at most 2 decimals/],
      [{ amount: '-500' }, /can’t be negative/],
      [{ amount: '' }, /enter an amount/],
      [{}, /enter an amount/],
    ];
    for (const [body, message] of cases) {
      const res = await topUp(m.auth, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.message).toMatch(message);
      expect(res.body.errors.amount).toBe(res.body.message);
    }
    const noKey = await topUp(m.auth, { amount: '500' }, null);
    expect(noKey.status).toBe(400);
    expect(noKey.body.message).toMatch(/Idempotency-Key/);
    expect(await db('orders').where({ user_id: m.user.id })).toHaveLength(0);
    expect((await topUp(undefined, { amount: '500' })).status).toBe(401);
  });
});
