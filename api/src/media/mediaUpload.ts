/**
 * Saving an uploaded CMS media file: check what it really is, store it under a random name, then
 * record the media_files row (and an audit row). If the database refuses, the stored file is removed.
 */
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import type { Principal } from '../auth/principal';
import { writeAudit } from '../audit/auditLog';
import { MAX_MEDIA_BYTES, MEDIA_EXTENSIONS, MEDIA_TYPES, type MediaRecord } from '../contracts/media';
import { badRequest } from '../http/httpError';
import type { FileStorage } from '../storage/fileStorage';
import { extensionOf } from '../storage/localDiskStorage';
import { sniffMediaType, svgProblem } from './mediaTypes';

export interface UploadedFile { originalName: string; buffer: Buffer }

const fileError = (message: string) => badRequest(message, { file: message });

/** The client's file name, made safe to store and show: no path, no control characters, ≤ 255. */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return (clean || 'file').slice(-255);
}

export async function saveMedia(db: Knex, storage: FileStorage, principal: Principal, file: UploadedFile,
  fields: { alt_text?: unknown }, meta: { ip?: string | null; requestId?: string | null } = {}): Promise<MediaRecord> {
  if (file.buffer.length === 0) throw fileError('The file is empty.');
  const type = sniffMediaType(file.buffer);
  if (!type) throw fileError(`Only images (PNG, JPEG, GIF, WebP, SVG) and PDF documents can be uploaded; this file is none of them.`);
  const ext = extensionOf(file.originalName);
  if (!(type.extensions as readonly string[]).includes(ext)) {
    throw fileError(MEDIA_EXTENSIONS.includes(ext)
      ? `The file is named .${ext} but its contents are a ${type.label}. Rename it to .${type.extensions[0]} or upload the right file.`
      : `The file contents are a ${type.label}; name it with the .${type.extensions[0]} extension.`);
  }
  if (type === MEDIA_TYPES.svg) {
    const problem = svgProblem(file.buffer);
    if (problem) throw fileError(problem);
  }
  const alt = fields.alt_text;
  if (alt !== undefined && (typeof alt !== 'string' || alt.length > 255)) {
    throw badRequest('The alt text must be text of at most 255 characters.', { alt_text: 'At most 255 characters.' });
  }

  const stored = await storage.put(Readable.from(file.buffer), { name: file.originalName, mime: type.mime, folder: 'media', maxBytes: MAX_MEDIA_BYTES });
  try {
    return await db.transaction(async (trx) => {
      const [row] = await trx('media_files').insert({
        original_name: displayName(file.originalName),
        file_path: stored.path,
        mime_type: type.mime,
        size_bytes: stored.size,
        alt_text: typeof alt === 'string' && alt.trim() ? alt.trim() : null,
        uploaded_by: principal.userId,
      }).returning('*');
      await writeAudit(trx, {
        actorUserId: principal.userId, actorRole: principal.roleName, resource: 'media-files', recordId: row.id, action: 'create',
        after: row, ip: meta.ip ?? null, requestId: meta.requestId ?? null,
      });
      return row as MediaRecord;
    });
  } catch (err) {
    await storage.remove(stored.path).catch(() => {});
    throw err;
  }
}
