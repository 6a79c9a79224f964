/**
 * Every API call of the admin: JSON, a Bearer token when one is stored (spec §7), and the API's
 * error shape { message, errors?, force_logout? } turned into react-admin's HttpError.
 */
import { fetchUtils, HttpError } from 'react-admin';
import { codedTexts, type CodedBody } from './errorText';
import { clearStorages, readToken } from './session';

type Options = fetchUtils.Options;

/**
 * Field errors go to the form as body.errors (react-admin's server-side validation); the API's
 * message rides along as root.serverError so the form's notification shows it, not a generic text.
 */
export function toAdminError(error: unknown): unknown {
  if (!(error instanceof HttpError)) return error;
  const body = (error.body ?? {}) as CodedBody & { force_logout?: boolean };
  // Spec §4/§8: a forced logout clears both storages; checkError then sends the browser to /login.
  if (error.status === 401 && body.force_logout) clearStorages();
  // A coded refusal reads by its code (errorText.ts), its fields too.
  const { message, errors } = body.code ? codedTexts(body, error.message) : { message: error.message, errors: body.errors };
  if (errors && Object.keys(errors).length > 0) {
    return new HttpError(message, error.status, { ...body, errors: { ...errors, root: { serverError: message } } });
  }
  return body.code ? new HttpError(message, error.status, body) : error;
}

export async function httpClient(url: string, options: Options = {}) {
  const headers = new Headers(options.headers ?? { Accept: 'application/json' });
  const token = readToken();
  if (token) headers.set('Authorization', `Bearer ${token}`);
  try {
    return await fetchUtils.fetchJson(url, { ...options, headers });
  } catch (error) {
    throw toAdminError(error);
  }
}
