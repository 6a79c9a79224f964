/**
 * What both sides (and staff) read of settlement requests: the caller's requests on either side, and
 * one request with its case, instalments, payments, signatures (each valid only while the letter still
 * hashes the same), holds and the case timeline.
 */
import type { Knex } from 'knex';
import type { SignedInCall } from '../../callContext';
import { outstandingOf, OPEN_TO_DEFAULTER_SQL } from '../defaulterCases';
import { controlledBusinesses } from '../businesses';
import { refusal } from '../errors';
import { caseFor, requestFor, type Row } from './settlementAccess';
import { settlementLetter, signatureStatus } from './settlementLetterService';
import { paymentView } from './settlementPaymentService';

const iso = (v: unknown) => (v ? new Date(v as string).toISOString() : null);
const plainDate = (v: unknown) =>
  v instanceof Date ? `${v.getFullYear()}-${String(v.getMonth() + 1).padStart(2, '0')}-${String(v.getDate()).padStart(2, '0')}` : String(v);

export function requestSummary(r: Row) {
  return {
    id: Number(r.id),
    case_id: Number(r.case_id),
    user_id: Number(r.user_id),
    requested_side: String(r.requested_side),
    amount: String(r.amount),
    paid_amount: String(r.paid_amount),
    mode: String(r.mode),
    schedule: String(r.schedule),
    status: String(r.status),
    otp_verified_at: iso(r.otp_verified_at),
    aadhaar_verified_at: iso(r.aadhaar_verified_at),
    aadhaar_last4: (r.aadhaar_last4 as string | null) ?? null,
    bank_account_id: r.bank_account_id === null ? null : Number(r.bank_account_id),
    settled_at: iso(r.settled_at),
    created_at: iso(r.created_at)!,
    ...(r.defaulter_name !== undefined ? { defaulter_name: String(r.defaulter_name), defaulter_gstin: String(r.defaulter_gstin) } : {}),
  };
}

/** GET /settlement/requests: the member's requests on either side of their cases, newest first. */
export async function mySettlementRequests(db: Knex, call: SignedInCall) {
  const userId = call.who.userId;
  const rows = await db('settlement_requests as r')
    .join('defaulter_cases as c', 'c.id', 'r.case_id')
    .where(
      (w) =>
        void w
          .where('c.reporter_user_id', userId)
          .orWhere(
            (d) =>
              void d
                .whereRaw(OPEN_TO_DEFAULTER_SQL)
                .whereExists(controlledBusinesses(db, 'b').whereRaw('b.gstin = c.defaulter_gstin').where('b.user_id', userId)),
          ),
    )
    .orderBy('r.id', 'desc')
    .limit(200)
    .select('r.*', 'c.defaulter_name', 'c.defaulter_gstin', 'c.reporter_user_id');
  return rows.map((r) => ({ ...requestSummary(r), my_side: Number(r.reporter_user_id) === userId ? 'reporter' : 'defaulter' }));
}

/** The case as the settlement pages show it to either side. */
const caseView = (c: Row) => ({
  id: Number(c.id),
  status: String(c.status),
  defaulter_name: String(c.defaulter_name),
  defaulter_gstin: String(c.defaulter_gstin),
  due_amount: String(c.due_amount),
  settled_amount: String(c.settled_amount),
  write_off_amount: String(c.write_off_amount),
});

/**
 * GET /settlement/cases/:caseId: the case a settlement would settle, as either side (or staff) may
 * read it before opening one — who, what is outstanding, and the request still open on it if any.
 * The reported business reads it here because its own case list is the reporter's, not its.
 */
export async function settlementCaseSummary(db: Knex, call: SignedInCall, caseId: number) {
  const { case: c, viewer } = await caseFor(db, call, caseId);
  const open = await db('settlement_requests')
    .where({ case_id: caseId })
    .whereIn('status', ['initialised', 'inprogress', 'approved'])
    .orderBy('id', 'desc')
    .first('id');
  const amounts = c as { due_amount: string; settled_amount: string; write_off_amount: string };
  return {
    viewer,
    case: { ...caseView(c), outstanding: outstandingOf(amounts) },
    open_request_id: open ? Number(open.id) : null,
  };
}

