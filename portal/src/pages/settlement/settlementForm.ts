/** Small helpers the settlement pages share: zod issues as per-field messages, and server refusals. */
import type { z } from 'zod';
import { ApiError } from '../../api/http';
import { showToast } from '../../feedback/toasts';
import { serverMessage } from '../../i18n/i18n';

export type FieldErrors = Record<string, string>;

/** The first message of each field ('instalments.0.amount' for nested ones). */
export function issuesByField(error: z.ZodError): FieldErrors {
  const out: FieldErrors = {};
  for (const issue of error.issues) {
    const key = issue.path.map(String).join('.');
    if (!(key in out)) out[key] = issue.message;
  }
  return out;
}

/** The server's per-field messages, or a toast when it named no field this form shows. */
export function serverFieldErrors(err: unknown, fields: readonly string[]): FieldErrors {
  const apiError = err instanceof ApiError ? err : undefined;
  const out: FieldErrors = {};
  for (const [field, message] of Object.entries(apiError?.errors ?? {})) if (fields.includes(field)) out[field] = message;
  if (Object.keys(out).length === 0) showToast('error', serverMessage(apiError?.message) ?? 'Something went wrong. Please try again.');
  return out;
}

export const msg = (errors: FieldErrors, field: string) => serverMessage(errors[field]);
