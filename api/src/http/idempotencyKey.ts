/**
 * The Idempotency-Key of every money route (checkout orders, wallet top-ups, CIR reports, refunds;
 * issue 18 #9): the route reads and checks the header here. The key stores a hash of the
 * request it first answered (db/idempotentRequest.ts, used by the services); the same key with the same request answers
 * that first result, with another request it is 409 — never the first result as if it were this one.
 */
import { IDEMPOTENCY_KEY_PATTERN } from '../contracts/checkout';
import { reason, refusal } from '../domain/errors';

/** The header, checked: 8 to 80 letters, digits, "-", "_", "." or ":". `what` names what each request makes ('order', 'report', 'refund'). */
export function requireIdempotencyKey(key: unknown, what: string): string {
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY_PATTERN.test(key))
    throw refusal('IDEMPOTENCY_KEY_NEEDED', { what }, { idempotencyKey: reason('IDEMPOTENCY_KEY_FIELD', { what }) });
  return key;
}
