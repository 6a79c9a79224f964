/**
 * Recording a settlement payment (issue 10 §5), in ONE transaction under the request's and the case's
 * row locks (request first, then case — the same order everywhere):
 *  - never more than is still due (the request's amount less what is recorded, and the case's outstanding);
 *  - both sides must have signed the current letter (409 otherwise);
 *  - the payment row with its proof; the case moves through the state machine (partly settled with the
 *    new total, or fully settled when nothing is left), which writes the timeline and the audit;
 *  - the platform's service charges and commission slab on this payment are owed by the receiving side:
 *    settlement_fees_receivable (debit) → revenue (credit), one journal per payment;
 *  - the instant cashback slab credits the payer's wallet: cashback_expense → user_wallet, with a
 *    `cashbacks` row (kind 'instant'), once per payment (unique on the payment);
 *  - the request is settled when its amount is reached, and its call hold released.
 * An Idempotency-Key makes a retry answer the first payment (another body under the key: 409).
 */
import { formatPaise } from '../../validation';
import type { Knex } from 'knex';
import { insertAudited } from '../../audit/auditedWrite';
import { can } from '../../auth';
import type { SignedInCall } from '../../callContext';
import type { AppContext } from '../../context';
import type { z } from 'zod';
import type { settlementPaymentFields } from '../../contracts/settlement';
import { storeCheckedFile, type IncomingFile } from '../../engine/uploadedRecords';
import { EVIDENCE_UPLOAD } from '../../registry/resources/defaulter';
import { localDiskStorage } from '../../storage/localDiskStorage';
import { fromPaise, toPaise } from '../../validation';
import { requestHash, sameRequestOrConflict } from '../../db/idempotentRequest';
import { caseNoticeEffects } from '../caseNotices';
import { CaseTransitionError, transitionCase } from '../defaulterCases';
import { recordCashback } from '../payments';
import { postJournal } from '../walletLedger';
import { payerUserId, requestFor, type Row } from './settlementAccess';
import { paymentFees, paymentRefusal, type Slab } from './settlementFlowRules';
import { releaseHoldsOf } from './settlementHoldService';
import { settlementLetter } from './settlementLetterService';
import { outstandingPaise, type CaseForSettlement } from './settlementRequestRules';
import { refusal, renamedField, ruleRefusal } from '../errors';
import { notifyPayment } from './settlementNotifications';

const PROOF_UPLOAD = { folder: 'settlement-proofs', ...EVIDENCE_UPLOAD };

export function paymentView(p: Row) {
  return {
    id: Number(p.id),
    settlement_request_id: Number(p.settlement_request_id),
    amount: String(p.amount),
    utr: p.utr as string | null,
    method: String(p.method),
    paid_at: p.paid_at ? new Date(p.paid_at as string).toISOString() : null,
    paid_by_user_id: p.paid_by_user_id === null ? null : Number(p.paid_by_user_id),
    recorded_by_user_id: p.recorded_by_user_id === null ? null : Number(p.recorded_by_user_id),
    proof_name: (p.proof_name as string | null) ?? null,
    proof_sha256: (p.proof_sha256 as string | null) ?? null,
    service_charge: String(p.service_charge),
    commission: String(p.commission),
    cashback: String(p.cashback),
    created_at: new Date(p.created_at as string).toISOString(),
  };
}

async function slabs(trx: Knex.Transaction) {
  const asSlab = (type: string, value: string) => (r: Row) =>
    ({
      min_amount: String(r.min_amount),
      max_amount: r.max_amount === null ? null : String(r.max_amount),
      type: r[type],
      value: String(r[value]),
    }) as Slab;
  // One after another: a transaction is one connection.
  const charges = await trx('service_charges').where({ status: 1 }).select('charge_type', 'value');
  const commission = await trx('settlement_commission_slabs').where({ status: 1 }).select('*');
  const cashback = await trx('instant_cashback_rules').where({ status: 1 }).select('*');
  return {
    charges: charges.map((c) => ({ charge_type: c.charge_type, value: String(c.value) })),
    commission: commission.map(asSlab('commission_type', 'commission_value')),
    cashback: cashback.map(asSlab('cashback_type', 'cashback_value')),
  };
}

