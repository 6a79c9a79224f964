/**
 * Who may see the evidence of a case, and the short-lived links they get (issue 10 §2).
 *
 * - The reporter (the member whose case it is), staff with Defaulter → detailView, and the reported
 *   business through its notice (the notice route checks the notice token before asking) get a
 *   list of the case's documents, each with a signed link valid for LINK_TTL_MS, and one link for
 *   the whole evidence as evidence_files.zip.
 * - At download the link is checked again (signature, expiry) and so is the viewer: a reporter must
 *   still be the case's reporter and active, staff must still be active with the permission. An old
 *   link never outlives a lost right by more than its ten minutes, and an expired one never works.
 * - Every download (a file or the zip) is a row in evidence_downloads.
 */
import type { Knex } from 'knex';
import { jwtSecret, can, isSuperAdminRole, loadAccessRules, permissionMap, type Principal } from '../../auth';
import {
  evidenceLinkKey,
  LINK_TTL_MS,
  signEvidenceLink,
  verifyEvidenceLink,
  type EvidenceTarget,
  type EvidenceViewer,
} from './evidenceLinks';

export type { EvidenceViewer };

export interface EvidenceDocument {
  id: number;
  doc_type: string;
  original_name: string;
  mime_type: string;
  size_bytes: number;
  sha256: string | null;
  created_at: string;
  /** A link that needs no sign-in, valid until `expires_at` of the answer. */
  url: string;
}

export interface CaseEvidence {
  documents: EvidenceDocument[];
  /** One link for every document as evidence_files.zip; null when the case has no documents. */
  zip_url: string | null;
  expires_at: string;
}

export const EVIDENCE_DOWNLOAD_PATH = '/api/evidence/';
export const EVIDENCE_FEATURE = 'Defaulter';

export class EvidenceAccessError extends Error {
  constructor(
    readonly reason: 'not_found' | 'forbidden' | 'expired' | 'invalid',
    message: string,
    /** For a case that is not there: its id. */
    readonly caseId?: number,
  ) {
    super(message);
    this.name = 'EvidenceAccessError';
  }
}

const linkKey = () => (key ??= evidenceLinkKey(jwtSecret()));
let key: Buffer | undefined;

const CASE_NOT_FOUND = (id: number) => new EvidenceAccessError('not_found', `No defaulter case has the id ${id}.`, id);

/** Whether `p` may ask for evidence links of a case as staff or as its reporter; the viewer to sign for. */
export function viewerFor(p: Principal): EvidenceViewer {
  if (p.roleType === 'admin') {
    if (!can(p, EVIDENCE_FEATURE, 'detailView')) throw new EvidenceAccessError('forbidden', 'Your role may not see defaulter cases.');
    return { kind: 'staff', userId: p.userId };
  }
  return { kind: 'reporter', userId: p.userId };
}

/** The documents of a case with fresh links for `viewer`. A reporter asking about another's case: not found. */
export async function caseEvidence(
  db: Knex | Knex.Transaction,
  caseId: number,
  viewer: EvidenceViewer,
  now = new Date(),
): Promise<CaseEvidence> {
  const found = await db('defaulter_cases').where({ id: caseId }).first('id', 'reporter_user_id');
  if (!found || (viewer.kind === 'reporter' && Number(found.reporter_user_id) !== viewer.userId)) throw CASE_NOT_FOUND(caseId);
  const rows = await db('case_documents')
    .where({ case_id: caseId })
    .orderBy('id')
    .select('id', 'doc_type', 'original_name', 'mime_type', 'size_bytes', 'sha256', 'created_at');
  const expiresAt = now.getTime() + LINK_TTL_MS;
  const link = (target: EvidenceTarget) => EVIDENCE_DOWNLOAD_PATH + signEvidenceLink({ target, viewer, expiresAt }, linkKey());
  return {
    documents: rows.map((r) => ({
      id: Number(r.id),
      doc_type: String(r.doc_type),
      original_name: String(r.original_name),
      mime_type: String(r.mime_type),
      size_bytes: Number(r.size_bytes),
      sha256: r.sha256 ? String(r.sha256) : null,
      created_at: new Date(r.created_at).toISOString(),
      url: link({ what: 'file', caseId, documentId: Number(r.id) }),
    })),
    zip_url: rows.length ? link({ what: 'zip', caseId }) : null,
    expires_at: new Date(expiresAt).toISOString(),
  };
}

