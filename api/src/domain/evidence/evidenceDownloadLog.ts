/**
 * The generic file route of upload resources (GET /api/<resource>/:id/file) serves evidence too —
 * to its owner and to staff, under the resource's scope. Those downloads are logged like the
 * signed-link ones (issue 10 §2: every download of evidence is logged); the engine calls this
 * through the evidence hooks (hooks.ts, afterFileDownload), so it never knows this component.
 */
import type { FileDownload } from '../../engine/hooks';
import { logEvidenceDownload } from './caseEvidence';

const EVIDENCE_TABLES = new Set(['case_documents', 'transaction_documents'] as const);
type EvidenceTable = 'case_documents' | 'transaction_documents';
const isEvidenceTable = (t: string): t is EvidenceTable => EVIDENCE_TABLES.has(t as EvidenceTable);

export async function logMemberOrStaffDownload(record: Record<string, unknown>, d: FileDownload): Promise<void> {
  const r = d.resource;
  if (!isEvidenceTable(r.table)) return;
  const userId = d.principal.userId;
  await logEvidenceDownload(d.db, {
    documentTable: r.table,
    documentId: Number(record.id),
    caseId: r.table === 'case_documents' ? Number(record.case_id) : null,
    viewer: d.principal.roleType === 'admin' ? { kind: 'staff', userId } : { kind: 'reporter', userId },
    asZip: false,
    ip: d.ip,
    userAgent: d.userAgent,
  });
}
