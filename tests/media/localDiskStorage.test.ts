/** The local-disk storage adapter: random names, atomic writes, size limits, no path traversal. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { FileNotFoundError, FileTooLargeError, InvalidStoragePathError } from '../../api/src/storage/fileStorage';
import { extensionOf, localDiskStorage, resolveInside } from '../../api/src/storage/localDiskStorage';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'bakaya-storage-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));
const storage = localDiskStorage(root);
const text = async (r: Readable) => {
  const parts: Buffer[] = [];
  for await (const c of r) parts.push(c as Buffer);
  return Buffer.concat(parts).toString();
};

describe('localDiskStorage', () => {
  it('stores under a random name with the extension only, and reads it back', async () => {
    const stored = await storage.put(Readable.from(Buffer.from('hello world')), {
      name: 'My Secret Plan.PNG',
      mime: 'image/png',
      folder: 'media',
    });
    expect(stored.size).toBe(11);
    expect(stored.path).toMatch(/^media\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.png$/);
    expect(stored.path).not.toContain('Secret');
    const got = await storage.get(stored.path);
    expect(got.size).toBe(11);
    expect(await text(got.stream)).toBe('hello world');
    expect(fs.readdirSync(path.join(root, path.dirname(stored.path))).filter((f) => f.endsWith('.part'))).toEqual([]);
    await storage.remove(stored.path);
    await expect(storage.get(stored.path)).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(storage.remove(stored.path)).resolves.toBeUndefined();
  });

  it('refuses more than maxBytes and leaves nothing behind', async () => {
    await expect(
      storage.put(Readable.from(Buffer.alloc(2048)), { name: 'a.bin', mime: 'x', folder: 'media', maxBytes: 1024 }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    const files = (fs.readdirSync(root, { recursive: true }) as string[]).filter((f) => fs.statSync(path.join(root, f)).isFile());
    expect(files).toEqual([]);
  });

  it('never resolves a path outside its root', async () => {
    for (const bad of ['../etc/passwd', 'media/../../x', '/etc/passwd', 'media\\..\\x', 'a/./b', '', 'media/\0x', 'media//x', '..']) {
      expect(() => resolveInside(root, bad), bad).toThrow(InvalidStoragePathError);
      await expect(storage.get(bad)).rejects.toBeInstanceOf(FileNotFoundError);
      await expect(storage.remove(bad)).rejects.toBeInstanceOf(InvalidStoragePathError);
    }
    expect(resolveInside(root, 'media/2026/11/a.png')).toBe(path.join(root, 'media/2026/11/a.png'));
    await expect(storage.put(Readable.from(Buffer.from('x')), { name: 'a.png', mime: 'x', folder: '../up' })).rejects.toBeInstanceOf(
      InvalidStoragePathError,
    );
  });

  it('takes only a short alphanumeric extension from the client name', () => {
    expect(extensionOf('photo.JPeG')).toBe('jpeg');
    expect(extensionOf('archive.tar.gz')).toBe('gz');
    expect(extensionOf('noext')).toBe('bin');
    expect(extensionOf('evil.php%00.png')).toBe('png');
    expect(extensionOf('x.<script>')).toBe('bin');
  });
});
