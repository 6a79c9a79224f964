/**
 * An order as its member sees it (OrderView of contracts/checkout.ts): one query, amounts as rupee
 * strings, and what its delivery adds (a credit report's id).
 */
import type { Knex } from 'knex';
import type { OrderStatus, OrderView } from '../../contracts/checkout';
import { fromPaise, toPaise } from '../../validation/money';
import { deliveryOf, type OrderDeliveries } from './orderDelivery';

const VIEW_COLUMNS = [
  'o.id',
  'o.order_number',
  'o.purpose',
  'o.status',
  'o.amount',
  'o.discount',
  'o.tax',
  'o.total',
  'o.wallet_amount',
  'o.created_at',
  'o.paid_at',
  'o.wallet_credit',
  'p.name as plan_name',
  'b.trade_name as business_name',
  'i.id as invoice_id',
  'i.invoice_number',
];

const orderQuery = (db: Knex) =>
  db('orders as o')
    .leftJoin('plan_versions as v', 'v.id', 'o.plan_version_id')
    .leftJoin('membership_plans as p', 'p.id', 'v.plan_id')
    .leftJoin('businesses as b', 'b.id', 'o.business_id')
    .leftJoin('invoices as i', (j) => j.on('i.order_id', 'o.id').andOnVal('i.status', 'issued'))
    .select(VIEW_COLUMNS);

type Row = Record<string, unknown> & { id: string | number; total: string; wallet_amount: string };

function toView(r: Row): OrderView {
  return {
    id: Number(r.id),
    orderNumber: String(r.order_number),
    purpose: String(r.purpose),
    status: r.status as OrderStatus,
    planName: (r.plan_name as string) ?? null,
    businessName: (r.business_name as string) ?? null,
    amount: String(r.amount),
    discount: String(r.discount),
    tax: String(r.tax),
    total: String(r.total),
    walletApplied: String(r.wallet_amount),
    payable: fromPaise(toPaise(r.total) - toPaise(r.wallet_amount)),
    createdAt: (r.created_at as Date).toISOString(),
    paidAt: r.paid_at ? (r.paid_at as Date).toISOString() : null,
    invoice: r.invoice_id ? { id: Number(r.invoice_id), number: String(r.invoice_number) } : null,
    cirReportId: null,
    walletCredit: fromPaise(toPaise(String(r.wallet_credit ?? '0'))),
  };
}

export async function orderView(db: Knex, deliveries: OrderDeliveries, orderId: number): Promise<OrderView> {
  const view = toView(await orderQuery(db).where('o.id', orderId).first());
  const delivered = deliveryOf(deliveries, view.purpose).delivered;
  return delivered ? { ...view, ...(await delivered(db, orderId)) } : view;
}