export interface EvidenceFileRow {
  id: number;
  doc_type: string;
  file_path: string;
  original_name: string;
  mime_type: string;
  sha256: string | null;
}

export interface OpenedLink {
  target: EvidenceTarget;
  viewer: EvidenceViewer;
  documents: EvidenceFileRow[];
}

/** Is the viewer of a link still allowed to see this case now? */
async function viewerStillAllowed(db: Knex, viewer: EvidenceViewer, reporterUserId: number): Promise<boolean> {
  if (viewer.kind === 'reported') return true; // minted only after the notice token was checked; lives ten minutes
  const user = await db('users').where({ id: viewer.userId }).first('status', 'role_id');
  if (!user || Number(user.status) !== 1) return false;
  if (viewer.kind === 'reporter') return reporterUserId === viewer.userId;
  const role = await db('roles').where({ id: user.role_id }).first('id', 'role_type', 'status');
  if (!role || role.role_type !== 'admin' || Number(role.status) !== 1) return false;
  const roleId = Number(role.id);
  const principal: Principal = {
    userId: viewer.userId,
    roleId,
    roleName: '',
    roleType: 'admin',
    sessionId: '',
    sessionKind: 'member',
    isSuperAdmin: isSuperAdminRole(roleId),
    permissions: isSuperAdminRole(roleId) ? new Map() : permissionMap(await loadAccessRules(db, roleId)),
  };
  return can(principal, EVIDENCE_FEATURE, 'detailView');
}

/** Checks a link and the viewer's right, and returns what it opens. Throws EvidenceAccessError. */
export async function openEvidenceLink(db: Knex, token: string, now = new Date()): Promise<OpenedLink> {
  const check = verifyEvidenceLink(token, linkKey(), now.getTime());
  if (!check.ok) {
    throw check.reason === 'expired'
      ? new EvidenceAccessError('expired', 'This download link has expired. Open the case again for a fresh link.')
      : new EvidenceAccessError('invalid', 'This download link is not valid.');
  }
  const { target, viewer } = check.grant;
  const found = await db('defaulter_cases').where({ id: target.caseId }).first('id', 'reporter_user_id');
  const gone = new EvidenceAccessError('not_found', 'This file is no longer available.');
  if (!found || !(await viewerStillAllowed(db, viewer, Number(found.reporter_user_id)))) throw gone;
  const q = db('case_documents')
    .where({ case_id: target.caseId })
    .orderBy('id')
    .select('id', 'doc_type', 'file_path', 'original_name', 'mime_type', 'sha256');
  if (target.what === 'file') q.andWhere({ id: target.documentId });
  const documents = (await q) as EvidenceFileRow[];
  if (!documents.length) throw gone;
  return { target, viewer, documents };
}

export interface DownloadRecord {
  documentTable: 'case_documents' | 'transaction_documents';
  documentId: number | null;
  caseId: number | null;
  viewer: EvidenceViewer;
  asZip: boolean;
  ip: string | null;
  userAgent: string | null;
}

/** One row per download: of a file, or of the zip (document_id null). */
export async function logEvidenceDownload(db: Knex | Knex.Transaction, d: DownloadRecord): Promise<void> {
  await db('evidence_downloads').insert({
    document_table: d.documentTable,
    document_id: d.documentId,
    case_id: d.caseId,
    viewer_kind: d.viewer.kind,
    user_id: d.viewer.kind === 'reported' ? null : d.viewer.userId,
    notice_id: d.viewer.kind === 'reported' ? d.viewer.noticeId : null,
    as_zip: d.asZip,
    ip: d.ip,
    user_agent: d.userAgent?.slice(0, 300) ?? null,
  });
}
