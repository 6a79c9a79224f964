/**
 * A buyer's consent to a supplier recording and reporting their credit transactions (spec
 * /new/supplier/consent/agreement/{customerId}, where customerId is the supplier business asking).
 * The supplier's owner requests it; the buyer business's owner gives it to the current text version
 * (its hash is stored) or revokes it. Every change is one transaction with its audit row, under the
 * pair's lock (the same lock a transaction's change takes). The buyer is told of a request after commit.
 */
import type { Knex } from 'knex';
import type { MessagingAdapter } from '../../adapters/messaging';
import { insertAudited, updateAudited } from '../../audit/auditedWrite';
import type { SignedInCall } from '../../callContext';
import { consentPairInput, giveConsentInput, type TransactionConsentView } from '../../contracts/businessTransactions';
import { controlProven } from '../businesses';
import { refusal } from '../errors';
import { queueMessage } from '../messages';
import { consentText } from './consentText';
import { lockPair } from './transactionService';

type Db = Knex | Knex.Transaction;
const RESOURCE = 'transaction-consents';

async function business(db: Db, id: number, ownerId?: number) {
  const q = db('businesses').where({ id, status: 1 });
  if (ownerId !== undefined) q.where({ user_id: ownerId });
  const row = await q.first('id', 'user_id', 'trade_name', 'gstin', 'control_proven_at');
  if (!row) throw refusal('BUSINESS_NOT_FOUND', {});
  return row as { id: number; user_id: number; trade_name: string; gstin: string; control_proven_at: Date | null };
}

const liveRow = (db: Db, supplierId: number, buyerId: number) =>
  db('transaction_consents').where({ supplier_business_id: supplierId, buyer_business_id: buyerId }).whereNull('revoked_at').first();

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);

function view(
  row: Record<string, unknown> | undefined,
  supplier: { id: number; trade_name: string; gstin: string },
  buyer: { id: number; trade_name: string; gstin: string },
): TransactionConsentView {
  return {
    id: row ? Number(row.id) : null,
    supplier: { id: Number(supplier.id), name: supplier.trade_name, gstin: supplier.gstin },
    buyer: { id: Number(buyer.id), name: buyer.trade_name, gstin: buyer.gstin },
    state: !row ? 'none' : row.consented_at ? 'consented' : 'requested',
    requested_at: iso(row?.requested_at),
    consented_at: iso(row?.consented_at),
    text_version: (row?.text_version as string | null) ?? null,
  };
}

/** POST /api/member/transaction-consents/request: the supplier's owner asks the buyer (repeating it changes nothing). */
export async function requestConsent(db: Knex, messaging: MessagingAdapter, call: SignedInCall, body: unknown) {
  const input = consentPairInput.parse(body);
  const supplier = await business(db, input.supplier_business_id, call.who.userId);
  const buyer = await business(db, input.buyer_business_id);
  if (supplier.id === buyer.id) throw refusal('BUSINESS_NOT_FOUND', {});
  const { row, created } = await db.transaction(async (trx) => {
    await lockPair(trx, supplier.id, buyer.id);
    const live = await liveRow(trx, supplier.id, buyer.id);
    if (live) return { row: live, created: false };
    const inserted = await insertAudited(
      trx,
      call,
      'transaction_consents',
      { supplier_business_id: supplier.id, buyer_business_id: buyer.id, requested_by: call.who.userId, requested_at: trx.fn.now() },
      { resource: RESOURCE, action: 'request' },
    );
    return { row: inserted, created: true };
  });
  if (created) {
    const owner = await db('users').where({ id: buyer.user_id }).first('mobile', 'email');
    const variables = { supplier: String(supplier.trade_name), gstin: String(supplier.gstin), buyer: String(buyer.trade_name) };
    const common = { variables, essential: true, userId: Number(buyer.user_id) };
    const queued = owner?.mobile
      ? await queueMessage(db, { template: 'transaction-consent-request-sms', to: owner.mobile, ...common })
      : owner?.email
        ? await queueMessage(db, { template: 'transaction-consent-request-email', to: owner.email, ...common })
        : null;
    if (queued?.status === 'queued') await messaging.deliverNow(db, [queued.id]);
  }
  return { created, consent: view(row, supplier, buyer) };
}

