/**
 * The defaulterCases component owns defaulter_cases, case_events, case_documents and defaulter_contacts
 * (issue 19 §1): the notices and replies of caseNotices change a case through these, in the caller's
 * transaction, and cases brought in with their history (the demo seed's) are written through them.
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

/** A case as brought in with its history: already in its status, dated when it was reported. */
export interface CaseWithHistory {
  reporter_user_id: number;
  reporter_business_id: number;
  defaulter_business_id: number | null;
  defaulter_gstin: string;
  defaulter_name: string;
  defaulter_pan: string;
  due_amount: string;
  due_date: string;
  invoice_number: string;
  verified_on: Date | null;
  notice_sent_at: Date | null;
  reply_window_ends_at: Date | null;
  listed_from: Date | null;
  settled_amount: string;
  status: string;
  legal_case: boolean;
  source: string;
  remarks: string | null;
  created_at: Date;
  updated_at: Date;
}

/** One step of a case's timeline as it happened (status change, who made it, the money it settled). */
export interface PastCaseEvent {
  case_id: number;
  from_status: string | null;
  to_status: string;
  note: string;
  actor_user_id: number | null;
  actor_kind?: 'staff' | 'member' | 'reported' | 'system';
  settled_delta?: string;
  created_at: Date;
}

export interface CaseContact {
  case_id: number;
  name: string;
  mobile: string;
  email: string;
  address: string;
  user_id: number;
  created_at?: Date;
}

/** Creates cases brought in with their history, answering their ids in the same order. */
export async function insertCasesWithHistory(trx: Knex.Transaction, cases: CaseWithHistory[]): Promise<number[]> {
  if (cases.length === 0) return [];
  const rows: Array<{ id: number }> = await trx('defaulter_cases').insert(cases).returning('id');
  return rows.map((r) => Number(r.id));
}

/** Writes past timeline steps (their status changes already reflected in the cases' rows). */
export async function addPastCaseEvents(trx: Knex.Transaction, events: PastCaseEvent[]): Promise<void> {
  if (events.length) await trx('case_events').insert(events);
}

/** Files the contacts of the reported businesses the member gave. */
export async function addDefaulterContacts(trx: Knex.Transaction, contacts: CaseContact[]): Promise<void> {
  if (contacts.length) await trx('defaulter_contacts').insert(contacts);
}
