/**
 * The spec §7 data calls of the transactions area, for a signed-in member's own businesses only
 * (issue 10 §6). Each reads; none writes. Money as decimal strings, summed in SQL numeric (exact).
 *  data/business-data        per own business: sales and purchases totals, outstanding and overdue
 *  data/defaulter-data       the buyers owing the member's businesses money past its due date (report candidates)
 *  get/defaulters-count      cases the member reported, cases listed against their businesses, overdue buyers
 *  data/voucher-status       one voucher number: each entry's status, and the latest Tally sync attempt of it
 *  data/tally-registered-data the member's Tally (BCM) registrations with their last sync and transactions synced
 */
import type { Knex } from 'knex';
import { controlledBusinesses } from '../businesses';
import { refusal } from '../errors';
import { todayIst } from './transactionViews';
import { voucherEntries } from './transactionService';

const num = (v: unknown) => Number(v ?? 0);
const money = (v: unknown) => (v == null ? '0.00' : String(v));

/** The member's active businesses (optionally one of them; another's id: 404). */
async function ownBusinesses(db: Knex, userId: number, businessId?: number) {
  const q = db('businesses').where({ user_id: userId, status: 1 }).orderBy('id').select('id', 'trade_name', 'gstin');
  if (businessId) q.where({ id: businessId });
  const rows = await q;
  if (businessId && rows.length === 0) throw refusal('BUSINESS_NOT_FOUND', {});
  return rows as Array<{ id: number; trade_name: string; gstin: string }>;
}

const totals = (db: Knex, side: 'supplier_business_id' | 'buyer_business_id', ids: number[], today: string) =>
  db('business_transactions')
    .whereIn(side, ids)
    .groupBy(side)
    .select(
      `${side} as business_id`,
      db.raw('count(*)::int AS count'),
      db.raw('coalesce(sum(amount), 0)::numeric(16,2)::text AS amount'),
      db.raw('coalesce(sum(amount - advance_paid), 0)::numeric(16,2)::text AS outstanding'),
      db.raw('count(*) FILTER (WHERE due_date < ? AND amount > advance_paid)::int AS overdue_count', [today]),
      db.raw(
        'coalesce(sum(amount - advance_paid) FILTER (WHERE due_date < ? AND amount > advance_paid), 0)::numeric(16,2)::text AS overdue_amount',
        [today],
      ),
    );

/** data/business-data. */
export async function businessData(db: Knex, userId: number, businessId?: number) {
  const businesses = await ownBusinesses(db, userId, businessId);
  const ids = businesses.map((b) => b.id);
  const today = todayIst();
  const [sales, purchases] = ids.length
    ? await Promise.all([totals(db, 'supplier_business_id', ids, today), totals(db, 'buyer_business_id', ids, today)])
    : [[], []];
  const empty = { count: 0, amount: '0.00', outstanding: '0.00', overdue_count: 0, overdue_amount: '0.00' };
  const pick = (rows: Array<Record<string, unknown>>, id: number) => {
    const r = rows.find((x) => num(x.business_id) === id);
    return r
      ? {
          count: num(r.count),
          amount: money(r.amount),
          outstanding: money(r.outstanding),
          overdue_count: num(r.overdue_count),
          overdue_amount: money(r.overdue_amount),
        }
      : empty;
  };
  return businesses.map((b) => ({
    business_id: b.id,
    trade_name: b.trade_name,
    gstin: b.gstin,
    sales: pick(sales, b.id),
    purchases: pick(purchases, b.id),
  }));
}

/** The supplier/buyer pairs of the member's businesses with money overdue, largest first. */
async function overduePairs(db: Knex, userId: number, businessId?: number) {
  const q = db('business_transactions as t')
    .join('businesses as s', 's.id', 't.supplier_business_id')
    .join('businesses as b', 'b.id', 't.buyer_business_id')
    .where('s.user_id', userId)
    .where('s.status', 1)
    .where('t.due_date', '<', todayIst())
    .whereRaw('t.amount > t.advance_paid')
    .groupBy('t.supplier_business_id', 't.buyer_business_id', 'b.trade_name', 'b.legal_name', 'b.gstin')
    .select(
      't.supplier_business_id',
      't.buyer_business_id',
      'b.trade_name',
      'b.legal_name',
      'b.gstin',
      db.raw('count(*)::int AS overdue_count'),
      db.raw('sum(t.amount - t.advance_paid)::numeric(16,2)::text AS overdue_amount'),
      db.raw('min(t.due_date)::text AS oldest_due_date'),
    )
    .orderByRaw('sum(t.amount - t.advance_paid) DESC, t.buyer_business_id');
  if (businessId) q.where('t.supplier_business_id', businessId);
  return q;
}

