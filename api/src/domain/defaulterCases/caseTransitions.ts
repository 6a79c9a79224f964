/**
 * Applies a case transition in one transaction: lock the case (SELECT … FOR UPDATE), check the state
 * machine, update status and its side effects, append the timeline event and the audit row.
 * Concurrent requests for the same case queue on the row lock, so the second sees the first's result.
 */
import type { Knex } from 'knex';
import { writeAudit } from '../../audit/auditLog';
import type { SignedInCall } from '../../callContext';
import type { CaseTransitions } from '../../contracts/caseTransitions';
import { allowedTransitions, isCaseStatus, planTransition, type CaseStatus, type TransitionInput } from './caseStateMachine';

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
  now?: Date;
}

const AUDITED = ['status', 'settled_amount', 'verified_on'] as const;
const pick = (row: Record<string, unknown>) => Object.fromEntries(AUDITED.map((k) => [k, row[k] ?? null]));

function asCaseRow(row: Record<string, unknown>): CaseRow {
  if (!isCaseStatus(row.status)) throw new Error(`defaulter_cases.status holds unknown value ${String(row.status)}`);
  return row as CaseRow;
}

export async function transitionCase(
  db: Knex,
  call: SignedInCall,
  caseId: number,
  request: TransitionRequest,
  opts: TransitionOptions = {},
): Promise<TransitionOutcome> {
  return db.transaction(async (trx) => {
    const found = await trx('defaulter_cases').where({ id: caseId }).forUpdate().first();
    if (!found) throw new CaseNotFoundError(caseId);
    const current = asCaseRow(found);
    const now = opts.now ?? new Date();
    const plan = planTransition(current, request.to, request, now);
    if (plan.kind === 'noop') return { case: current, changed: false };

    const [updated] = await trx('defaulter_cases')
      .where({ id: caseId })
      .update({ ...plan.patch, updated_at: now })
      .returning('*');
    const [event] = await trx('case_events')
      .insert({
        case_id: caseId,
        from_status: plan.from,
        to_status: plan.to,
        note: plan.note,
        actor_user_id: call.who.userId,
        settled_delta: plan.settledDelta,
        created_at: now,
        updated_at: now,
      })
      .returning('id');
    await writeAudit(trx, call, {
      resource: 'defaulter-cases',
      recordId: caseId,
      action: 'transition',
      before: pick(current),
      after: { ...pick(updated), note: plan.note, event_id: event.id },
    });
    return { case: asCaseRow(updated), changed: true, eventId: event.id as number };
  });
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
    allowed: allowedTransitions(status).map(({ to, label, needs_note, reason }) => ({
      to,
      label,
      needs_note,
      needs_settled_amount: to === 'partial_settled',
      reason,
    })),
  };
}
