/**
 * Bulk defaulter reports (admin defaulter/report-bulk, the importer of `defaulter-cases`): every report
 * of the file goes through the rules and the service of a staff member's single report
 * (POST /api/admin/defaulter/report) — the same body rules, the reporting business active and
 * GST-verified, an invoice reported once per business and buyer, the fee from the member's plan taken
 * from the member's wallet — inside the importer's pipeline:
 *  - preview: each row's problems, including an invoice already reported (in the database or earlier
 *    in the file) and a wallet that cannot pay the fees of the file's reports in turn;
 *  - commit: createCase for each report in the import's one transaction; any refusal rolls all back.
 * A spreadsheet carries no files: the cases wait for their documents (reportRules.ts, docs/decisions.md).
 */
import type { Knex } from 'knex';
import type { SignedInCall } from '../../callContext';
import type { ImportIssue } from '../../contracts/bulkImport';
import { importedReportInput, invoiceKey, reportAmounts, type ImportedReport } from '../../contracts/reportDefaulter';
import { DomainError, reason, refusal as domainRefusal } from '../errors';
import type { CheckedRow, RecordImporter } from '../../import/recordImporter';
import type { TableRow } from '../../import/tableFile';
import { formatPaise, fromPaise, toPaise } from '../../validation/money';
import {
  cellOf,
  groupReports,
  issue,
  issueAt,
  mapReportColumns,
  REPORT_IMPORT_TEMPLATE,
  reportBodyOf,
  type ReportColumns,
  type ReportGroup,
} from './reportImportRows';
import { createCase, priceOf, reportedInvoiceKeys, reportingBusiness, type ReportingBusiness } from './reportService';

/** The file's columns and its reports, or null for a file without rows. */
async function openReports(rows: AsyncIterable<TableRow>) {
  const it = rows[Symbol.asyncIterator]();
  const first = await it.next();
  if (first.done) return null;
  const columns = mapReportColumns(Object.keys(first.value.cells));
  if (columns.missing.length)
    throw domainRefusal(
      'IMPORT_NO_COLUMNS',
      { columns: columns.missing.join(', ') },
      { file: reason(columns.missing.length > 1 ? 'IMPORT_ADD_COLUMNS' : 'IMPORT_ADD_COLUMN', { columns: columns.missing.join(', ') }) },
    );
  async function* all() {
    yield first.value as TableRow;
    for (let next = await it.next(); !next.done; next = await it.next()) yield next.value;
  }
  return { columns, groups: groupReports(all(), columns) };
}

/** Businesses by GSTIN, looked up once per import. */
function businessFinder() {
  const ids = new Map<string, number | null>();
  return async (db: Knex, gstin: string): Promise<number | null> => {
    if (!ids.has(gstin)) ids.set(gstin, ((await db('businesses').where({ gstin }).first('id'))?.id as number | undefined) ?? null);
    return ids.get(gstin)!;
  };
}
type FindBusiness = ReturnType<typeof businessFinder>;

interface ReadReport {
  issues: ImportIssue[];
  report?: ImportedReport;
  business?: ReportingBusiness;
}

/** A group as a report: grouping problems, the reporting business, and the single report's body rules. */
async function readReport(db: Knex, group: ReportGroup, columns: ReportColumns, findBusiness: FindBusiness): Promise<ReadReport> {
  const issues = group.refused.map((r) => r.issue);
  const [first] = group.rows;
  if (!first) return { issues };
  const gstin = cellOf(first, columns, 'reporter_business').toUpperCase();
  const id = gstin ? await findBusiness(db, gstin) : null;
  let business: ReportingBusiness | undefined;
  if (!gstin) issues.push(issue(first.line, columns, 'reporter_business', 'Enter the GSTIN of the member’s business that reports.'));
  else if (id === null) issues.push(issue(first.line, columns, 'reporter_business', `No registered business has the GSTIN “${gstin}”.`));
  else {
    try {
      business = await reportingBusiness(db, id, null);
    } catch (err) {
      if (!(err instanceof DomainError)) throw err;
      issues.push(issue(first.line, columns, 'reporter_business', err.message));
    }
  }
  const { body, issues: mismatches } = reportBodyOf(group, columns, id ?? 1);
  issues.push(...mismatches);
  const parsed = importedReportInput.safeParse(body);
  if (!parsed.success)
    for (const i of parsed.error.issues) if (i.path[0] !== 'reporter_business_id') issues.push(issueAt(group, columns, i.path, i.message));
  return { issues, report: parsed.success ? parsed.data : undefined, business };
}

