/** Puts an API refusal on the form: per-field messages beside their fields, the rest as a toast. */
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import { ApiError } from '../api/http';
import { showToast } from '../feedback/toasts';
import { serverMessage } from '../i18n/i18n';

export function showServerErrors<T extends FieldValues>(err: unknown, setError: UseFormSetError<T>, fields: readonly string[]): void {
  const apiError = err instanceof ApiError ? err : undefined;
  let placed = false;
  for (const [field, message] of Object.entries(apiError?.errors ?? {})) {
    if (!fields.includes(field)) continue;
    setError(field as Path<T>, { type: 'server', message });
    placed = true;
  }
  if (!placed) showToast('error', serverMessage(apiError?.message) ?? 'Something went wrong. Please try again.');
}
