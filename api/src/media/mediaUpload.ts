/**
 * Saving an uploaded CMS media file: check what it really is, store it under a random name, then
 * record the media_files row (and an audit row). If the database refuses, the stored file is removed.
 * An SVG is stored as its sanitised version (svgSanitizer.ts), never as uploaded.
 */
import { Readable } from 'node:stream';
import type { Knex } from 'knex';
import { insertAudited } from '../audit/auditedWrite';
import type { SignedInCall } from '../callContext';
import { MAX_MEDIA_BYTES, MEDIA_EXTENSIONS, MEDIA_TYPES, type MediaRecord } from '../contracts/media';
import type { FileStorage } from '../storage/fileStorage';
import { extensionOf } from '../storage/storageKeys';
import { sniffMediaType } from './mediaTypes';
import { MAX_SVG_BYTES, sanitizeSvg } from './svgSanitizer';
import { reason, refusal } from '../domain/errors';

export interface UploadedFile {
  originalName: string;
  buffer: Buffer;
}

/** The client's file name, made safe to store and show: no path, no control characters, ≤ 255. */
export function displayName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const clean = base.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  // The last 255 characters by code point: slicing UTF-16 units could leave half an emoji.
  return Array.from(clean || 'file')
    .slice(-255)
    .join('');
}

export async function saveMedia(
  db: Knex,
  storage: FileStorage,
  call: SignedInCall,
  file: UploadedFile,
  fields: { alt_text?: unknown },
): Promise<MediaRecord> {
  if (file.buffer.length === 0) throw refusal('FILE_EMPTY', {}, ['file']);
  const type = sniffMediaType(file.buffer);
  if (!type) throw refusal('MEDIA_TYPE_NOT_ACCEPTED', {}, ['file']);
  const ext = extensionOf(file.originalName);
  if (!(type.extensions as readonly string[]).includes(ext)) {
    throw MEDIA_EXTENSIONS.includes(ext)
      ? refusal('MEDIA_RENAME', { ext, type: type.label, right: type.extensions[0]! }, ['file'])
      : refusal('FILE_WRONG_EXTENSION', { type: type.label, ext: type.extensions[0]! }, ['file']);
  }
  let content = file.buffer;
  if (type === MEDIA_TYPES.svg) {
    if (content.length > MAX_SVG_BYTES) throw refusal('SVG_TOO_LARGE', { mb: MAX_SVG_BYTES / 1024 / 1024 }, ['file']);
    const clean = await sanitizeSvg(content);
    if (!clean) throw refusal('SVG_EMPTY', {}, ['file']);
    content = clean;
  }
  const alt = fields.alt_text;
  if (alt !== undefined && (typeof alt !== 'string' || alt.length > 255)) {
    throw refusal('ALT_TEXT_TOO_LONG', {}, { alt_text: reason('ALT_TEXT_TOO_LONG_FIELD', {}) });
  }

  const stored = await storage.put(Readable.from(content), {
    name: file.originalName,
    mime: type.mime,
    folder: 'media',
    maxBytes: MAX_MEDIA_BYTES,
  });
  try {
    return await db.transaction(async (trx) => {
      const row = await insertAudited<MediaRecord>(
        trx,
        call,
        'media_files',
        {
          original_name: displayName(file.originalName),
          file_path: stored.path,
          mime_type: type.mime,
          size_bytes: stored.size,
          alt_text: typeof alt === 'string' && alt.trim() ? alt.trim() : null,
          uploaded_by: call.who.userId,
        },
        { resource: 'media-files' },
      );
      return row;
    });
  } catch (err) {
    await storage.remove(stored.path).catch(() => {});
    throw err;
  }
}
