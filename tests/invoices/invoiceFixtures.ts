import crypto from 'node:crypto';
import type { Knex } from 'knex';
import { createInvoiceForOrder } from '../../api/src/domain/invoices/invoiceService';
import { fromPaise, toPaise } from '../../api/src/validation/money';
import { createBusiness, randomGstin } from '../domain/fixtures';

/**
 * A paid membership order of a new business in `state` (the seeded seller is in Rajasthan, 08), with
 * its plan, subscription period and gateway payment, and its issued invoice (in `now`'s financial year:
 * give each test file far-future years of its own, the database is shared by the run).
 */
export async function issuedInvoice(
  db: Knex,
  opts: { state: string; amount: string; tax: string; now: Date; userId?: number; planName?: string },
) {
  const business = await createBusiness(db, {
    gstin: randomGstin(opts.state),
    userId: opts.userId,
    legal_name: 'Shree Ganesh Traders Pvt Ltd',
  });
  const suffix = crypto.randomUUID().slice(0, 8);
  const [plan] = await db('membership_plans')
    .insert({ name: opts.planName ?? `Gold ${suffix}`, slug: `gold-${suffix}` })
    .returning('*');
  const [version] = await db('plan_versions')
    .insert({ plan_id: plan.id, version: 1, fee: opts.amount, duration_value: 1, duration_unit: 'years' })
    .returning('*');
  const [order] = await db('orders')
    .insert({
      order_number: `ORD-${suffix}`,
      user_id: business.user_id,
      business_id: business.id,
      purpose: 'subscription',
      plan_version_id: version.id,
      amount: opts.amount,
      tax: opts.tax,
      total: fromPaise(toPaise(opts.amount) + toPaise(opts.tax)),
      status: 'paid',
    })
    .returning('*');
  const startsAt = opts.now;
  const endsAt = new Date(opts.now.getTime() + 365 * 24 * 3600 * 1000);
  await db('subscriptions').insert({
    user_id: business.user_id,
    business_id: business.id,
    plan_version_id: version.id,
    starts_at: startsAt,
    ends_at: endsAt,
    order_id: order.id,
  });
  await db('payments').insert({
    order_id: order.id,
    gateway: 'test',
    gateway_payment_id: `pay_${suffix}`,
    amount: order.total,
    status: 'success',
  });
  const { invoice } = await db.transaction((trx) => createInvoiceForOrder(trx, order.id, opts.now));
  return { invoice, order, business, plan, userId: Number(business.user_id), paymentId: `pay_${suffix}` };
}
