/**
 * A component service's write of one row together with its audit row (issue 19 §1), so the row is not
 * built by hand at each write. The shape is the engine pipeline's: a create audits the stored row as
 * `after`, an update audits `before` and the stored row as `after`, a delete audits `before`; the action
 * defaults to the verb and a flow may name its own (`request`, `confirm`, `reject`…). Both rows are
 * written in the caller's transaction, so they commit or roll back together.
 */
import type { Knex } from 'knex';
import type { CallContext } from '../callContext';
import { writeAudit } from './auditLog';

type Row = Record<string, unknown>;

interface Audited {
  /** The registry resource the row belongs to, as the audit log names it. */
  resource: string;
  action?: string;
}

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
  await writeAudit(trx, call, { resource: audit.resource, recordId: row.id, action: audit.action ?? 'create', after: row });
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
  const [row] = await trx(table)
    .where({ id })
    .update(changes)
    .returning(audit.returning ?? '*');
  await writeAudit(trx, call, {
    resource: audit.resource,
    recordId: id,
    action: audit.action ?? 'update',
    before: audit.before,
    after: row,
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
