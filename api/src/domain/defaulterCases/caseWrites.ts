/**
 * The defaulterCases component owns defaulter_cases, case_events and case_documents (issue 19 §1): the
 * notices and replies of caseNotices change a case through these, in the caller's transaction.
 */
import type { Knex } from 'knex';
import type { CallContext } from '../../callContext';

type Db = Knex | Knex.Transaction;

/** Appends a timeline step that is not a status change (the status stays what it is). */
export async function addTimelineStep(
  trx: Db,
  call: CallContext,
  step: { caseId: number; status: string; kind: string; note: string; actorKind: 'staff' | 'member' | 'reported' | 'system'; now?: Date },
) {
  const now = step.now ?? new Date();
  const [row] = await trx('case_events')
    .insert({
      case_id: step.caseId,
      from_status: step.status,
      to_status: step.status,
      note: step.note,
      actor_user_id: call.who?.userId ?? null,
      actor_kind: step.actorKind,
      event_kind: step.kind,
      settled_delta: '0',
      created_at: now,
      updated_at: now,
    })
    .returning('id');
  return Number(row.id);
}

/** A notice went out: notice_sent_at, and on a first notice its reply window and listing date. */
export async function recordNoticeSent(
  trx: Db,
  caseId: number,
  now: Date,
  window?: { replyWindowEndsAt: Date; listedFrom: unknown },
): Promise<void> {
  const patch: Record<string, unknown> = { notice_sent_at: now, updated_at: now };
  if (window) {
    patch.reply_window_ends_at = window.replyWindowEndsAt;
    patch.listed_from = window.listedFrom;
  }
  await trx('defaulter_cases').where({ id: caseId }).update(patch);
}

/** The reported business accepted the claim: the case is listed from `listedFrom`. */
export async function recordClaimAccepted(trx: Db, caseId: number, now: Date, listedFrom: unknown): Promise<void> {
  await trx('defaulter_cases').where({ id: caseId }).update({ accepted_by_defaulter_at: now, listed_from: listedFrom, updated_at: now });
}

/** Files a case's documents (already stored: path, name, type, size, hash columns in each row). */
export async function addCaseDocuments(trx: Db, rows: Array<Record<string, unknown>>): Promise<void> {
  await trx('case_documents').insert(rows);
}
