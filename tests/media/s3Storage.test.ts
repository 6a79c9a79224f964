/**
 * The S3-compatible storage adapter against a real S3 API served offline by s3rver (a local S3
 * server in Node) on a random port with a temporary directory: same keys and checks as local disk,
 * size limits that keep nothing (also mid-multipart), missing keys, idempotent removal.
 */
import { CreateBucketCommand, ListObjectsV2Command, PutObjectCommand } from '@aws-sdk/client-s3';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FileNotFoundError, FileTooLargeError, InvalidStoragePathError, type FileStorage } from '../../api/src/storage/fileStorage';
import { createS3Client, s3Storage } from '../../api/src/storage/s3Storage';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bakaya-s3-'));
const bucket = 'bakaya-test';
let server: S3rver;
let client: ReturnType<typeof createS3Client>;
let storage: FileStorage;

const bytes = async (r: Readable) => {
  const parts: Buffer[] = [];
  for await (const c of r) parts.push(c as Buffer);
  return Buffer.concat(parts);
};
/** The same client, recording every command it sends (name and input). */
function spying() {
  const sent: { name: string; input: Record<string, unknown> }[] = [];
  const send = (cmd: { input: Record<string, unknown> }) => {
    sent.push({ name: cmd.constructor.name, input: cmd.input });
    return client.send(cmd as never);
  };
  return { client: Object.assign(Object.create(client) as typeof client, { send }), sent };
}
const keysInBucket = async () =>
  ((await client.send(new ListObjectsV2Command({ Bucket: bucket }))).Contents ?? []).map((o) => o.Key!).sort();

