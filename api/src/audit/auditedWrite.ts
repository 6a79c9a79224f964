/**
 * A component service's write of one row together with its audit row (issue 19 §1), so the row is not
 * built by hand at each write. The shape is the engine pipeline's: a create audits the stored row as
 * `after`, an update audits `before` and the stored row as `after`, a delete audits `before`; the action
 * defaults to the verb and a flow may name its own (`request`, `confirm`, `reject`…). Both rows are
 * written in the caller's transaction, so they commit or roll back together.
 */
import type { Knex } from 'knex';
import type { CallContext } from '../callContext';
import type { RowAuditAction } from './auditActions';
import { writeAudit } from './auditLog';

type Row = Record<string, unknown>;

export interface Audited {
  /** The registry resource the row belongs to, as the audit log names it. */
  resource: string;
  /** The verb by default; a flow's own action is declared in auditActions.ts (ROW_AUDIT_ACTIONS). */
  action?: RowAuditAction;
  /**
   * What the audit shows as `after`, from the stored row (the row itself by default): a flow that
   * audits a summary (masked contacts, a note beside the row) keeps its audit shape and still writes
   * the row and its audit in one call.
   */
  shown?: (row: Row) => unknown;
}

const shownOf = (audit: Audited, row: Row) => (audit.shown ? audit.shown(row) : row);

/** Inserts one row; `returning` picks the stored columns answered and audited (all of them by default). */
export async function insertAudited<T = Row>(
  trx: Knex.Transaction,
  call: CallContext,
  table: string,
  values: Row,
  audit: Audited & { returning?: string[] },
): Promise<T> {
  const [row] = await trx(table)
    .insert(values)
    .returning(audit.returning ?? '*');
  await writeAudit(trx, call, { resource: audit.resource, recordId: row.id, action: audit.action ?? 'create', after: shownOf(audit, row) });
  return row as T;
}

/**
 * Inserts one row or, when a row with the same `conflict.columns` exists, merges into it (`merge`) or
 * leaves it (`ignore`: nothing is written or audited, and undefined is answered). Audited as insertAudited.
 */
export async function upsertAudited<T = Row>(
  trx: Knex.Transaction,
  call: CallContext,
  table: string,
  values: Row,
  conflict: { columns: string[]; then: 'merge' | 'ignore' },
  audit: Audited & { returning?: string[] },
): Promise<T | undefined> {
  const onConflict = trx(table).insert(values).onConflict(conflict.columns);
  const [row] = await (conflict.then === 'merge' ? onConflict.merge() : onConflict.ignore()).returning(audit.returning ?? '*');
  if (!row) return undefined;
  await writeAudit(trx, call, { resource: audit.resource, recordId: row.id, action: audit.action ?? 'create', after: shownOf(audit, row) });
  return row as T;
}

/**
 * Updates the row with this id; `before` is the row as the caller read (and locked) it, if the audit
 * shows it; `returning` picks the stored columns answered and audited (all of them by default).
 */
export async function updateAudited<T = Row>(
  trx: Knex.Transaction,
  call: CallContext,
  table: string,
  id: number,
  changes: Row,
  audit: Audited & { before?: unknown; returning?: string[] },
): Promise<T> {
  return (await updateAuditedIf<T>(trx, call, table, id, () => {}, changes, audit)) as T;
}

/**
 * updateAudited when the row also matches `condition` (still active, not yet set…): undefined, with
 * nothing written or audited, when it does not (another run got there first).
 */
export async function updateAuditedIf<T = Row>(
  trx: Knex.Transaction,
  call: CallContext,
  table: string,
  id: number,
  condition: (q: Knex.QueryBuilder) => void,
  changes: Row,
  audit: Audited & { before?: unknown; returning?: string[] },
): Promise<T | undefined> {
  const [row] = await trx(table)
    .where({ id })
    .modify(condition)
    .update(changes)
    .returning(audit.returning ?? '*');
  if (!row) return undefined;
  await writeAudit(trx, call, {
    resource: audit.resource,
    recordId: id,
    action: audit.action ?? 'update',
    before: audit.before,
    after: shownOf(audit, row),
  });
  return row as T;
}

/** Deletes the row with this id; `before` is the row as the caller read (and locked) it. */
export async function deleteAudited(
  trx: Knex.Transaction,
  call: CallContext,
  table: string,
  id: number,
  audit: Audited & { before: unknown },
): Promise<void> {
  await trx(table).where({ id }).delete();
  await writeAudit(trx, call, { resource: audit.resource, recordId: id, action: audit.action ?? 'delete', before: audit.before });
}
