import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { openApiDocument } from '../openapi/openApiDocument';
import { documentedMethods, matchPathTemplate } from '../openapi/pathMatch';
import { failureFields } from './failureObject';
import { asHttpError, codedHttpError, httpErrorOfDomain } from './domainErrors';
import { HttpError } from './httpError';
import { isJsonButNotObject } from './objectBody';
import { CASE_FLOW_MESSAGES } from '../contracts/caseFlowMessages';
import { zodFieldErrors } from '../validation/fieldErrors';
import { type ErrorCode, reason, refusal } from '../domain/errors';

interface PgError {
  code?: string;
  constraint?: string;
  detail?: string;
  column?: string;
}

/** Maps PostgreSQL constraint failures to clear 4xx answers instead of 500s. */
function fromPostgres(err: PgError): HttpError | undefined {
  const field = err.detail
    ?.match(/Key \(([^)]+)\)/)?.[1]
    ?.split(',')[0]
    ?.trim();
  const on = (f: string | undefined, code: ErrorCode) => (f ? { [f]: reason(code, {} as never) } : undefined);
  switch (err.code) {
    case '23505':
      return httpErrorOfDomain(refusal('VALUE_TAKEN', {}, on(field, 'VALUE_TAKEN_FIELD')));
    case '23503':
      return httpErrorOfDomain(
        refusal(
          err.detail?.includes('is still referenced') ? 'RECORD_IN_USE' : 'LINKED_RECORD_MISSING',
          {},
          on(field, 'NO_SUCH_RECORD_FIELD'),
        ),
      );
    case '23502':
      return httpErrorOfDomain(refusal('VALUE_REQUIRED', {}, on(err.column, 'FIELD_REQUIRED')));
    case '23P01':
      return httpErrorOfDomain(refusal('RECORD_OVERLAPS', {}, field ? [field] : undefined));
    case '23514':
      return httpErrorOfDomain(refusal('VALUE_NOT_ALLOWED', {}));
    case '22P02':
    case '22003':
    case '22007':
    case '22008':
    case '22001':
      return httpErrorOfDomain(refusal('VALUE_WRONG_FORMAT', {}));
    // character_not_in_repertoire (a NUL byte in text) and untranslatable_character (\u0000 in jsonb):
    // rejectNulBytes refuses these first; this keeps any path that slips past it (e.g. multipart fields) a 400.
    case '22021':
    case '22P05':
      return httpErrorOfDomain(refusal('VALUE_UNSTORABLE', {}));
    default:
      return undefined;
  }
}

/** The methods the OpenAPI document lists for this request's path, or undefined for an unknown path. */
function allowedMethods(req: Parameters<RequestHandler>[0]): string[] | undefined {
  const paths = openApiDocument().paths as Record<string, unknown>;
  const template = matchPathTemplate(paths, `${req.baseUrl}${req.path}`);
  return template ? documentedMethods(paths, template) : undefined;
}

/** 405 when the path is a documented one but the method is not among its methods. */
function methodNotAllowed(req: Parameters<RequestHandler>[0]): HttpError | undefined {
  const allowed = allowedMethods(req);
  if (!allowed?.length || allowed.includes(req.method)) return undefined;
  return httpErrorOfDomain(refusal('METHOD_NOT_ALLOWED', { method: req.method, allowed: allowed.join(', ') }));
}

/** No route answered: 405 (with Allow) for a known path and another method, else 404. */
export const notFoundJson: RequestHandler = (req, _res, next) =>
  next(methodNotAllowed(req) ?? httpErrorOfDomain(refusal('NO_ROUTE', { method: req.method, path: req.path })));

/** What the error handler reads of an error that is neither a domain nor an HTTP error. */
interface ThrownLike {
  type?: string;
  body?: unknown;
  status?: unknown;
  expose?: boolean;
  message: string;
  name?: string;
}

/** The HttpError an error is answered with: a domain or HTTP error as it is, the known others mapped; undefined for a 500. */
function httpErrorOf(thrown: unknown): HttpError | undefined {
  const known = asHttpError(thrown);
  if (known) return known;
  const err = thrown as ThrownLike | undefined;
  if (err instanceof ZodError) return codedHttpError(400, reason('FIX_FIELDS', {}), zodFieldErrors(err));
  if (err?.type === 'entity.parse.failed')
    return httpErrorOfDomain(refusal(isJsonButNotObject(err.body) ? 'BODY_NOT_OBJECT' : 'BODY_NOT_JSON', {}));
  if (err?.type === 'entity.too.large') return httpErrorOfDomain(refusal('BODY_TOO_LARGE', {}));
  // Other 4xx of Express and its parsers (an aborted request, an unsupported charset, a broken %-escape): their status, coded.
  if (typeof err?.status === 'number' && err.status >= 400 && err.status < 500) {
    const coded = codedHttpError(err.status, reason('BAD_REQUEST', {}));
    return err.expose ? new HttpError(err.status, err.message, undefined, coded.extra) : coded;
  }
  // The pool had no free connection in time: the server is busy, not broken. Ask the client to retry.
  if (err?.name === 'KnexTimeoutError') return httpErrorOfDomain(refusal('SERVER_BUSY', {}, undefined, { retryAfterSeconds: 5 }));
  return fromPostgres((err ?? {}) as PgError);
}

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  let httpError = httpErrorOf(err);
  // A generic route (e.g. /:resource/:id) may have taken a documented path with a method it does not have.
  if (httpError?.status === 404) httpError = methodNotAllowed(req) ?? httpError;

  // Calls that answer spec §8's failure object (http/failureObject.ts) add `status: false` and their empty `data`,
  // also when a guard (body parser, NUL check, authenticate) refused the request before their route ran.
  const failure = failureFields(req, res);
  if (!httpError) {
    req.log?.error({ err }, 'unhandled error');
    res.status(500).json({ message: CASE_FLOW_MESSAGES.serverError, code: 'SERVER_ERROR', params: {}, request_id: req.id, ...failure });
    return;
  }
  if ((httpError.status === 429 || httpError.status === 503) && httpError.extra?.retry_after)
    res.setHeader('Retry-After', String(httpError.extra.retry_after));
  if (httpError.status === 405) {
    const allowed = allowedMethods(req);
    if (allowed?.length) res.setHeader('Allow', allowed.join(', '));
  }
  res.status(httpError.status).json({
    message: httpError.message,
    ...(httpError.errors ? { errors: httpError.errors } : {}),
    ...(httpError.extra ?? {}),
    ...failure,
  });
};
