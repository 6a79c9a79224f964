import type { Request } from 'express';
import type { Knex } from 'knex';
import { clientIp } from '../auth/clientIp';

export interface AuditEntry {
  actorUserId: number | null;
  actorRole?: string | null;
  resource: string;
  recordId?: string | number | null;
  action: string;
  before?: unknown;
  after?: unknown;
  /** Explicit ip / request id, for callers without the Express request at hand. */
  ip?: string | null;
  requestId?: string | null;
}

/** Appends one audit_logs row; ip and request id come from the request when given. */
export async function writeAudit(db: Knex | Knex.Transaction, entry: AuditEntry, req?: Request): Promise<void> {
  await db('audit_logs').insert({
    actor_user_id: entry.actorUserId,
    actor_role: entry.actorRole?.slice(0, 80) ?? null,
    ip: entry.ip ?? (req ? clientIp(req) : null),
    request_id: (entry.requestId ?? (req?.id ? String(req.id) : null))?.slice(0, 64) ?? null,
    resource: entry.resource,
    record_id: entry.recordId == null ? null : String(entry.recordId),
    action: entry.action.slice(0, 24),
    before: entry.before === undefined ? null : JSON.stringify(entry.before),
    after: entry.after === undefined ? null : JSON.stringify(entry.after),
  });
}
