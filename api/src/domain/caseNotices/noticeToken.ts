/**
 * The notice link's token: 32 random bytes (base64url) that are the reported business's only
 * credential. Only an HMAC of it is stored (keyed from the JWT secret, like OTP codes), so a leaked
 * table opens no notice. Until its messages are delivered the token is also kept sealed (AES-256-GCM)
 * so the delivery job can write the link after a crash; the seal is wiped once they are sent.
 */
import crypto from 'node:crypto';
import { jwtSecret } from '../../auth';

const derive = (label: string) => crypto.createHmac('sha256', jwtSecret()).update(label).digest();
let hashKey: Buffer | undefined;
let sealKey: Buffer | undefined;

export function newNoticeToken(): string {
  return crypto.randomBytes(32).toString('base64url');
}

/** Hex HMAC-SHA256 of a token: what case_notices.token_hash holds. */
export function hashNoticeToken(token: string): string {
  return crypto
    .createHmac('sha256', (hashKey ??= derive('bakaya:notice-token:v1')))
    .update(token)
    .digest('hex');
}

/** The shape of a token as we issue it; anything else is not looked up at all. */
export const isNoticeTokenShape = (s: string) => /^[A-Za-z0-9_-]{43}$/.test(s);

export function sealToken(token: string): string {
  const iv = crypto.randomBytes(12);
  const cipher = crypto.createCipheriv('aes-256-gcm', (sealKey ??= derive('bakaya:notice-seal:v1')), iv);
  const ct = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), ct].map((b) => b.toString('base64url')).join('.');
}

export function unsealToken(sealed: string): string {
  const [iv, tag, ct] = sealed.split('.').map((p) => Buffer.from(p, 'base64url'));
  const decipher = crypto.createDecipheriv('aes-256-gcm', (sealKey ??= derive('bakaya:notice-seal:v1')), iv!);
  decipher.setAuthTag(tag!);
  return Buffer.concat([decipher.update(ct!), decipher.final()]).toString('utf8');
}
