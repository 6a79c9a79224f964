/**
 * Client-side check of a form with the registry's own zod rules (the same the API applies), so
 * mistakes show before the round trip; the API's field errors still reach the form as well.
 */
import { createSchema, updateSchema, type ResourceDef } from '@bakaya/api/registry';

export function validateRecord(def: ResourceDef, mode: 'create' | 'edit', values: Record<string, unknown>): Record<string, string> {
  const schema = mode === 'create' ? createSchema(def) : updateSchema(def);
  const result = schema.safeParse(values);
  const errors: Record<string, string> = {};
  if (result.success) return errors;
  for (const issue of result.error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
