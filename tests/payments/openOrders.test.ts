/**
 * Unpaid orders hold little, briefly (issue 18 #12): a member has at most MAX_OPEN_ORDERS orders open,
 * placing the same order again answers the open one, and a promo use held by an unpaid order comes back
 * when its checkout hold (checkout-hold-minutes, 30) ends.
 */
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CHECKOUT_MESSAGES } from '../../api/src/contracts/checkout';
import { DEFAULT_HOLD_MINUTES, MAX_OPEN_ORDERS } from '../../api/src/domain/payments/checkoutHold';
import { paymentDepsOf } from '../../api/src/domain/payments/paymentContext';
import { reconcilePayments } from '../../api/src/domain/payments/paymentEventService';
import { createBusiness, randomGstin } from '../domain/fixtures';
import { createTestApp } from '../support/testApp';
import { memberWithBusiness, placeOrder, planOnSale, promoCode } from './support';

const t = createTestApp({ sandboxSend: async () => 503 });
const { app, db } = t;
afterAll(() => t.close());

let planId: number;
beforeAll(async () => {
  planId = Number((await planOnSale(db)).plan.id);
});

describe('open orders per member', () => {
  it(`20 concurrent checkouts for 10 businesses: at most ${MAX_OPEN_ORDERS} orders, the rest a clear 409`, async () => {
    const m = await memberWithBusiness(db);
    const businesses = [
      m.business,
      ...(await Promise.all(Array.from({ length: 9 }, () => createBusiness(db, { userId: m.user.id, gstin: randomGstin('08') })))),
    ];
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => placeOrder(app, m.auth, { planId, businessId: businesses[i % 10]!.id, useWallet: false })),
    );
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(MAX_OPEN_ORDERS);
    expect(statuses.filter((s) => s === 409)).toHaveLength(20 - MAX_OPEN_ORDERS - statuses.filter((s) => s === 200).length);
    expect(statuses.every((s) => [200, 201, 409].includes(s))).toBe(true);
    expect(answers.find((a) => a.status === 409)!.body.message).toBe(CHECKOUT_MESSAGES.tooManyOpen);
    expect(await db('orders').where({ user_id: m.user.id })).toHaveLength(MAX_OPEN_ORDERS);
    expect(await db('orders').where({ user_id: m.user.id }).whereNotNull('gateway_order_id')).toHaveLength(MAX_OPEN_ORDERS);
  });

  it('the same order placed 10 times at once under new keys is one open order, one gateway checkout', async () => {
    const m = await memberWithBusiness(db);
    const answers = await Promise.all(Array.from({ length: 10 }, () => placeOrder(app, m.auth, { planId, businessId: m.business.id })));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201]);
    expect(new Set(answers.map((a) => a.body.order.id)).size).toBe(1);
    expect(new Set(answers.map((a) => a.body.next.redirectUrl)).size).toBe(1);
    expect(await db('orders').where({ user_id: m.user.id })).toHaveLength(1);
  });
});

describe('promo uses held for minutes', () => {
  it('an unpaid order gives its promo use back when the hold ends; the gateway checkout ends then too', async () => {
    const promo = await promoCode(db, { max_uses: 1 });
    const holder = await memberWithBusiness(db);
    const placed = await placeOrder(app, holder.auth, { planId, businessId: holder.business.id, promoCode: promo.code });
    expect(placed.status).toBe(201);
    const orderId = placed.body.order.id as number;
    const session = await db('sandbox_gateway_sessions')
      .where({ id: placed.body.next.redirectUrl.split('/').pop() })
      .first('expires_at');
    const order = await db('orders').where({ id: orderId }).first('created_at');
    expect(session.expires_at.getTime() - order.created_at.getTime()).toBe(DEFAULT_HOLD_MINUTES * 60_000);

    const other = await memberWithBusiness(db);
    const refused = await request(app)
      .post('/api/checkout/quote')
      .set('Authorization', other.auth)
      .send({ planId, businessId: other.business.id, promoCode: promo.code });
    expect(refused.status).toBe(400);

    // Not yet: 29 minutes in, the use is still held.
    await reconcilePayments(paymentDepsOf(t.ctx), new Date(order.created_at.getTime() + (DEFAULT_HOLD_MINUTES - 1) * 60_000));
    expect((await db('orders').where({ id: orderId }).first('status')).status).toBe('pending');
    expect((await db('promo_codes').where({ id: promo.id }).first('uses')).uses).toBe(1);

    await reconcilePayments(paymentDepsOf(t.ctx), new Date(order.created_at.getTime() + DEFAULT_HOLD_MINUTES * 60_000 + 1000));
    expect(['cancelled', 'failed']).toContain((await db('orders').where({ id: orderId }).first('status')).status);
    expect((await db('promo_codes').where({ id: promo.id }).first('uses')).uses).toBe(0);
    expect(await db('promo_code_redemptions').where({ order_id: orderId })).toHaveLength(0);
    const now = await placeOrder(app, other.auth, { planId, businessId: other.business.id, promoCode: promo.code });
    expect(now.status).toBe(201);
    expect(now.body.order.discount).toBe('1000.00');
  });
});
