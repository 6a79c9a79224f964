/**
 * A finished export's download (/export/{uuid}): who may fetch it, whether it is ready, and the name
 * and type the file is sent under. Pure rules.
 */
export interface ExportJobFacts {
  status: string;
  requested_by: number | null;
  file_path: string | null;
  expires_at: Date | null;
}

/** Why a download is refused: a code of the export catalog (its kind gives 403, 404, 409 or 410). */
export type DownloadRefusal =
  | 'EXPORT_DOWNLOAD_NOT_PERMITTED'
  | 'EXPORT_KEY_UNKNOWN'
  | 'EXPORT_NOT_FINISHED'
  | 'EXPORT_FAILED'
  | 'EXPORT_NO_FILE_KEPT'
  | 'EXPORT_LINK_EXPIRED';
export type DownloadDecision = { ok: true } | { ok: false; code: DownloadRefusal };

/**
 * The requester, or staff with Export Data → download, may fetch a finished file. Anyone else learns
 * nothing (404), except staff who lack the permission (403). A job still running or failed is 409;
 * one past its expiry 410; a job kept without a file (streamed straight to its requester) 404.
 */
export function downloadDecision(
  job: ExportJobFacts,
  caller: { userId: number; mayDownloadAll: boolean; isStaff: boolean },
  now: Date,
): DownloadDecision {
  const own = job.requested_by !== null && Number(job.requested_by) === caller.userId;
  if (!own && !caller.mayDownloadAll) {
    return caller.isStaff ? { ok: false, code: 'EXPORT_DOWNLOAD_NOT_PERMITTED' } : { ok: false, code: 'EXPORT_KEY_UNKNOWN' };
  }
  if (job.status === 'queued' || job.status === 'running') return { ok: false, code: 'EXPORT_NOT_FINISHED' };
  if (job.status !== 'done') return { ok: false, code: 'EXPORT_FAILED' };
  if (!job.file_path) return { ok: false, code: 'EXPORT_NO_FILE_KEPT' };
  if (job.expires_at && job.expires_at.getTime() <= now.getTime()) return { ok: false, code: 'EXPORT_LINK_EXPIRED' };
  return { ok: true };
}

const TYPES: Record<string, string> = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  pdf: 'application/pdf',
  zip: 'application/zip',
  json: 'application/json',
};

const extensionOf = (path: string) => /\.([a-z0-9]{1,8})$/i.exec(path)?.[1]?.toLowerCase() ?? 'bin';

/** The file's type from its stored extension; unknown → application/octet-stream. */
export const exportContentType = (path: string) => TYPES[extensionOf(path)] ?? 'application/octet-stream';

/** "<resource>_<YYYY-MM-DD of finishing, IST>.<ext>", e.g. agent-revenue_2026-11-24.csv; never a client's text. */
export function exportFileName(job: { resource: string; finished_at: Date | null; file_path: string }): string {
  const what = job.resource.replace(/[^A-Za-z0-9_-]+/g, '-').replace(/^-+|-+$/g, '') || 'export';
  const day = job.finished_at ? new Date(job.finished_at.getTime() + 330 * 60 * 1000).toISOString().slice(0, 10) : undefined;
  return `${what}${day ? `_${day}` : ''}.${extensionOf(job.file_path)}`;
}
