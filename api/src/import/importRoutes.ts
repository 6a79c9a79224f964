/**
 * POST /api/import/:resource/preview  (multipart "file": .csv or .xlsx)
 * POST /api/import/jobs/:id/commit    → 202; poll GET /api/import/jobs/:id for progress
 * GET  /api/import/:resource/template.csv — the columns staff can fill
 */
import fs from 'node:fs';
import path from 'node:path';
import crypto from 'node:crypto';
import { Router, type Request } from 'express';
import multer from 'multer';
import { can } from '../auth/principal';
import { DATA_DIR } from '../config/env';
import type { AppContext } from '../context';
import { IMPORTABLE_RESOURCES } from '../contracts/bulkImport';
import { receiveUpload } from '../http/uploadMiddleware';
import { closedWrite, getResource } from '../registry';
import type { ResourceDef } from '../registry/types';
import { importableFields, templateHeader } from './columnMapping';
import { commitImport, getImportJob, previewImport } from './importService';
import { signedInCallOf } from '../callContext';
import { formatOf } from './tableFile';
import { recordImporterFor } from '../domain/recordImporters';
import { reason, refusal } from '../domain/errors';

const MAX_UPLOAD_BYTES = 50 * 1024 * 1024;
const uploadDir = path.join(DATA_DIR, 'imports');

const receiveFile = receiveUpload({
  files: [{ name: 'file', maxCount: 1 }],
  maxBytes: MAX_UPLOAD_BYTES,
  storage: multer.diskStorage({
    destination: (_req, _file, cb) => {
      fs.mkdirSync(uploadDir, { recursive: true });
      cb(null, uploadDir);
    },
    filename: (_req, file, cb) => cb(null, `${crypto.randomUUID()}.${formatOf(file.originalname) ?? 'bin'}`),
  }),
  fileFilter: (_req, file, cb) => (formatOf(file.originalname) ? cb(null, true) : cb(refusal('IMPORT_FILE_TYPE', {}, ['file']))),
});

/** Sign-in first: an anonymous caller learns nothing (not even whether a resource or import exists) before a 401. */
function importable(req: Request, resourceName = String(req.params.resource)): ResourceDef {
  if (!req.principal) throw refusal('SIGN_IN_REQUIRED', {});
  const r = getResource(resourceName);
  if (!r || !IMPORTABLE_RESOURCES.has(r.name)) throw refusal('IMPORT_NOT_IMPORTABLE', { resource: resourceName });
  if (!can(req.principal, r.feature, 'process')) throw refusal('IMPORT_NEEDS_PROCESS', { things: r.label.toLowerCase() });
  // Records born in a flow are imported only through that flow's own service (a record importer), never generically.
  const closed = closedWrite(r, 'create');
  if (closed && !recordImporterFor(r.name))
    throw r.readOnly
      ? refusal('IMPORT_READ_ONLY', { label: r.label })
      : refusal('IMPORT_FLOW_ONLY', { label: r.label, through: r.createdThrough ?? '' });
  return r;
}

/** The template's header: the list's own importer's columns, else its importable fields. */
const templateColumns = (r: ResourceDef): readonly string[] =>
  recordImporterFor(r.name)?.templateColumns ??
  importableFields(r)
    .filter(([n]) => !(r.baseFilter && n in r.baseFilter))
    .map(([n, d]) => templateHeader(n, d));

/** A header cell, quoted when it holds a comma or a quote. */
const csvCell = (h: string) => (/[",\n]/.test(h) ? `"${h.replace(/"/g, '""')}"` : h);

export function importRoutes(ctx: AppContext) {
  const router = Router();

  router.get('/import/:resource/template.csv', (req, res) => {
    const r = importable(req);
    res
      .attachment(`${r.name}-import-template.csv`)
      .type('text/csv')
      .send(templateColumns(r).map(csvCell).join(',') + '\n');
  });

  router.post(
    '/import/:resource/preview',
    (req, _res, next) => {
      try {
        importable(req);
        next();
      } catch (e) {
        next(e);
      }
    },
    receiveFile,
    async (req, res) => {
      const r = importable(req);
      if (!req.file) throw refusal('IMPORT_CHOOSE_FILE', {}, { file: reason('IMPORT_CHOOSE_FILE_FIELD', {}) });
      try {
        res.json(
          await previewImport(ctx, req.principal!, r, {
            path: req.file.path,
            originalName: req.file.originalname,
            format: formatOf(req.file.originalname)!,
          }),
        );
      } catch (err) {
        fs.rm(req.file.path, { force: true }, () => {});
        throw err;
      }
    },
  );

  router.get('/import/jobs/:id', async (req, res) => {
    if (!req.principal) throw refusal('SIGN_IN_REQUIRED', {});
    const job = await getImportJob(ctx.db, String(req.params.id));
    importable(req, job.resource);
    const { file_path: _hidden, ...visible } = job;
    res.json(visible);
  });

  router.post('/import/jobs/:id/commit', async (req, res) => {
    if (!req.principal) throw refusal('SIGN_IN_REQUIRED', {});
    const job = await getImportJob(ctx.db, String(req.params.id));
    importable(req, job.resource);
    await commitImport(ctx, signedInCallOf(req), job);
    res.status(202).json({ import_id: job.id, status: 'committing', message: 'Import started. Every row is saved together, or none.' });
  });

  return router;
}
