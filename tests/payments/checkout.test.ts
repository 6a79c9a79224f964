/**
 * Checkout end to end against real PostgreSQL and the sandbox gateway (issue 9 §2): quote, order,
 * the hosted page, signed webhooks into the app, the paid order's payment, journal, subscription
 * and invoice; failures give back what they held; retries and replays change nothing.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp } from '../support/testApp';
import { createBusiness, randomGstin } from '../domain/fixtures';
import { decide, expectLedgerSound, fundWallet, memberWithBusiness, orderStatus, placeOrder, planOnSale, promoCode } from './support';

const t = createTestApp();
const { app, db } = t;
afterAll(() => t.close());

let planId: number;
beforeAll(async () => {
  planId = Number((await planOnSale(db)).plan.id);
});

describe('quote', () => {
  it('prices a plan with CGST + SGST inside the seller state and a promo code', async () => {
    const m = await memberWithBusiness(db, '08');
    const promo = await promoCode(db, { discount_type: 'percent', discount_value: '20.00' });
    const res = await request(app)
      .post('/api/checkout/quote')
      .set('Authorization', m.auth)
      .send({ planId, businessId: m.business.id, promoCode: promo.code.toLowerCase() });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      purpose: 'subscription',
      amount: '10000.00',
      discount: '2000.00',
      taxable: '8000.00',
      supply: 'intra_state',
      cgst: '720.00',
      sgst: '720.00',
      igst: '0.00',
      total: '9440.00',
      walletApplied: '0.00',
      payable: '9440.00',
      promo: { code: promo.code, message: 'Promo code applied successfully' },
    });
  });

  it('uses IGST for a business in another state', async () => {
    const m = await memberWithBusiness(db, '27');
    const res = await request(app).post('/api/checkout/quote').set('Authorization', m.auth).send({ planId, businessId: m.business.id });
    expect(res.body).toMatchObject({ supply: 'inter_state', igst: '1800.00', cgst: '0.00', total: '11800.00' });
  });

  it('answers bad input with a clear 4xx and the field', async () => {
    const m = await memberWithBusiness(db);
    const other = await memberWithBusiness(db);
    const ended = await promoCode(db, { starts_at: new Date('2020-01-01'), ends_at: new Date('2020-02-01') });
    const usedUp = await promoCode(db, { max_uses: 1, uses: 1 });
    const cases: Array<[Record<string, unknown>, number, string, string]> = [
      [{ planId: 'abc', businessId: m.business.id }, 400, 'planId', 'Please choose a membership plan.'],
      [{ planId, businessId: m.business.id, promoCode: 'no spaces!' }, 400, 'promoCode', 'A promo code is 3 to 30'],
      [{ planId, businessId: m.business.id, promoCode: 'NOSUCHCODE' }, 400, 'promoCode', 'This promo code is not valid.'],
      [{ planId, businessId: m.business.id, promoCode: ended.code }, 400, 'promoCode', 'This promo code has expired.'],
      [{ planId, businessId: m.business.id, promoCode: usedUp.code }, 400, 'promoCode', 'This promo code has been fully used.'],
    ];
    for (const [body, status, field, message] of cases) {
      const res = await request(app).post('/api/checkout/quote').set('Authorization', m.auth).send(body);
      expect(res.status, JSON.stringify(body)).toBe(status);
      expect(res.body.errors[field]).toContain(message);
    }
    const theirs = await request(app)
      .post('/api/checkout/quote')
      .set('Authorization', m.auth)
      .send({ planId, businessId: other.business.id });
    expect(theirs.status).toBe(404);
    expect(theirs.body.message).toBe('We could not find that business among yours.');
    const noPlan = await request(app)
      .post('/api/checkout/quote')
      .set('Authorization', m.auth)
      .send({ planId: 999999999, businessId: m.business.id });
    expect(noPlan.status).toBe(404);
    expect((await request(app).post('/api/checkout/quote').send({ planId, businessId: m.business.id })).status).toBe(401);
  });
});

describe('paying through the sandbox gateway', () => {
  it('pay: the signed webhook makes one payment, one journal, the plan period and the GST invoice', async () => {
    const m = await memberWithBusiness(db, '08');
    const promo = await promoCode(db, { discount_type: 'flat', discount_value: '1000.00' });
    const placed = await placeOrder(app, m.auth, { planId, businessId: m.business.id, promoCode: promo.code });
    expect(placed.status).toBe(201);
    expect(placed.body.message).toBe('Order placed successfully');
    expect(placed.body.order).toMatchObject({ status: 'pending', total: '10620.00', payable: '10620.00', invoice: null });
    expect(placed.body.next.kind).toBe('gateway');
    const page = await request(app).get(placed.body.next.redirectUrl);
    expect(page.status).toBe(200);
    expect(page.text).toContain('₹10,620.00');
    expect(page.text).toContain(placed.body.order.orderNumber);

    const back = await decide(app, placed.body.next.redirectUrl, 'pay');
    expect(back.status).toBe(303);
    expect(back.headers.location).toBe(`/payment-pending?order=${placed.body.order.id}`);
    const orderId = placed.body.order.id as number;
    await expect.poll(() => orderStatus(db, orderId), { timeout: 10_000 }).toBe('paid');

    const view = await request(app).get(`/api/checkout/orders/${orderId}`).set('Authorization', m.auth);
    expect(view.body).toMatchObject({ status: 'paid', invoice: { number: expect.stringMatching(/^BKY\/\d{2}-\d{2}\/\d{6}$/) } });
    expect(await db('payments').where({ order_id: orderId })).toHaveLength(1);
    const invoices = await db('invoices').where({ order_id: orderId });
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      taxable_amount: '9000.00',
      cgst: '810.00',
      sgst: '810.00',
      total: '10620.00',
      buyer_gstin: m.business.gstin,
    });
    const subs = await db('subscriptions').where({ order_id: orderId });
    expect(subs).toHaveLength(1);
    expect(subs[0].business_id).toBe(m.business.id);
    const journal = await db('wallet_journal')
      .where({ idempotency_key: `order:${orderId}:paid` })
      .first();
    const entries = await db('wallet_ledger_entries').where({ journal_id: journal.id }).orderBy('id');
    expect(entries.map((e) => [e.account, e.debit, e.credit])).toEqual([
      ['gateway_clearing', '10620.00', '0.00'],
      ['promo_discount', '1000.00', '0.00'],
      ['revenue', '0.00', '10000.00'],
      ['gst_payable', '0.00', '1620.00'],
    ]);
    const events = await db('order_events').where({ order_id: orderId }).orderBy('id');
    expect(events.map((e) => [e.from_status, e.to_status, e.source])).toEqual([
      [null, 'pending', 'checkout'],
      ['pending', 'pending', 'checkout'],
      ['pending', 'paid', 'webhook'],
    ]);
    expect((await db('promo_codes').where({ id: promo.id }).first()).uses).toBe(1);
    await expectLedgerSound(db, [m.user.id]);
  });

  it('fail: the order fails, the wallet hold and the promo use come back, nothing is charged', async () => {
    const m = await memberWithBusiness(db);
    await fundWallet(db, m.user.id, 300_000);
    const promo = await promoCode(db, { max_uses: 5 });
    const placed = await placeOrder(app, m.auth, { planId, businessId: m.business.id, promoCode: promo.code, useWallet: true });
    expect(placed.body.order).toMatchObject({ walletApplied: '3000.00', payable: '7620.00' });
    expect((await db('users').where({ id: m.user.id }).first()).wallet_balance).toBe('0.00');
    await decide(app, placed.body.next.redirectUrl, 'fail');
    const orderId = placed.body.order.id as number;
    await expect.poll(() => orderStatus(db, orderId), { timeout: 10_000 }).toBe('failed');
    expect((await db('users').where({ id: m.user.id }).first()).wallet_balance).toBe('3000.00');
    expect((await db('promo_codes').where({ id: promo.id }).first()).uses).toBe(0);
    expect(await db('promo_code_redemptions').where({ order_id: orderId })).toHaveLength(0);
    expect(await db('invoices').where({ order_id: orderId })).toHaveLength(0);
    expect(await db('subscriptions').where({ order_id: orderId })).toHaveLength(0);
    // A second look at the hosted page cannot pay a failed checkout.
    await decide(app, placed.body.next.redirectUrl, 'pay');
    expect(await orderStatus(db, orderId)).toBe('failed');
    await expectLedgerSound(db, [m.user.id]);
  });

  it('the wallet pays it all: paid in the same request, no gateway', async () => {
    const m = await memberWithBusiness(db);
    await fundWallet(db, m.user.id, 2_000_000);
    const placed = await placeOrder(app, m.auth, { planId, businessId: m.business.id, useWallet: true });
    expect(placed.status).toBe(201);
    expect(placed.body.next).toEqual({ kind: 'paid', redirectUrl: `/payment-pending?order=${placed.body.order.id}` });
    expect(placed.body.order).toMatchObject({ status: 'paid', walletApplied: '11800.00', payable: '0.00' });
    expect((await db('users').where({ id: m.user.id }).first()).wallet_balance).toBe('8200.00');
    const wallet = await request(app).get('/api/wallet').set('Authorization', m.auth);
    expect(wallet.body.balance).toBe('8200.00');
    expect(wallet.body.movements[0]).toMatchObject({ kind: 'debit', amount: '-11800.00', balanceAfter: '8200.00' });
    await expectLedgerSound(db, [m.user.id]);
  });

  it('a second plan for the same business starts when the first ends (a renewal)', async () => {
    const m = await memberWithBusiness(db);
    await fundWallet(db, m.user.id, 5_000_000);
    const first = await placeOrder(app, m.auth, { planId, businessId: m.business.id, useWallet: true });
    const quote = await request(app).post('/api/checkout/quote').set('Authorization', m.auth).send({ planId, businessId: m.business.id });
    expect(quote.body.purpose).toBe('renewal');
    const second = await placeOrder(app, m.auth, { planId, businessId: m.business.id, useWallet: true });
    const [a, b] = await Promise.all(
      [first.body.order.id, second.body.order.id].map((id) => db('subscriptions').where({ order_id: id }).first()),
    );
    expect(b.starts_at).toEqual(a.ends_at);
    expect(quote.body.startsAt).toBe(a.ends_at.toISOString());
  });
});

describe('partner commission', () => {
  it('a member brought by an affiliate earns it the commission rule of its type on each paid order', async () => {
    const code = `AF${Date.now().toString(36).toUpperCase()}`.slice(0, 20);
    const [partner] = await db('partners')
      .insert({ type: 'affiliate', name: 'Test affiliate', code, commission_type: 'flat', commission_value: '100.00' })
      .returning('id');
    const m = await memberWithBusiness(db);
    await db('users').where({ id: m.user.id }).update({ affiliate_id: partner.id });
    await fundWallet(db, m.user.id, 2_000_000);
    const placed = await placeOrder(app, m.auth, { planId, businessId: m.business.id, useWallet: true });
    expect(placed.body.order.status).toBe('paid');
    const rule = await db('commission_rules').where({ partner_type: 'affiliate', purpose: 'subscription', status: 1 }).first();
    const expected = rule
      ? rule.commission_type === 'flat'
        ? Number(rule.commission_value)
        : (10000 * Number(rule.commission_value)) / 100
      : 100;
    const rows = await db('commissions').where({ partner_id: partner.id });
    expect(rows.map((r) => Number(r.amount))).toEqual([expected]);
    expect(await db('wallet_journal').where({ idempotency_key: `order:${placed.body.order.id}:commission:${partner.id}` })).toHaveLength(1);
    await expectLedgerSound(db, [m.user.id]);
  });
});

describe('idempotency and authorisation', () => {
  it('a retry with the same key answers the first order; another body under it is refused; no key is refused', async () => {
    const m = await memberWithBusiness(db);
    const body = { planId, businessId: m.business.id };
    const key = `retry-${Date.now()}`;
    const answers = await Promise.all(Array.from({ length: 5 }, () => placeOrder(app, m.auth, body, key)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.order.id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.next.redirectUrl)).size).toBe(1);
    expect(await db('orders').where({ user_id: m.user.id })).toHaveLength(1);
    // Racing retries may each open a gateway checkout, but the order keeps the first and every answer shows only it.
    const order = await db('orders').where({ id: answers[0]!.body.order.id }).first();
    expect(answers[0]!.body.next.redirectUrl).toBe(order.gateway_redirect_url);
    const again = await placeOrder(app, m.auth, body, key);
    expect(again.status).toBe(200);
    expect(again.body.next.redirectUrl).toBe(order.gateway_redirect_url);
    const other = await placeOrder(app, m.auth, { ...body, useWallet: true }, key);
    expect(other.status).toBe(409);
    const none = await request(app).post('/api/checkout/orders').set('Authorization', m.auth).send(body);
    expect(none.status).toBe(400);
    expect(none.body.errors.idempotencyKey).toBeTruthy();
    expect(await db('orders').where({ user_id: m.user.id })).toHaveLength(1);
  });

  it("another member's order is not found, and only your own orders are listed", async () => {
    const m = await memberWithBusiness(db);
    const other = await memberWithBusiness(db);
    const placed = await placeOrder(app, m.auth, { planId, businessId: m.business.id });
    const res = await request(app).get(`/api/checkout/orders/${placed.body.order.id}`).set('Authorization', other.auth);
    expect(res.status).toBe(404);
    expect((await request(app).get('/api/checkout/orders/abc').set('Authorization', m.auth)).status).toBe(404);
    const mine = await request(app).get('/api/orders').set('Authorization', m.auth);
    expect(mine.body.map((o: { id: number }) => o.id)).toEqual([placed.body.order.id]);
    expect(mine.headers['content-range']).toBe('orders 0-0/1');
    const none = await request(app).get('/api/orders').set('Authorization', other.auth);
    expect(none.body).toEqual([]);
    expect(none.headers['content-range']).toBe('orders */0');
  });

  // Issue 18 §19: a member's GET /api/orders is the documented paged list (the registry's orders, own rows),
  // not an unpaged camelCase array: range pages it, Content-Range counts it, rows are the documented Orders.
  it('a member’s order list is the documented paged list: range, Content-Range, snake_case rows', async () => {
    const m = await memberWithBusiness(db);
    const ids: number[] = [];
    // Each order is closed before the next (placing the same order while one is open answers the open one).
    for (let i = 0; i < 3; i++) {
      ids.push((await placeOrder(app, m.auth, { planId, businessId: m.business.id })).body.order.id);
      await db('orders').where({ id: ids[i] }).update({ status: 'cancelled' });
    }
    expect(new Set(ids).size).toBe(3);
    const first = await request(app).get('/api/orders').query({ range: '[0,0]', sort: '["id","DESC"]' }).set('Authorization', m.auth);
    expect(first.status).toBe(200);
    expect(first.headers['content-range']).toBe(`orders 0-0/${ids.length}`);
    expect(first.body).toHaveLength(1);
    expect(first.body[0]).toMatchObject({ id: Math.max(...ids), user_id: m.user.id, order_number: expect.any(String) });
    expect(first.body[0]).not.toHaveProperty('orderNumber');
    const second = await request(app).get('/api/orders').query({ range: '[1,5]', sort: '["id","DESC"]' }).set('Authorization', m.auth);
    expect(second.headers['content-range']).toBe(`orders 1-2/${ids.length}`);
    expect(second.body.map((o: { id: number }) => o.id)).toEqual(ids.sort((a, b) => b - a).slice(1));
  });
});

