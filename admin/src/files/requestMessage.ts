/**
 * What to tell staff when a request fails: the API's own message when it sent one (its 4xx
 * messages are written for people), otherwise a plain sentence for the status. Pure.
 */
export interface FailedRequest {
  status?: number;
  message?: string;
  body?: { message?: unknown; errors?: Record<string, unknown> } | null;
}

const BY_STATUS: Record<number, string> = {
  400: 'The server could not accept this request. Check the file or the values and try again.',
  401: 'Your session has ended. Please sign in again.',
  403: 'You do not have permission to do this. Ask a Super Admin for access.',
  404: 'That item no longer exists. Refresh the page and try again.',
  409: 'This was changed in the meantime. Refresh the page and try again.',
  413: 'The file is too large.',
  429: 'Too many requests just now. Wait a moment and try again.',
};

const OFFLINE = 'Could not reach the server. Check your connection and try again.';
const SERVER = 'Something went wrong on our side. Please try again in a moment.';

export function requestMessage(error: unknown, fallback?: string): string {
  const e = (error ?? {}) as FailedRequest;
  const status = typeof e.status === 'number' ? e.status : undefined;
  const bodyMessage = typeof e.body?.message === 'string' ? e.body.message.trim() : '';
  if (status === undefined) {
    // fetch() itself failed (offline, DNS, CORS): a TypeError with a browser-specific text.
    if (error instanceof TypeError || !e.message) return OFFLINE;
    return e.message;
  }
  if (status >= 500) return bodyMessage && status !== 500 ? bodyMessage : (fallback ?? SERVER);
  if (bodyMessage) return bodyMessage;
  // Without a body message, HttpError's message is only the status text: say it in words instead.
  return BY_STATUS[status] ?? fallback ?? SERVER;
}

/** The API's per-field messages ({ errors: { file: '…' } }), without react-admin's root entry. */
export function fieldMessages(error: unknown): Record<string, string> {
  const errors = (error as FailedRequest | null)?.body?.errors;
  if (!errors || typeof errors !== 'object') return {};
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(errors)) if (k !== 'root' && typeof v === 'string') out[k] = v;
  return out;
}
