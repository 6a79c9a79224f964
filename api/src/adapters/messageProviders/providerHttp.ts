/**
 * The one HTTP call a message provider makes (issue 20 §1): a JSON POST with a timeout, answering the
 * status, headers and body text — or a retryable ProviderError when there was no answer at all
 * (timeout, refused or reset connection, DNS failure). What an answer means is each provider's
 * business; this file only knows HTTP. Never logs or returns request headers (they carry keys).
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import { ProviderError } from './messageProvider';

/** How long a provider may take before the send counts as failed (retryable). */
export const DEFAULT_PROVIDER_TIMEOUT_MS = 10_000;

export interface ProviderAnswer {
  status: number;
  headers: Headers;
  text: string;
}

export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export async function postJson(
  providerLabel: string,
  url: string,
  headers: Record<string, string>,
  body: unknown,
  options: { timeoutMs?: number; fetch?: FetchLike } = {},
): Promise<ProviderAnswer> {
  const timeoutMs = options.timeoutMs ?? DEFAULT_PROVIDER_TIMEOUT_MS;
  const doFetch = options.fetch ?? ((u: string, init: RequestInit) => fetch(u, init));
  try {
    const res = await doFetch(url, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', accept: 'application/json', ...headers },
      body: JSON.stringify(body),
      signal: AbortSignal.timeout(timeoutMs),
      redirect: 'error',
    });
    const text = await res.text();
    return { status: res.status, headers: res.headers, text };
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      throw new ProviderError(`${providerLabel}: no answer within ${timeoutMs} ms`, true);
    }
    const cause = err instanceof Error && err.cause instanceof Error ? err.cause.message : '';
    const message = err instanceof Error ? err.message : String(err);
    throw new ProviderError(`${providerLabel}: request failed (${[message, cause].filter(Boolean).join(': ')})`, true);
  }
}

/**
 * Retry-After as milliseconds: delta-seconds or an HTTP date (RFC 9110 §10.2.3). Absent or
 * unreadable → undefined (the outbox's own backoff applies). A date in the past → 0.
 */
export function retryAfterMs(value: string | null | undefined, now: Date = new Date()): number | undefined {
  if (!value) return undefined;
  const trimmed = value.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed) * 1000;
  const at = Date.parse(trimmed);
  if (Number.isNaN(at)) return undefined;
  return Math.max(0, at - now.getTime());
}

/** The answer's body as JSON, or undefined when it is not JSON. */
export function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return undefined;
  }
}

/** A short, single-line piece of a body for a reason (never the whole of a large HTML error page). */
export function snippet(text: string, max = 200): string {
  const oneLine = text.replace(/\s+/g, ' ').trim();
  return oneLine.length > max ? `${oneLine.slice(0, max)}…` : oneLine || '(empty body)';
}

export const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** Equal strings, compared in constant time (both hashed first, so their lengths leak nothing). */
export function constantTimeEqual(a: string, b: string): boolean {
  const ha = createHash('sha256').update(a, 'utf8').digest();
  const hb = createHash('sha256').update(b, 'utf8').digest();
  return timingSafeEqual(ha, hb);
}

/**
 * An Indian mobile from the outbox (10 digits, or with +91/91/0 in front) as its 10 digits; anything
 * else is refused before calling the provider (it would fail again on every retry).
 */
export function indianMobile(providerLabel: string, to: string): string {
  const digits = to
    .replace(/[\s()-]/g, '')
    .replace(/^\+?91(?=\d{10}$)/, '')
    .replace(/^0(?=\d{10}$)/, '');
  if (!/^[6-9]\d{9}$/.test(digits)) {
    throw new ProviderError(`${providerLabel}: "${to}" is not an Indian mobile number`, false);
  }
  return digits;
}

/** The header's value whatever its case (the receipts route passes Node's lower-cased headers). */
export function headerValue(headers: Readonly<Record<string, string | undefined>>, name: string): string | undefined {
  const wanted = name.toLowerCase();
  for (const [key, value] of Object.entries(headers)) {
    if (key.toLowerCase() === wanted) return value;
  }
  return undefined;
}