describe('promo code limits under concurrency', () => {
  it('50 members racing for a code limited to 10 uses: exactly 10 orders get it', async () => {
    const promo = await promoCode(db, { max_uses: 10 });
    const members = await Promise.all(Array.from({ length: 50 }, () => memberWithBusiness(db)));
    const answers = await Promise.all(
      members.map((m) => placeOrder(app, m.auth, { planId, businessId: m.business.id, promoCode: promo.code })),
    );
    const ok = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status !== 201);
    expect(ok).toHaveLength(10);
    expect(refused.every((a) => a.status === 400 && a.body.errors.promoCode === 'This promo code has been fully used.')).toBe(true);
    expect((await db('promo_codes').where({ id: promo.id }).first()).uses).toBe(10);
    expect(await db('promo_code_redemptions').where({ promo_code_id: promo.id })).toHaveLength(10);
  }, 60_000);

  it('a code limited to one use per member cannot be used twice by one member', async () => {
    const m = await memberWithBusiness(db);
    const promo = await promoCode(db, { max_uses_per_user: 1 });
    const first = await placeOrder(app, m.auth, { planId, businessId: m.business.id, promoCode: promo.code });
    expect(first.status).toBe(201);
    // The same order again answers the open one (issue 18 #12); another order with the code is refused.
    const again = await placeOrder(app, m.auth, { planId, businessId: m.business.id, promoCode: promo.code });
    expect([again.status, again.body.order.id]).toEqual([200, first.body.order.id]);
    const other = await createBusiness(db, { userId: m.user.id, gstin: randomGstin('08') });
    const second = await placeOrder(app, m.auth, { planId, businessId: other.id, promoCode: promo.code });
    expect(second.status).toBe(400);
    expect(second.body.errors.promoCode).toBe('You have already used this promo code.');
  });
});
