/**
 * The bulk-import flow as data (spec §2 defaulter/report-bulk and the list "Import" buttons):
 * job progress and the error table, in plain functions so they are unit-tested. The server is
 * POST /api/import/:resource/preview → POST /api/import/jobs/:id/commit → GET /api/import/jobs/:id
 * (see api/src/import/importRoutes.ts); its answers and IMPORTABLE_RESOURCES are in @bakaya/api/contracts.
 */
import type { ImportIssue, ImportJob, ImportPreview } from '@bakaya/api/contracts';

/** How often a running import is asked for its progress. */
export const POLL_MS = 300;

/** Share of the valid rows saved so far, 0–100 (whole numbers; 100 only once all are saved). */
export function progressPercent(processed: number, valid: number): number {
  if (!(valid > 0)) return 0;
  const p = Math.floor((Math.max(0, processed) / valid) * 100);
  return Math.min(100, Math.max(0, p));
}

/** Only a file whose every row is valid may be imported: rows are saved together or not at all. */
export const canCommit = (p: Pick<ImportPreview, 'invalid_rows' | 'valid_rows'>) => p.invalid_rows === 0 && p.valid_rows > 0;

export type JobPhase = 'running' | 'committed' | 'failed';

export function jobPhase(job: Pick<ImportJob, 'status'>): JobPhase {
  if (job.status === 'committed') return 'committed';
  if (job.status === 'failed') return 'failed';
  return 'running';
}

export interface RowProblems {
  row: number;
  problems: Array<{ column: string; messages: string[] }>;
}

/** Issues grouped by file line (ascending), then by column in the order met; repeated messages once. */
export function groupErrorsByRow(issues: readonly ImportIssue[]): RowProblems[] {
  const rows = new Map<number, Map<string, string[]>>();
  for (const { row, column, message } of issues) {
    let columns = rows.get(row);
    if (!columns) rows.set(row, (columns = new Map()));
    const messages = columns.get(column) ?? [];
    if (!messages.includes(message)) messages.push(message);
    columns.set(column, messages);
  }
  return [...rows.entries()]
    .sort(([a], [b]) => a - b)
    .map(([row, columns]) => ({ row, problems: [...columns.entries()].map(([column, messages]) => ({ column, messages })) }));
}

/** Columns of the preview table: every key of the rows in first-seen order, `row` left out. */
export function previewColumns(rows: ReadonlyArray<Record<string, unknown>>): string[] {
  const seen = new Set<string>();
  for (const r of rows) for (const k of Object.keys(r)) if (k !== 'row') seen.add(k);
  return [...seen];
}

/** A preview cell as text: objects as JSON, nothing for null. */
export function cellText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** '1 row', '12,500 rows' (Indian digit grouping). */
export const rowCount = (n: number) => `${n.toLocaleString('en-IN')} ${n === 1 ? 'row' : 'rows'}`;

/** Text of the commit button: 'Import 12 rows'. */
export const importButtonLabel = (p: Pick<ImportPreview, 'valid_rows'>) => `Import ${rowCount(p.valid_rows)}`;

/** The success notification: 'Imported 12 rows'. */
export const importedMessage = (rows: number) => `Imported ${rowCount(rows)}`;

/** Why the import button is disabled, or null when it is not. */
export function blockedReason(p: Pick<ImportPreview, 'invalid_rows' | 'valid_rows'>): string | null {
  if (p.invalid_rows > 0) {
    return (
      `${rowCount(p.invalid_rows)} ${p.invalid_rows === 1 ? 'has' : 'have'} errors. Every row is saved together or none is, ` +
      'so fix the rows listed above in your file and choose it again.'
    );
  }
  if (p.valid_rows === 0) return 'The file has no rows to import.';
  return null;
}

/** The failure text of a job: the server's message, which already says nothing was imported. */
export function failureMessage(job: Pick<ImportJob, 'error'>): string {
  const m = job.error?.trim();
  if (!m) return 'The import failed. Nothing was imported; please try again.';
  return /nothing was imported/i.test(m) ? m : `${m.replace(/\.?$/, '.')} Nothing was imported.`;
}

/** Accepted file types of the file picker and of the server. */
export const ACCEPT = '.csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

export const isTableFile = (name: string) => /\.(csv|xlsx)$/i.test(name);