/**
 * GET /api/member/transaction-consents?supplier=: the pairs where the caller's business is the buyer
 * and a supplier has recorded sales or asked (optionally only that supplier), with the consent text.
 */
export async function consentsForBuyer(db: Knex, userId: number, supplierId?: number) {
  const pairs = db
    .select('supplier_business_id', 'buyer_business_id')
    .from('business_transactions')
    .union((u) => void u.select('supplier_business_id', 'buyer_business_id').from('transaction_consents').whereNull('revoked_at'))
    .as('p');
  const q = db
    .from(pairs)
    .join('businesses as s', 's.id', 'p.supplier_business_id')
    .join('businesses as b', 'b.id', 'p.buyer_business_id')
    .where('b.user_id', userId)
    .where('b.status', 1)
    .select('s.id as s_id', 's.trade_name as s_name', 's.gstin as s_gstin', 'b.id as b_id', 'b.trade_name as b_name', 'b.gstin as b_gstin')
    .orderBy([{ column: 's.trade_name' }, { column: 'b.id' }]);
  if (supplierId) q.where('p.supplier_business_id', supplierId);
  const rows = await q;
  const consents: TransactionConsentView[] = [];
  for (const r of rows) {
    const live = await liveRow(db, Number(r.s_id), Number(r.b_id));
    consents.push(
      view(live, { id: r.s_id, trade_name: r.s_name, gstin: r.s_gstin }, { id: r.b_id, trade_name: r.b_name, gstin: r.b_gstin }),
    );
  }
  return { text: consentText(), consents };
}

/** POST /api/member/transaction-consents: the buyer's owner agrees (to the current text version; 409 for an old one). */
export async function giveConsent(db: Knex, call: SignedInCall, body: unknown): Promise<TransactionConsentView> {
  const input = giveConsentInput.parse(body);
  const text = consentText();
  if (input.text_version !== text.version) {
    throw refusal('CONSENT_TEXT_CHANGED', {}, ['text_version']);
  }
  const buyer = await business(db, input.buyer_business_id, call.who.userId);
  // Consenting binds the buyer business: only a member who proved control of it speaks for it (issue 18 §1).
  if (!controlProven(buyer)) throw refusal('CONTROL_NOT_PROVEN', {});
  const supplier = await business(db, input.supplier_business_id);
  if (supplier.id === buyer.id) throw refusal('BUSINESS_NOT_FOUND', {});
  const row = await db.transaction(async (trx) => {
    await lockPair(trx, supplier.id, buyer.id);
    const live = await liveRow(trx, supplier.id, buyer.id);
    if (live?.consented_at) return live;
    const agreed = { consented_by: call.who.userId, consented_at: trx.fn.now(), text_version: text.version, text_sha256: text.sha256 };
    return live
      ? updateAudited(
          trx,
          call,
          'transaction_consents',
          Number(live.id),
          { ...agreed, updated_at: trx.fn.now() },
          {
            resource: RESOURCE,
            action: 'consent',
            before: live,
          },
        )
      : insertAudited(
          trx,
          call,
          'transaction_consents',
          { supplier_business_id: supplier.id, buyer_business_id: buyer.id, ...agreed },
          { resource: RESOURCE, action: 'consent' },
        );
  });
  return view(row, supplier, buyer);
}

/** POST /api/member/transaction-consents/revoke: the buyer's owner withdraws a consent (404 when none is live). */
export async function revokeConsent(db: Knex, call: SignedInCall, body: unknown): Promise<TransactionConsentView> {
  const input = consentPairInput.parse(body);
  const buyer = await business(db, input.buyer_business_id, call.who.userId);
  const supplier = await business(db, input.supplier_business_id);
  await db.transaction(async (trx) => {
    await lockPair(trx, supplier.id, buyer.id);
    const live = await liveRow(trx, supplier.id, buyer.id);
    if (!live?.consented_at) throw refusal('CONSENT_NONE_TO_WITHDRAW', {});
    await updateAudited(
      trx,
      call,
      'transaction_consents',
      live.id,
      { revoked_at: trx.fn.now(), revoked_by: call.who.userId, updated_at: trx.fn.now() },
      { resource: RESOURCE, action: 'revoke', before: live },
    );
  });
  return view(undefined, supplier, buyer);
}
