import { CASE_FLOW_MESSAGES } from '../contracts/caseFlowMessages';

/** The one error shape of the API: { message, errors?: { field: message }, ...extra }. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors?: Record<string, string>,
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, errors?: Record<string, string>) => new HttpError(400, message, errors);
export const unauthorized = (message: string = CASE_FLOW_MESSAGES.signIn, extra?: Record<string, unknown>) =>
  new HttpError(401, message, undefined, extra);
export const forbidden = (message = 'You do not have permission to do this.', errors?: Record<string, string>) =>
  new HttpError(403, message, errors);
export const notFound = (message = 'We could not find what you asked for.') => new HttpError(404, message);
export const conflict = (message: string, errors?: Record<string, string>) => new HttpError(409, message, errors);
export const tooManyRequests = (message: string, retryAfterSeconds?: number) =>
  new HttpError(429, message, undefined, retryAfterSeconds ? { retry_after: retryAfterSeconds } : undefined);
