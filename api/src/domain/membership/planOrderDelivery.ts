/**
 * What a paid membership order (purpose subscription or renewal) delivers, in the transaction that
 * books its payment (payments/orderSettlement.ts): the plan's period — after any period still running
 * for the business — the referrer's cashback on the member's first paid order, and the commission of
 * the partner who brought the member. Its GST invoice is issued after it by the settlement.
 */
import type { Knex } from 'knex';
import { formatDate } from '../../validation/dates';
import {
  type PaidOrder,
  type SupplyDelivery,
  accruePartnerCommission,
  creditReferralCashback,
  planPeriod,
  type DurationUnit,
} from '../payments';
import { notify } from '../notifications';
import { startSubscription } from './subscriptionWrites';

/** The subscription the order paid for; the business row is locked so two paid orders queue their periods. */
async function startPlanPeriod(trx: Knex.Transaction, order: PaidOrder, now: Date) {
  if (!order.plan_version_id) return;
  const version = await trx('plan_versions').where({ id: order.plan_version_id }).first('duration_value', 'duration_unit');
  if (order.business_id) await trx('businesses').where({ id: order.business_id }).forNoKeyUpdate().first('id');
  const current = order.business_id
    ? await trx('subscriptions')
        .where({ business_id: order.business_id, status: 'active' })
        .where('ends_at', '>', now)
        .max({ ends_at: 'ends_at' })
        .first()
    : null;
  const period = planPeriod(now, { value: version.duration_value, unit: version.duration_unit as DurationUnit }, current?.ends_at ?? null);
  await startSubscription(trx, {
    user_id: order.user_id,
    business_id: order.business_id,
    plan_version_id: order.plan_version_id,
    starts_at: period.startsAt,
    ends_at: period.endsAt,
    order_id: order.id,
  });
  const plan = await trx('plan_versions as v')
    .join('membership_plans as p', 'p.id', 'v.plan_id')
    .where('v.id', order.plan_version_id)
    .first('p.name');
  await notify(trx, {
    userId: Number(order.user_id),
    kind: 'plan_bought',
    params: { plan_name: String(plan?.name ?? ''), ends_on: formatDate(period.endsAt) },
    link: '/dashboard',
  });
}

export const planOrderDelivery: SupplyDelivery = {
  kind: 'supply',
  /** 'Gold membership'. */
  async paymentLabel(db, order) {
    const plan = order.plan_version_id
      ? await db('plan_versions as v')
          .join('membership_plans as p', 'p.id', 'v.plan_id')
          .where('v.id', order.plan_version_id)
          .first('p.name')
      : null;
    return plan ? `${plan.name} membership` : `Order ${order.order_number}`;
  },
  /** 'Gold membership plan, 1 year (21, Nov, 2026 to 21, Nov, 2027)'. */
  invoiceLine(f) {
    if (!f.plan_name) return null;
    const duration =
      f.duration_value && f.duration_unit
        ? `, ${f.duration_value} ${f.duration_value === 1 ? f.duration_unit.replace(/s$/, '') : f.duration_unit}`
        : '';
    const period = f.period_starts_at && f.period_ends_at ? ` (${formatDate(f.period_starts_at)} to ${formatDate(f.period_ends_at)})` : '';
    return `${f.plan_name} membership plan${duration}${period}`;
  },
  async deliver({ trx, call, order, now }) {
    await startPlanPeriod(trx, order, now);
    await creditReferralCashback(trx, call, order);
    await accruePartnerCommission(trx, call, order);
  },
};
