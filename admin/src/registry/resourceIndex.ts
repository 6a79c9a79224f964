/**
 * The registry as the admin addresses it. react-admin's resource name here is the registry
 * entry's `route` (so its own links land on /admin/<route>/…); the API name is `name`.
 */
import { resources, type ResourceDef } from '@bakaya/api/registry';

const byName = new Map(resources.map((r) => [r.name, r]));
const byRoute = new Map(resources.map((r) => [r.route, r]));

export const adminResources: readonly ResourceDef[] = resources;

/** By route (react-admin resource name) or by API name. */
export function findResource(key: string | undefined): ResourceDef | undefined {
  if (!key) return undefined;
  return byRoute.get(key) ?? byName.get(key);
}

export function resourceByRoute(route: string): ResourceDef | undefined {
  return byRoute.get(route);
}

export function resourceByName(name: string): ResourceDef | undefined {
  return byName.get(name);
}

/** API name for a react-admin resource name (route); unknown names pass through unchanged. */
export const apiNameOf = (raResource: string) => findResource(raResource)?.name ?? raResource;

/** react-admin resource name (route) of a registry API name, e.g. a reference target. */
export const raNameOf = (apiName: string) => byName.get(apiName)?.route ?? apiName;
