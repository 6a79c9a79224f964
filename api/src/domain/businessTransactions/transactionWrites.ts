/**
 * The businessTransactions component owns business_transactions and transaction_documents (issue 19 §1).
 * A member's own entry goes through recordTransaction; transactions brought in with their history (a
 * Tally import's, the demo seed's: sales and purchases, dated when they happened) are created here.
 */
import type { Knex } from 'knex';

export interface NewTransaction {
  supplier_business_id: number;
  buyer_business_id: number;
  user_id: number;
  voucher_number: string;
  transaction_type: 'sale' | 'purchase';
  unit: string;
  unit_value: string;
  tax_percentage: string;
  quantity: string;
  amount: string;
  advance_paid: string;
  invoice_date: string;
  due_date: string;
  source: 'manual' | 'tally';
  created_at?: Date;
}

export interface NewTransactionDocument {
  transaction_id: number;
  doc_type: string;
  user_id: number;
  udin: string | null;
  file_path: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
}

/** Creates the transactions, answering their ids in the same order. */
export async function insertTransactions(trx: Knex.Transaction, transactions: NewTransaction[]): Promise<number[]> {
  if (transactions.length === 0) return [];
  const rows: Array<{ id: number }> = await trx('business_transactions').insert(transactions).returning('id');
  return rows.map((r) => Number(r.id));
}

/** Files transactions' documents (already stored: path, name, type and size). */
export async function addTransactionDocuments(trx: Knex.Transaction, documents: NewTransactionDocument[]): Promise<void> {
  if (documents.length) await trx('transaction_documents').insert(documents);
}