/** data/defaulter-data. */
export async function defaulterData(db: Knex, userId: number, businessId?: number) {
  if (businessId) await ownBusinesses(db, userId, businessId);
  const rows = await overduePairs(db, userId, businessId);
  return rows.map((r: Record<string, unknown>) => ({
    supplier_business_id: num(r.supplier_business_id),
    buyer: { id: num(r.buyer_business_id), name: String(r.legal_name || r.trade_name), gstin: String(r.gstin) },
    overdue_count: num(r.overdue_count),
    overdue_amount: String(r.overdue_amount),
    oldest_due_date: String(r.oldest_due_date),
    report_path: `/business-transaction-defaulter/${num(r.supplier_business_id)},${num(r.buyer_business_id)}`,
  }));
}

/** get/defaulters-count. Listed against you: verified or partly settled cases naming a GSTIN whose control you proved. */
export async function defaultersCount(db: Knex, userId: number) {
  const gstins = await controlledBusinesses(db).where({ user_id: userId }).pluck('gstin');
  const [reported] = await db('defaulter_cases').where({ reporter_user_id: userId }).whereNot('status', 'removed').count({ n: '*' });
  const [against] = gstins.length
    ? await db('defaulter_cases').whereIn('defaulter_gstin', gstins).whereIn('status', ['verified', 'partial_settled']).count({ n: '*' })
    : [{ n: 0 }];
  const overdue = await overduePairs(db, userId);
  return { reported_by_you: num(reported?.n), listed_against_you: num(against?.n), overdue_buyers: overdue.length };
}

/** data/voucher-status. */
export async function voucherStatus(db: Knex, userId: number, voucher: string) {
  const entries = await voucherEntries(db, userId, voucher);
  const sync = await db('bcm_voucher_attempts as a')
    .join('bcm_registrations as r', 'r.id', 'a.registration_id')
    .where('r.user_id', userId)
    .where('a.voucher_number', voucher)
    .orderBy('a.id', 'desc')
    .first('a.status', 'a.error', 'a.created_at');
  return {
    voucher_number: voucher,
    entries: entries.map((e) => ({
      id: e.id,
      supplier: e.supplier,
      buyer: e.buyer,
      amount: e.amount,
      outstanding: e.outstanding,
      due_date: e.due_date,
      status: e.status,
      source: e.source,
    })),
    last_sync: sync ? { status: String(sync.status), error: sync.error ?? null, at: new Date(sync.created_at).toISOString() } : null,
  };
}

/** data/tally-registered-data. */
export async function tallyRegisteredData(db: Knex, userId: number) {
  const rows = await db('bcm_registrations as r')
    .join('businesses as b', 'b.id', 'r.business_id')
    .where('r.user_id', userId)
    .orderBy('r.id')
    .select(
      'r.id',
      'r.business_id',
      'b.trade_name',
      'b.gstin',
      'r.tally_company_name',
      'r.status',
      'r.registered_at',
      'r.last_synced_at',
      db.raw(`(SELECT count(*)::int FROM business_transactions t WHERE t.source = 'tally'
               AND (t.supplier_business_id = r.business_id OR t.buyer_business_id = r.business_id)) AS tally_transactions`),
    );
  const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
  return rows.map((r: Record<string, unknown>) => ({
    id: num(r.id),
    business: { id: num(r.business_id), name: String(r.trade_name), gstin: String(r.gstin) },
    tally_company_name: String(r.tally_company_name),
    status: String(r.status),
    registered_at: iso(r.registered_at),
    last_synced_at: iso(r.last_synced_at),
    tally_transactions: num(r.tally_transactions),
  }));
}
