/**
 * Which of the engine's generic writes a resource takes — POST /api/<name> (create), PUT /api/<name>/:id
 * and its bulk form (edit), DELETE /api/<name>/:id and its bulk form (delete) — and, when one is
 * closed, why. One answer for the engine (405), the OpenAPI document (the operation is left out), the
 * admin (no Create/Edit/Remove button) and the bulk import. Shared with the browser.
 */
import type { GenericWrite, ResourceDef } from './types';

const PAST: Record<Exclude<GenericWrite, 'create'>, string> = { edit: 'changed', delete: 'removed' };

/** Why the generic verb is closed on this resource, as the 405 says it; undefined when it is open. */
export function closedWrite(r: ResourceDef, verb: GenericWrite): string | undefined {
  if (r.readOnly) return `${r.label} are kept by the system and cannot be changed here.`;
  if (verb === 'create') return r.createdThrough ? `${r.label} are added through ${r.createdThrough}.` : undefined;
  const through = r.flow?.[verb];
  return through ? `${r.label} are ${PAST[verb]} only through ${through}.` : undefined;
}

export const genericWriteOpen = (r: ResourceDef, verb: GenericWrite): boolean => !closedWrite(r, verb);
