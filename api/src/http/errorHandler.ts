import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ZodError } from 'zod';
import { HttpError } from './httpError';
import { zodFieldErrors } from './zodErrors';

interface PgError { code?: string; constraint?: string; detail?: string; column?: string }

/** Maps PostgreSQL constraint failures to clear 4xx answers instead of 500s. */
function fromPostgres(err: PgError): HttpError | undefined {
  const field = err.detail?.match(/Key \(([^)]+)\)/)?.[1]?.split(',')[0]?.trim();
  switch (err.code) {
    case '23505':
      return new HttpError(409, 'A record with this value already exists.', field ? { [field]: 'This value is already in use.' } : undefined);
    case '23503':
      return new HttpError(409, err.detail?.includes('is still referenced')
        ? 'This record is in use by other records and cannot be removed.'
        : 'A linked record does not exist.', field ? { [field]: 'No such record.' } : undefined);
    case '23502':
      return new HttpError(400, 'A required value is missing.', err.column ? { [err.column]: 'This field is required.' } : undefined);
    case '23P01':
      return new HttpError(409, 'This overlaps an existing record.', field ? { [field]: 'This overlaps an existing record.' } : undefined);
    case '23514':
      return new HttpError(400, 'A value is not allowed here.');
    case '22P02': case '22003': case '22007': case '22008': case '22001':
      return new HttpError(400, 'A value has the wrong format or size.');
    default:
      return undefined;
  }
}

export const notFoundJson: RequestHandler = (req, _res, next) =>
  next(new HttpError(404, `No API route for ${req.method} ${req.path}.`));

export const errorHandler: ErrorRequestHandler = (err, req, res, _next) => {
  let httpError: HttpError | undefined;
  if (err instanceof HttpError) httpError = err;
  else if (err instanceof ZodError) httpError = new HttpError(400, 'Please correct the highlighted fields.', zodFieldErrors(err));
  else if (err?.type === 'entity.parse.failed') httpError = new HttpError(400, 'The request body is not valid JSON.');
  else if (err?.type === 'entity.too.large') httpError = new HttpError(413, 'The request body is too large.');
  else if (typeof err?.status === 'number' && err.status >= 400 && err.status < 500) httpError = new HttpError(err.status, err.expose ? err.message : 'Bad request.');
  else httpError = fromPostgres(err ?? {});

  if (!httpError) {
    req.log?.error({ err }, 'unhandled error');
    res.status(500).json({ message: 'Something went wrong on our side. Please try again.', request_id: req.id });
    return;
  }
  if (httpError.status === 429 && httpError.extra?.retry_after) res.setHeader('Retry-After', String(httpError.extra.retry_after));
  res.status(httpError.status).json({
    message: httpError.message,
    ...(httpError.errors ? { errors: httpError.errors } : {}),
    ...(httpError.extra ?? {}),
  });
};
