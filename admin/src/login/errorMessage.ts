/** The API's own message when there is one (spec §8), else a kind default. Pure. */
export function errorMessage(error: unknown, fallback = 'Something went wrong. Please try again.'): string {
  const e = error as { message?: unknown; status?: number; body?: { message?: unknown } } | null;
  if (e?.status === 0 || (error instanceof TypeError && /fetch/i.test(String(e?.message)))) {
    return 'We could not reach the server. Check your connection and try again.';
  }
  const m = e?.body?.message ?? e?.message;
  return typeof m === 'string' && m.trim() ? m : fallback;
}

/** The API's message for one field, if it named one. */
export function fieldError(error: unknown, field: string): string | undefined {
  const errors = (error as { body?: { errors?: Record<string, unknown> } } | null)?.body?.errors;
  const m = errors?.[field];
  return typeof m === 'string' ? m : undefined;
}
