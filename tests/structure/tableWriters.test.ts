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

/**
 * Second writers not fixed yet, `table ← component` with the reason. Keep it shrinking: move the write
 * into the owner's service and call it. The demo seeds build a whole business's history row by row;
 * they should go through the services (issue 19 §1) — one file at a time.
 */
const SECOND_WRITERS_LEFT: Readonly<Record<string, string>> = {
  'commissions ← seeds': 'demo seed (businessMoney.ts) inserts rows itself; payments owns the table',
  'invoices ← seeds': 'demo seed (businessMoney.ts) inserts its one pending invoice; the issued ones go through createInvoiceForOrder',
  'orders ← seeds': 'demo seed (businessMoney.ts) inserts rows itself; payments owns the table',
  'payment_webhook_events ← seeds': 'demo seed (businessMoney.ts) inserts rows itself; payments owns the table',
  'payments ← seeds': 'demo seed (businessMoney.ts) inserts rows itself; payments owns the table',
  'promo_code_redemptions ← seeds': 'demo seed (businessMoney.ts) inserts rows itself; payments owns the table',
  'promo_codes ← seeds': 'demo seed (businessMoney.ts) inserts rows itself; payments owns the table',
  'referrals ← seeds': 'demo seed (businessMoney.ts) inserts rows itself; payments owns the table',
  'subscriptions ← seeds': 'demo seed (businessMoney.ts) inserts rows itself; membership owns the table',
};

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
    // through a table helper: insertIds(trx, 'defaulter_cases', …) in the demo seeds
    expect(map.get('partners')?.components).toContain('seeds');
    expect(map.size).toBeGreaterThan(80);
  });

  it('each table has one writing component (besides the allowed ones left)', () => {
    const many = [...map]
      .map(([table, { components, files }]) => ({
        table,
        components: components.filter((c) => !SECOND_WRITERS_LEFT[`${table} ← ${c}`]),
        files,
      }))
      .filter((t) => t.components.length > 1)
      .map(
        ({ table, components, files }) =>
          `${table} → ${components.join(', ')}${pipelineTables.has(table) ? ' (+ engine pipeline)' : ''}\n    ${files.join('\n    ')}`,
      );
    expect(many, `tables written by more than one component:\n${many.join('\n')}`).toEqual([]);
  });

  it('keeps the allow-list honest: each entry is still a second writer', () => {
    const stale = Object.keys(SECOND_WRITERS_LEFT).filter((key) => {
      const [table, component] = key.split(' ← ');
      const t = map.get(table!);
      return !t || t.components.length < 2 || !t.components.includes(component!);
    });
    expect(stale, 'fixed: drop these from SECOND_WRITERS_LEFT').toEqual([]);
  });
});
