/** Which file storage STORAGE and the S3_* variables choose, and the clear refusals. */
import { describe, expect, it } from 'vitest';
import type { FileStorage } from '../../api/src/storage/fileStorage';
import type { S3StorageOptions } from '../../api/src/storage/s3Storage';
import { s3OptionsFromEnv, storageFromEnv } from '../../api/src/storage/storageFromEnv';

const LOCAL = { kind: 'local' } as unknown as FileStorage;
function choose(env: Record<string, string | undefined>) {
  let s3Opts: S3StorageOptions | undefined;
  const chosen = storageFromEnv(env, {
    local: () => LOCAL,
    s3: (opts) => {
      s3Opts = opts;
      return { kind: 's3' } as unknown as FileStorage;
    },
  });
  return { chosen, s3Opts };
}

describe('storageFromEnv', () => {
  it('uses local disk when STORAGE is unset, empty or local (S3_* alone change nothing)', () => {
    expect(choose({}).chosen).toBe(LOCAL);
    expect(choose({ STORAGE: '' }).chosen).toBe(LOCAL);
    expect(choose({ STORAGE: 'local', S3_BUCKET: 'b' }).chosen).toBe(LOCAL);
    expect(choose({ S3_BUCKET: 'b' }).chosen).toBe(LOCAL);
  });

  it('builds the S3 adapter from S3_* with ap-south-1, virtual-host style, the default credential chain and AES256 by default', () => {
    const { chosen, s3Opts } = choose({ STORAGE: 's3', S3_BUCKET: 'bakaya-files' });
    expect(chosen).toEqual({ kind: 's3' });
    expect(s3Opts).toEqual({
      bucket: 'bakaya-files',
      region: 'ap-south-1',
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
      serverSideEncryption: 'AES256',
    });
  });

  it('passes an endpoint, path style, region and keys for MinIO, R2 or Spaces', () => {
    const { s3Opts } = choose({
      STORAGE: 'S3',
      S3_BUCKET: 'files',
      S3_REGION: 'auto',
      S3_ENDPOINT: 'https://acc.r2.cloudflarestorage.com',
      S3_FORCE_PATH_STYLE: 'true',
      S3_ACCESS_KEY_ID: 'AKID',
      S3_SECRET_ACCESS_KEY: 'SECRET',
      S3_SSE: 'off',
    });
    expect(s3Opts).toEqual({
      bucket: 'files',
      region: 'auto',
      endpoint: 'https://acc.r2.cloudflarestorage.com',
      forcePathStyle: true,
      credentials: { accessKeyId: 'AKID', secretAccessKey: 'SECRET' },
      serverSideEncryption: false,
    });
  });

  it('stops with a clear message for a missing bucket or an inconsistent setting', () => {
    expect(() => choose({ STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() => choose({ STORAGE: 's3', S3_BUCKET: '  ' })).toThrow(/S3_BUCKET/);
    expect(() => choose({ STORAGE: 'gcs' })).toThrow(/STORAGE must be "local" or "s3"/);
    expect(() => s3OptionsFromEnv({ S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'only-id' })).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => s3OptionsFromEnv({ S3_BUCKET: 'b', S3_SECRET_ACCESS_KEY: 'only-secret' })).toThrow(/S3_ACCESS_KEY_ID/);
    expect(() => s3OptionsFromEnv({ S3_BUCKET: 'b', S3_FORCE_PATH_STYLE: 'maybe' })).toThrow(/S3_FORCE_PATH_STYLE/);
    expect(() => s3OptionsFromEnv({ S3_BUCKET: 'b', S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => s3OptionsFromEnv({ S3_BUCKET: 'b', S3_SSE: 'aws:kms' })).toThrow(/S3_SSE/);
  });

  it('builds a real S3 adapter (no network until used)', () => {
    const storage = storageFromEnv({
      STORAGE: 's3',
      S3_BUCKET: 'b',
      S3_ENDPOINT: 'http://127.0.0.1:1',
      S3_ACCESS_KEY_ID: 'a',
      S3_SECRET_ACCESS_KEY: 'b',
    });
    expect(typeof storage.put).toBe('function');
    expect(typeof storage.get).toBe('function');
  });
});
