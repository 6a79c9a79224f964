/**
 * GET /api/exports/{uuid}/download: a finished export job's stored file, for its requester or staff
 * with Export Data → download (rules: ./exportDownloadRules.ts), with the server-made name and type
 * it is sent under (exportRoutes sends it as an attachment, spec §7/§8).
 */
import type { Knex } from 'knex';
import { can, type Principal } from '../../auth';
import { FileNotFoundError, type FileStorage } from '../../storage/fileStorage';
import { refusal } from '../errors';
import { downloadDecision, exportContentType, exportFileName } from './exportDownloadRules';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export async function openExportDownload(db: Knex, storage: FileStorage, who: Principal, uuid: string) {
  if (!UUID.test(uuid)) throw refusal('EXPORT_KEY_UNKNOWN', {});
  const job = await db('export_jobs')
    .where({ uuid: uuid.toLowerCase() })
    .first('resource', 'status', 'requested_by', 'file_path', 'finished_at', 'expires_at', db.raw('now() AS now'));
  if (!job) throw refusal('EXPORT_KEY_UNKNOWN', {});
  const decision = downloadDecision(
    {
      status: job.status,
      requested_by: job.requested_by === null ? null : Number(job.requested_by),
      file_path: job.file_path,
      expires_at: job.expires_at ? new Date(job.expires_at) : null,
    },
    { userId: who.userId, isStaff: who.roleType === 'admin', mayDownloadAll: can(who, 'Export Data', 'download') },
    new Date(job.now),
  );
  if (!decision.ok) throw refusal(decision.code, {});
  let file;
  try {
    file = await storage.get(job.file_path);
  } catch (err) {
    if (err instanceof FileNotFoundError) throw refusal('EXPORT_FILE_MISSING', {});
    throw err;
  }
  const name = exportFileName({
    resource: job.resource,
    finished_at: job.finished_at ? new Date(job.finished_at) : null,
    file_path: job.file_path,
  });
  return { name, contentType: exportContentType(job.file_path), file };
}
