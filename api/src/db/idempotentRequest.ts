/**
 * A reused Idempotency-Key (issue 18 #9): the key's row stores a hash of the request it first
 * answered; the same request under the key answers that first result, another request is 409. Plain
 * values in, no request or response: services use it inside their transactions. The header itself is
 * read and checked by the route (http/idempotencyKey.ts).
 */
import { createHash } from 'node:crypto';
import { reason, refusal } from '../domain/errors';

/** sha256 hex of a request as parsed (what makes a retry the same request). */
export const requestHash = (request: unknown): string => createHash('sha256').update(JSON.stringify(request)).digest('hex');

/** The stored hash of the key's first request against this one's: another request under the key is 409. */
export function sameRequestOrConflict(storedHash: string | null | undefined, hash: string, what: string): void {
  if (storedHash === hash) return;
  throw refusal('IDEMPOTENCY_KEY_OTHER_REQUEST', { what }, { idempotencyKey: reason('IDEMPOTENCY_KEY_OTHER_REQUEST_FIELD', { what }) });
}
