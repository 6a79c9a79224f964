/**
 * Storage keys shared by every FileStorage adapter (local disk, S3-compatible): the shape of a new
 * key (folder/YYYY/MM/uuid.ext, UTC) and the check that a key handed back in is one an adapter could
 * have produced. One rule, so a key written by one adapter is valid for the other.
 */
import crypto from 'node:crypto';
import { Transform } from 'node:stream';
import { FileTooLargeError, InvalidStoragePathError } from './fileStorage';

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;
const FOLDER = /^[a-z0-9-]{1,40}$/;

/** A short alphanumeric extension of the client's file name, lower-cased; 'bin' when there is none. */
export function extensionOf(name: string): string {
  const m = /\.([A-Za-z0-9]{1,8})$/.exec(name.trim());
  return m ? m[1]!.toLowerCase() : 'bin';
}

/** A fresh random key: folder/YYYY/MM/uuid.ext. Rejects a folder that is not lower-case letters, digits and dashes. */
export function newStorageKey(folder: string, name: string, now: Date = new Date()): string {
  if (typeof folder !== 'string' || !FOLDER.test(folder)) throw new InvalidStoragePathError(String(folder));
  return [
    folder,
    String(now.getUTCFullYear()),
    String(now.getUTCMonth() + 1).padStart(2, '0'),
    `${crypto.randomUUID()}.${extensionOf(name)}`,
  ].join('/');
}

/**
 * The segments of a valid key, or InvalidStoragePathError: no empty, absolute, '.', '..', backslash,
 * NUL or odd-character segments, at most 500 characters.
 */
export function checkStorageKey(key: string): string[] {
  if (typeof key !== 'string' || key.length === 0 || key.length > 500 || key.includes('\0') || key.includes('\\') || key.startsWith('/')) {
    throw new InvalidStoragePathError(String(key));
  }
  const segments = key.split('/');
  if (segments.some((s) => s === '.' || s === '..' || !SEGMENT.test(s))) throw new InvalidStoragePathError(key);
  return segments;
}

/** Passes bytes through, counting them into counter.size; fails with FileTooLargeError past maxBytes. */
export function byteLimit(maxBytes: number | undefined, counter: { size: number }): Transform {
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      counter.size += chunk.length;
      if (maxBytes !== undefined && counter.size > maxBytes) return cb(new FileTooLargeError(maxBytes));
      cb(null, chunk);
    },
  });
}
