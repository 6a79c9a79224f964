import type { ResourceDef } from '@bakaya/api/registry';
import { isSearchable } from '../registry/fieldKinds';

/**
 * How an autocomplete asks for reference options: free-text `q` when the target is searchable,
 * otherwise no filter (the engine refuses `q` on resources without searchable fields).
 */
export const referenceFilterToQuery = (target: ResourceDef | undefined) =>
  target && isSearchable(target) ? (text: string) => (text ? { q: text } : {}) : () => ({});
