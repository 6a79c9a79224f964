/**
 * The rows of a bulk defaulter report (admin defaulter/report-bulk), without the database: which
 * columns the file has, which rows make one report, and the report body each group becomes — the very
 * body a staff member's single report sends (contracts/reportDefaulter.ts), checked by the same rules.
 *
 * One row is one invoice. Rows with the same `report_ref`, one under another, are ONE report (one
 * case, one fee) with several invoices; a row with no ref is a report of its own. The report's own
 * columns (business, buyer, acceptance date, advance, contact…) are read from its first row; later
 * rows leave them empty or repeat them. docs/decisions.md.
 */
import type { ImportIssue } from '../../contracts/bulkImport';
import { REPORT_MAX_INVOICES } from '../../contracts/reportDefaulter';

type Level = 'ref' | 'report' | 'invoice';
interface ImportColumn {
  key: string;
  /** The template's header: the key, with a hint in brackets where the cell has a format. */
  header: string;
  required: boolean;
  level: Level;
  /** What a message calls it. */
  label: string;
}

const col = (key: string, label: string, level: Level, required: boolean, hint?: string): ImportColumn => ({
  key,
  header: hint ? `${key} (${hint})` : key,
  required,
  level,
  label,
});

export const REPORT_IMPORT_COLUMNS: readonly ImportColumn[] = [
  col('report_ref', 'report reference', 'ref', false, 'same ref on rows one under another = one report'),
  col('reporter_business', 'reporting business', 'report', true, 'GSTIN'),
  col('defaulter_gstin', 'buyer’s GSTIN', 'report', true),
  col('defaulter_name', 'buyer’s name', 'report', true),
  col('invoice_number', 'invoice number', 'invoice', true),
  col('invoice_date', 'invoice date', 'invoice', true, 'YYYY-MM-DD'),
  col('invoice_amount', 'invoice amount', 'invoice', true, '₹'),
  col('invoice_due_date', 'invoice due date', 'invoice', true, 'YYYY-MM-DD'),
  col('advance_paid', 'advance paid', 'report', false, '₹'),
  col('goods_accepted_on', 'date the goods were accepted', 'report', true, 'YYYY-MM-DD'),
  col('agreed_credit_days', 'agreed credit period', 'report', false, 'days'),
  col('contact_name', 'contact name', 'report', false),
  col('contact_mobile', 'contact mobile', 'report', false),
  col('contact_email', 'contact email', 'report', false),
  col('remarks', 'remarks', 'report', false),
];
const COLUMN = new Map(REPORT_IMPORT_COLUMNS.map((c) => [c.key, c]));

export const REPORT_IMPORT_TEMPLATE = REPORT_IMPORT_COLUMNS.map((c) => c.header);

