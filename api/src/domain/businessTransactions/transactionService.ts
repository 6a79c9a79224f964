/**
 * A supplier's credit sales (issue 10 §6): record, read, change and delete them, each write in one
 * transaction with its audit row. The supplier is one of the caller's active businesses; the buyer is
 * a business registered on Bakaya (found by GSTIN) — a consent needs an owner who can give it.
 * A member sees a transaction when one of their businesses is its supplier or its buyer; any other
 * id is 404. Only the supplier's owner changes it, and only fully until the buyer consents.
 */
import type { Knex } from 'knex';
import { deleteAudited, insertAudited, updateAudited } from '../../audit/auditedWrite';
import type { SignedInCall } from '../../callContext';
import {
  businessTransactionInput,
  businessTransactionUpdate,
  type BusinessTransactionView,
  type DefaulterPrefill,
} from '../../contracts/businessTransactions';
import { fromPaise, toPaise } from '../../validation';
import { transactionFieldErrors, updateRefusal } from './transactionRules';
import { documentsOf, todayIst, toView, transactionQuery, visibleTo } from './transactionViews';
import { refusal, ruleRefusal } from '../errors';

type Db = Knex | Knex.Transaction;
const RESOURCE = 'business-transactions';

/** The caller's own active business, or a 400 on `field` (a body field names it). */
async function ownBusinessField(db: Db, userId: number, id: number, field: string) {
  const row = await db('businesses').where({ id, user_id: userId, status: 1 }).first('id', 'gstin');
  if (!row) {
    throw refusal('SALE_OWN_BUSINESS', {}, [field]);
  }
  return row as { id: number; gstin: string };
}

async function buyerByGstin(db: Db, gstin: string, supplier: { id: number; gstin: string }) {
  if (gstin === supplier.gstin) {
    throw refusal('SALE_BUYER_SAME', {}, ['buyer_gstin']);
  }
  const row = await db('businesses').where({ gstin, status: 1 }).first('id');
  if (!row) {
    throw refusal('SALE_BUYER_UNREGISTERED', {}, ['buyer_gstin']);
  }
  return Number(row.id);
}

/** Serialises writes on one supplier/buyer pair (transactions and consent) inside a transaction. */
export async function lockPair(trx: Knex.Transaction, supplierId: number, buyerId: number) {
  await trx.raw('SELECT pg_advisory_xact_lock(hashtextextended(?, 0))', [`business-transaction-pair:${supplierId}:${buyerId}`]);
}

export async function pairConsented(db: Db, supplierId: number, buyerId: number): Promise<boolean> {
  const row = await db('transaction_consents')
    .where({ supplier_business_id: supplierId, buyer_business_id: buyerId })
    .whereNotNull('consented_at')
    .whereNull('revoked_at')
    .first('id');
  return !!row;
}

function failOnFieldErrors(errors: Record<string, string>) {
  if (Object.keys(errors).length > 0) throw refusal('FIX_FIELDS', {}, errors);
}

const isDuplicateVoucher = (err: unknown) =>
  (err as { code?: string; constraint?: string }).code === '23505' &&
  String((err as { constraint?: string }).constraint).includes('voucher_number');

function duplicateVoucher(): never {
  throw refusal('VOUCHER_TAKEN', {}, ['voucher_number']);
}

async function viewOf(db: Db, id: number, userId: number): Promise<BusinessTransactionView> {
  const row = await visibleTo(transactionQuery(db).where('t.id', id), userId).first();
  if (!row) throw refusal('TRANSACTION_NOT_FOUND', {});
  return toView(row, userId, (await documentsOf(db, [id])).get(id));
}

