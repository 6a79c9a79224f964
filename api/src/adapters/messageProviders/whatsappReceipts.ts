/**
 * The WhatsApp Cloud API's webhook → ProviderReceipt[] (shapes in whatsappFixtures.ts).
 *
 * Every POST is signed: `X-Hub-Signature-256: sha256=<hex>`, HMAC-SHA256 of the raw body under the
 * app secret. It is checked over the bytes as received, in constant time, before the body is read;
 * a missing or wrong signature → ReceiptRejected. The statuses in entry[].changes[].value.statuses[]
 * become receipts: sent, delivered, read, failed (with Meta's error code, title and details). Other
 * statuses and changes without statuses (incoming messages, template updates) give no receipt.
 *
 * The subscription handshake (GET hub.mode=subscribe&hub.verify_token=…&hub.challenge=…) is
 * `whatsappVerificationChallenge`: the route answers 200 with the challenge, or 403.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { ReceiptRejected, type ProviderReceipt, type ReceiptRequest, type ReceiptStatus } from './messageProvider';
import { constantTimeEqual, headerValue, isObject, jsonOf } from './providerHttp';

export const WHATSAPP_SIGNATURE_HEADER = 'x-hub-signature-256';

function reject(reason: string): never {
  throw new ReceiptRejected(`WhatsApp webhook rejected: ${reason}`);
}

/** HMAC-SHA256 of the raw body under the app secret, as Meta writes it in X-Hub-Signature-256. */
export function whatsappSignature(rawBody: Buffer | string, appSecret: string): string {
  return `sha256=${createHmac('sha256', appSecret).update(rawBody).digest('hex')}`;
}

function verifySignature(request: ReceiptRequest, appSecret: string): void {
  const header = headerValue(request.headers, WHATSAPP_SIGNATURE_HEADER)?.trim();
  if (!header) reject(`no ${WHATSAPP_SIGNATURE_HEADER} header`);
  const hex = /^sha256=([0-9a-fA-F]{64})$/.exec(header)?.[1];
  if (!hex) reject(`the ${WHATSAPP_SIGNATURE_HEADER} header is not sha256=<64 hex>`);
  const given = Buffer.from(hex, 'hex');
  const expected = createHmac('sha256', appSecret).update(request.rawBody).digest();
  if (!timingSafeEqual(given, expected)) reject('the signature does not match');
}

const STATUSES: ReadonlySet<string> = new Set(['sent', 'delivered', 'read', 'failed']);

function failureReason(errors: unknown): string | undefined {
  if (!Array.isArray(errors) || errors.length === 0) return 'WhatsApp: failed (no error given)';
  return errors
    .filter(isObject)
    .map((e) => {
      const details = isObject(e.error_data) && typeof e.error_data.details === 'string' ? e.error_data.details : undefined;
      const words = [e.title, e.message !== e.title ? e.message : undefined, details]
        .filter((w): w is string => typeof w === 'string' && w.trim() !== '')
        .join(' — ');
      return `WhatsApp ${typeof e.code === 'number' || typeof e.code === 'string' ? `error ${e.code}` : 'error'}: ${words || 'no details'}`;
    })
    .join('; ');
}

/** Verifies the signature and reads every status in the webhook. */
export function readWhatsappReceipts(request: ReceiptRequest, appSecret: string): ProviderReceipt[] {
  verifySignature(request, appSecret);
  const body = jsonOf(request.rawBody.toString('utf8'));
  if (!isObject(body) || body.object !== 'whatsapp_business_account' || !Array.isArray(body.entry)) {
    reject('the body is not a WhatsApp Business Account webhook');
  }
  const receipts: ProviderReceipt[] = [];
  for (const entry of body.entry) {
    if (!isObject(entry) || !Array.isArray(entry.changes)) reject('an entry has no changes');
    for (const change of entry.changes) {
      if (!isObject(change) || !isObject(change.value)) reject('a change has no value');
      const statuses = change.value.statuses;
      if (statuses === undefined) continue;
      if (!Array.isArray(statuses)) reject('statuses is not a list');
      for (const s of statuses) {
        if (!isObject(s) || typeof s.id !== 'string' || s.id === '' || typeof s.status !== 'string') {
          reject('a status has no id or status');
        }
        if (!STATUSES.has(s.status)) continue;
        const seconds = typeof s.timestamp === 'string' || typeof s.timestamp === 'number' ? Number(s.timestamp) : NaN;
        if (!Number.isSafeInteger(seconds) || seconds <= 0) reject(`status ${s.status} of ${s.id} has no timestamp`);
        const status = s.status as ReceiptStatus;
        receipts.push({
          providerRef: s.id,
          status,
          ...(status === 'failed' ? { reason: failureReason(s.errors) } : {}),
          at: new Date(seconds * 1000),
        });
      }
    }
  }
  return receipts;
}

/**
 * The GET verification handshake Meta makes when the webhook is subscribed: the challenge to answer
 * (200, as text/plain) when hub.mode is subscribe and hub.verify_token is ours; null otherwise (403).
 */
export function whatsappVerificationChallenge(query: Readonly<Record<string, string | undefined>>, verifyToken: string): string | null {
  const mode = query['hub.mode'];
  const token = query['hub.verify_token'];
  const challenge = query['hub.challenge'];
  if (mode !== 'subscribe' || typeof token !== 'string' || typeof challenge !== 'string' || challenge === '') return null;
  if (verifyToken === '' || !constantTimeEqual(token, verifyToken)) return null;
  return challenge;
}
