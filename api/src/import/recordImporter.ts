/**
 * A list whose rows are not plain records of its table has its own importer: its template columns,
 * its row rules and its commit — e.g. defaulter reports, where each row goes through the reporting
 * service (domain/defaulterCases/reportImport.ts). importService runs it in the same pipeline as the
 * generic import: the stored file, a preview with every row's issues, and a commit in ONE transaction
 * that writes nothing unless every row is written. domain/recordImporters.ts lists them.
 */
import type { Knex } from 'knex';
import type { SignedInCall } from '../callContext';
import type { ImportIssue } from '../contracts/bulkImport';
import type { TableRow } from './tableFile';

/** A row's outcome at preview: what it will be (shown in the preview table), or its problems. */
export type CheckedRow = { line: number; data?: Record<string, unknown>; issues: ImportIssue[] };

export interface RecordImporter {
  /** The template's header, in order. */
  templateColumns: readonly string[];
  /**
   * Preview: checks the file's rows (streamed, in file order). Yields the headers it does not know
   * first, then one outcome per row; a file-level problem (a missing column) is an HttpError.
   */
  check(db: Knex, rows: AsyncIterable<TableRow>): AsyncGenerator<CheckedRow | { unknownColumns: string[] }>;
  /**
   * Commit in `trx`: writes every row or throws (an HttpError naming the row). Reports progress in
   * rows; answers how many rows were written.
   */
  commit(
    trx: Knex.Transaction,
    call: SignedInCall,
    rows: AsyncIterable<TableRow>,
    onProgress: (rows: number) => Promise<void>,
  ): Promise<number>;
}