const normalised = (h: string) =>
  h
    .replace(/\s*\([^()]*\)\s*$/, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');
const BY_NORMALISED = new Map(REPORT_IMPORT_COLUMNS.map((c) => [normalised(c.key), c.key]));

export interface ReportColumns {
  /** column key → the file's header */
  headerOf: Map<string, string>;
  unknown: string[];
  /** labels of required columns the file lacks */
  missing: string[];
}

/** The file's headers matched to the template's columns (any case, spaces or underscores, hint or not). */
export function mapReportColumns(headers: readonly string[]): ReportColumns {
  const headerOf = new Map<string, string>();
  const unknown: string[] = [];
  for (const h of headers) {
    const key = BY_NORMALISED.get(normalised(h));
    if (key && !headerOf.has(key)) headerOf.set(key, h);
    else unknown.push(h);
  }
  const missing = REPORT_IMPORT_COLUMNS.filter((c) => c.required && !headerOf.has(c.key)).map((c) => c.header);
  return { headerOf, unknown, missing };
}

export interface ImportRow {
  line: number;
  cells: Record<string, string>;
}

/** One report of the file: its rows (one invoice each) and the problems found while grouping them. */
export interface ReportGroup {
  ref: string | null;
  rows: ImportRow[];
  /** Rows refused while grouping (a ref used apart, more invoices than a report takes). */
  refused: Array<{ line: number; issue: ImportIssue }>;
}

/**
 * Groups the file's rows into reports, streaming: a group ends when the ref changes, so memory holds
 * one report (at most REPORT_MAX_INVOICES rows) and the refs seen.
 */
export async function* groupReports(rows: AsyncIterable<ImportRow>, columns: ReportColumns): AsyncGenerator<ReportGroup> {
  const refHeader = columns.headerOf.get('report_ref');
  const refOf = (row: ImportRow) => (refHeader ? row.cells[refHeader]?.trim() || null : null);
  const closed = new Map<string, number>(); // ref → its first line
  let group: ReportGroup | undefined;
  for await (const row of rows) {
    const ref = refOf(row);
    if (group && ref !== null && ref === group.ref) {
      if (group.rows.length < REPORT_MAX_INVOICES) group.rows.push(row);
      else
        group.refused.push({
          line: row.line,
          issue: issue(row.line, columns, 'report_ref', `A report can have at most ${REPORT_MAX_INVOICES} invoices; start another report.`),
        });
      continue;
    }
    if (group) yield group;
    if (ref !== null && closed.has(ref)) {
      const message = `Report “${ref}” started on row ${closed.get(ref)}: keep the rows of one report one under another.`;
      group = { ref: null, rows: [], refused: [{ line: row.line, issue: issue(row.line, columns, 'report_ref', message) }] };
      continue;
    }
    if (ref !== null) closed.set(ref, row.line);
    group = { ref, rows: [row], refused: [] };
  }
  if (group) yield group;
}

/** An issue on `key`'s column of line `line`, named by the file's own header. */
export function issue(line: number, columns: ReportColumns, key: string, message: string): ImportIssue {
  return { row: line, column: columns.headerOf.get(key) ?? COLUMN.get(key)?.header ?? key, message };
}

/** The cell a row holds in `key`'s column, trimmed ('' when the file has no such column). */
export const cellOf = (row: ImportRow, columns: ReportColumns, key: string) => {
  const h = columns.headerOf.get(key);
  return h ? (row.cells[h]?.trim() ?? '') : '';
};

/**
 * The report body of a group, as the single report's `report` field would carry it (the reporting
 * business as an id, resolved by the caller), and the rows whose report columns contradict the first.
 */
export function reportBodyOf(group: ReportGroup, columns: ReportColumns, reporterBusinessId: number) {
  const [first] = group.rows;
  const issues: ImportIssue[] = [];
  if (!first) return { body: null, issues };
  for (const row of group.rows.slice(1)) {
    for (const c of REPORT_IMPORT_COLUMNS) {
      if (c.level !== 'report') continue;
      const value = cellOf(row, columns, c.key);
      const expected = cellOf(first, columns, c.key);
      if (value !== '' && value !== expected)
        issues.push(
          issue(
            row.line,
            columns,
            c.key,
            `This row belongs to report “${group.ref}”, whose first row (row ${first.line}) gives ${expected ? `“${expected}”` : 'no value'} as the ${c.label}: leave the cell empty or repeat that.`,
          ),
        );
    }
  }
  const at = (key: string) => cellOf(first, columns, key);
  const optional = (key: string) => at(key) || null;
  const contact =
    at('contact_name') || at('contact_mobile') || at('contact_email')
      ? { name: at('contact_name'), mobile: optional('contact_mobile'), email: optional('contact_email') }
      : null;
  const body = {
    reporter_business_id: reporterBusinessId,
    defaulter_gstin: at('defaulter_gstin'),
    defaulter_name: at('defaulter_name'),
    invoices: group.rows.map((row) => ({
      invoice_number: cellOf(row, columns, 'invoice_number'),
      invoice_date: cellOf(row, columns, 'invoice_date'),
      amount: cellOf(row, columns, 'invoice_amount'),
      due_date: cellOf(row, columns, 'invoice_due_date'),
    })),
    ...(at('advance_paid') ? { advance_paid: at('advance_paid') } : {}),
    goods_accepted_on: at('goods_accepted_on'),
    agreed_credit_days: optional('agreed_credit_days'),
    contact,
    remarks: optional('remarks'),
  };
  return { body, issues };
}

/** A report body's field (a zod issue's path) → the file's line and column it came from. */
const INVOICE_COLUMN: Record<string, string> = {
  invoice_number: 'invoice_number',
  invoice_date: 'invoice_date',
  amount: 'invoice_amount',
  due_date: 'invoice_due_date',
};

export function issueAt(group: ReportGroup, columns: ReportColumns, path: ReadonlyArray<PropertyKey>, message: string): ImportIssue {
  const firstLine = group.rows[0]?.line ?? 0;
  const [head, index, field] = path.map(String);
  if (head === 'invoices') {
    const row = index !== undefined && /^\d+$/.test(index) ? group.rows[Number(index)] : undefined;
    return issue(row?.line ?? firstLine, columns, (field && INVOICE_COLUMN[field]) || 'invoice_number', message);
  }
  if (head === 'contact') return issue(firstLine, columns, `contact_${index ?? 'name'}`, message);
  if (head === 'reporter_business_id') return issue(firstLine, columns, 'reporter_business', message);
  return issue(firstLine, columns, head && COLUMN.has(head) ? head : 'defaulter_name', message);
}
