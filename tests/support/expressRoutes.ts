/**
 * Every route the Express app has, read from its own router (so a test over "every route of a kind"
 * covers a route added tomorrow): method, path with its :params, and the handlers in its chain.
 */
import type { Express } from 'express';

export interface ExpressRoute {
  method: string;
  path: string;
  handlers: unknown[];
}

type Layer = {
  route?: { path: unknown; methods: Record<string, boolean>; stack: Array<{ handle: unknown }> };
  handle?: { stack?: Layer[] };
  rawPath?: unknown;
};

export function expressRoutes(app: Express): ExpressRoute[] {
  const out: ExpressRoute[] = [];
  const walk = (stack: Layer[], prefix: string) => {
    for (const layer of stack) {
      if (layer.route) {
        const handlers = layer.route.stack.map((l) => l.handle);
        for (const method of Object.keys(layer.route.methods))
          if (typeof layer.route.path === 'string') out.push({ method, path: prefix + layer.route.path, handlers });
      } else if (layer.handle?.stack) {
        walk(layer.handle.stack, prefix + (typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : ''));
      }
    }
  };
  walk((app as unknown as { router: { stack: Layer[] } }).router.stack, '');
  return out;
}