const FEE_REFUSALS = {
  no_plan: 'This business has no active membership plan, which reporting a defaulter needs.',
  plan_expired: 'This business’s membership plan has ended: it must be renewed before it can report a defaulter.',
};

/** What the preview remembers across the file's reports. */
interface PreviewState {
  findBusiness: FindBusiness;
  now: Date;
  /** business|buyer GSTIN|invoice key → the line it is on */
  invoices: Map<string, number>;
  /** member → paise left in the wallet after the file's earlier reports */
  walletLeft: Map<number, number>;
}

/** The database rules of a report that passed its body rules: not itself, invoices once, the fee payable. */
async function checkAgainstRecords(db: Knex, group: ReportGroup, columns: ReportColumns, read: Required<ReadReport>, state: PreviewState) {
  const { report, business, issues } = read;
  if (business.gstin === report.defaulter_gstin)
    issues.push(
      issueAt(group, columns, ['defaulter_gstin'], 'A business cannot report itself: this is the reporting business’s own GSTIN.'),
    );
  const taken = await reportedInvoiceKeys(
    db,
    business.id,
    report.defaulter_gstin,
    report.invoices.map((i) => i.invoice_number),
  );
  report.invoices.forEach((inv, i) => {
    const key = `${business.id}|${report.defaulter_gstin}|${invoiceKey(inv.invoice_number)}`;
    const at = ['invoices', i, 'invoice_number'];
    if (taken.has(invoiceKey(inv.invoice_number)))
      issues.push(issueAt(group, columns, at, `Invoice ${inv.invoice_number} was already reported against this buyer.`));
    else if (state.invoices.has(key))
      issues.push(
        issueAt(
          group,
          columns,
          at,
          `Invoice ${inv.invoice_number} is also on row ${state.invoices.get(key)} of this file, for the same business and buyer.`,
        ),
      );
    else state.invoices.set(key, group.rows[i]!.line);
  });
  // The fee exactly as a staff report charges it: the member's plan, from the member's wallet.
  const { e, charge } = await priceOf(db, business, state.now);
  if (!e.allowed) {
    issues.push(issueAt(group, columns, ['reporter_business_id'], FEE_REFUSALS[e.reason]));
    return 0;
  }
  if (charge.totalPaise === 0) return 0;
  const earlier = state.walletLeft.has(business.user_id);
  const left =
    state.walletLeft.get(business.user_id) ??
    toPaise(String((await db('users').where({ id: business.user_id }).first('wallet_balance'))?.wallet_balance ?? '0'));
  if (charge.totalPaise > left) {
    issues.push(
      issueAt(
        group,
        columns,
        ['reporter_business_id'],
        `The member’s wallet cannot pay this report’s fee of ${formatPaise(charge.totalPaise)}: it holds ${formatPaise(left)}${earlier ? ' after the earlier reports of this file' : ''}. Add ${formatPaise(charge.totalPaise - left)} to it first.`,
      ),
    );
    return 0;
  }
  state.walletLeft.set(business.user_id, left - charge.totalPaise);
  return charge.totalPaise;
}

