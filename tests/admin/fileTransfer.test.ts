import { HttpError } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { fileNameFromDisposition } from '../../admin/src/files/fileDownload';
import { fieldMessages, requestMessage } from '../../admin/src/files/requestMessage';

describe('file names of downloads (spec §7)', () => {
  it('takes Content-Disposition, then the asked-for name, then downloaded_file', () => {
    expect(fileNameFromDisposition('attachment; filename="cities-import-template.csv"')).toBe('cities-import-template.csv');
    expect(fileNameFromDisposition(`attachment; filename="a_b.csv"; filename*=UTF-8''a%20%E2%82%B9.csv`)).toBe('a ₹.csv');
    expect(fileNameFromDisposition('attachment; filename=plain.csv')).toBe('plain.csv');
    expect(fileNameFromDisposition(null, 'asked.csv')).toBe('asked.csv');
    expect(fileNameFromDisposition('inline')).toBe('downloaded_file');
  });
});

describe('server messages shown to staff', () => {
  it('shows the API message of a 4xx as it is', () => {
    const e = new HttpError('This file has 2 row(s) with errors.', 409, { message: 'This file has 2 row(s) with errors.' });
    expect(requestMessage(e)).toBe('This file has 2 row(s) with errors.');
  });

  it('words a status without a message, and hides 500 internals', () => {
    expect(requestMessage(new HttpError('Forbidden', 403, {}))).toMatch(/permission/);
    expect(requestMessage(new HttpError('Payload Too Large', 413, null))).toBe('The file is too large.');
    expect(requestMessage(new HttpError('boom', 500, { message: 'TypeError: x is undefined' }))).toMatch(/on our side/);
    expect(requestMessage(new HttpError('Bad Gateway', 502, { message: 'The GST service is not answering.' }))).toBe(
      'The GST service is not answering.',
    );
    expect(requestMessage(new HttpError('Teapot', 418, {}), 'Could not check the file.')).toBe('Could not check the file.');
  });

  it('says so when the server cannot be reached', () => {
    expect(requestMessage(new TypeError('Failed to fetch'))).toMatch(/Could not reach the server/);
  });

  it('lists field messages without react-admin’s root entry', () => {
    const e = new HttpError('Bad', 400, { message: 'Bad', errors: { file: 'Add the column Name.', root: { serverError: 'Bad' } } });
    expect(fieldMessages(e)).toEqual({ file: 'Add the column Name.' });
    expect(fieldMessages(new Error('x'))).toEqual({});
  });
});
