/**
 * Where uploaded files live. Routes and services see only this interface; the default keeps files
 * on local disk (localDiskStorage.ts), and an object-store adapter can replace it without touching
 * callers. Paths are opaque keys chosen by the storage, never by a client.
 */
import type { Readable } from 'node:stream';

export interface StoredFile {
  /** Storage key to keep in the database, e.g. 'media/2026/11/3f2c…e1.png'. */
  path: string;
  size: number;
}

export interface PutOptions {
  /** The client's file name: only its extension is used (lower-cased), never the name itself. */
  name: string;
  mime: string;
  /** Top-level folder for this kind of file: lower-case letters, digits and dashes. */
  folder?: string;
  /** Refuse (FileTooLargeError) and keep nothing once more than this many bytes arrive. */
  maxBytes?: number;
}

export interface FileStorage {
  put(stream: Readable, opts: PutOptions): Promise<StoredFile>;
  /** A readable stream of the file; rejects with FileNotFoundError for a missing or invalid path. */
  get(path: string): Promise<{ stream: Readable; size: number }>;
  /** Deletes the file; a missing file is not an error. Rejects invalid paths. */
  remove(path: string): Promise<void>;
}

export class FileNotFoundError extends Error {
  constructor(message = 'The file does not exist.') {
    super(message);
    this.name = 'FileNotFoundError';
  }
}

/** A path that is not one this storage could have produced (absolute, '..', odd characters). */
export class InvalidStoragePathError extends Error {
  constructor(path: string) {
    super(`Not a valid storage path: ${JSON.stringify(path.slice(0, 100))}`);
    this.name = 'InvalidStoragePathError';
  }
}

export class FileTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`The file is larger than ${maxBytes} bytes.`);
    this.name = 'FileTooLargeError';
  }
}
