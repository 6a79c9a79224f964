/**
 * Every field error of one request, collected: the engine's zod pass and the resources' field
 * rules add to one collector, and the request is answered once — one 400 naming every bad field —
 * instead of one error per save.
 */
import { badRequest } from '../http/httpError';
import { addFieldError } from '../validation/fieldErrors';
import { asHttpError } from '../http/domainErrors';

export const CORRECT_FIELDS = 'Please correct the highlighted fields.';

export class FieldErrors {
  private readonly byField: Record<string, string> = {};

  /** Records `message` on `field`; the first message a field gets is the one kept. */
  add(field: string, message: string): void {
    addFieldError(this.byField, field, message);
  }

  /** Adds the field errors of a 400 a rule threw (a rule may still `refuse`); anything else is rethrown. */
  absorb(err: unknown): void {
    const refused = asHttpError(err);
    if (refused?.status !== 400 || !refused.errors) throw err;
    for (const [field, message] of Object.entries(refused.errors)) this.add(field, message);
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

  /** One 400 with every field error collected (the message of the only error when there is one). */
  throwIfAny(message?: string): void {
    const fields = Object.values(this.byField);
    if (!fields.length) return;
    throw badRequest(message ?? (fields.length === 1 ? fields[0]! : CORRECT_FIELDS), this.all);
  }
}
