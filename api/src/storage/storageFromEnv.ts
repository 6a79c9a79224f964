/**
 * Which file storage this process uses. STORAGE=s3: an S3-compatible object store (s3Storage.ts)
 * configured by the S3_* variables; unset or 'local': local disk under DATA_DIR/uploads. A web
 * server and a worker must use the same one (both call this). Anything inconsistent stops the start
 * with a message naming the variable, rather than losing files later.
 */
import { localDiskStorage } from './localDiskStorage';
import type { FileStorage } from './fileStorage';
import { s3Storage, type S3StorageOptions } from './s3Storage';

type Env = Record<string, string | undefined>;

export const DEFAULT_S3_REGION = 'ap-south-1';

function flag(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (raw === undefined || raw === '') return fallback;
  if (['1', 'true', 'yes', 'on'].includes(raw)) return true;
  if (['0', 'false', 'no', 'off'].includes(raw)) return false;
  throw new Error(`${name} must be true or false, got "${env[name]}".`);
}

/** The S3 options STORAGE=s3 asks for, or an Error naming what is missing or wrong. */
export function s3OptionsFromEnv(env: Env = process.env): S3StorageOptions {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) throw new Error('STORAGE=s3 needs S3_BUCKET (the bucket that keeps uploaded files).');
  const endpoint = env.S3_ENDPOINT?.trim() || undefined;
  if (endpoint && !/^https?:\/\/[^\s/]+/.test(endpoint)) throw new Error(`S3_ENDPOINT must be an http(s) URL, got "${endpoint}".`);
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey))
    throw new Error('Set both S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY, or neither (the default AWS credential chain).');
  const sse = env.S3_SSE?.trim();
  if (sse && !['AES256', 'off'].includes(sse)) throw new Error(`S3_SSE must be "AES256" or "off", got "${sse}".`);
  return {
    bucket,
    region: env.S3_REGION?.trim() || DEFAULT_S3_REGION,
    endpoint,
    forcePathStyle: flag(env, 'S3_FORCE_PATH_STYLE', false),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
    serverSideEncryption: sse === 'off' ? false : 'AES256',
  };
}

export function storageFromEnv(
  env: Env = process.env,
  make: { local: () => FileStorage; s3: (opts: S3StorageOptions) => FileStorage } = { local: () => localDiskStorage(), s3: s3Storage },
): FileStorage {
  const chosen = env.STORAGE?.trim().toLowerCase() || 'local';
  if (chosen === 'local') return make.local();
  if (chosen === 's3') return make.s3(s3OptionsFromEnv(env));
  throw new Error(`STORAGE must be "local" or "s3", got "${env.STORAGE}".`);
}