beforeAll(async () => {
  server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir });
  const { port } = await server.run();
  client = createS3Client({
    region: 'ap-south-1',
    endpoint: `http://127.0.0.1:${port}`,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
  });
  await client.send(new CreateBucketCommand({ Bucket: bucket }));
  storage = s3Storage({ bucket, region: 'ap-south-1', client, partSize: 5 * 1024 * 1024 });
});
afterAll(async () => {
  client?.destroy();
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('s3Storage', () => {
  it('stores under folder/YYYY/MM/uuid.ext and reads back the same bytes and size', async () => {
    const content = crypto.randomBytes(70_000);
    const before = new Date();
    const stored = await storage.put(Readable.from([content.subarray(0, 1000), content.subarray(1000)]), {
      name: 'My Secret Plan.PDF',
      mime: 'application/pdf',
      folder: 'evidence',
    });
    expect(stored.size).toBe(content.length);
    const yyyy = String(before.getUTCFullYear());
    const mm = String(before.getUTCMonth() + 1).padStart(2, '0');
    expect(stored.path).toMatch(new RegExp(`^evidence/${yyyy}/${mm}/[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[0-9a-f]{4}-[0-9a-f]{12}\\.pdf$`));
    expect(stored.path).not.toContain('Secret');
    expect(await keysInBucket()).toContain(stored.path);

    const got = await storage.get(stored.path);
    expect(got.size).toBe(content.length);
    expect((await bytes(got.stream)).equals(content)).toBe(true);

    const other = await storage.put(Readable.from(Buffer.from('x')), { name: 'noext', mime: 'not a mime' });
    expect(other.path).toMatch(/^files\/\d{4}\/\d{2}\/[0-9a-f-]{36}\.bin$/);
    expect(other.path).not.toBe(stored.path);
  });

  it('streams a multipart upload (more than one part) intact', async () => {
    const content = crypto.randomBytes(11 * 1024 * 1024 + 123);
    const chunks = Array.from({ length: Math.ceil(content.length / 65536) }, (_, i) => content.subarray(i * 65536, (i + 1) * 65536));
    const stored = await storage.put(Readable.from(chunks), {
      name: 'big.png',
      mime: 'image/png',
      folder: 'media',
      maxBytes: 12 * 1024 * 1024,
    });
    expect(stored.size).toBe(content.length);
    const got = await storage.get(stored.path);
    expect(got.size).toBe(content.length);
    expect((await bytes(got.stream)).equals(content)).toBe(true);
    await storage.remove(stored.path);
  });

  it('refuses a file over maxBytes and keeps nothing (single request and mid-multipart)', async () => {
    const before = await keysInBucket();
    await expect(
      storage.put(Readable.from([Buffer.alloc(1024), Buffer.alloc(1024)]), {
        name: 'a.pdf',
        mime: 'application/pdf',
        folder: 'toolarge',
        maxBytes: 1500,
      }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    // Over the limit only after the first 5 MiB part has gone up: the multipart upload is aborted.
    const spy = spying();
    const spied = s3Storage({ bucket, region: 'ap-south-1', client: spy.client, partSize: 5 * 1024 * 1024 });
    const chunk = Buffer.alloc(256 * 1024, 7);
    const big = Readable.from(Array.from({ length: 40 }, () => chunk)); // 10 MiB
    await expect(
      spied.put(big, { name: 'b.pdf', mime: 'application/pdf', folder: 'toolarge', maxBytes: 7 * 1024 * 1024 }),
    ).rejects.toBeInstanceOf(FileTooLargeError);
    const created = spy.sent.filter((c) => c.name === 'CreateMultipartUploadCommand');
    expect(created).toHaveLength(1);
    expect(spy.sent.some((c) => c.name === 'UploadPartCommand')).toBe(true);
    expect(spy.sent.some((c) => c.name === 'CompleteMultipartUploadCommand')).toBe(false);
    // s3rver itself does not implement AbortMultipartUpload (real S3, MinIO and R2 do); the adapter must still ask.
    expect(spy.sent.filter((c) => c.name === 'AbortMultipartUploadCommand').map((c) => c.input.Key)).toEqual([created[0]!.input.Key]);
    const after = await keysInBucket();
    expect(after).toEqual(before);
    expect(after.filter((k) => k.startsWith('toolarge/'))).toEqual([]);
  });

  it('passes on a failing source stream and keeps nothing', async () => {
    const before = await keysInBucket();
    const broken = new Readable({
      read() {
        this.push(Buffer.alloc(100));
        this.destroy(new Error('client went away'));
      },
    });
    await expect(storage.put(broken, { name: 'c.pdf', mime: 'application/pdf', folder: 'broken' })).rejects.toThrow('client went away');
    expect(await keysInBucket()).toEqual(before);
  });

  it('answers FileNotFoundError for a missing key, and for a removed one; removing twice is fine', async () => {
    await expect(storage.get('evidence/2026/11/00000000-0000-4000-8000-000000000000.pdf')).rejects.toBeInstanceOf(FileNotFoundError);
    const stored = await storage.put(Readable.from(Buffer.from('gone soon')), { name: 'x.png', mime: 'image/png', folder: 'media' });
    await storage.remove(stored.path);
    await expect(storage.get(stored.path)).rejects.toBeInstanceOf(FileNotFoundError);
    await expect(storage.remove(stored.path)).resolves.toBeUndefined();
    expect(await keysInBucket()).not.toContain(stored.path);
  });

  it('rejects keys it could not have produced, without asking the store', async () => {
    // An object whose key escapes the scheme exists in the bucket; it must still be unreachable.
    await client.send(new PutObjectCommand({ Bucket: bucket, Key: 'media/../secret.txt', Body: 'secret' })).catch(() => {});
    for (const bad of [
      '../x',
      'media/../secret.txt',
      '/etc/passwd',
      '/media/2026/11/a.png',
      'media\\..\\x',
      'a/./b',
      '',
      'media/\0x',
      'media//x',
      '..',
    ]) {
      await expect(storage.get(bad), JSON.stringify(bad)).rejects.toBeInstanceOf(FileNotFoundError);
      await expect(storage.remove(bad), JSON.stringify(bad)).rejects.toBeInstanceOf(InvalidStoragePathError);
    }
    await expect(
      storage.put(Readable.from(Buffer.from('x')), { name: 'a.png', mime: 'image/png', folder: '../up' }),
    ).rejects.toBeInstanceOf(InvalidStoragePathError);
  });

  it('sends server-side encryption AES256 and no ACL by default', async () => {
    const spy = spying();
    const spied = s3Storage({ bucket, region: 'ap-south-1', client: spy.client });
    const stored = await spied.put(Readable.from(Buffer.from('enc')), { name: 'e.pdf', mime: 'application/pdf', folder: 'media' });
    const put = spy.sent.find((c) => c.name === 'PutObjectCommand' && c.input.Key === stored.path)?.input;
    expect(put).toMatchObject({ Bucket: bucket, ServerSideEncryption: 'AES256', ContentType: 'application/pdf' });
    expect(put).not.toHaveProperty('ACL');
    await spied.remove(stored.path);
  });
});
