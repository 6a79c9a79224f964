/**
 * Files on local disk under one root (DATA_DIR/uploads by default). Every file gets a random name
 * (UUID + the extension of the client's name), in folder/YYYY/MM/; the client's name never reaches
 * the disk (key shape and checks: storageKeys.ts). Writes go to a temporary file renamed into place, so a half-written file is never
 * visible. Every path handed back in is checked to stay inside the root.
 */
import fs from 'node:fs';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { DATA_DIR } from '../config/env';
import { FileNotFoundError, InvalidStoragePathError, type FileStorage, type PutOptions } from './fileStorage';
import { byteLimit, checkStorageKey, extensionOf, newStorageKey } from './storageKeys';

export { extensionOf };

/** The absolute location of a storage key, or InvalidStoragePathError when it could escape the root. */
export function resolveInside(root: string, key: string): string {
  const segments = checkStorageKey(key);
  const absolute = path.resolve(root, ...segments);
  if (!absolute.startsWith(path.resolve(root) + path.sep)) throw new InvalidStoragePathError(key);
  return absolute;
}

export function localDiskStorage(root = path.join(DATA_DIR, 'uploads')): FileStorage {
  return {
    async put(stream: Readable, opts: PutOptions) {
      const key = newStorageKey(opts.folder ?? 'files', opts.name);
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
