/**
 * Bulk import from the admin lists: which lists may be imported, and what the import endpoints
 * answer (api/src/import): POST /api/import/:resource/preview → ImportPreview, then
 * POST /api/import/jobs/:id/commit and GET /api/import/jobs/:id → ImportJob for progress.
 * Shared by the API and the admin's import screens.
 */

/**
 * Lists whose data-entry staff may bulk-import (issue: defaulters via defaulter/report-bulk,
 * customers, businesses, promo codes, cities, business categories). Importing needs the
 * resource feature's "process" permission.
 */
export const IMPORTABLE_RESOURCES: ReadonlySet<string> = new Set([
  'defaulter-cases',
  'customers',
  'businesses',
  'promo-codes',
  'cities',
  'business-categories',
]);

/** A preview lists at most this many issues (its counts still cover every row). */
export const MAX_LISTED_ISSUES = 500;
/** A preview shows the first this many valid rows. */
export const PREVIEW_ROWS = 20;

export type TableFormat = 'csv' | 'xlsx';

export type ImportStatus = 'previewed' | 'committing' | 'committed' | 'failed';

/** A problem with one cell: `row` is the line of the file, `column` its header. */
export interface ImportIssue {
  row: number;
  column: string;
  message: string;
}

export interface ImportPreview {
  import_id: string;
  resource: string;
  total_rows: number;
  valid_rows: number;
  invalid_rows: number;
  unknown_columns: string[];
  errors: ImportIssue[];
  /** How many issues are listed (at most MAX_LISTED_ISSUES). */
  errors_listed: number;
  /** The first valid rows (at most PREVIEW_ROWS), each with its file line as `row`. */
  preview: Array<Record<string, unknown> & { row: number }>;
}

/** An import as GET /api/import/jobs/:id shows it (the stored file's path is not shown). */
export interface ImportJob {
  id: string;
  resource: string;
  original_name: string;
  format: TableFormat;
  status: ImportStatus;
  total_rows: number;
  valid_rows: number;
  invalid_rows: number;
  processed_rows: number;
  error: string | null;
  created_by: number;
  created_at: string;
  committed_at: string | null;
}