/** GET /settlement/requests/:id. */
export async function settlementRequestDetails(db: Knex, call: SignedInCall, requestId: number) {
  const { request, case: c, viewer } = await requestFor(db, call, requestId);
  const [instalments, payments, holds, events, bank, letter, reporterBusiness] = await Promise.all([
    db('settlement_instalments').where({ settlement_request_id: requestId }).orderBy('seq').select('seq', 'due_on', 'amount'),
    db('settlement_payment_details').where({ settlement_request_id: requestId }).orderBy('id').select('*'),
    db('call_request_holds')
      .where({ settlement_request_id: requestId })
      .orderBy('id')
      .select('id', 'status', 'reason', 'released_at', 'created_at'),
    db('case_events')
      .where({ case_id: c.id })
      .orderBy('id')
      .select('id', 'from_status', 'to_status', 'note', 'settled_delta', 'created_at'),
    request.bank_account_id
      ? db('bank_accounts')
          .where({ id: request.bank_account_id })
          .first('id', 'account_holder', 'account_number_last4', 'ifsc', 'bank_name', 'verified_at')
      : null,
    settlementLetter(db, request, c),
    db('businesses').where({ id: c.reporter_business_id }).first('gstin', 'trade_name'),
  ]);
  return {
    viewer,
    request: requestSummary(request),
    case: {
      ...caseView(c),
      reporter_name: (reporterBusiness?.trade_name as string | undefined) ?? null,
      // The receiving side's GSTIN names the bank step (/settlement/verify-bank/:gstn/…): the reporter and staff only.
      reporter_gstin: viewer === 'defaulter' ? null : ((reporterBusiness?.gstin as string | undefined) ?? null),
    },
    instalments: instalments.map((i) => ({ seq: Number(i.seq), due_on: plainDate(i.due_on), amount: String(i.amount) })),
    payments: payments.map(paymentView),
    bank_account: bank
      ? {
          id: Number(bank.id),
          account_holder: bank.account_holder,
          account_number_last4: bank.account_number_last4,
          ifsc: bank.ifsc,
          bank_name: bank.bank_name,
          verified_at: iso(bank.verified_at),
        }
      : null,
    letter_sha256: letter.sha256,
    signatures: await signatureStatus(db, requestId, letter.sha256),
    holds: holds.map((h) => ({
      id: Number(h.id),
      status: h.status,
      reason: h.reason,
      released_at: iso(h.released_at),
      created_at: iso(h.created_at),
    })),
    timeline: events.map((e) => ({
      id: Number(e.id),
      from_status: e.from_status,
      to_status: e.to_status,
      note: e.note,
      settled_delta: e.settled_delta === null ? null : String(e.settled_delta),
      created_at: iso(e.created_at),
    })),
  };
}

/** The proof file of a payment on a request the caller may see; 404 when there is none. */
export async function paymentProof(db: Knex, call: SignedInCall, requestId: number, paymentId: number) {
  await requestFor(db, call, requestId);
  const payment = await db('settlement_payment_details')
    .where({ id: paymentId, settlement_request_id: requestId })
    .first('proof_path', 'proof_name', 'proof_mime');
  if (!payment?.proof_path) throw refusal('PROOF_FILE_MISSING', {});
  return { path: String(payment.proof_path), name: String(payment.proof_name), mime: String(payment.proof_mime) };
}

/** The active instant-cashback slabs (spec §7 settlement/instant-cashback), lowest first. */
export async function instantCashbackSlabs(db: Knex) {
  const rules = await db('instant_cashback_rules')
    .where({ status: 1 })
    .orderBy('min_amount')
    .select('id', 'min_amount', 'max_amount', 'cashback_type', 'cashback_value');
  return rules.map((r) => ({ ...r, id: Number(r.id) }));
}
