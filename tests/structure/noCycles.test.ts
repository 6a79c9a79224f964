/**
 * Issue 19: no import cycles in the API, the back office or the portal — measured the way the review
 * measured them (madge over every .ts/.tsx file, type-only imports included). The lint's
 * import-x/no-cycle guards api/src while editing; this covers the two apps as well.
 */
import path from 'node:path';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');

describe('import cycles', () => {
  it.each(['api/src', 'admin/src', 'portal/src'])(
    '%s has none',
    async (dir) => {
      const graph = await madge(path.join(ROOT, dir), {
        fileExtensions: ['ts', 'tsx'],
        tsConfig: path.join(ROOT, 'tsconfig.json'),
        excludeRegExp: [/\.test\.tsx?$/],
      });
      expect(graph.circular()).toEqual([]);
    },
    120_000,
  );
});
