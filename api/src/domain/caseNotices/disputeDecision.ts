/**
 * Staff decide a dispute (Defaulter → process): upheld → wrongly reported (default) or removed;
 * rejected → back to the status the case had before the dispute. One transaction: the case and the
 * open dispute are locked, the case moves through transitionCase (`via: 'dispute'`), the dispute is
 * closed with who, when and why, an audit row; both sides are told after the commit. Staff may also
 * resend a notice (a new link; the old one stops working).
 */
import type { Knex } from 'knex';
import { z } from 'zod';
import type { CallContext, SignedInCall } from '../../callContext';
import { updateAudited } from '../../audit/auditedWrite';
import { statusLabel, transitionCase } from '../defaulterCases';
import { reason, refusal } from '../errors';
import { messagesFor, queueCaseMessages } from './caseMessages';
import { caseNoticeEffects } from './caseNoticeEffects';
import { issueNotice, noticeContacts } from './noticeService';

export const disputeDecisionInput = z.strictObject(
  {
    outcome: z.enum(['upheld', 'rejected'], { error: 'Choose the outcome: upheld or rejected.' }),
    note: z
      .string({ error: 'Give the reason for your decision (note).' })
      .trim()
      .min(1, 'Give the reason for your decision (note).')
      .max(2000, 'The note can be at most 2000 characters.'),
    upheld_status: z
      .enum(['wrongly_reported', 'removed'], { error: 'An upheld dispute makes the case wrongly reported or removed.' })
      .optional(),
  },
  {
    error: (iss) =>
      iss.code === 'unrecognized_keys' ? `Unknown field(s): ${iss.keys.join(', ')}.` : 'Send { outcome, note, upheld_status? }.',
  },
);
export type DisputeDecisionInput = z.infer<typeof disputeDecisionInput>;

export async function decideDispute(db: Knex, call: SignedInCall, caseId: number, input: DisputeDecisionInput, now = new Date()) {
  return db.transaction(async (trx) => {
    const c = await trx('defaulter_cases').where({ id: caseId }).forUpdate().first();
    if (!c) throw refusal('CASE_ID_UNKNOWN', { id: caseId });
    const dispute = await trx('case_disputes').where({ case_id: caseId, status: 'open' }).forUpdate().first();
    if (!dispute) throw refusal('DISPUTE_NONE_OPEN', {});
    if (input.outcome === 'rejected' && input.upheld_status)
      throw refusal('DISPUTE_REJECT_KEEPS_STATUS', {}, { upheld_status: reason('DISPUTE_UPHELD_ONLY', {}) });
    const to = input.outcome === 'upheld' ? (input.upheld_status ?? 'wrongly_reported') : dispute.previous_status;
    const prefix = input.outcome === 'upheld' ? 'Dispute upheld' : 'Dispute rejected';
    const outcome = await transitionCase(
      trx,
      call,
      caseId,
      { to, note: `${prefix}: ${input.note}`, via: 'dispute' },
      { effects: caseNoticeEffects, now, actorKind: 'staff' },
    );
    await updateAudited(
      trx,
      call,
      'case_disputes',
      Number(dispute.id),
      {
        status: input.outcome,
        upheld_status: input.outcome === 'upheld' ? to : null,
        decided_by: call.who.userId,
        decided_at: now,
        decision_note: input.note,
        updated_at: now,
      },
      {
        resource: 'case-disputes',
        action: 'decide',
        before: { status: 'open' },
        returning: ['id'],
        shown: () => ({ status: input.outcome, case_status: to, note: input.note }),
      },
    );

    const label = statusLabel(to);
    const reporterLine =
      input.outcome === 'upheld'
        ? `The dispute by ${c.defaulter_name} of your case #${c.id} was upheld: the case is now ${label}. Reason: ${input.note}`
        : `The dispute by ${c.defaulter_name} of your case #${c.id} was rejected: the case is ${label} again. Reason: ${input.note}`;
    const reportedLine =
      input.outcome === 'upheld'
        ? `Your dispute of the payment claim against ${c.defaulter_name} was upheld: the claim is now ${label} and does not count against your business. Reason: ${input.note}`
        : `Your dispute of the payment claim against ${c.defaulter_name} was rejected: the claim stands (${label}). Reason: ${input.note}`;
    const reporter = await trx('users').where({ id: c.reporter_user_id }).select('mobile', 'email');
    await queueCaseMessages(trx, [
      ...messagesFor(reporter, {
        case_id: caseId,
        kind: 'dispute-decided',
        subject: `Dispute ${input.outcome}: case #${c.id}`,
        sms: reporterLine,
        email: reporterLine,
      }),
      ...messagesFor(await noticeContacts(trx, caseId, c.defaulter_gstin), {
        case_id: caseId,
        kind: 'dispute-decided',
        subject: `Your dispute was ${input.outcome}`,
        sms: reportedLine,
        email: reportedLine,
      }),
    ]);
    return {
      case: outcome.case,
      dispute: { id: Number(dispute.id), status: input.outcome, case_status: to, decided_at: now.toISOString() },
    };
  });
}

/** A new notice link for a case that has had one (verified, partly settled or disputed). */
export async function resendNotice(db: Knex, call: CallContext, caseId: number, now = new Date()) {
  return db.transaction(async (trx) => {
    const c = await trx('defaulter_cases').where({ id: caseId }).forUpdate().first('id', 'status', 'notice_sent_at');
    if (!c) throw refusal('CASE_ID_UNKNOWN', { id: caseId });
    if (!['verified', 'partial_settled', 'disputed'].includes(c.status) || !c.notice_sent_at) throw refusal('NOTICE_RESEND_NOT_OPEN', {});
    const issued = await issueNotice(trx, call, caseId, now, { resend: true });
    return { notice_id: issued.noticeId, messages: issued.messages, reply_window_ends_at: issued.replyWindowEndsAt.toISOString() };
  });
}

/** The case's latest dispute with its documents, for the admin's Dispute panel. */
export async function caseDispute(db: Knex, caseId: number) {
  const c = await db('defaulter_cases').where({ id: caseId }).first('id');
  if (!c) throw refusal('CASE_ID_UNKNOWN', { id: caseId });
  const d = await db('case_disputes as d')
    .leftJoin('users as u', 'u.id', 'd.decided_by')
    .where('d.case_id', caseId)
    .orderBy('d.id', 'desc')
    .first('d.*', 'u.name as decided_by_name');
  if (!d) return null;
  const documents = await db('case_documents')
    .where({ case_id: caseId, doc_type: 'dispute_document' })
    .orderBy('id')
    .select('id', 'original_name', 'mime_type', 'size_bytes', 'sha256', 'created_at');
  return {
    id: Number(d.id),
    status: d.status as 'open' | 'upheld' | 'rejected',
    statement: d.statement as string,
    opened_at: new Date(d.opened_at).toISOString(),
    decide_by: new Date(d.decide_by).toISOString(),
    past_deadline: d.status === 'open' && new Date(d.decide_by).getTime() < Date.now(),
    previous_status: d.previous_status,
    upheld_status: d.upheld_status,
    decided_by_name: d.decided_by_name ?? null,
    decided_at: d.decided_at ? new Date(d.decided_at).toISOString() : null,
    decision_note: d.decision_note,
    documents,
  };
}
