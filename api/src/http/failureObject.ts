/**
 * Spec §8: "several user calls catch errors and return a failure object: status false, empty data,
 * the error message". Those routes put `failureObject([])` or `failureObject({})` before their
 * handler; any error they end with then answers, with its usual HTTP status, the usual error body
 * plus `status: false` and the empty `data` — `{ status: false, data: [], message, errors? }` — so
 * a client may read either shape. Their successes answer `{ status: true, data, message? }` (ok()).
 */
import type { RequestHandler, Response } from 'express';

type EmptyData = [] | Record<string, never>;

export function failureObject(empty: EmptyData): RequestHandler {
  return (_req, res, next) => {
    res.locals.failureObject = { data: empty };
    next();
  };
}

/** The fields the error handler adds for such a call; none for any other. */
export function failureFields(res: Response): { status?: false; data?: EmptyData } {
  const marked = res.locals?.failureObject as { data: EmptyData } | undefined;
  return marked ? { status: false, data: marked.data } : {};
}

/** The success body of the §7 calls: `{ status: true, data, ...extra }` (extra: message, total…). */
export const ok = <T>(data: T, extra: Record<string, unknown> = {}) => ({ status: true as const, data, ...extra });
