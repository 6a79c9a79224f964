/**
 * Applies a case transition in one transaction: lock the case (SELECT … FOR UPDATE), check the state
 * machine, update status and its side effects, append the timeline event and the audit row.
 * Concurrent requests for the same case queue on the row lock, so the second sees the first's result.
 */
import type { Knex } from 'knex';
import { updateAudited } from '../../audit/auditedWrite';
import type { CallContext } from '../../callContext';
import type { CaseTransitionEffects } from './caseTransitionEffects';
import { evidenceMissingMessage, missingEvidence } from './reportRules';
import type { CaseTransitions } from '../../contracts/caseTransitions';
import {
  allowedTransitions,
  DISPUTE_STATUS,
  isCaseStatus,
  planTransition,
  type CaseStatus,
  type TransitionInput,
} from './caseStateMachine';
import { ruleRefusal } from '../errors';

export class CaseNotFoundError extends Error {
  constructor(readonly caseId: number) {
    super(`No defaulter case has the id ${caseId}.`);
    this.name = 'CaseNotFoundError';
  }
}

export type CaseRow = Record<string, unknown> & { id: number; status: CaseStatus; due_amount: string; settled_amount: string };

export interface TransitionRequest extends TransitionInput {
  to: string;
}

export interface TransitionOutcome {
  case: CaseRow;
  /** False when the case was already there (an idempotent retry): no event, no audit row. */
  changed: boolean;
  eventId?: number;
}

/** `now`: the moment the transition is stamped with (tests); default: the current time. */
export interface TransitionOptions {
  /** What the move also does (notices and watch alerts: caseNotices' caseNoticeEffects). */
  effects: CaseTransitionEffects;
  now?: Date;
  /** Who moves the case, for the timeline (default: staff when signed in, else the system). */
  actorKind?: 'staff' | 'member' | 'reported' | 'system';
}

const AUDITED = ['status', 'settled_amount', 'verified_on'] as const;
const pick = (row: Record<string, unknown>) => Object.fromEntries(AUDITED.map((k) => [k, row[k] ?? null]));

function asCaseRow(row: Record<string, unknown>): CaseRow {
  if (!isCaseStatus(row.status)) throw new Error(`defaulter_cases.status holds unknown value ${String(row.status)}`);
  return row as CaseRow;
}

/**
 * The move runs `opts.effects` in its transaction (the notice to the reported business and alerts to
 * members watching the GSTIN: caseNotices/caseNoticeEffects.ts). They only queue case_messages rows:
 * the caller sends them after the commit (deliverCaseMessages).
 * `db` may be a transaction (the dispute service): the work then runs in a savepoint of it.
 */
export async function transitionCase(
  db: Knex,
  call: CallContext,
  caseId: number,
  request: TransitionRequest,
  opts: TransitionOptions,
): Promise<TransitionOutcome> {
  return db.transaction(async (trx) => {
    const found = await trx('defaulter_cases').where({ id: caseId }).forUpdate().first();
    if (!found) throw new CaseNotFoundError(caseId);
    const current = asCaseRow(found);
    const now = opts.now ?? new Date();
    const plan = planTransition(current, request.to, request, now);
    if (plan.kind === 'noop') return { case: current, changed: false };
    if (plan.to === 'processing' && found.source === 'import') await assertEvidenceAttached(trx, caseId);

    const [event] = await trx('case_events')
      .insert({
        case_id: caseId,
        from_status: plan.from,
        to_status: plan.to,
        note: plan.note,
        actor_user_id: call.who?.userId ?? null,
        actor_kind: opts.actorKind ?? (call.who ? 'staff' : 'system'),
        settled_delta: plan.settledDelta,
        created_at: now,
        updated_at: now,
      })
      .returning('id');
    // The case row and its audit (the step's note and timeline event beside the changed fields).
    const updated = await updateAudited(
      trx,
      call,
      'defaulter_cases',
      caseId,
      { ...plan.patch, updated_at: now },
      {
        resource: 'defaulter-cases',
        action: 'transition',
        before: pick(current),
        shown: (row) => ({ ...pick(row), note: plan.note, event_id: event.id }),
      },
    );
    await opts.effects.afterMove(trx, call, { caseId, from: plan.from, to: plan.to, at: now });
    return { case: asCaseRow(updated), changed: true, eventId: event.id as number };
  });
}

/**
 * A case imported in bulk came without files: it is reviewed (back to processing) only once the
 * documents every report needs are attached (reportRules.ts, docs/decisions.md).
 */
async function assertEvidenceAttached(trx: Knex.Transaction, caseId: number) {
  const missing = missingEvidence(await trx('case_documents').where({ case_id: caseId }).pluck('doc_type'));
  if (missing.length) throw ruleRefusal(evidenceMissingMessage(missing), ['documents']);
}

/** The case's status and the moves open from it (for the admin's action buttons). */
export async function caseTransitionOptions(db: Knex, caseId: number): Promise<CaseTransitions> {
  const row = await db('defaulter_cases').where({ id: caseId }).first('id', 'status', 'due_amount', 'settled_amount');
  if (!row) throw new CaseNotFoundError(caseId);
  const { status } = asCaseRow(row);
  return {
    id: row.id as number,
    status,
    due_amount: row.due_amount as string,
    settled_amount: row.settled_amount as string,
    // Moves into or out of `disputed` belong to the dispute service (the Dispute panel), not to a button here.
    allowed: allowedTransitions(status)
      .filter(({ to }) => to !== DISPUTE_STATUS && status !== DISPUTE_STATUS)
      .map(({ to, label, needs_note, reason }) => ({
        to,
        label,
        needs_note,
        needs_settled_amount: to === 'partial_settled',
        reason,
      })),
  };
}
