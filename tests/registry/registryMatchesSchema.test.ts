import { afterAll, describe, expect, it } from 'vitest';
import { columnNullability } from '../../api/src/db/columnNullability';
import { orderFor } from '../../api/src/engine/resourceService';
import { resources } from '../../api/src/registry';
import { testKnex } from '../support/db';

const knex = testKnex();
afterAll(() => knex.destroy());

interface Column {
  table_name: string;
  column_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
}

/** The registry and the migrations must describe the same tables, or the engine would 500. */
describe('registry ↔ database schema', async () => {
  const columns: Column[] = (
    await knex.raw(`SELECT table_name, column_name, is_nullable, column_default
    FROM information_schema.columns WHERE table_schema = current_schema()`)
  ).rows;
  const byTable = new Map<string, Map<string, Column>>();
  for (const c of columns) {
    if (!byTable.has(c.table_name)) byTable.set(c.table_name, new Map());
    byTable.get(c.table_name)!.set(c.column_name, c);
  }

  it('has unique resource names and admin routes', () => {
    const names = resources.map((r) => r.name);
    expect(new Set(names).size).toBe(names.length);
    const routes = resources.map((r) => r.route);
    expect(new Set(routes).size).toBe(routes.length);
  });

  for (const resource of resources) {
    it(`${resource.name}: every field is a column of ${resource.table}`, () => {
      const table = byTable.get(resource.table);
      expect(table, `table ${resource.table} is missing`).toBeDefined();
      for (const [field, def] of Object.entries(resource.fields)) {
        if (def.virtual || def.computed) continue; // computed: an expression, not a column
        expect(table!.has(field), `${resource.table}.${field} is missing`).toBe(true);
      }
      for (const key of Object.keys(resource.baseFilter ?? {})) expect(table!.has(key)).toBe(true);
    });

    it(`${resource.name}: every NOT NULL column without a default can be filled on create`, () => {
      if (resource.readOnly || resource.createdThrough) return;
      const table = byTable.get(resource.table)!;
      for (const [name, col] of table) {
        if (col.is_nullable === 'YES' || col.column_default !== null) continue;
        const field = resource.fields[name];
        const fillable = (field && (field.required || field.default !== undefined)) || (resource.baseFilter && name in resource.baseFilter);
        expect(fillable, `${resource.table}.${name} is NOT NULL without default but not required in ${resource.name}`).toBeTruthy();
      }
    });

    it(`${resource.name}: filters, sorts and references are consistent`, () => {
      const [sortField] = resource.defaultSort;
      expect(resource.fields[sortField], `default sort ${sortField}`).toBeDefined();
      expect(resource.fields[resource.titleField], `title field ${resource.titleField}`).toBeDefined();
      for (const [name, def] of Object.entries(resource.fields)) {
        if (def.type === 'reference')
          expect(
            resources.some((r) => r.name === def.reference),
            `${name} → ${def.reference}`,
          ).toBe(true);
        if (def.type === 'enum') expect(def.choices?.length, `${name} choices`).toBeGreaterThan(0);
      }
    });
  }
});

/** Every filter and sort the admin offers must be served by an index (spec scale: millions of cases). */
describe('indexes behind filters and sorts', async () => {
  const rows: Array<{ table_name: string; first_column: string }> = (
    await knex.raw(`
    SELECT t.relname AS table_name, a.attname AS first_column
    FROM pg_index i
    JOIN pg_class t ON t.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = current_schema()
    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = i.indkey[0]`)
  ).rows;
  const leading = new Set(rows.map((r) => `${r.table_name}.${r.first_column}`));

  for (const resource of resources) {
    it(`${resource.name}: filterable, sortable and reference fields lead an index`, () => {
      const missing = Object.entries(resource.fields)
        .filter(
          ([name, d]) => name !== 'id' && !d.hidden && !d.virtual && !d.computed && (d.filter || d.sortable || d.type === 'reference'),
        )
        .map(([name]) => name)
        .filter((name) => !leading.has(`${resource.table}.${name}`));
      expect(missing, `${resource.table}: no index starts with ${missing.join(', ')}`).toEqual([]);
    });
  }
});

/**
 * A computed field (an SQL expression) offered as a filter must be answered by an index built on that
 * exact expression, with the list's default order after it: the engine's query for one value and the
 * first page is an index scan whose Index Cond is the filter — no Filter line, no Sort step.
 * Exempt, with the reason: expressions over now() cannot be indexed (PostgreSQL indexes only
 * immutable expressions); their tables are small (offers staff create by hand).
 */
const COMPUTED_FILTERS_WITHOUT_INDEX: Readonly<Record<string, string>> = {
  'free-trials.state': 'depends on now(); a few rows per plan',
  'promo-codes.state': 'depends on now(); hundreds of rows at most',
  'case-disputes.past_deadline': 'depends on now(); open disputes are few (each decided within 30 days)',
};

describe('indexes behind computed filters', () => {
  for (const resource of resources) {
    for (const [name, def] of Object.entries(resource.fields)) {
      if (!def.computed || !def.filter) continue;
      const key = `${resource.name}.${name}`;
      if (COMPUTED_FILTERS_WITHOUT_INDEX[key]) continue;
      it(`${key}: the filter and the default order are read from one index`, async () => {
        const nullable = await columnNullability(knex);
        const [column, direction] = resource.defaultSort;
        const value = def.choices?.[0]?.id ?? '';
        const q = knex(resource.table)
          .select('id')
          .whereRaw(`(${def.computed}) = ?`, [value])
          .orderBy(orderFor(resource, { column, order: direction === 'ASC' ? 'asc' : 'desc' }, nullable))
          .limit(25)
          .toSQL();
        const plan = await knex.transaction(async (trx) => {
          await trx.raw('SET LOCAL enable_seqscan = off');
          await trx.raw('SET LOCAL enable_bitmapscan = off');
          const res = await trx.raw(`EXPLAIN ${q.sql}`, q.bindings as never);
          return res.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
        });
        expect(plan, plan).toMatch(/Index Cond:/);
        expect(plan, plan).not.toMatch(/\bFilter:|\bSort\b/);
      });
    }
  }

  it('exempts only computed filters that exist', () => {
    for (const key of Object.keys(COMPUTED_FILTERS_WITHOUT_INDEX)) {
      const [name, field] = key.split('.') as [string, string];
      expect(resources.find((r) => r.name === name)?.fields[field]?.computed, key).toBeTruthy();
    }
  });
});
