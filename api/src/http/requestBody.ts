import type { Request } from 'express';
import type { z } from 'zod';
import { codedHttpError } from './domainErrors';
import { zodFieldErrors } from '../validation/fieldErrors';
import { ruleReason } from '../domain/errors';

/**
 * The request body as a plain object. JSON and urlencoded bodies both arrive here (app.ts parses
 * both); a missing body, a JSON array or a scalar counts as "no fields" so validation answers 400.
 */
export function bodyOf(req: Request): Record<string, unknown> {
  const body: unknown = req.body;
  return body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
}

/**
 * Parses with a zod schema; failures become 400 { message, errors: { field: message } }, coded: `message`
 * and each field's rule text are each a code of the catalog (ruleReason).
 */
export function parseBody<S extends z.ZodType>(schema: S, value: unknown, message = 'Please correct the highlighted fields.'): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw codedHttpError(400, ruleReason(message), zodFieldErrors(result.error));
  return result.data;
}

/** Parses one field's value; a failure becomes 400 { message, errors: { [field]: first issue } }. */
export function parseField<S extends z.ZodType>(schema: S, value: unknown, field: string, message: string): z.output<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw codedHttpError(400, ruleReason(message), { [field]: result.error.issues[0]?.message ?? message });
  return result.data;
}

/** A form field that may be a string or (from JSON clients) a whole number; anything else is kept as is for the schema to refuse. */
export function stringish(v: unknown): unknown {
  return typeof v === 'number' && Number.isSafeInteger(v) && v >= 0 ? String(v) : v;
}

/** Absent, null or '' (a blank form field) all mean "not given". */
export const isBlank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
