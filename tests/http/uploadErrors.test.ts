/**
 * How each way of breaking a multipart body reads to the caller (api/src/http/uploadErrors.ts): multer's
 * limits by their code, busboy's plain errors by their message; anything else is not the caller's doing.
 */
import multer from 'multer';
import { describe, expect, it } from 'vitest';
import { CASE_FLOW_MESSAGES as M, caseFlowMessage } from '../../api/src/contracts/caseFlowMessages';
import { badRequest } from '../../api/src/http/httpError';
import { readableSize, uploadError } from '../../api/src/http/uploadErrors';

const spec = { maxBytes: 10 * 1024 * 1024 };
const answer = (err: unknown) => {
  const e = uploadError(err, spec, 'file');
  return e && { status: e.status, message: e.message, errors: e.errors };
};
const multerError = (code: string, field?: string) => new multer.MulterError(code as multer.ErrorCode, field);

describe('uploadError', () => {
  it('answers each of multer’s limits with a 4xx naming it (413 for a file too large)', () => {
    expect(answer(multerError('LIMIT_FILE_SIZE', 'invoice'))).toEqual({
      status: 413,
      message: 'invoice: a file is larger than 10 MB.',
      errors: { invoice: 'invoice: a file is larger than 10 MB.' },
    });
    expect(answer(multerError('LIMIT_FILE_COUNT'))).toMatchObject({
      status: 400,
      message: caseFlowMessage('unknownFileField', { field: 'file' }),
    });
    expect(answer(multerError('LIMIT_UNEXPECTED_FILE', 'photo'))).toMatchObject({
      status: 400,
      message: caseFlowMessage('unknownFileField', { field: 'photo' }),
    });
    expect(answer(multerError('LIMIT_FIELD_VALUE', 'report'))).toMatchObject({ status: 400, message: 'The field "report" is too long.' });
    for (const code of ['LIMIT_PART_COUNT', 'LIMIT_FIELD_COUNT'])
      expect(answer(multerError(code))).toMatchObject({ status: 400, message: M.uploadTooManyParts });
    for (const code of ['LIMIT_FIELD_KEY', 'MISSING_FIELD_NAME', 'LIMIT_FIELD_NESTING', 'LIMIT_FIELD_ARRAY_INDEX', 'INVALID_FIELD_NAME'])
      expect(answer(multerError(code))).toMatchObject({ status: 400, message: M.uploadBadFieldName });
    expect(answer(multerError('STREAM_DESTROYED'))).toMatchObject({ status: 400, message: M.uploadUnreadable });
  });

  it('answers busboy’s broken-body errors with a 400 naming the problem', () => {
    const cases: Array<[string, string]> = [
      ['Multipart: Boundary not found', M.uploadNoBoundary],
      ['Unexpected end of form', M.uploadTruncated],
      ['Unexpected end of file', M.uploadTruncated],
      ['Malformed part header', M.uploadBadPartHeader],
      ['Malformed content type', M.uploadBadContentType],
      ['Missing Content-Type', M.uploadBadContentType],
      ['Unsupported content type: multipart/mixed', M.uploadBadContentType],
      ['Request aborted', M.uploadInterrupted],
      ['Request closed', M.uploadInterrupted],
    ];
    for (const [message, expected] of cases)
      expect(answer(new Error(message)), message).toEqual({ status: 400, message: expected, errors: { file: expected } });
  });

  it('passes on a refusal it is given, and leaves a server fault (a full disk, an unknown error) to be the 500 it is', () => {
    const refusal = badRequest('Upload a .csv file.');
    expect(uploadError(refusal, spec, 'file')).toBe(refusal);
    expect(
      uploadError(Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC', syscall: 'write' }), spec, 'file'),
    ).toBeUndefined();
    expect(uploadError(new Error('something else'), spec, 'file')).toBeUndefined();
    expect(uploadError(undefined, spec, 'file')).toBeUndefined();
  });

  it('reads sizes as people do', () => {
    expect(readableSize(10 * 1024 * 1024)).toBe('10 MB');
    expect(readableSize(1024 * 1024)).toBe('1 MB');
    expect(readableSize(1.5 * 1024 * 1024)).toBe('1.5 MB');
    expect(readableSize(512 * 1024)).toBe('512 KB');
  });
});