/** POST /api/member/business-transactions → 201. */
export async function recordTransaction(db: Knex, call: SignedInCall, body: unknown): Promise<BusinessTransactionView> {
  const input = businessTransactionInput.parse(body);
  failOnFieldErrors(transactionFieldErrors(input));
  const userId = call.who.userId;
  const id = await db.transaction(async (trx) => {
    const supplier = await ownBusinessField(trx, userId, input.supplier_business_id, 'supplier_business_id');
    const buyerId = await buyerByGstin(trx, input.buyer_gstin, supplier);
    await lockPair(trx, supplier.id, buyerId);
    const exists = await trx('business_transactions')
      .where({ supplier_business_id: supplier.id, buyer_business_id: buyerId, voucher_number: input.voucher_number })
      .first('id');
    if (exists) duplicateVoucher();
    const values = {
      supplier_business_id: supplier.id,
      buyer_business_id: buyerId,
      user_id: userId,
      voucher_number: input.voucher_number,
      transaction_type: 'sale',
      unit: input.unit,
      unit_value: input.unit_value,
      tax_percentage: input.tax_percentage,
      quantity: input.quantity,
      amount: input.amount,
      advance_paid: input.advance_paid,
      invoice_date: input.invoice_date,
      due_date: input.due_date,
      source: 'manual',
    };
    const row = await insertAudited(trx, call, 'business_transactions', values, { resource: RESOURCE }).catch((err: unknown) =>
      isDuplicateVoucher(err) ? duplicateVoucher() : Promise.reject(err),
    );
    return Number(row.id);
  });
  return viewOf(db, id, userId);
}

export interface ListQuery {
  role: 'supplier' | 'buyer';
  supplier?: number;
  buyer?: number;
}

/** GET /api/member/business-transactions: as supplier (my sales) or as buyer (my purchases), newest first. */
export async function listTransactions(db: Knex, userId: number, q: ListQuery): Promise<BusinessTransactionView[]> {
  const query = transactionQuery(db)
    .where(q.role === 'supplier' ? 's.user_id' : 'b.user_id', userId)
    .orderBy([
      { column: 't.invoice_date', order: 'desc', nulls: 'last' },
      { column: 't.id', order: 'desc' },
    ])
    .limit(500);
  if (q.supplier) query.where('t.supplier_business_id', q.supplier);
  if (q.buyer) query.where('t.buyer_business_id', q.buyer);
  const rows = await query;
  const docs = await documentsOf(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => toView(r, userId, docs.get(Number(r.id))));
}

export const getTransaction = (db: Knex, userId: number, id: number) => viewOf(db, id, userId);

/** GET /api/member/inventory-entries/{voucherId}: every entry under this voucher number the caller may see. */
export async function voucherEntries(db: Knex, userId: number, voucher: string): Promise<BusinessTransactionView[]> {
  const rows: Array<Record<string, unknown>> = await visibleTo(transactionQuery(db).where('t.voucher_number', voucher), userId).orderBy(
    't.id',
  );
  if (rows.length === 0) throw refusal('VOUCHER_NOT_FOUND', {});
  const docs = await documentsOf(
    db,
    rows.map((r) => Number(r.id)),
  );
  return rows.map((r) => toView(r, userId, docs.get(Number(r.id))));
}

/** The supplier-side row, locked; another member's (or the buyer's) view of it: 404. */
async function ownSaleForUpdate(trx: Knex.Transaction, userId: number, id: number) {
  const row = await trx('business_transactions as t')
    .join('businesses as s', 's.id', 't.supplier_business_id')
    .where({ 't.id': id, 's.user_id': userId })
    .first('t.*');
  if (!row) throw refusal('TRANSACTION_NOT_FOUND', {});
  await lockPair(trx, Number(row.supplier_business_id), Number(row.buyer_business_id));
  return (await trx('business_transactions').where({ id }).forUpdate().first()) as Record<string, unknown>;
}

const asText = (v: unknown) => (v == null ? '' : String(v));

