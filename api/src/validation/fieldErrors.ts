/** zod issues as the field errors every answer carries: pure, shared by the API's layers and the browser apps (no HTTP here). */
import type { ZodError } from 'zod';

/**
 * Records `message` on `field` unless the field has one already: an own data property, so a field a
 * client names `__proto__`, `constructor` or `toString` is reported like any other (a plain
 * `errors[field] = …` would set the object's prototype, and `field in errors` finds inherited names).
 */
export function addFieldError(errors: Record<string, string>, field: string, message: string): void {
  if (Object.hasOwn(errors, field)) return;
  Object.defineProperty(errors, field, { value: message, enumerable: true, writable: true, configurable: true });
}

/** Flattens zod issues to { "field.path": "first message" } for react-admin's per-field errors; `_` for the body as a whole. */
export function zodFieldErrors(error: ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) addFieldError(errors, issue.path.length ? issue.path.join('.') : '_', issue.message);
  return errors;
}
