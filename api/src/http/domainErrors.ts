/**
 * HTTP's reading of a domain error (api/src/domain/errors): its kind gives the status, and the answer
 * carries, beside the English `message` and `errors` of every error body, the `code` and `params` the
 * apps translate by, and `field_codes` (per field: its code and params) when fields have coded reasons.
 */
import { HttpError } from './httpError';
import { type CodedReason, DomainError, englishOf, type ErrorKind, ruleReason } from '../domain/errors';

export const STATUS_OF_KIND: Record<ErrorKind, number> = {
  invalid: 400,
  unauthenticated: 401,
  payment_required: 402,
  refused: 403,
  not_found: 404,
  conflict: 409,
  gone: 410,
  limit: 429,
  too_large: 413,
  method_not_allowed: 405,
  unavailable: 503,
  broken: 500,
};

function fieldCodes(err: DomainError): Record<string, { code: string; params: object }> | undefined {
  const coded = Object.entries(err.fields ?? {}).flatMap(([field, r]) =>
    typeof r === 'string' ? [[field, ruleReason(r)] as const] : [[field, { code: r.code, params: r.params }] as const],
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

/**
 * A coded answer of HTTP's own (a guard's, or one whose status is not a kind's): the English of the
 * code, and per field its text with the code of the rule that wrote it (a zod rule's message).
 */
export function codedHttpError(
  status: number,
  r: CodedReason,
  errors?: Record<string, string>,
  extra: Record<string, unknown> = {},
): HttpError {
  const fieldCodes = errors ? Object.fromEntries(Object.entries(errors).map(([f, m]) => [f, ruleReason(m)])) : {};
  return new HttpError(status, englishOf(r), errors, {
    code: r.code,
    params: r.params,
    ...(Object.keys(fieldCodes).length ? { field_codes: fieldCodes } : {}),
    ...extra,
  });
}

/** The HttpError an error stands for (a domain error read as HTTP), or undefined for any other error. */
export function asHttpError(err: unknown): HttpError | undefined {
  if (err instanceof HttpError) return err;
  if (err instanceof DomainError) return httpErrorOfDomain(err);
  return undefined;
}
