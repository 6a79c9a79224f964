/**
 * Every field error of one request, collected: the engine's zod pass and the resources' field
 * rules add to one collector, and the request is answered once — one 400 naming every bad field —
 * instead of one error per save. Each field keeps its text and its code: a coded refusal's own, or
 * the code of the rule that wrote the text (ruleReason).
 */
import { HttpError } from '../http/httpError';
import { addFieldError } from '../validation/fieldErrors';
import { type CodedReason, DomainError, englishOf, reason, ruleReason } from '../domain/errors';

export const CORRECT_FIELDS = 'Please correct the highlighted fields.';

export class FieldErrors {
  private readonly byField: Record<string, string> = {};
  private readonly codes: Record<string, CodedReason> = {};

  /** Records `message` (a rule's text, or a coded reason) on `field`; the first message a field gets is the one kept. */
  add(field: string, message: string | CodedReason): void {
    if (Object.hasOwn(this.byField, field)) return;
    addFieldError(this.byField, field, typeof message === 'string' ? message : englishOf(message));
    if (typeof message !== 'string') Object.defineProperty(this.codes, field, { value: message, enumerable: true });
  }

  /** Adds the field errors of an invalid-input refusal a rule threw (a rule may still `refuse`); anything else is rethrown. */
  absorb(err: unknown): void {
    if (err instanceof DomainError && err.kind === 'invalid' && err.fields) {
      for (const [field, r] of Object.entries(err.fields)) this.add(field, r);
      return;
    }
    if (!(err instanceof HttpError) || err.status !== 400 || !err.errors) throw err;
    const codes = (err.extra?.field_codes ?? {}) as Record<string, CodedReason>;
    for (const [field, message] of Object.entries(err.errors)) this.add(field, Object.hasOwn(codes, field) ? codes[field]! : message);
  }

  has(field: string): boolean {
    return Object.hasOwn(this.byField, field);
  }

  get count(): number {
    return Object.keys(this.byField).length;
  }

  get all(): Readonly<Record<string, string>> {
    return { ...this.byField };
  }

  /** One 400 with every field error collected (the message and code of the only error when there is one). */
  throwIfAny(message?: string): void {
    const fields = Object.keys(this.byField);
    if (!fields.length) return;
    const codes = Object.fromEntries(fields.map((f) => [f, Object.hasOwn(this.codes, f) ? this.codes[f]! : ruleReason(this.byField[f]!)]));
    const only = fields.length === 1 && !message ? fields[0]! : undefined;
    const main = only ? codes[only]! : reason('FIX_FIELDS', {});
    throw new HttpError(400, only ? this.byField[only]! : (message ?? CORRECT_FIELDS), this.all, {
      code: main.code,
      params: main.params,
      field_codes: codes,
    });
  }
}
