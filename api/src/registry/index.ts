/** The registry: every admin entity, in one list. Shared by the API, OpenAPI and the admin app. */
import { identityResources } from './resources/identity';
import type { ResourceDef } from './types';

export const resources: readonly ResourceDef[] = [
  ...identityResources,
];

const byName = new Map(resources.map((r) => [r.name, r]));
export function getResource(name: string): ResourceDef | undefined {
  return byName.get(name);
}

export * from './types';
export * from './features';
export { f, RECORD_STATUS, PUBLISH_STATE } from './fields';
export { createSchema, updateSchema, fieldSchema } from './schema';
