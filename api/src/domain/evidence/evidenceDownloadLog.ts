/**
 * The generic file route of upload resources (GET /api/<resource>/:id/file) serves evidence too —
 * to its owner and to staff, under the resource's scope. Those downloads are logged like the
 * signed-link ones (issue 10 §2: every download of evidence is logged).
 */
import type { Request } from 'express';
import type { Knex } from 'knex';
import { clientIp } from '../../auth/clientIp';
import type { ResourceDef } from '../../registry/types';
import { logEvidenceDownload } from './caseEvidence';

const EVIDENCE_TABLES = new Set(['case_documents', 'transaction_documents'] as const);
type EvidenceTable = 'case_documents' | 'transaction_documents';
const isEvidenceTable = (t: string): t is EvidenceTable => EVIDENCE_TABLES.has(t as EvidenceTable);

export async function logMemberOrStaffDownload(db: Knex, r: ResourceDef, record: Record<string, unknown>, req: Request): Promise<void> {
  if (!isEvidenceTable(r.table) || !req.principal) return;
  const userId = req.principal.userId;
  await logEvidenceDownload(db, {
    documentTable: r.table,
    documentId: Number(record.id),
    caseId: r.table === 'case_documents' ? Number(record.case_id) : null,
    viewer: req.principal.roleType === 'admin' ? { kind: 'staff', userId } : { kind: 'reporter', userId },
    asZip: false,
    ip: clientIp(req),
    userAgent: req.get('user-agent') ?? null,
  });
}
