/**
 * The Idempotency-Key of every money route (checkout orders, wallet top-ups, CIR reports, refunds;
 * issue 18 #9): one rule for the header and one for a reused key. The key stores a hash of the
 * request it first answered; the same key with the same request answers that first result, with
 * another request it is 409 — never the first result as if it were this one.
 */
import { createHash } from 'node:crypto';
import { IDEMPOTENCY_KEY_PATTERN } from '../contracts/checkout';
import { badRequest, conflict } from './httpError';

/** The header, checked: 8 to 80 letters, digits, "-", "_", "." or ":". `what` names what each request makes ('order', 'report', 'refund'). */
export function requireIdempotencyKey(key: unknown, what: string): string {
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw badRequest(`Send an Idempotency-Key header with each ${what}: 8 to 80 letters, digits, "-", "_", "." or ":".`, {
      idempotencyKey: `Send an Idempotency-Key header (8 to 80 characters) with each ${what}.`,
    });
  return key;
}

/** sha256 hex of a request as parsed (what makes a retry the same request). */
export const requestHash = (request: unknown): string => createHash('sha256').update(JSON.stringify(request)).digest('hex');

/** The stored hash of the key's first request against this one's: another request under the key is 409. */
export function sameRequestOrConflict(storedHash: string | null | undefined, hash: string, what: string): void {
  if (storedHash === hash) return;
  const message = `This Idempotency-Key was already used for a different ${what}.`;
  throw conflict(message, { idempotencyKey: `This key was already used for a different ${what}.` });
}
