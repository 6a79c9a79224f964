/**
 * One owner per table (issue 19 §1): each table is written by exactly one component — the owning
 * component's service, which the others call. The writers are read from the code (tableWrites.ts):
 * every Knex write, raw `INSERT/UPDATE/DELETE` and table helper in api/src and seeds, each file
 * attributed to its component (api/src/domain/<c>/ → c; api/src/<folder>/ → folder; seeds → seeds).
 *
 * The engine's generic pipeline (resourceService) writes every registry resource whose generic create,
 * edit or delete is open; it runs the owning component's hooks, so it is the pipeline a table's owner
 * plugs into, shown in the map but never counted as a second writer.
 */
import { describe, expect, it } from 'vitest';
import { genericWriteOpen, resources } from '../../api/src/registry';
import { componentOf, tableWriters } from './tableWrites';

/** table → components writing it (the engine's generic pipeline last, marked). */
function ownersMap() {
  const map = new Map<string, { components: string[]; files: string[] }>();
  for (const [table, files] of tableWriters()) {
    map.set(table, { components: [...new Set(files.map(componentOf))].sort(), files });
  }
  return map;
}

const pipelineTables = new Set(
  resources.filter((r) => (['create', 'edit', 'delete'] as const).some((v) => genericWriteOpen(r, v))).map((r) => r.table),
);

describe('one owner per table', () => {
  const map = ownersMap();

  it('finds the writes in the code (the scan works)', () => {
    expect(map.get('audit_logs')?.components).toEqual(['audit']);
    expect(map.get('invoice_number_counters')?.components).toEqual(['invoices']);
    // through a table helper: insertIds(trx, 'partners', …) in the demo seeds
    expect(map.get('partners')?.components).toContain('seeds');
    expect(map.size).toBeGreaterThan(80);
  });

  // No exceptions: the last second writers, the demo seeds, create their rows through the owners' services
  // (issue 19 §1). A new second writer moves its write into the owner's service and calls that.
  it('each table has one writing component', () => {
    const many = [...map]
      .map(([table, { components, files }]) => ({ table, components, files }))
      .filter((t) => t.components.length > 1)
      .map(
        ({ table, components, files }) =>
          `${table} → ${components.join(', ')}${pipelineTables.has(table) ? ' (+ engine pipeline)' : ''}\n    ${files.join('\n    ')}`,
      );
    expect(many, `tables written by more than one component:\n${many.join('\n')}`).toEqual([]);
  });
});
