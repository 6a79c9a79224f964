/**
 * POST /api/media/upload   (CMS · add_edit) multipart "file" (+ optional "alt_text") → 201 the media_files row
 * GET  /api/media/:id/file (public)        → the file's bytes
 *
 * Decision — public read: CMS media are the images and PDFs staff put on the public site (pages,
 * posts, banners), which anonymous visitors load with <img src>; requiring a session would break
 * the site. Only staff can upload here, and this library holds nothing private: members' evidence
 * (case and transaction documents) lives in other tables and is never served by this route. Ids are
 * sequential, so every media file must be treated as public — the upload screen says so.
 *
 * Decision — SVG: accepted (logos, icons, at most 1 MB) and stored only as cleaned by DOMPurify
 * (svgSanitizer.ts: no scripts, event handlers, script URLs, embedded HTML or external references),
 * and served as image/svg+xml (so <img> works) with a sandboxing Content-Security-Policy and
 * Content-Disposition: attachment, so even a file the sanitiser missed could neither run script nor
 * render in our origin when opened directly. Every response carries X-Content-Type-Options: nosniff.
 */
import { Router } from 'express';
import { requireAccess } from '../auth/authenticate';
import { signedInCallOf } from '../callContext';
import type { AppContext } from '../context';
import { MAX_MEDIA_BYTES } from '../contracts/media';
import { receiveUpload } from '../http/uploadMiddleware';
import { contentDisposition } from '../http/contentDisposition';
import { assertNoNul } from '../http/rejectNulBytes';
import { FileNotFoundError, type FileStorage } from '../storage/fileStorage';
import { localDiskStorage } from '../storage/localDiskStorage';
import { findMediaFile } from './mediaFiles';
import { saveMedia } from './mediaUpload';
import { reason, refusal } from '../domain/errors';

const receiveFile = receiveUpload({ files: [{ name: 'file', maxCount: 1 }], maxBytes: MAX_MEDIA_BYTES, maxFields: 5 });

export function mediaRoutes(ctx: AppContext, storage: FileStorage = ctx.storage ?? localDiskStorage()) {
  const router = Router();

  router.post('/media/upload', requireAccess('CMS', 'add_edit'), receiveFile, async (req, res) => {
    assertNoNul(req.body);
    if (!req.file) throw refusal('UPLOAD_CHOOSE_FILE', {}, { file: reason('IMPORT_CHOOSE_FILE_FIELD', {}) });
    const row = await saveMedia(
      ctx.db,
      storage,
      signedInCallOf(req),
      { originalName: req.file.originalname, buffer: req.file.buffer },
      { alt_text: req.body?.alt_text },
    );
    res.status(201).json(row);
  });

  router.get('/media/:id/file', async (req, res) => {
    const raw = String(req.params.id);
    if (!/^\d{1,15}$/.test(raw)) throw refusal('MEDIA_ID_UNKNOWN_QUOTED', { id: raw });
    const row = await findMediaFile(ctx.db, Number(raw));
    if (!row) throw refusal('MEDIA_ID_UNKNOWN', { id: raw });
    let file;
    try {
      file = await storage.get(row.file_path);
    } catch (err) {
      if (err instanceof FileNotFoundError) throw refusal('MEDIA_FILE_MISSING', {});
      throw err;
    }
    const svg = row.mime_type === 'image/svg+xml';
    res.setHeader('Content-Type', row.mime_type);
    res.setHeader('Content-Length', String(file.size));
    res.setHeader('Content-Disposition', contentDisposition(svg ? 'attachment' : 'inline', row.original_name));
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Cache-Control', 'public, max-age=3600');
    if (svg) res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; sandbox");
    file.stream.on('error', (err) => {
      req.log?.error({ err }, 'media stream failed');
      res.destroy(err);
    });
    file.stream.pipe(res);
  });

  return router;
}
