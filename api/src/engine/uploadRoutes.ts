/**
 * The two routes of every upload resource (registry `upload`), under the resource's own rules:
 *  POST /api/:resource/upload   multipart: "file" + the writable fields → 201 the record (scope and
 *                               permission of create; the file columns are the server's)
 *  GET  /api/:resource/:id/file → the file, as an attachment (scope and permission of show)
 * Files are served with nosniff, a sandboxing CSP and Content-Disposition: attachment, so an
 * uploaded file can never run in our origin.
 */
import { Router, type NextFunction, type Request, type Response } from 'express';
import multer from 'multer';
import type { AppContext } from '../context';
import { setAttachmentHeaders } from '../http/attachmentHeaders';
import { badRequest, HttpError, notFound, unauthorized } from '../http/httpError';
import { assertNoNul } from '../http/rejectNulBytes';
import { getResource } from '../registry';
import type { ResourceDef } from '../registry/types';
import { localDiskStorage } from '../storage/localDiskStorage';
import { logMemberOrStaffDownload } from '../domain/evidence/evidenceDownloadLog';
import { callFor, idOf } from './requestCall';
import { createUploadedRecord, openUploadedFile } from './uploadedRecords';

function uploadResourceOf(req: Request): ResourceDef {
  if (!req.principal) throw unauthorized();
  const r = getResource(String(req.params.resource));
  if (!r?.upload) throw notFound(`There is no upload for "${req.params.resource}".`);
  return r;
}

const megabytes = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MB`;

function receiveFile(r: ResourceDef, req: Request, res: Response): Promise<void> {
  if (!req.is('multipart/form-data'))
    throw badRequest('Send the file as multipart/form-data in the "file" field.', { file: 'Choose a file.' });
  const upload = multer({
    storage: multer.memoryStorage(),
    limits: { fileSize: r.upload!.maxBytes, files: 1, fields: 40, fieldSize: 64 * 1024 },
  });
  return new Promise((resolve, reject) =>
    upload.single('file')(req, res, (err: unknown) => {
      if (err instanceof multer.MulterError) {
        reject(
          err.code === 'LIMIT_FILE_SIZE'
            ? new HttpError(413, `The file is larger than ${megabytes(r.upload!.maxBytes)}.`, {
                file: `At most ${megabytes(r.upload!.maxBytes)}.`,
              })
            : badRequest(`Upload problem: ${err.message}.`, { file: err.message }),
        );
      } else if (err) reject(err);
      else resolve();
    }),
  );
}

export function uploadRoutes(ctx: AppContext) {
  const router = Router();
  const storage = ctx.storage ?? localDiskStorage();

  router.post('/:resource/upload', async (req: Request, res: Response, _next: NextFunction) => {
    const r = uploadResourceOf(req);
    const call = callFor(ctx, req, r, 'create', { dedicated: true });
    await receiveFile(r, req, res);
    assertNoNul(req.body);
    const file = req.file ? { originalName: req.file.originalname, buffer: req.file.buffer } : undefined;
    res.status(201).json(await createUploadedRecord(r, file, req.body, call, storage));
  });

  router.get('/:resource/:id/file', async (req, res) => {
    const r = uploadResourceOf(req);
    const call = callFor(ctx, req, r, 'show');
    const file = await openUploadedFile(r, idOf(req), call, storage);
    setAttachmentHeaders(res, file);
    await logMemberOrStaffDownload(ctx.db, r, file.record, req);
    file.stream.on('error', (err) => {
      req.log?.error({ err }, 'file stream failed');
      res.destroy(err);
    });
    file.stream.pipe(res);
  });

  return router;
}
