/**
 * The admin's English for the API's coded refusals: each `code` (and each field's, `field_codes`) read
 * from the API's error catalog with its params, so a refusal reads the same whatever English the
 * answer carried. An answer without a code keeps its own message.
 */
import { ERROR_CATALOG, fillTemplate, type ErrorCode } from '@bakaya/api/errors';

interface Coded {
  code?: string;
  params?: Record<string, string | number>;
}

export interface CodedBody extends Coded {
  message?: string;
  errors?: Record<string, string>;
  field_codes?: Record<string, Coded>;
}

/**
 * A code and its params in English; undefined for a code this build does not know, and for
 * FIELD_NOT_VALID (a rule's text the catalog has no code for yet: the answer's own text says more).
 */
export function englishError({ code, params = {} }: Coded): string | undefined {
  if (code === 'FIELD_NOT_VALID') return undefined;
  const entry = code === undefined ? undefined : (ERROR_CATALOG as Partial<Record<string, { english: string }>>)[code as ErrorCode];
  return entry && fillTemplate(entry.english, params);
}

/** The answer's message and field messages, each by its code when it has one. */
export function codedTexts(body: CodedBody, message: string): { message: string; errors?: Record<string, string> } {
  const errors = body.errors
    ? Object.fromEntries(Object.entries(body.errors).map(([f, text]) => [f, englishError(body.field_codes?.[f] ?? {}) ?? text]))
    : undefined;
  return { message: englishError(body) ?? message, errors };
}
