/**
 * The order-delivery table (api/src/domain/orderDeliveries.ts): every purpose an order may have —
 * the registry's ORDER_PURPOSES and the database's check on orders.purpose, which must agree — has
 * the delivery of the component that sells it, and the table names no other purpose. A purpose added
 * without its delivery fails here (and does not compile).
 */
import { afterAll, describe, expect, it } from 'vitest';
import { ORDER_DELIVERIES } from '../../api/src/domain/orderDeliveries';
import { deliveryOf } from '../../api/src/domain/payments/orderDelivery';
import { ORDER_PURPOSES } from '../../api/src/registry/resources/billing';
import { testKnex } from '../support/db';

const db = testKnex();
afterAll(() => db.destroy());

const purposes = ORDER_PURPOSES.map((p) => p.id as string);

/** The values of the check constraint on orders.purpose, as the database has it. */
async function purposesTheDatabaseAllows(): Promise<string[]> {
  const { rows } = await db.raw(
    `SELECT pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
     WHERE c.conrelid = 'orders'::regclass AND c.contype = 'c' AND pg_get_constraintdef(c.oid) LIKE '%purpose%'`,
  );
  expect(rows).toHaveLength(1);
  return [...String(rows[0].def).matchAll(/'([^']+)'/g)].map((m) => m[1]!);
}

describe('order deliveries', () => {
  it.each(purposes)('a paid order of purpose %s has its delivery', (purpose) => {
    const delivery = deliveryOf(ORDER_DELIVERIES, purpose);
    expect(['supply', 'credit']).toContain(delivery.kind);
    expect(typeof delivery.paymentLabel).toBe('function');
  });

  it('names no purpose an order cannot have', () => {
    expect(Object.keys(ORDER_DELIVERIES).sort()).toEqual([...purposes].sort());
  });

  it('covers every purpose the database allows an order', async () => {
    expect((await purposesTheDatabaseAllows()).sort()).toEqual([...purposes].sort());
  });

  it('refuses an order whose purpose has no delivery, naming it', () => {
    expect(() => deliveryOf(ORDER_DELIVERIES, 'gift_card')).toThrow("No delivery is registered for orders of purpose 'gift_card'.");
  });
});