const fingerprint = (requestId: number, fields: Record<string, unknown>) => requestHash({ requestId, ...fields });

async function replayed(db: Knex | Knex.Transaction, key: string, hash: string) {
  const first = await db('settlement_payment_details').where({ idempotency_key: key }).first();
  if (!first) return undefined;
  sameRequestOrConflict(first.request_hash, hash, 'payment');
  return first as Row;
}

export interface RecordedPayment {
  replayed: boolean;
  payment: ReturnType<typeof paymentView>;
  request: { id: number; status: string; amount: string; paid_amount: string };
  case: { id: number; status: string; settled_amount: string };
}

export async function recordSettlementPayment(
  ctx: AppContext,
  call: SignedInCall,
  requestId: number,
  fields: z.output<typeof settlementPaymentFields>,
  file: IncomingFile | undefined,
  key: string | undefined,
): Promise<RecordedPayment> {
  const hash = fingerprint(requestId, fields);
  const { request: seen, case: seenCase, viewer } = await requestFor(ctx.db, call, requestId);
  if (viewer === 'reporter') throw refusal('PAYMENT_BY_RECEIVER', {});
  if (viewer === 'staff' && !can(call.who, 'Settlement Request', 'process')) throw refusal('NOT_PERMITTED', {});
  if (key) {
    const first = await replayed(ctx.db, key, hash);
    if (first) return answer(ctx.db, first, true);
  }
  if (!file) throw refusal('PROOF_REQUIRED', {}, ['proof']);
  const storage = ctx.storage ?? localDiskStorage();
  let stored;
  try {
    stored = await storeCheckedFile(PROOF_UPLOAD, file, storage);
  } catch (err) {
    // The upload check's refusal names the field `file`; here it is `proof`.
    throw renamedField(err, 'file', 'proof');
  }
  const payer = await payerUserId(ctx.db, seen, seenCase);
  try {
    const payment = await ctx.db.transaction(async (trx) => {
      if (key) {
        // A retry that queued behind the first: answer the first payment.
        await trx.raw('SELECT pg_advisory_xact_lock(hashtext(?))', [`settlement-payment:${key}`]);
        const first = await replayed(trx, key, hash);
        if (first) return { row: first, replay: true };
      }
      const request = await trx('settlement_requests').where({ id: requestId }).forUpdate().first();
      const c = await trx('defaulter_cases').where({ id: request.case_id }).forUpdate().first();
      const letter = await settlementLetter(trx, request, c);
      const signed = await trx('settlement_signatures')
        .where({ settlement_request_id: requestId, document_sha256: letter.sha256 })
        .pluck('side');
      const amount = toPaise(fields.amount);
      const problem = paymentRefusal(request, signed, outstandingPaise(c as CaseForSettlement), amount);
      if (problem) {
        throw ruleRefusal(problem.message, [problem.field]);
      }
      if (await trx('settlement_payment_details').where({ utr: fields.utr }).first('id')) {
        throw refusal('UTR_TAKEN', {}, ['utr']);
      }
      const rates = await slabs(trx);
      const fees = paymentFees(amount, rates.charges, rates.commission, rates.cashback);
      const cashback = payer ? fees.cashbackPaise : 0;
      const row: Row = await insertAudited(
        trx,
        call,
        'settlement_payment_details',
        {
          settlement_request_id: requestId,
          amount: fields.amount,
          utr: fields.utr,
          paid_at: new Date(fields.paid_at.length === 10 ? `${fields.paid_at}T12:00:00+05:30` : fields.paid_at),
          method: fields.method,
          paid_by_user_id: payer,
          recorded_by_user_id: call.who.userId,
          proof_path: stored.file_path,
          proof_name: stored.original_name,
          proof_mime: stored.mime_type,
          proof_sha256: stored.sha256,
          service_charge: fromPaise(fees.serviceChargePaise),
          commission: fromPaise(fees.commissionPaise),
          cashback: fromPaise(cashback),
          idempotency_key: key ?? null,
          request_hash: hash,
        },
        { resource: 'settlement-payment-details' },
      );

      const paid = toPaise(String(request.paid_amount)) + amount;
      const settled = paid === toPaise(String(request.amount));
      await trx('settlement_requests')
        .where({ id: requestId })
        .update({
          paid_amount: fromPaise(paid),
          ...(settled ? { status: 'settled', settled_at: trx.fn.now() } : {}),
          updated_at: trx.fn.now(),
        });

      const caseSettled = toPaise(String(c.settled_amount)) + amount;
      const nothingLeft = outstandingPaise(c as CaseForSettlement) === amount;
      const note = `Settlement payment of ${formatPaise(amount)} (UTR ${fields.utr}) on request #${requestId}.`;
      const moved = await transitionCase(
        trx as unknown as Knex,
        call,
        Number(c.id),
        nothingLeft ? { to: 'full_settled', note } : { to: 'partial_settled', settled_amount: fromPaise(caseSettled), note },
        { effects: caseNoticeEffects },
      );
      await trx('settlement_payment_details')
        .where({ id: row.id })
        .update({ case_event_id: moved.eventId ?? null });

      const reference = { type: 'settlement_payment', id: String(row.id) };
      const fee = fees.serviceChargePaise + fees.commissionPaise;
      if (fee > 0) {
        await postJournal(trx, call, {
          idempotencyKey: `settlement-fee-${row.id}`,
          kind: 'commission',
          memberId: Number(c.reporter_user_id),
          reference,
          narration: `Service charge and commission on settlement payment #${row.id}`,
          entries: [
            { account: 'settlement_fees_receivable', debit: fee },
            { account: 'revenue', credit: fee },
          ],
        });
      }
      if (payer && cashback > 0) {
        const journal = await postJournal(trx, call, {
          idempotencyKey: `settlement-cashback-${row.id}`,
          kind: 'cashback',
          memberId: payer,
          reference,
          narration: `Instant cashback on settlement payment #${row.id}`,
          entries: [
            { account: 'cashback_expense', debit: cashback },
            { account: 'user_wallet', memberId: payer, credit: cashback },
          ],
        });
        await recordCashback(trx, {
          user_id: payer,
          kind: 'instant',
          amount: fromPaise(cashback),
          wallet_journal_id: journal.id,
          settlement_payment_id: Number(row.id),
        });
      }
      if (settled) await releaseHoldsOf(trx, call, requestId, 'The settlement is fully paid.');
      await notifyPayment(trx, request, c, fromPaise(amount), settled);
      return { row: row as Row, replay: false };
    });
    if (payment.replay) await storage.remove(stored.file_path).catch(() => {});
    return answer(ctx.db, payment.row, payment.replay);
  } catch (err) {
    await storage.remove(stored.file_path).catch(() => {});
    // The case could not move with this payment: a conflict of its state, whatever the rule.
    if (err instanceof CaseTransitionError) throw ruleRefusal(err.message, ['amount'], { kind: 'conflict' });
    // Two payments with one UTR at the same moment: the unique index decides.
    if ((err as { code?: string }).code === '23505' && String((err as { constraint?: string }).constraint).includes('utr')) {
      throw refusal('UTR_TAKEN', {}, ['utr']);
    }
    throw err;
  }
}

async function answer(db: Knex, row: Row, replay: boolean): Promise<RecordedPayment> {
  const fresh = await db('settlement_payment_details').where({ id: row.id }).first();
  const request = await db('settlement_requests')
    .where({ id: fresh.settlement_request_id })
    .first('id', 'status', 'amount', 'paid_amount', 'case_id');
  const c = await db('defaulter_cases').where({ id: request.case_id }).first('id', 'status', 'settled_amount');
  return {
    replayed: replay,
    payment: paymentView(fresh),
    request: { id: Number(request.id), status: request.status, amount: String(request.amount), paid_amount: String(request.paid_amount) },
    case: { id: Number(c.id), status: c.status, settled_amount: String(c.settled_amount) },
  };
}
