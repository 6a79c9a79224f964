import type { ResourceDef } from '@bakaya/api/registry';
import { formFields } from '../registry/fieldKinds';
import type { OverrideTable } from './overrideTypes';

/**
 * What is wrong with an override table against the registry: keys that are not resource names,
 * field inputs that are not form fields of their resource, an edit page on a read-only resource
 * (never reachable). Empty when all is well.
 */
export function overrideProblems(table: OverrideTable, registry: readonly ResourceDef[]): string[] {
  const byName = new Map(registry.map((r) => [r.name, r]));
  const problems: string[] = [];
  for (const [name, o] of Object.entries(table)) {
    const def = byName.get(name);
    if (!def) {
      const byRoute = registry.find((r) => r.route === name);
      problems.push(`"${name}" is not a registry resource name${byRoute ? ` (it is the route of "${byRoute.name}")` : ''}`);
      continue;
    }
    const formFieldNames = new Set(formFields(def).map(([field]) => field));
    for (const field of Object.keys(o.fieldInputs ?? {})) {
      if (!formFieldNames.has(field)) problems.push(`${name}: fieldInputs.${field} is not a field of its create/edit form`);
    }
    if (o.edit && def.readOnly) problems.push(`${name}: an edit screen on a read-only resource is never shown`);
  }
  return problems;
}
