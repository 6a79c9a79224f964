/** Where an audit row's record lives in the admin, from the registry. Pure. */
import type { ResourceDef } from '@bakaya/api/registry';
import { findResource } from '../../registry/resourceIndex';
import type { DiffOptions } from './auditDiff';

/** The registry entry an audit row names (rows carry the API name, e.g. 'defaulter-cases'). */
export const auditedResource = (resource: unknown): ResourceDef | undefined =>
  typeof resource === 'string' ? findResource(resource) : undefined;

/**
 * Admin path of the record's detail page, when its resource has one and the row names a record —
 * not after a hard delete ('delete'), when the page would only say "not found".
 */
export function recordPath(resource: unknown, recordId: unknown, action?: unknown): string | undefined {
  const def = auditedResource(resource);
  if (!def || action === 'delete' || recordId === null || recordId === undefined || String(recordId).trim() === '') return undefined;
  return `/${def.route}/${encodeURIComponent(String(recordId))}/show`;
}

/** Field order and labels of the audited resource, for the diff table. */
export function diffOptionsFor(resource: unknown): DiffOptions {
  const def = auditedResource(resource);
  if (!def) return {};
  return {
    order: Object.keys(def.fields),
    labels: Object.fromEntries(Object.entries(def.fields).map(([k, f]) => [k, f.label])),
    fields: def.fields,
  };
}
