/**
 * Cashfree Verification ("Secure ID") over HTTP (issue 20 §2): the one client behind the GSTIN,
 * Aadhaar OTP e-KYC, bank-account (penny drop) and e-sign adapters. Documented at
 * https://www.cashfree.com/docs/api-reference/vrs/ — every call authenticates with the
 * `x-client-id` / `x-client-secret` headers against https://api.cashfree.com/verification
 * (sandbox: https://sandbox.cashfree.com/verification); errors answer
 * `{ "code": "...", "message": "...", "type": "..." }` with a 4xx/5xx status.
 *
 * Outcomes, classified for the adapters:
 * - 2xx with a JSON object → the object (each adapter then checks the fields it needs);
 * - 4xx (except 429) → `rejected`, with Cashfree's code and message: our input or our account;
 * - 5xx, 429, a timeout or no answer → retried when the call is safe to repeat (`retry: true`),
 *   then `unavailable`; a call that moves money or sends an OTP is never repeated on a timeout;
 * - 2xx that is not a JSON object → `malformed`.
 * Never carries the keys in an error message.
 *
 * Webhooks (e-sign, async bank verification) are signed as Cashfree documents for its current
 * webhooks: base64(HMAC-SHA256(x-webhook-timestamp + raw body, client secret)) in x-webhook-signature.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';

export type Json = Record<string, unknown>;

export const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v);

export const CASHFREE_PRODUCTION_URL = 'https://api.cashfree.com/verification';
export const CASHFREE_SANDBOX_URL = 'https://sandbox.cashfree.com/verification';

export type CashfreeFailureKind = 'rejected' | 'unavailable' | 'malformed';

export class CashfreeRequestFailed extends Error {
  constructor(
    message: string,
    readonly kind: CashfreeFailureKind,
    readonly statusCode: number | null,
    readonly code: string | null,
  ) {
    super(message);
    this.name = 'CashfreeRequestFailed';
  }
}

export interface CashfreeConfig {
  clientId: string;
  clientSecret: string;
  /** Default https://api.cashfree.com/verification. */
  baseUrl?: string;
  /** Per attempt; default 15 s. */
  timeoutMs?: number;
  /** Further attempts of a repeatable call after a 5xx/429/timeout; default 2. */
  retries?: number;
  /** Wait before attempt n (1-based); default 300 ms × 2^(n-1). */
  backoffMs?: (attempt: number) => number;
}

export interface CashfreeRequest {
  method: 'GET' | 'POST';
  path: string;
  /** JSON body, or multipart form data (document upload). */
  body?: Json | FormData;
  query?: Record<string, string>;
  /** Safe to repeat after a timeout or 5xx (a look-up); false for calls with effects. */
  retry: boolean;
  /** What the call is, for error messages ("GSTIN verification"). */
  what: string;
}

