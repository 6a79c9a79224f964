/**
 * Transaction bill details as data: what is wrong with an address's '{buyerId},{supplierId}', the
 * documents of each transaction in a fixed order, and the totals between the two businesses —
 * summed in integer paise, never floats. Pure, so it is unit-tested.
 */
import { fromPaise, toPaise } from '@bakaya/api/validation';
import { parsePair } from '../transactionPair';

export interface TransactionRecord {
  id: number | string;
  voucher_number?: string | null;
  amount?: string | null;
  advance_paid?: string | null;
  [key: string]: unknown;
}

export interface DocumentRecord {
  id: number | string;
  transaction_id: number | string;
  doc_type: string;
  [key: string]: unknown;
}

/** The order documents are shown in (spec §3: bilty, invoice, payment proof, ledger and CA certificates). */
export const DOC_ORDER = ['invoice', 'bilty', 'payment_proof', 'ledger_certificate', 'ca_certificate'] as const;

export type PairCheck = { ok: true; buyer: number; supplier: number } | { ok: false; message: string };

/** Reads the address parameter and says plainly what is wrong with it. */
export function checkPair(raw: string | undefined): PairCheck {
  const pair = parsePair(raw);
  if (!pair) {
    return {
      ok: false,
      message: `"${raw ?? ''}" is not a buyer and supplier pair. The address must end with the buyer's business id, a comma and the supplier's business id, e.g. transation-bill-details/12,34.`,
    };
  }
  if (pair.buyer === 0 || pair.supplier === 0)
    return { ok: false, message: 'Business ids start at 1: check the buyer and supplier ids in the address.' };
  if (pair.buyer === pair.supplier)
    return {
      ok: false,
      message: `Business #${pair.buyer} is named as both buyer and supplier: a business does not trade with itself. Check the address.`,
    };
  return { ok: true, ...pair };
}

const paise = (v: unknown) => {
  try {
    return typeof v === 'string' || typeof v === 'number' ? toPaise(v) : 0;
  } catch {
    return 0;
  }
};

/** Amount less advance paid, as a rupee string. */
export const balanceOf = (t: TransactionRecord) => fromPaise(paise(t.amount) - paise(t.advance_paid));

export function totals(transactions: readonly TransactionRecord[]) {
  const amount = transactions.reduce((s, t) => s + paise(t.amount), 0);
  const advance = transactions.reduce((s, t) => s + paise(t.advance_paid), 0);
  return { count: transactions.length, amount: fromPaise(amount), advance_paid: fromPaise(advance), balance: fromPaise(amount - advance) };
}

/** Documents by transaction id, each list in DOC_ORDER (then by id). */
export function documentsByTransaction(docs: readonly DocumentRecord[]): Map<string, DocumentRecord[]> {
  const rank = (t: string) => {
    const i = (DOC_ORDER as readonly string[]).indexOf(t);
    return i < 0 ? DOC_ORDER.length : i;
  };
  const out = new Map<string, DocumentRecord[]>();
  for (const d of docs) {
    const key = String(d.transaction_id);
    out.set(key, [...(out.get(key) ?? []), d]);
  }
  for (const list of out.values()) list.sort((a, b) => rank(a.doc_type) - rank(b.doc_type) || Number(a.id) - Number(b.id));
  return out;
}

/** Document types a transaction lacks (a CA certificate and ledger are needed to report a default). */
export const missingDocuments = (docs: readonly DocumentRecord[] | undefined) =>
  DOC_ORDER.filter((t) => !docs?.some((d) => d.doc_type === t));
