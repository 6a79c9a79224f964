/**
 * Records one catalogued action (auditActions.ts) that is not a single row's write: who did it comes
 * from the call context, as for every audit row.
 */
import type { Knex } from 'knex';
import type { CallContext } from '../callContext';
import type { AuditActionOf } from './auditActions';
import { writeAudit } from './auditLog';

/** What happened, to which record, as recordAction takes it. */
export interface RecordedAction<R extends string> {
  resource: R;
  recordId?: string | number | null;
  action: AuditActionOf<R>;
  before?: unknown;
  after?: unknown;
}

/**
 * Records one catalogued action in the audit log. Pass the transaction the action's writes run in as
 * `db`, so the audit row commits or rolls back with them.
 */
export async function recordAction<R extends string>(
  db: Knex | Knex.Transaction,
  call: CallContext,
  entry: RecordedAction<R>,
): Promise<void> {
  await writeAudit(db, call, entry);
}