/** PUT /api/member/business-transactions/{id}. */
export async function updateTransaction(db: Knex, call: SignedInCall, id: number, body: unknown): Promise<BusinessTransactionView> {
  const changes = businessTransactionUpdate.parse(body);
  if (Object.keys(changes).length === 0) throw refusal('NOTHING_TO_CHANGE', {});
  const userId = call.who.userId;
  await db.transaction(async (trx) => {
    const before = await ownSaleForUpdate(trx, userId, id);
    const consented = await pairConsented(trx, Number(before.supplier_business_id), Number(before.buyer_business_id));
    const refused = updateRefusal(consented, { advance_paid: asText(before.advance_paid) }, changes);
    if (refused) throw ruleRefusal(refused.message, [refused.field]);
    const after = {
      unit_value: changes.unit_value ?? asText(before.unit_value),
      quantity: changes.quantity ?? asText(before.quantity),
      tax_percentage: changes.tax_percentage ?? asText(before.tax_percentage),
      amount: changes.amount ?? asText(before.amount),
      advance_paid: changes.advance_paid ?? asText(before.advance_paid),
      invoice_date: changes.invoice_date ?? asText(before.invoice_date),
      due_date: changes.due_date ?? asText(before.due_date),
    };
    // Entries from Tally may lack unit details: then only the advance and dates are compared.
    const errors = transactionFieldErrors({ ...after, quantity: String(Number(after.quantity || 0)) });
    if (!before.unit_value && !changes.unit_value) delete errors.amount;
    failOnFieldErrors(errors);
    if (changes.voucher_number && changes.voucher_number !== before.voucher_number) {
      const taken = await trx('business_transactions')
        .where({ supplier_business_id: before.supplier_business_id, buyer_business_id: before.buyer_business_id })
        .where('voucher_number', changes.voucher_number)
        .whereNot('id', id)
        .first('id');
      if (taken) duplicateVoucher();
    }
    await updateAudited(trx, call, 'business_transactions', id, { ...changes, updated_at: trx.fn.now() }, { resource: RESOURCE, before });
  });
  return viewOf(db, id, userId);
}

/** DELETE /api/member/business-transactions/{id}: only before the buyer consents (409 after). */
export async function deleteTransaction(db: Knex, call: SignedInCall, id: number): Promise<void> {
  await db.transaction(async (trx) => {
    const before = await ownSaleForUpdate(trx, call.who.userId, id);
    if (await pairConsented(trx, Number(before.supplier_business_id), Number(before.buyer_business_id))) {
      throw refusal('SALE_CONSENTED', {});
    }
    await deleteAudited(trx, call, 'business_transactions', id, { resource: RESOURCE, before });
  });
}

/**
 * GET /api/business-transactions/defaulter-prefill?supplier=&buyer=: the defaulter report form's
 * starting values from the pair's overdue transactions (voucher → invoice number). The supplier must
 * be the caller's (else 404). No overdue transaction: `invoices` is empty.
 */
export async function defaulterPrefill(db: Knex, userId: number, supplierId: number, buyerId: number): Promise<DefaulterPrefill> {
  const supplier = await db('businesses').where({ id: supplierId, user_id: userId, status: 1 }).first('id');
  const buyer = await db('businesses').where({ id: buyerId }).first('id', 'gstin', 'trade_name', 'legal_name');
  if (!supplier || !buyer || supplierId === buyerId) throw refusal('PAIR_NOT_FOUND', {});
  const today = todayIst();
  const rows = await db('business_transactions')
    .where({ supplier_business_id: supplierId, buyer_business_id: buyerId })
    .where('due_date', '<', today)
    .whereRaw('amount - advance_paid > 0')
    .orderBy([{ column: 'invoice_date' }, { column: 'id' }])
    .select('voucher_number', 'invoice_date', 'amount', 'advance_paid', 'due_date', 'id');
  return {
    reporter_business_id: supplierId,
    defaulter_gstin: String(buyer.gstin),
    defaulter_name: String(buyer.legal_name || buyer.trade_name),
    invoices: rows.map((r) => ({
      invoice_number: String(r.voucher_number ?? `TXN-${r.id}`),
      invoice_date: String(r.invoice_date ?? r.due_date),
      amount: String(r.amount),
      due_date: String(r.due_date),
    })),
    advance_paid: fromPaise(rows.reduce((sum, r) => sum + toPaise(String(r.advance_paid)), 0)),
  };
}