/** Each row of the group as the preview shows it: its problems, or what it adds (the report's due and fee on its first row). */
function rowOutcomes(
  group: ReportGroup,
  columns: ReportColumns,
  issues: ImportIssue[],
  report?: ImportedReport,
  feePaise = 0,
): CheckedRow[] {
  const amounts = report ? reportAmounts(report.invoices, report.advance_paid) : null;
  const rows: CheckedRow[] = group.rows.map((row, i) => {
    const own = issues.filter((x) => x.row === row.line);
    if (own.length) return { line: row.line, issues: own };
    const inv = report?.invoices[i];
    return {
      line: row.line,
      issues: [],
      data: {
        report_ref: group.ref ?? '',
        reporter_business: cellOf(group.rows[0]!, columns, 'reporter_business').toUpperCase(),
        defaulter_gstin: report?.defaulter_gstin,
        defaulter_name: report?.defaulter_name,
        invoice_number: inv?.invoice_number,
        invoice_amount: inv?.amount,
        ...(i === 0 && amounts ? { due_amount: fromPaise(amounts.duePaise), fee: fromPaise(feePaise) } : {}),
      },
    };
  });
  for (const r of group.refused) rows.push({ line: r.line, issues: [r.issue] });
  return rows;
}

async function* check(db: Knex, rows: AsyncIterable<TableRow>): AsyncGenerator<CheckedRow | { unknownColumns: string[] }> {
  const opened = await openReports(rows);
  if (!opened) return;
  yield { unknownColumns: opened.columns.unknown };
  const state: PreviewState = { findBusiness: businessFinder(), now: new Date(), invoices: new Map(), walletLeft: new Map() };
  for await (const group of opened.groups) {
    const read = await readReport(db, group, opened.columns, state.findBusiness);
    let fee = 0;
    if (read.report && read.business && !read.issues.length)
      fee = await checkAgainstRecords(db, group, opened.columns, read as Required<ReadReport>, state);
    yield* rowOutcomes(group, opened.columns, read.issues, read.report, fee);
  }
}

/** The commit's answer to a refused report: 409 naming its first bad row, every problem of that row. */
function refusal(issues: readonly ImportIssue[]): DomainError {
  const line = Math.min(...issues.map((i) => i.row));
  const own = issues.filter((i) => i.row === line);
  const detail = own.map((i) => `${i.column}: ${i.message.replace(/\.$/, '')}`).join('; ');
  return domainRefusal('IMPORT_ROW_INVALID', { line, detail }, Object.fromEntries(own.map((i) => [i.column, i.message])), {
    details: { row: line },
  });
}

const isInvoiceTaken = (err: unknown) => {
  const e = err as { code?: string; constraint?: string };
  return e?.code === '23505' && e.constraint === 'case_invoices_once';
};

async function commit(
  trx: Knex.Transaction,
  call: SignedInCall,
  rows: AsyncIterable<TableRow>,
  onProgress: (rows: number) => Promise<void>,
) {
  const opened = await openReports(rows);
  if (!opened) return 0;
  const findBusiness = businessFinder();
  let processed = 0;
  for await (const group of opened.groups) {
    const read = await readReport(trx, group, opened.columns, findBusiness);
    if (read.issues.length || !read.report) throw refusal(read.issues);
    const firstLine = group.rows[0]!.line;
    try {
      await createCase(trx, call, { kind: 'import' }, read.report, []);
    } catch (err) {
      if (err instanceof DomainError) {
        const problems = Object.entries(err.fieldMessages() ?? {}).map(([path, message]) =>
          issueAt(group, opened.columns, path.split('.'), message),
        );
        throw refusal(problems.length ? problems : [issue(firstLine, opened.columns, 'reporter_business', err.message)]);
      }
      if (isInvoiceTaken(err))
        throw refusal([
          issue(firstLine, opened.columns, 'invoice_number', 'One of these invoices was reported against this buyer meanwhile.'),
        ]);
      throw err;
    }
    processed += group.rows.length;
    await onProgress(processed);
  }
  return processed;
}

export const reportImporter: RecordImporter = { templateColumns: REPORT_IMPORT_TEMPLATE, check, commit };
