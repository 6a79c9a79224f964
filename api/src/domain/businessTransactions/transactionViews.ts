/** Reading a member's transactions: the query with both parties and the live consent, and the view a member gets. */
import type { Knex } from 'knex';
import type { BusinessTransactionView } from '../../contracts/businessTransactions';
import { fromPaise, istPlainDate } from '../../validation';
import { isOverdue, outstandingPaise, transactionStatus } from './transactionRules';

type Db = Knex | Knex.Transaction;
type Row = Record<string, unknown>;

export const todayIst = () => istPlainDate(new Date());

const plainDate = (v: unknown): string | null => {
  if (v == null) return null;
  if (v instanceof Date) return `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}`;
  return String(v).slice(0, 10);
};

/** Transactions with supplier and buyer names and whether the pair has a live consent. */
export function transactionQuery(db: Db) {
  return db('business_transactions as t')
    .join('businesses as s', 's.id', 't.supplier_business_id')
    .join('businesses as b', 'b.id', 't.buyer_business_id')
    .select(
      't.*',
      's.user_id as supplier_user_id',
      's.trade_name as supplier_name',
      's.gstin as supplier_gstin',
      'b.user_id as buyer_user_id',
      'b.trade_name as buyer_name',
      'b.legal_name as buyer_legal_name',
      'b.gstin as buyer_gstin',
      db.raw(
        `EXISTS (SELECT 1 FROM transaction_consents c WHERE c.supplier_business_id = t.supplier_business_id
           AND c.buyer_business_id = t.buyer_business_id AND c.consented_at IS NOT NULL AND c.revoked_at IS NULL) AS consented`,
      ),
    );
}

/** Rows a member may see: their business is the supplier or the buyer. */
export function visibleTo(q: Knex.QueryBuilder, userId: number) {
  return q.where((w) => void w.where('s.user_id', userId).orWhere('b.user_id', userId));
}

export function toView(row: Row, userId: number, documents: BusinessTransactionView['documents'] = []): BusinessTransactionView {
  const money = { amount: String(row.amount), advance_paid: String(row.advance_paid), due_date: plainDate(row.due_date) };
  const consented = row.consented === true;
  const today = todayIst();
  return {
    id: Number(row.id),
    supplier: { id: Number(row.supplier_business_id), name: String(row.supplier_name), gstin: String(row.supplier_gstin) },
    buyer: { id: Number(row.buyer_business_id), name: String(row.buyer_name), gstin: String(row.buyer_gstin) },
    voucher_number: (row.voucher_number as string | null) ?? null,
    transaction_type: row.transaction_type as 'sale' | 'purchase',
    unit: (row.unit as string | null) ?? null,
    unit_value: row.unit_value == null ? null : String(row.unit_value),
    tax_percentage: String(row.tax_percentage),
    quantity: row.quantity == null ? null : String(Number(row.quantity)),
    amount: money.amount,
    advance_paid: money.advance_paid,
    outstanding: fromPaise(outstandingPaise(money)),
    invoice_date: plainDate(row.invoice_date),
    due_date: money.due_date,
    source: row.source as 'manual' | 'tally',
    status: transactionStatus(money, consented, today),
    overdue: isOverdue(money, today),
    consented,
    editable: Number(row.supplier_user_id) === userId && !consented,
    documents,
    created_at: new Date(row.created_at as string).toISOString(),
  };
}

/** The documents of these transactions, by transaction id. */
export async function documentsOf(db: Db, ids: number[]) {
  const out = new Map<number, BusinessTransactionView['documents']>();
  if (ids.length === 0) return out;
  const docs = await db('transaction_documents')
    .whereIn('transaction_id', ids)
    .orderBy('id')
    .select('id', 'transaction_id', 'doc_type', 'original_name', 'sha256');
  for (const d of docs) {
    const list = out.get(Number(d.transaction_id)) ?? [];
    list.push({ id: Number(d.id), doc_type: d.doc_type, original_name: d.original_name, sha256: d.sha256 ?? null });
    out.set(Number(d.transaction_id), list);
  }
  return out;
}