export interface CashfreeClient {
  readonly baseUrl: string;
  request(req: CashfreeRequest): Promise<Json>;
  /** GET of an absolute URL Cashfree gave us (a signed document link), as bytes. */
  download(url: string, what: string): Promise<Buffer>;
  readonly clientSecret: string;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function errorOf(status: number, text: string, what: string): CashfreeRequestFailed {
  let code: string | null = null;
  let message = '';
  try {
    const body: unknown = JSON.parse(text);
    if (isObject(body)) {
      code = typeof body.code === 'string' ? body.code : null;
      message = typeof body.message === 'string' ? body.message : '';
    }
  } catch {
    /* not JSON: the status says enough */
  }
  const kind: CashfreeFailureKind = status >= 500 || status === 429 ? 'unavailable' : 'rejected';
  return new CashfreeRequestFailed(
    `Cashfree ${what} failed: HTTP ${status}${code ? ` ${code}` : ''}${message ? ` — ${message}` : ''}`.slice(0, 480),
    kind,
    status,
    code,
  );
}

export function createCashfreeClient(cfg: CashfreeConfig): CashfreeClient {
  const baseUrl = (cfg.baseUrl ?? CASHFREE_PRODUCTION_URL).replace(/\/+$/, '');
  const timeoutMs = cfg.timeoutMs ?? 15_000;
  const retries = cfg.retries ?? 2;
  const backoff = cfg.backoffMs ?? ((n: number) => 300 * 2 ** (n - 1));
  const headers = { 'x-client-id': cfg.clientId, 'x-client-secret': cfg.clientSecret, accept: 'application/json' };

  async function once(url: string, init: RequestInit, what: string): Promise<Response> {
    try {
      return await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    } catch (err) {
      const timedOut = err instanceof Error && (err.name === 'TimeoutError' || err.name === 'AbortError');
      throw new CashfreeRequestFailed(
        `Cashfree ${what} failed: ${timedOut ? `no answer within ${timeoutMs} ms` : 'could not reach Cashfree'}`,
        'unavailable',
        null,
        null,
      );
    }
  }

  return {
    baseUrl,
    clientSecret: cfg.clientSecret,
    async request(req) {
      const url = new URL(baseUrl + req.path);
      for (const [k, v] of Object.entries(req.query ?? {})) url.searchParams.set(k, v);
      const isForm = typeof FormData !== 'undefined' && req.body instanceof FormData;
      const init: RequestInit = {
        method: req.method,
        headers: isForm || req.body === undefined ? headers : { ...headers, 'content-type': 'application/json' },
        body: req.body === undefined ? undefined : isForm ? (req.body as FormData) : JSON.stringify(req.body),
      };
      let last: CashfreeRequestFailed | undefined;
      const attempts = req.retry ? retries + 1 : 1;
      for (let attempt = 1; attempt <= attempts; attempt++) {
        if (attempt > 1) await sleep(backoff(attempt - 1));
        let res: Response;
        try {
          res = await once(url.toString(), init, req.what);
        } catch (err) {
          last = err as CashfreeRequestFailed;
          continue;
        }
        const text = await res.text().catch(() => '');
        if (res.ok) {
          let body: unknown;
          try {
            body = JSON.parse(text);
          } catch {
            throw new CashfreeRequestFailed(
              `Cashfree ${req.what} answered HTTP ${res.status} with a body that is not JSON`,
              'malformed',
              res.status,
              null,
            );
          }
          if (!isObject(body))
            throw new CashfreeRequestFailed(
              `Cashfree ${req.what} answered HTTP ${res.status} with something other than an object`,
              'malformed',
              res.status,
              null,
            );
          return body;
        }
        last = errorOf(res.status, text, req.what);
        if (last.kind !== 'unavailable') throw last;
      }
      throw last!;
    },
    async download(url, what) {
      const res = await once(url, { method: 'GET' }, what);
      if (!res.ok) throw errorOf(res.status, await res.text().catch(() => ''), what);
      return Buffer.from(await res.arrayBuffer());
    },
  };
}

/** Cashfree Verification from the environment; throws naming the missing variables. */
export function cashfreeConfigFromEnv(env: Record<string, string | undefined> = process.env): CashfreeConfig {
  const v = (name: string) => env[name]?.trim() || undefined;
  const missing = ['CASHFREE_VERIFICATION_CLIENT_ID', 'CASHFREE_VERIFICATION_CLIENT_SECRET'].filter((n) => !v(n));
  if (missing.length) throw new Error(`Cashfree Verification needs ${missing.join(' and ')}.`);
  const timeout = v('CASHFREE_VERIFICATION_TIMEOUT_MS');
  if (timeout !== undefined && !/^\d+$/.test(timeout))
    throw new Error('CASHFREE_VERIFICATION_TIMEOUT_MS must be a whole number of milliseconds.');
  return {
    clientId: v('CASHFREE_VERIFICATION_CLIENT_ID')!,
    clientSecret: v('CASHFREE_VERIFICATION_CLIENT_SECRET')!,
    baseUrl: v('CASHFREE_VERIFICATION_BASE_URL') ?? CASHFREE_PRODUCTION_URL,
    timeoutMs: timeout ? Number(timeout) : undefined,
  };
}

export const CASHFREE_SIGNATURE_HEADER = 'x-webhook-signature';
export const CASHFREE_TIMESTAMP_HEADER = 'x-webhook-timestamp';

/** base64(HMAC-SHA256(timestamp + raw body)) under the client secret: how Cashfree signs a webhook. */
export const cashfreeWebhookSignature = (timestamp: string, rawBody: Buffer | string, secret: string) =>
  createHmac('sha256', secret).update(timestamp).update(rawBody).digest('base64');

export class CashfreeWebhookRejected extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'CashfreeWebhookRejected';
  }
}

const header = (headers: Record<string, string | string[] | undefined>, name: string) => {
  const v = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(v) ? v[0] : v;
};

/** Cashfree retries a failed delivery for a day; a signed body older than that is a replay. */
export const CASHFREE_WEBHOOK_MAX_AGE_MS = 24 * 3600 * 1000;

/**
 * Checks a Cashfree webhook's signature over the body exactly as received, and its age; resolves
 * with the parsed body. Throws CashfreeWebhookRejected (answer 400) for anything else.
 */
export function verifyCashfreeWebhook(
  rawBody: Buffer,
  headers: Record<string, string | string[] | undefined>,
  secret: string,
  now: Date = new Date(),
): Json {
  const signature = header(headers, CASHFREE_SIGNATURE_HEADER);
  const timestamp = header(headers, CASHFREE_TIMESTAMP_HEADER);
  if (!signature) throw new CashfreeWebhookRejected(`no ${CASHFREE_SIGNATURE_HEADER} header`);
  if (!timestamp || !/^\d{10,13}$/.test(timestamp)) throw new CashfreeWebhookRejected(`no valid ${CASHFREE_TIMESTAMP_HEADER} header`);
  const expected = Buffer.from(cashfreeWebhookSignature(timestamp, rawBody, secret));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given))
    throw new CashfreeWebhookRejected('the signature does not match');
  const ms = timestamp.length === 13 ? Number(timestamp) : Number(timestamp) * 1000;
  if (Math.abs(now.getTime() - ms) > CASHFREE_WEBHOOK_MAX_AGE_MS) throw new CashfreeWebhookRejected('the webhook is too old (a replay?)');
  let body: unknown;
  try {
    body = JSON.parse(rawBody.toString('utf8'));
  } catch {
    throw new CashfreeWebhookRejected('the body is not JSON');
  }
  if (!isObject(body)) throw new CashfreeWebhookRejected('the body is not an object');
  return body;
}
