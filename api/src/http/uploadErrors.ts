/**
 * Why a multipart body could not be read, as the 4xx the caller gets. multer reports its own limits as
 * MulterError (with a code); busboy, under it, reports a broken body as a plain Error whose message is
 * all there is to tell them apart — those messages are listed here, and anything else (a disk that is
 * full, a storage engine failing) is left to be the 500 it is.
 */
import multer from 'multer';
import type { HttpError } from './httpError';
import { asHttpError, httpErrorOfDomain } from './domainErrors';
import { type ErrorCode, refusal } from '../domain/errors';

/** busboy's and multer's plain errors for a body that is not a readable multipart/form-data body. */
const BROKEN_BODY: ReadonlyArray<[RegExp, ErrorCode]> = [
  [/^Multipart: Boundary not found$/, 'UPLOAD_NO_BOUNDARY'],
  [/^Unexpected end of (form|file)$/, 'UPLOAD_TRUNCATED'],
  [/^Malformed part header$/, 'UPLOAD_BAD_PART_HEADER'],
  [/^(Malformed content type|Missing Content-Type|Unsupported content type: )/, 'UPLOAD_BAD_CONTENT_TYPE'],
  [/^Request (aborted|closed|error)$/, 'UPLOAD_INTERRUPTED'],
];

/** "10 MB", "512 KB": a limit as people read it. */
export function readableSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Math.round(mb * 10) / 10} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

function fromMulter(err: multer.MulterError, maxBytes: number, fileField: string): HttpError {
  const field = err.field ?? fileField;
  const on = [field];
  // As a string: multer 2 has codes (nesting, array index, invalid name) that @types/multer does not list yet.
  switch (err.code as string) {
    case 'LIMIT_FILE_SIZE':
      return httpErrorOfDomain(refusal('UPLOAD_FILE_TOO_LARGE', { field, size: readableSize(maxBytes) }, on));
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_UNEXPECTED_FILE':
      return httpErrorOfDomain(refusal('UPLOAD_UNKNOWN_FILE_FIELD', { field }, on));
    case 'LIMIT_FIELD_VALUE':
      return httpErrorOfDomain(refusal('UPLOAD_FIELD_TOO_LONG', { field }, on));
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_COUNT':
      return httpErrorOfDomain(refusal('UPLOAD_TOO_MANY_PARTS', {}, on));
    case 'LIMIT_FIELD_KEY':
    case 'MISSING_FIELD_NAME':
    case 'LIMIT_FIELD_NESTING':
    case 'LIMIT_FIELD_ARRAY_INDEX':
    case 'INVALID_FIELD_NAME':
      return httpErrorOfDomain(refusal('UPLOAD_BAD_FIELD_NAME', {}, on));
    default:
      return httpErrorOfDomain(refusal('UPLOAD_UNREADABLE', {}, on));
  }
}

/** The 4xx for an error met while reading an upload, or undefined when it is not the caller's doing. */
export function uploadError(err: unknown, spec: { maxBytes: number }, fileField: string): HttpError | undefined {
  const known = asHttpError(err);
  if (known) return known;
  if (err instanceof multer.MulterError) return fromMulter(err, spec.maxBytes, fileField);
  if (!(err instanceof Error) || 'code' in err || 'syscall' in err) return undefined;
  const code = BROKEN_BODY.find(([pattern]) => pattern.test(err.message))?.[1];
  return code ? httpErrorOfDomain(refusal(code, {} as never, [fileField])) : undefined;
}
