/**
 * Files in an S3-compatible object store (AWS S3, MinIO, Cloudflare R2, DigitalOcean Spaces) behind
 * the same FileStorage interface as local disk, chosen by storageFromEnv.ts. Keys have the same shape
 * and the same checks as on disk (storageKeys.ts). Objects are private: no ACL is ever sent, so they
 * take the bucket's own (keep "block public access" on), and every read goes through the API. Each
 * object is encrypted at rest (SSE AES256) unless turned off for a store that lacks it. Uploads
 * stream in parts (lib-storage Upload); past maxBytes the upload is aborted and nothing is kept.
 */
import { DeleteObjectCommand, GetObjectCommand, S3Client, type ServerSideEncryption } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { FileNotFoundError, FileTooLargeError, type FileStorage, type PutOptions } from './fileStorage';
import { byteLimit, checkStorageKey, newStorageKey } from './storageKeys';

export interface S3StorageOptions {
  bucket: string;
  region: string;
  /** Unset: AWS S3. Set for MinIO, R2, Spaces, e.g. 'https://<account>.r2.cloudflarestorage.com'. */
  endpoint?: string;
  /** bucket in the path (https://host/bucket/key) rather than the host name; MinIO usually needs it. */
  forcePathStyle?: boolean;
  /** Unset: the SDK's default credential chain (instance role, AWS_* variables, shared profile). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
  /** Server-side encryption of each object; default 'AES256'; false sends no header. */
  serverSideEncryption?: ServerSideEncryption | false;
  /** Bytes per multipart part (at least 5 MiB, S3's minimum); default 8 MiB. */
  partSize?: number;
  /** A ready client (tests); the connection options above are then ignored. */
  client?: S3Client;
}

const MIB = 1024 * 1024;
const MIME = /^[a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,63}$/i;

export function createS3Client(opts: Omit<S3StorageOptions, 'bucket' | 'client'>): S3Client {
  return new S3Client({
    region: opts.region,
    ...(opts.endpoint ? { endpoint: opts.endpoint } : {}),
    forcePathStyle: opts.forcePathStyle ?? false,
    ...(opts.credentials ? { credentials: opts.credentials } : {}),
    // Newer SDKs add CRC checksums to every request and response by default; several S3-compatible
    // stores reject or lack them. Send and check them only where the S3 API requires them.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** NoSuchKey, NotFound or an HTTP 404 from the store. */
function isNotFound(err: unknown): boolean {
  const e = err as { name?: string; Code?: string; $metadata?: { httpStatusCode?: number } } | null;
  return e?.name === 'NoSuchKey' || e?.name === 'NotFound' || e?.Code === 'NoSuchKey' || e?.$metadata?.httpStatusCode === 404;
}

export function s3Storage(opts: S3StorageOptions): FileStorage {
  const client = opts.client ?? createS3Client(opts);
  const bucket = opts.bucket;
  const sse = opts.serverSideEncryption === undefined ? 'AES256' : opts.serverSideEncryption;
  const partSize = Math.max(opts.partSize ?? 8 * MIB, 5 * MIB);

  async function deleteKey(key: string) {
    try {
      await client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
    } catch (err) {
      if (!isNotFound(err)) throw err;
    }
  }

  return {
    async put(stream: Readable, putOpts: PutOptions) {
      const key = newStorageKey(putOpts.folder ?? 'files', putOpts.name);
      const counter = { size: 0 };
      const limited = byteLimit(putOpts.maxBytes, counter);
      // Our own error (FileTooLargeError) or the source's, whichever ends the stream first.
      let streamError: unknown;
      const fail = (err: unknown) => {
        streamError ??= err;
        limited.destroy(err as Error);
      };
      limited.on('error', (err) => (streamError ??= err));
      stream.on('error', fail);
      stream.pipe(limited);

      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: key,
          Body: limited,
          ContentType: MIME.test(putOpts.mime) ? putOpts.mime : 'application/octet-stream',
          ...(sse ? { ServerSideEncryption: sse } : {}),
        },
        partSize,
        queueSize: 2,
        // A failed multipart upload is aborted, so its parts are not kept (nor billed).
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (err) {
        stream.unpipe(limited);
        stream.destroy();
        await upload.abort().catch(() => {});
        // A small file goes up as one PutObject; should it have landed before the failure surfaced, remove it.
        await deleteKey(key).catch(() => {});
        throw streamError ?? err;
      }
      if (streamError) {
        await deleteKey(key).catch(() => {});
        throw streamError;
      }
      if (putOpts.maxBytes !== undefined && counter.size > putOpts.maxBytes) {
        await deleteKey(key).catch(() => {});
        throw new FileTooLargeError(putOpts.maxBytes);
      }
      return { path: key, size: counter.size };
    },

    async get(key: string) {
      try {
        checkStorageKey(key);
      } catch {
        throw new FileNotFoundError();
      }
      let out;
      try {
        out = await client.send(new GetObjectCommand({ Bucket: bucket, Key: key }));
      } catch (err) {
        if (isNotFound(err)) throw new FileNotFoundError();
        throw err;
      }
      if (!(out.Body instanceof Readable)) throw new Error('The object store returned a body that is not a Node stream.');
      return { stream: out.Body, size: Number(out.ContentLength ?? 0) };
    },

    async remove(key: string) {
      checkStorageKey(key);
      await deleteKey(key);
    },
  };
}
