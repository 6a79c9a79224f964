/**
 * The portal's one way to call the API (spec §7, §8): a Bearer header whenever a token is held, JSON
 * in and out, the global loading indicator, and the session rule that any 401 with force_logout ends
 * the session on this device (both storages cleared) and goes to /login. Other errors reject with an
 * ApiError carrying the server's message and per-field errors, in the reader's language when the API
 * coded them (`code` + `params`, `field_codes`): translated by code, never by their English text.
 */
import { clearSession, readSession } from '../session/sessionStore';
import { localAnswer } from '../i18n/i18n';
import { trackRequest } from './loading';

export const API_BASE = '/api';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly errors: Record<string, string> = {},
    readonly body: Record<string, unknown> = {},
  ) {
    super(message);
  }
}

type Navigate = (to: string) => void;
let goTo: Navigate = (to) => window.location.assign(to);
/** The router registers its navigate, so a forced logout is a client-side move (no reload). */
export const setNavigator = (navigate: Navigate) => {
  goTo = navigate;
};

/** Spec §4/§8: clear both storages and go to /login. */
export function forceLogout(): void {
  clearSession(true);
  goTo('/login');
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Leave the session alone on a 401 (the start-up check handles its own). */
  quiet401?: boolean;
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>;
}

const FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const session = readSession();
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (session?.token) headers.Authorization = `Bearer ${session.token}`;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const done = trackRequest(path);
  let res: Response;
  try {
    res = await fetch(`${API_BASE}/${path.replace(/^\//, '')}`, {
      method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: options.signal,
    });
  } catch (err) {
    done();
    if ((err as Error).name === 'AbortError') throw err;
    throw new ApiError(0, 'We could not reach Bakaya. Please check your connection and try again.');
  }
  try {
    const text = await res.text();
    let body: Record<string, unknown> = {};
    try {
      body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
    } catch {
      body = {};
    }
    if (res.ok) return body as T;
    if (res.status === 401 && body.force_logout === true && !options.quiet401) forceLogout();
    const message = typeof body.message === 'string' && body.message ? body.message : FALLBACK_MESSAGE;
    const errors = body.errors && typeof body.errors === 'object' ? (body.errors as Record<string, string>) : {};
    throw new ApiError(res.status, ...localAnswer(body, message, errors), body);
  } finally {
    done();
  }
}

export const apiGet = <T>(path: string, signal?: AbortSignal) => apiRequest<T>(path, { signal });
export const apiPost = <T>(path: string, body: unknown = {}) => apiRequest<T>(path, { method: 'POST', body });
