/**
 * What else happens when a case moves, in the move's transaction (issue 19 §2: components form a DAG).
 * The notices component decides when a move sends a notice or a watch alert; defaulter cases only
 * call the effects they are given, so cases never import notices and notices may import cases.
 */
import type { Knex } from 'knex';
import type { CallContext } from '../../callContext';
import type { CaseStatus } from './caseStateMachine';

export interface CaseMove {
  caseId: number;
  from: CaseStatus;
  to: CaseStatus;
  at: Date;
}

export interface CaseTransitionEffects {
  /** Runs after the case row and its timeline event are written, before the audit row and commit. */
  afterMove(trx: Knex.Transaction, call: CallContext, move: CaseMove): Promise<void>;
}
