/**
 * The one way an upload route reads a multipart/form-data body. Every way the body can be broken —
 * no boundary, cut short, a malformed part header, an unreadable Content-Type, too many parts, a
 * file too large (413), a file in an unknown field — is the caller's mistake and answers a 4xx naming
 * it (uploadErrors.ts), never a 500 and never a server-error log line. Names are read as UTF-8, so a
 * file called "बिल-अक्टूबर.pdf" keeps its name (multer's default reads them as Latin-1).
 *
 * Each handler carries the UPLOAD_ROUTE mark, so tests find every upload route in the app's own
 * router (tests/support/expressRoutes.ts) and a new one is covered without being listed anywhere.
 */
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import multer from 'multer';
import { uploadError } from './uploadErrors';
import { refusal, ruleRefusal } from '../domain/errors';

export interface UploadSpec {
  /** The file fields and how many files each takes; the first is the one messages name by default. */
  files: ReadonlyArray<{ name: string; maxCount: number }>;
  /** The largest file, in bytes (a larger one is refused with 413). */
  maxBytes: number;
  /** At most this many files in all (default: the sum of the fields' maxCount). */
  maxFiles?: number;
  /** At most this many text fields, each at most maxFieldBytes (multer's defaults otherwise). */
  maxFields?: number;
  maxFieldBytes?: number;
  /** Where files go (default: memory, as `buffer`). */
  storage?: multer.StorageEngine;
  fileFilter?: multer.Options['fileFilter'];
  /** The route takes JSON as well: a body that is not multipart at all passes on untouched. */
  alsoJson?: boolean;
  /** What to say when the body is not multipart/form-data (default: send it as multipart, the file in "<field>"). */
  notMultipart?: string;
}

/** The mark every upload middleware carries (value: true). */
export const UPLOAD_ROUTE = Symbol.for('bakaya.uploadRoute');

function multerFor(spec: UploadSpec): RequestHandler {
  const upload = multer({
    storage: spec.storage ?? multer.memoryStorage(),
    fileFilter: spec.fileFilter,
    defParamCharset: 'utf8',
    limits: {
      fileSize: spec.maxBytes,
      files: spec.maxFiles ?? spec.files.reduce((n, f) => n + f.maxCount, 0),
      ...(spec.maxFields !== undefined ? { fields: spec.maxFields } : {}),
      ...(spec.maxFieldBytes !== undefined ? { fieldSize: spec.maxFieldBytes } : {}),
    },
  });
  const [only, ...others] = spec.files;
  // The shape the routes read: one file → req.file; one field of several → req.files[]; else req.files.field[].
  if (only && others.length === 0) return only.maxCount === 1 ? upload.single(only.name) : upload.array(only.name, only.maxCount);
  return upload.fields(spec.files.map((f) => ({ name: f.name, maxCount: f.maxCount })));
}

/**
 * Receives the upload described by `spec` (or by `spec(req)`, for a route whose limits depend on what
 * it serves; a refusal thrown there is answered as it is).
 */
export function receiveUpload(spec: UploadSpec | ((req: Request) => UploadSpec)): RequestHandler {
  const fixed = typeof spec === 'function' ? undefined : { spec, upload: multerFor(spec) };
  const handler = (req: Request, res: Response, next: NextFunction) => {
    let s: UploadSpec;
    let upload: RequestHandler;
    try {
      s = fixed?.spec ?? (spec as (req: Request) => UploadSpec)(req);
      upload = fixed?.upload ?? multerFor(s);
    } catch (err) {
      return next(err);
    }
    const field = s.files[0]?.name ?? 'file';
    if (!req.is('multipart/form-data')) {
      if (s.alsoJson && !req.is('multipart')) return next();
      return next(s.notMultipart ? ruleRefusal(s.notMultipart, [field]) : refusal('UPLOAD_AS_MULTIPART', { field }, [field]));
    }
    upload(req, res, (err?: unknown) => next(err === undefined || err === null ? undefined : (uploadError(err, s, field) ?? err)));
  };
  return Object.assign(handler, { [UPLOAD_ROUTE]: true });
}
