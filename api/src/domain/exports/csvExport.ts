/**
 * Streams a query's rows as CSV to where the route sends them (http/csvResponse.ts), and records the export as an export_jobs row
 * (admin Data exports list): running → done with its row count, or failed with the reason.
 *
 * Rows come through a PostgreSQL cursor, a batch at a time, written with back-pressure, so a large
 * export never sits in memory. Nothing is written until the first row is read: a query with no
 * rows answers 204 No Content (the admin then says "Nothing to download"), and a query that fails
 * at once still gets the API's JSON error. Cells that a spreadsheet would run as a formula
 * (=, +, -, @, or tab/CR/LF first) are escaped by spreadsheetSafe (../contracts/csv), the same
 * function the admin's client-side list export uses.
 */
import type { Knex } from 'knex';
import Papa from 'papaparse';
import type { Principal } from '../../auth';
import type { AppContext } from '../../context';
import { spreadsheetSafe } from '../../contracts/csv';

const BATCH_ROWS = 500;

export type CsvCell = string | number | null;

export interface CsvExport<Row> {
  /** export_jobs.resource, and the filter it was run with. */
  resource: string;
  filter: Record<string, unknown>;
  fileName: string;
  header: readonly string[];
  /** The SELECT to stream, with named bindings. */
  sql: string;
  bindings: Record<string, Knex.Value>;
  toCells: (row: Row) => CsvCell[];
}

/** Where the CSV goes (the route's answer: http/csvResponse.ts). */
export interface CsvSink {
  /** The first rows are ready: the answer starts, as a file of this name. */
  begin(fileName: string): void;
  /** Resolves when the chunk is written or buffered; false when the client went away. */
  write(chunk: string): Promise<boolean>;
  /** Whether the answer has started (a failure before that is the API's JSON error). */
  readonly started: boolean;
  /** A failure after the answer started: logged, and the download cut. */
  abort(err: unknown, jobId: number): void;
  /** No rows at all. */
  empty(): void;
  end(): void;
}

const csvLines = (rows: readonly CsvCell[][]) =>
  `${Papa.unparse(
    rows.map((row) => row.map(spreadsheetSafe)),
    { newline: '\r\n' },
  )}\r\n`;

async function finishJob(db: Knex, id: number, outcome: { rows: number } | { error: string }) {
  await db('export_jobs')
    .where({ id })
    .update({
      status: 'rows' in outcome ? 'done' : 'failed',
      row_count: 'rows' in outcome ? outcome.rows : null,
      error: 'error' in outcome ? outcome.error.slice(0, 500) : null,
      finished_at: db.fn.now(),
      updated_at: db.fn.now(),
    });
}

export async function streamCsvExport<Row>(ctx: AppContext, who: Principal, x: CsvExport<Row>, out: CsvSink): Promise<void> {
  const [job] = await ctx
    .db('export_jobs')
    .insert({ resource: x.resource, filter: JSON.stringify(x.filter), status: 'running', requested_by: who.userId })
    .returning('id');
  const jobId = Number(job.id);
  let rows = 0;
  let interrupted = false;
  try {
    await ctx.db.transaction(async (trx) => {
      await trx.raw(`DECLARE export_rows NO SCROLL CURSOR FOR ${x.sql}`, x.bindings);
      for (;;) {
        const batch = (await trx.raw(`FETCH ${BATCH_ROWS} FROM export_rows`)).rows as Row[];
        if (!batch.length) break;
        if (rows === 0) {
          out.begin(x.fileName);
          if (!(await out.write(csvLines([[...x.header]])))) {
            interrupted = true;
            break;
          }
        }
        rows += batch.length;
        if (!(await out.write(csvLines(batch.map(x.toCells))))) {
          interrupted = true;
          break;
        }
      }
    });
  } catch (err) {
    await finishJob(ctx.db, jobId, { error: 'The export failed on the server.' });
    if (!out.started) throw err;
    out.abort(err, jobId);
    return;
  }
  if (interrupted) {
    await finishJob(ctx.db, jobId, { error: 'The download was interrupted before the file was complete.' });
    return;
  }
  await finishJob(ctx.db, jobId, { rows });
  if (rows === 0) {
    out.empty();
    return;
  }
  out.end();
}
