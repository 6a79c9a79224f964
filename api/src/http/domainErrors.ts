/**
 * HTTP's reading of a domain error (api/src/domain/errors): its kind gives the status, and the answer
 * carries, beside the English `message` and `errors` of every error body, the `code` and `params` the
 * apps translate by, and `field_codes` (per field: its code and params) when fields have coded reasons.
 */
import { DomainError, type ErrorKind } from '../domain/errors';
import { HttpError } from './httpError';

export const STATUS_OF_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  payment_required: 402,
  refused: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  limit: 429,
  unavailable: 503,
  broken: 500,
};

function fieldCodes(err: DomainError): Record<string, { code: string; params: object }> | undefined {
  const coded = Object.entries(err.fields ?? {}).flatMap(([field, r]) =>
    typeof r === 'string' ? [] : [[field, { code: r.code, params: r.params }] as const],
  );
  return coded.length ? Object.fromEntries(coded) : undefined;
}

export function httpErrorOfDomain(err: DomainError): HttpError {
  const codes = fieldCodes(err);
  return new HttpError(STATUS_OF_KIND[err.kind], err.message, err.fieldMessages(), {
    code: err.code,
    params: err.params,
    ...(codes ? { field_codes: codes } : {}),
    ...(err.details ?? {}),
    ...(err.retryAfterSeconds ? { retry_after: err.retryAfterSeconds } : {}),
  });
}

/** The HttpError an error stands for (a domain error read as HTTP), or undefined for any other error. */
export function asHttpError(err: unknown): HttpError | undefined {
  if (err instanceof HttpError) return err;
  if (err instanceof DomainError) return httpErrorOfDomain(err);
  return undefined;
}
