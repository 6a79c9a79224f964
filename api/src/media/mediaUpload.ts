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
import { badRequest } from '../http/httpError';
import type { FileStorage } from '../storage/fileStorage';
import { extensionOf } from '../storage/storageKeys';
import { sniffMediaType } from './mediaTypes';
import { MAX_SVG_BYTES, sanitizeSvg } from './svgSanitizer';

export interface UploadedFile {
  originalName: string;
  buffer: Buffer;
}

const fileError = (message: string) => badRequest(message, { file: message });

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
  if (file.buffer.length === 0) throw fileError('The file is empty.');
  const type = sniffMediaType(file.buffer);
  if (!type) throw fileError(`Only images (PNG, JPEG, GIF, WebP, SVG) and PDF documents can be uploaded; this file is none of them.`);
  const ext = extensionOf(file.originalName);
  if (!(type.extensions as readonly string[]).includes(ext)) {
    throw fileError(
      MEDIA_EXTENSIONS.includes(ext)
        ? `The file is named .${ext} but its contents are a ${type.label}. Rename it to .${type.extensions[0]} or upload the right file.`
        : `The file contents are a ${type.label}; name it with the .${type.extensions[0]} extension.`,
    );
  }
  let content = file.buffer;
  if (type === MEDIA_TYPES.svg) {
    if (content.length > MAX_SVG_BYTES)
      throw fileError(`SVG files may be at most ${MAX_SVG_BYTES / 1024 / 1024} MB. Simplify the drawing or upload it as a PNG.`);
    const clean = await sanitizeSvg(content);
    if (!clean)
      throw fileError('This SVG has no drawing left once scripts and other active content are removed. Export it as a plain SVG or a PNG.');
    content = clean;
  }
  const alt = fields.alt_text;
  if (alt !== undefined && (typeof alt !== 'string' || alt.length > 255)) {
    throw badRequest('The alt text must be text of at most 255 characters.', { alt_text: 'At most 255 characters.' });
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
