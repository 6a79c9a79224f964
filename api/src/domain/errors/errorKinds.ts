/**
 * What kind of refusal a domain error is. The services say only this; HTTP (api/src/http/errorHandler.ts)
 * turns a kind into a status, so no domain file needs to know status codes.
 */
export const ERROR_KINDS = [
  'invalid', // the input is wrong: fix it and send again
  'unauthenticated', // sign in first
  'payment_required', // pay (or top up) first
  'refused', // allowed for others, not for this caller
  'not_found', // no such thing (among the caller's)
  'conflict', // the state of the thing forbids it now
  'gone', // it was there and has lapsed (an expired link): start again
  'limit', // too many attempts: wait
  'too_large', // the body or a file is over the size allowed
  'method_not_allowed', // this path has no such method
  'unavailable', // a service we need is down or not set up: try later
  'broken', // our own set-up is wrong: not the caller's fault
] as const;
export type ErrorKind = (typeof ERROR_KINDS)[number];

/** One code of the catalog: its kind and its English text, a template whose `{name}`s are the code's params. */
export interface ErrorEntry {
  readonly kind: ErrorKind;
  readonly english: string;
}
