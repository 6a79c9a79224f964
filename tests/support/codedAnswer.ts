/**
 * Issue 19 §5: every error body of the API carries the `code` (and `params`) the apps translate by, and
 * every field it names carries its own code in `field_codes`. What a body lacks, as a list of problems.
 */
import { ERROR_CATALOG } from '../../api/src/domain/errors';

export function uncodedParts(body: unknown): string[] {
  const b = (body ?? {}) as { code?: unknown; params?: unknown; errors?: Record<string, unknown>; field_codes?: Record<string, unknown> };
  const problems: string[] = [];
  if (typeof b.code !== 'string') problems.push('no code');
  else if (!Object.hasOwn(ERROR_CATALOG, b.code)) problems.push(`unknown code ${b.code}`);
  if (typeof b.params !== 'object' || b.params === null) problems.push('no params');
  for (const field of Object.keys(b.errors ?? {})) {
    const coded = b.field_codes?.[field] as { code?: unknown } | undefined;
    if (typeof coded?.code !== 'string' || !Object.hasOwn(ERROR_CATALOG, coded.code)) problems.push(`field ${field} has no code`);
  }
  return problems;
}
