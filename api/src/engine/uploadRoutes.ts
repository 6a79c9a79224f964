/**
 * The two routes of every upload resource (registry `upload`), under the resource's own rules:
 *  POST /api/:resource/upload   multipart: "file" + the writable fields → 201 the record (scope and
 *                               permission of create; the file columns are the server's)
 *  GET  /api/:resource/:id/file → the file, as an attachment (scope and permission of show)
 * Files are served with nosniff, a sandboxing CSP and Content-Disposition: attachment, so an
 * uploaded file can never run in our origin.
 */
import { Router, type Request, type Response } from 'express';
import { clientIp } from '../auth/clientIp';
import type { AppContext } from '../context';
import { setAttachmentHeaders } from '../http/attachmentHeaders';
import { receiveUpload, type UploadSpec } from '../http/uploadMiddleware';
import { assertNoNul } from '../http/rejectNulBytes';
import { getResource } from '../registry';
import type { ResourceDef } from '../registry/types';
import { localDiskStorage } from '../storage/localDiskStorage';
import { hooksIn } from './hooks';
import { callFor, idOf } from './requestCall';
import { createUploadedRecord, openUploadedFile } from './uploadedRecords';
import { refusal } from '../domain/errors';

function uploadResourceOf(req: Request): ResourceDef {
  if (!req.principal) throw refusal('SIGN_IN_REQUIRED', {});
  const r = getResource(String(req.params.resource));
  if (!r?.upload) throw refusal('UPLOAD_RESOURCE_UNKNOWN', { resource: String(req.params.resource) });
  return r;
}

/** The upload of resource `r`: one "file" and its writable fields. */
const uploadOf = (r: ResourceDef): UploadSpec => ({
  files: [{ name: 'file', maxCount: 1 }],
  maxBytes: r.upload!.maxBytes,
  maxFields: 40,
  maxFieldBytes: 64 * 1024,
});

export function uploadRoutes(ctx: AppContext) {
  const router = Router();
  const storage = ctx.storage ?? localDiskStorage();

  // The resource and the caller's right to create are checked before a byte of the body is read.
  const createCall = (req: Request) => {
    const r = uploadResourceOf(req);
    return { r, call: callFor(ctx, req, r, 'create', { dedicated: true }) };
  };
  const receiveFile = receiveUpload((req) => uploadOf(createCall(req).r));

  router.post('/:resource/upload', receiveFile, async (req: Request, res: Response) => {
    const { r, call } = createCall(req);
    assertNoNul(req.body);
    const file = req.file ? { originalName: req.file.originalname, buffer: req.file.buffer } : undefined;
    res.status(201).json(await createUploadedRecord(r, file, req.body, call, storage));
  });

  router.get('/:resource/:id/file', async (req, res) => {
    const r = uploadResourceOf(req);
    const call = callFor(ctx, req, r, 'show');
    const file = await openUploadedFile(r, idOf(req), call, storage);
    setAttachmentHeaders(res, file);
    const download = { db: ctx.db, resource: r, principal: req.principal!, ip: clientIp(req), userAgent: req.get('user-agent') ?? null };
    await hooksIn(ctx.hooks, r.name).afterFileDownload?.(file.record, download);
    file.stream.on('error', (err) => {
      req.log?.error({ err }, 'file stream failed');
      res.destroy(err);
    });
    file.stream.pipe(res);
  });

  return router;
}
