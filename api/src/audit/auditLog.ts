import type { Knex } from 'knex';
import type { CallContext } from '../callContext';

/** What happened, to which record: one audit_logs row together with the call that did it. */
export interface AuditRecord {
  resource: string;
  recordId?: string | number | null;
  action: string;
  before?: unknown;
  after?: unknown;
}

/**
 * Appends one audit_logs row: who did it, from where and under which request come from the call
 * context (callContextOf(req), or callAs(…) outside a request); pass the transaction the audited
 * write runs in as `db`, so the row commits or rolls back with it.
 */
export async function writeAudit(db: Knex | Knex.Transaction, call: CallContext, record: AuditRecord): Promise<void> {
  await db('audit_logs').insert({
    actor_user_id: call.who?.userId ?? null,
    actor_role: call.who?.roleName?.slice(0, 80) ?? null,
    ip: call.ip,
    request_id: call.requestId?.slice(0, 64) ?? null,
    resource: record.resource,
    record_id: record.recordId == null ? null : String(record.recordId),
    action: record.action.slice(0, 24),
    before: record.before === undefined ? null : JSON.stringify(record.before),
    after: record.after === undefined ? null : JSON.stringify(record.after),
  });
}
