/**
 * What a paid order earns others, booked in the settlement's transaction by the delivery of a
 * purpose that earns it (a membership plan: membership/planOrderDelivery.ts): the referrer's
 * cashback and the commission of the partner who brought the member.
 */
import type { Knex } from 'knex';
import type { CallContext } from '../../callContext';
import { fromPaise, toPaise } from '../../validation/money';
import { rateBasisPoints } from '../invoices';
import { postJournal } from '../walletLedger';
import { recordCashback } from './cashbacks';
import { percentOf } from './checkoutPricing';
import type { PaidOrder } from './orderDelivery';
import { cashbackEntries } from './orderPostings';
import { commissionPaise } from './partnerCommission';

/**
 * Referral cashback: on a referred member's first paid order, the referrer earns the plan's
 * referral cashback % of the taxable value, once (the referral row moves to 'rewarded' and
 * cashbacks is unique per user, kind and order).
 */
export async function creditReferralCashback(trx: Knex.Transaction, call: CallContext, order: PaidOrder) {
  const referral = await trx('referrals').where({ referred_user_id: order.user_id, status: 'registered' }).forUpdate().first();
  if (!referral || !order.plan_version_id) return;
  const earlier = await trx('orders').where({ user_id: order.user_id, status: 'paid' }).whereNot({ id: order.id }).first('id');
  if (earlier) return;
  const version = await trx('plan_versions').where({ id: order.plan_version_id }).first('referral_cashback_percent');
  const taxable = toPaise(order.amount) - toPaise(order.discount);
  const cashback = percentOf(taxable, rateBasisPoints(String(version.referral_cashback_percent)));
  if (cashback <= 0) return;
  const referrer = Number(referral.referrer_user_id);
  const journal = await postJournal(trx, call, {
    idempotencyKey: `order:${order.id}:referral-cashback`,
    kind: 'cashback',
    memberId: referrer,
    reference: { type: 'order', id: String(order.id) },
    narration: `Referral cashback for order ${order.order_number}`,
    entries: cashbackEntries(referrer, cashback),
  });
  await recordCashback(trx, {
    user_id: referrer,
    order_id: order.id,
    kind: 'referral',
    amount: fromPaise(cashback),
    wallet_journal_id: journal.id,
  });
  await trx('referrals')
    .where({ id: referral.id })
    .update({ status: 'rewarded', cashback_amount: fromPaise(cashback), updated_at: new Date() });
}

/**
 * The commission of the partner who brought the member (users.affiliate_id), accrued as payable:
 * Dr commission_expense, Cr commission_payable; the commissions row (pending) is what staff approve
 * and pay out. Once per partner and order (unique).
 */
export async function accruePartnerCommission(trx: Knex.Transaction, call: CallContext, order: PaidOrder) {
  const member = await trx('users').where({ id: order.user_id }).first('affiliate_id');
  if (!member?.affiliate_id) return;
  const partner = await trx('partners')
    .where({ id: member.affiliate_id, status: 1 })
    .first('id', 'type', 'commission_type', 'commission_value');
  if (!partner) return;
  const rule = await trx('commission_rules')
    .where({ partner_type: partner.type, purpose: order.purpose, status: 1 })
    .first('commission_type', 'commission_value');
  const amount = commissionPaise(toPaise(order.amount) - toPaise(order.discount), rule ?? partner);
  if (amount <= 0) return;
  const [row] = await trx('commissions')
    .insert({ partner_id: partner.id, order_id: order.id, amount: fromPaise(amount), status: 'pending' })
    .onConflict(['partner_id', 'order_id'])
    .ignore()
    .returning('id');
  if (!row) return;
  await postJournal(trx, call, {
    idempotencyKey: `order:${order.id}:commission:${partner.id}`,
    kind: 'commission',
    reference: { type: 'order', id: String(order.id) },
    narration: `Commission to partner ${partner.id} on order ${order.order_number}`,
    entries: [
      { account: 'commission_expense', debit: amount },
      { account: 'commission_payable', credit: amount },
    ],
  });
}
