/**
 * Which columns of the registry's tables may be NULL, read from the database itself once per pool:
 * the OpenAPI document declares nullable fields from it, and the list engine orders NOT NULL
 * columns without a NULLS clause so that any plain index serves the sort in both directions.
 */
import type { Knex } from 'knex';
import { resources } from '../registry';

/** 'table.column' → may be NULL. */
export type ColumnNullability = ReadonlyMap<string, boolean>;

export async function loadColumnNullability(db: Knex): Promise<ColumnNullability> {
  const tables = [...new Set(resources.map((r) => r.table))];
  const rows: Array<{ table_name: string; column_name: string; is_nullable: string }> = await db('information_schema.columns')
    .where('table_schema', db.raw('current_schema()'))
    .whereIn('table_name', tables)
    .select('table_name', 'column_name', 'is_nullable');
  return new Map(rows.map((c) => [`${c.table_name}.${c.column_name}`, c.is_nullable === 'YES']));
}

const loaded = new WeakMap<Knex, Promise<ColumnNullability>>();

/** The pool's nullability map, loaded on first use; a failed load is tried again next time. */
export function columnNullability(db: Knex): Promise<ColumnNullability> {
  let p = loaded.get(db);
  if (!p) {
    p = loadColumnNullability(db).catch((err: unknown) => {
      loaded.delete(db);
      throw err;
    });
    loaded.set(db, p);
  }
  return p;
}
