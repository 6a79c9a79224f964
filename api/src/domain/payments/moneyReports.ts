/**
 * Money read models of the §7 calls (issue 9 §5), one query each:
 * - walletBalance: wallet/balance/{id}/{withMovements}/{refresh};
 * - orderTransactionIds: admin/order/getTransactionIds;
 * - revenueData: data/revenue-data (./revenueRules.ts folds the sums).
 */
import type { Knex } from 'knex';
import { can } from '../../auth';
import type { SignedInCall } from '../../callContext';
import { refusal } from '../errors';
import { fromPaise, toPaise } from '../../validation/money';
import { MEMBER_WALLET, storedToPaise } from '../walletLedger';
import { memberWallet } from './memberWallet';
import { revenueReport, type RevenueRange, type RevenueRow } from './revenueRules';

const storedToPaiseString = (row: { wallet_balance: string } | undefined) => fromPaise(storedToPaise(row?.wallet_balance ?? 0));

/**
 * The balance of a member's wallet: the cached users.wallet_balance; with `movements`, the latest 50
 * movements too; with `recompute`, also Σ(credit − debit) of their wallet entries and whether the two
 * agree (a read: nothing is corrected here — verifyLedger reports mismatches to staff).
 * The caller reads their own wallet, or anyone's with Wallet Transactions → detailView; members (and
 * staff without it) learn nothing about other ids: 404, as for an id with no account.
 */
export async function walletBalance(db: Knex, call: SignedInCall, userId: number, opts: { movements: boolean; recompute: boolean }) {
  const mayRead = userId === call.who.userId || can(call.who, 'Wallet Transactions', 'detailView');
  const user = mayRead ? await db('users').where({ id: userId }).first('id', 'wallet_balance') : undefined;
  if (!user) throw refusal('WALLET_ID_UNKNOWN', { id: userId });
  const wallet = opts.movements ? await memberWallet(db, userId, 50) : { balance: storedToPaiseString(user), movements: [] };
  const answer: {
    user_id: number;
    balance: string;
    movements?: typeof wallet.movements;
    ledger?: { balance_from_entries: string; agrees: boolean };
  } = { user_id: userId, balance: wallet.balance };
  if (opts.movements) answer.movements = wallet.movements;
  if (opts.recompute) {
    const row = await db('wallet_ledger_entries')
      .where({ account: MEMBER_WALLET, user_id: userId })
      .first(db.raw('coalesce(sum(credit) - sum(debit), 0) AS balance'));
    const fromEntries = storedToPaise(row?.balance ?? 0);
    answer.ledger = { balance_from_entries: fromPaise(fromEntries), agrees: fromEntries === toPaise(wallet.balance) };
  }
  return answer;
}

/** Orders by id, in the order asked, each with its gateway ids and payments; ids with no order are listed apart. */
export async function orderTransactionIds(db: Knex, orderIds: readonly number[]) {
  const unique = [...new Set(orderIds)];
  const [orders, payments] = await Promise.all([
    db('orders').whereIn('id', unique).select('id', 'order_number', 'user_id', 'status', 'gateway', 'gateway_order_id', 'total', 'paid_at'),
    db('payments')
      .whereIn('order_id', unique)
      .orderBy('id')
      .select('order_id', 'gateway', 'gateway_payment_id', 'amount', 'status', 'created_at'),
  ]);
  const byId = new Map(orders.map((o) => [Number(o.id), o]));
  const data = unique
    .filter((id) => byId.has(id))
    .map((id) => {
      const o = byId.get(id)!;
      return {
        order_id: id,
        order_number: String(o.order_number),
        user_id: Number(o.user_id),
        status: String(o.status),
        total: String(o.total),
        paid_at: o.paid_at ? new Date(o.paid_at).toISOString() : null,
        gateway: o.gateway ?? null,
        gateway_order_id: o.gateway_order_id ?? null,
        payments: payments
          .filter((p) => Number(p.order_id) === id)
          .map((p) => ({
            gateway: String(p.gateway),
            gateway_payment_id: p.gateway_payment_id ?? null,
            amount: String(p.amount),
            status: String(p.status),
            created_at: new Date(p.created_at).toISOString(),
          })),
      };
    });
  return { data, not_found: unique.filter((id) => !byId.has(id)) };
}

/** Orders counted as revenue: paid (and the fulfilment states after payment). */
export const PAID_ORDER_STATUSES = ['paid', 'processing', 'shipped', 'delivered', 'completed'];

/** Revenue by IST month (of paid_at) and plan: taxable (amount − discount), GST (tax), discounts, totals, order count. */
export async function revenueData(db: Knex, range: RevenueRange) {
  const rows = await db('orders as o')
    .leftJoin('plan_versions as v', 'v.id', 'o.plan_version_id')
    .leftJoin('membership_plans as p', 'p.id', 'v.plan_id')
    .whereIn('o.status', PAID_ORDER_STATUSES)
    .where('o.paid_at', '>=', range.start)
    .where('o.paid_at', '<', range.end)
    .groupByRaw('1, p.id, p.name')
    .select(
      db.raw("to_char(o.paid_at AT TIME ZONE 'Asia/Kolkata', 'YYYY-MM') AS month"),
      'p.id as plan_id',
      'p.name as plan_name',
      db.raw('count(*)::int AS orders'),
      db.raw('sum(o.amount - o.discount)::text AS taxable'),
      db.raw('sum(o.tax)::text AS gst'),
      db.raw('sum(o.discount)::text AS discount'),
      db.raw('sum(o.total)::text AS total'),
    );
  const sums: RevenueRow[] = rows.map((r) => ({
    month: String(r.month),
    plan_id: r.plan_id == null ? null : Number(r.plan_id),
    plan_name: r.plan_name ?? null,
    orders: Number(r.orders),
    taxable: storedToPaise(r.taxable),
    gst: storedToPaise(r.gst),
    discount: storedToPaise(r.discount),
    total: storedToPaise(r.total),
  }));
  return { from: range.from, to: range.to, ...revenueReport(range.months, sums) };
}
