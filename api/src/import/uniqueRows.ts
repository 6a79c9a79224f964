/**
 * The preview finds the rows the commit would refuse as duplicates: a row repeating another row of
 * the file, or a record already in the list, on any unique key of the table (its single- and
 * multi-column unique indexes). Rows are checked against the database in batches, not one by one.
 */
import type { Knex } from 'knex';
import type { ImportIssue } from '../contracts/bulkImport';
import type { ResourceDef } from '../registry/types';

type Row = Record<string, unknown>;

/** The table's unique keys (plain columns, no partial or expression indexes, not the primary key). */
export async function uniqueKeysOf(db: Knex, table: string): Promise<string[][]> {
  const { rows } = await db.raw(
    `
    SELECT array_agg(a.attname::text ORDER BY k.ord) AS columns
    FROM pg_index i
    JOIN pg_class t ON t.oid = i.indrelid
    JOIN pg_namespace n ON n.oid = t.relnamespace AND n.nspname = current_schema()
    CROSS JOIN LATERAL unnest(i.indkey::int2[]) WITH ORDINALITY AS k(attnum, ord)
    JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = k.attnum
    WHERE t.relname = ? AND i.indisunique AND NOT i.indisprimary AND i.indpred IS NULL AND i.indexprs IS NULL
    GROUP BY i.indexrelid`,
    [table],
  );
  return rows.map((r: { columns: string[] }) => r.columns);
}

export interface PendingRow {
  line: number;
  data: Row;
  cells: Record<string, string>;
  issues: ImportIssue[];
}

const keyOf = (data: Row, columns: string[]) =>
  JSON.stringify(columns.map((c) => (data[c] === undefined || data[c] === null ? null : String(data[c]))));

export class UniqueRowChecker {
  private seen = new Map<string, number>();
  constructor(
    private db: Knex,
    private r: ResourceDef,
    private keys: string[][],
    private headerOf: Map<string, string>,
  ) {}

  /** Keys whose columns the rows can set (a key on server-set columns cannot clash through an import). */
  static async forResource(db: Knex, r: ResourceDef, headerOf: Map<string, string>) {
    const keys = (await uniqueKeysOf(db, r.table)).filter((cols) =>
      cols.every((c) => headerOf.has(c) || (r.baseFilter && c in r.baseFilter)),
    );
    return new UniqueRowChecker(db, r, keys, headerOf);
  }

  private describe(row: PendingRow, columns: string[]) {
    const shown = [...this.headerOf.keys()].filter((c) => columns.includes(c)); // in the file's column order
    const labels = shown.map((c) => this.r.fields[c]?.label ?? c).join(' and ');
    const values = shown.map((c) => row.cells[this.headerOf.get(c)!] ?? String(row.data[c] ?? '')).join(', ');
    return { column: this.headerOf.get(shown[0]!) ?? shown[0]!, labels, values };
  }

  /** Adds an issue to each row of the batch that repeats an earlier row or an existing record. */
  async check(batch: PendingRow[]): Promise<void> {
    for (const columns of this.keys) {
      const candidates = batch.filter(
        (row) => !row.issues.length && columns.every((c) => row.data[c] !== undefined && row.data[c] !== null),
      );
      if (!candidates.length) continue;
      const existing = new Set(
        (
          await this.db(this.r.table)
            .whereIn(
              columns,
              candidates.map((row) => columns.map((c) => row.data[c] as string)),
            )
            .select(columns)
        ).map((d: Row) => keyOf(d, columns)),
      );
      for (const row of candidates) {
        const key = keyOf(row.data, columns);
        const { column, labels, values } = this.describe(row, columns);
        if (existing.has(key)) {
          row.issues.push({
            row: row.line,
            column,
            message: `A ${this.r.recordLabel.toLowerCase()} with this ${labels} (${values}) already exists.`,
          });
        } else if (this.seen.has(`${columns.join()}:${key}`)) {
          row.issues.push({
            row: row.line,
            column,
            message: `This ${labels} (${values}) repeats row ${this.seen.get(`${columns.join()}:${key}`)} of the file.`,
          });
        } else {
          this.seen.set(`${columns.join()}:${key}`, row.line);
        }
      }
    }
  }
}
