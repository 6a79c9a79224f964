/**
 * The sandbox gateway signs its webhooks like real gateways do: HMAC-SHA256 over the timestamp and
 * the raw body, sent as `x-sandbox-signature: t=<unix seconds>,v1=<hex>`. The timestamp is inside
 * the signature, so a recorded webhook cannot be replayed later with a fresh time; one older than
 * the tolerance is refused as stale (replays within it are caught by the event id).
 */
import crypto from 'node:crypto';

export const SANDBOX_SIGNATURE_HEADER = 'x-sandbox-signature';
export const SANDBOX_SIGNATURE_TOLERANCE_SECONDS = 300;

const hmac = (secret: string, timestamp: number, body: string) =>
  crypto.createHmac('sha256', secret).update(`${timestamp}.${body}`, 'utf8').digest('hex');

export function signSandboxPayload(secret: string, body: string, now = new Date()): string {
  const t = Math.floor(now.getTime() / 1000);
  return `t=${t},v1=${hmac(secret, t, body)}`;
}

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

export function checkSandboxSignature(secret: string, body: string, header: string | undefined, now = new Date()): SignatureCheck {
  if (!header) return { ok: false, reason: 'The webhook has no signature.' };
  const parts = new Map(
    header.split(',').map((p) => {
      const i = p.indexOf('=');
      return [p.slice(0, i).trim(), p.slice(i + 1).trim()] as const;
    }),
  );
  const t = Number(parts.get('t'));
  const v1 = parts.get('v1') ?? '';
  if (!Number.isSafeInteger(t) || !/^[0-9a-f]{64}$/.test(v1)) return { ok: false, reason: 'The webhook signature is malformed.' };
  const expected = Buffer.from(hmac(secret, t, body), 'hex');
  if (!crypto.timingSafeEqual(expected, Buffer.from(v1, 'hex'))) return { ok: false, reason: 'The webhook signature does not match.' };
  if (Math.abs(now.getTime() / 1000 - t) > SANDBOX_SIGNATURE_TOLERANCE_SECONDS)
    return { ok: false, reason: 'The webhook signature is stale.' };
  return { ok: true };
}
