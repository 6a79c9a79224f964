/**
 * Files on local disk under one root (DATA_DIR/uploads by default). Every file gets a random name
 * (UUID + the extension of the client's name), in folder/YYYY/MM/; the client's name never reaches
 * the disk. Writes go to a temporary file renamed into place, so a half-written file is never
 * visible. Every path handed back in is checked to stay inside the root.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DATA_DIR } from '../config/env';
import { FileNotFoundError, FileTooLargeError, InvalidStoragePathError, type FileStorage, type PutOptions } from './fileStorage';

const SEGMENT = /^[A-Za-z0-9_-][A-Za-z0-9._-]{0,127}$/;

export function extensionOf(name: string): string {
  const m = /\.([A-Za-z0-9]{1,8})$/.exec(name.trim());
  return m ? m[1]!.toLowerCase() : 'bin';
}

/** The absolute location of a storage key, or InvalidStoragePathError when it could escape the root. */
export function resolveInside(root: string, key: string): string {
  if (typeof key !== 'string' || key.length === 0 || key.length > 500 || key.includes('\0') || key.includes('\\') || key.startsWith('/')) {
    throw new InvalidStoragePathError(String(key));
  }
  const segments = key.split('/');
  if (segments.some((s) => s === '.' || s === '..' || !SEGMENT.test(s))) throw new InvalidStoragePathError(key);
  const absolute = path.resolve(root, ...segments);
  if (!absolute.startsWith(path.resolve(root) + path.sep)) throw new InvalidStoragePathError(key);
  return absolute;
}

function byteLimit(maxBytes: number | undefined, counter: { size: number }) {
  return new Transform({
    transform(chunk: Buffer, _enc, cb) {
      counter.size += chunk.length;
      if (maxBytes !== undefined && counter.size > maxBytes) return cb(new FileTooLargeError(maxBytes));
      cb(null, chunk);
    },
  });
}

export function localDiskStorage(root = path.join(DATA_DIR, 'uploads')): FileStorage {
  return {
    async put(stream: Readable, opts: PutOptions) {
      const folder = opts.folder ?? 'files';
      if (!/^[a-z0-9-]{1,40}$/.test(folder)) throw new InvalidStoragePathError(folder);
      const now = new Date();
      const key = [
        folder,
        String(now.getUTCFullYear()),
        String(now.getUTCMonth() + 1).padStart(2, '0'),
        `${crypto.randomUUID()}.${extensionOf(opts.name)}`,
      ].join('/');
      const target = resolveInside(root, key);
      await fs.promises.mkdir(path.dirname(target), { recursive: true });
      const temp = `${target}.part`;
      const counter = { size: 0 };
      try {
        await pipeline(stream, byteLimit(opts.maxBytes, counter), fs.createWriteStream(temp, { flags: 'wx', mode: 0o640 }));
        await fs.promises.rename(temp, target);
      } catch (err) {
        await fs.promises.rm(temp, { force: true });
        throw err;
      }
      return { path: key, size: counter.size };
    },

    async get(key: string) {
      let absolute: string;
      try {
        absolute = resolveInside(root, key);
      } catch {
        throw new FileNotFoundError();
      }
      const stat = await fs.promises.stat(absolute).catch(() => null);
      if (!stat?.isFile()) throw new FileNotFoundError();
      return { stream: fs.createReadStream(absolute), size: stat.size };
    },

    async remove(key: string) {
      await fs.promises.rm(resolveInside(root, key), { force: true });
    },
  };
}
