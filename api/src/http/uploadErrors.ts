/**
 * Why a multipart body could not be read, as the 4xx the caller gets. multer reports its own limits as
 * MulterError (with a code); busboy, under it, reports a broken body as a plain Error whose message is
 * all there is to tell them apart — those messages are listed here, and anything else (a disk that is
 * full, a storage engine failing) is left to be the 500 it is.
 */
import multer from 'multer';
import { CASE_FLOW_MESSAGES as M, caseFlowMessage } from '../contracts/caseFlowMessages';
import { HttpError } from './httpError';
import { asHttpError } from './domainErrors';

/** busboy's and multer's plain errors for a body that is not a readable multipart/form-data body. */
const BROKEN_BODY: ReadonlyArray<[RegExp, string]> = [
  [/^Multipart: Boundary not found$/, M.uploadNoBoundary],
  [/^Unexpected end of (form|file)$/, M.uploadTruncated],
  [/^Malformed part header$/, M.uploadBadPartHeader],
  [/^(Malformed content type|Missing Content-Type|Unsupported content type: )/, M.uploadBadContentType],
  [/^Request (aborted|closed|error)$/, M.uploadInterrupted],
];

/** "10 MB", "512 KB": a limit as people read it. */
export function readableSize(bytes: number): string {
  const mb = bytes / (1024 * 1024);
  return mb >= 1 ? `${Math.round(mb * 10) / 10} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export const uploadAsMultipartMessage = (field: string) => caseFlowMessage('uploadAsMultipart', { field });

function fromMulter(err: multer.MulterError, maxBytes: number, fileField: string): HttpError {
  const field = err.field ?? fileField;
  const refuse = (message: string, status = 400) => new HttpError(status, message, { [field]: message });
  // As a string: multer 2 has codes (nesting, array index, invalid name) that @types/multer does not list yet.
  switch (err.code as string) {
    case 'LIMIT_FILE_SIZE':
      return refuse(caseFlowMessage('fileTooLargeIn', { field, size: readableSize(maxBytes) }), 413);
    case 'LIMIT_FILE_COUNT':
    case 'LIMIT_UNEXPECTED_FILE':
      return refuse(caseFlowMessage('unknownFileField', { field }));
    case 'LIMIT_FIELD_VALUE':
      return refuse(caseFlowMessage('uploadFieldTooLong', { field }));
    case 'LIMIT_PART_COUNT':
    case 'LIMIT_FIELD_COUNT':
      return refuse(M.uploadTooManyParts);
    case 'LIMIT_FIELD_KEY':
    case 'MISSING_FIELD_NAME':
    case 'LIMIT_FIELD_NESTING':
    case 'LIMIT_FIELD_ARRAY_INDEX':
    case 'INVALID_FIELD_NAME':
      return refuse(M.uploadBadFieldName);
    default:
      return refuse(M.uploadUnreadable);
  }
}

/** The 4xx for an error met while reading an upload, or undefined when it is not the caller's doing. */
export function uploadError(err: unknown, spec: { maxBytes: number }, fileField: string): HttpError | undefined {
  const known = asHttpError(err);
  if (known) return known;
  if (err instanceof multer.MulterError) return fromMulter(err, spec.maxBytes, fileField);
  if (!(err instanceof Error) || 'code' in err || 'syscall' in err) return undefined;
  const message = BROKEN_BODY.find(([pattern]) => pattern.test(err.message))?.[1];
  return message ? new HttpError(400, message, { [fileField]: message }) : undefined;
}
