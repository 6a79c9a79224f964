import { httpClient } from '../providers/httpClient';

/**
 * POST multipart/form-data with the session's Bearer token (and any further headers, such as an
 * Idempotency-Key). httpClient leaves Content-Type to the browser for FormData (it adds the
 * boundary), and turns API errors into HttpError { status, body }.
 */
export async function postForm<T>(
  url: string,
  fields: Record<string, string | Blob | undefined>,
  headers: Record<string, string> = {},
): Promise<T> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.append(k, v);
  const { json } = await httpClient(url, { method: 'POST', body: form, headers: new Headers({ Accept: 'application/json', ...headers }) });
  return json as T;
}
