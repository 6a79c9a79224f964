import { describe, expect, it } from 'vitest';
import { REPORT_MAX_INVOICES } from '../../contracts/reportDefaulter';
import { groupReports, issueAt, mapReportColumns, reportBodyOf, type ImportRow, type ReportGroup } from './reportImportRows';

const HEADERS = [
  'Report Ref',
  'reporter_business (GSTIN)',
  'defaulter_gstin',
  'Defaulter Name',
  'invoice_number',
  'invoice_date',
  'invoice_amount (₹)',
  'invoice_due_date',
  'goods_accepted_on',
  'contact_mobile',
  'colour',
];
const columns = mapReportColumns(HEADERS);

let line = 1;
const row = (ref: string, invoice: string, over: Record<string, string> = {}): ImportRow => ({
  line: ++line,
  cells: {
    'Report Ref': ref,
    'reporter_business (GSTIN)': '08AAPFU0939F1ZV',
    defaulter_gstin: '27AAPFU0939F1ZV',
    'Defaulter Name': 'Slow Payer',
    invoice_number: invoice,
    invoice_date: '2026-01-10',
    'invoice_amount (₹)': '100.00',
    invoice_due_date: '2026-02-09',
    goods_accepted_on: '2026-01-12',
    contact_mobile: '',
    colour: 'blue',
    ...over,
  },
});

async function groups(rows: ImportRow[]): Promise<ReportGroup[]> {
  async function* source() {
    yield* rows;
  }
  const out: ReportGroup[] = [];
  for await (const g of groupReports(source(), columns)) out.push(g);
  return out;
}

describe('mapReportColumns', () => {
  it('matches headers in any case, with or without their hint, and lists the rest', () => {
    expect(columns.headerOf.get('report_ref')).toBe('Report Ref');
    expect(columns.headerOf.get('invoice_amount')).toBe('invoice_amount (₹)');
    expect(columns.unknown).toEqual(['colour']);
    expect(columns.missing).toEqual([]);
  });
  it('names the required columns a file lacks', () => {
    expect(mapReportColumns(['defaulter_gstin']).missing).toContain('reporter_business (GSTIN)');
  });
});

describe('groupReports', () => {
  it('makes one report of rows with the same ref one under another, and one of each row without a ref', async () => {
    const g = await groups([row('A', '1'), row('A', '2'), row('', '3'), row('', '4'), row('B', '5')]);
    expect(g.map((x) => [x.ref, x.rows.map((r) => r.cells.invoice_number)])).toEqual([
      ['A', ['1', '2']],
      [null, ['3']],
      [null, ['4']],
      ['B', ['5']],
    ]);
  });
  it('refuses a ref used again apart from its rows, and more invoices than a report takes', async () => {
    const many = Array.from({ length: REPORT_MAX_INVOICES + 1 }, (_, i) => row('M', `m${i}`));
    const g = await groups([row('A', '1'), row('B', '2'), row('A', '3'), ...many]);
    expect(g[2]!.rows).toEqual([]);
    expect(g[2]!.refused[0]!.issue).toMatchObject({ column: 'Report Ref', message: expect.stringContaining('one under another') });
    expect(g[3]!.rows).toHaveLength(REPORT_MAX_INVOICES);
    expect(g[3]!.refused).toHaveLength(1);
  });
});

describe('reportBodyOf', () => {
  it('reads the report from its first row, the invoices from every row; later rows may only repeat the report’s cells', async () => {
    const [g] = await groups([
      row('A', 'X-1'),
      row('A', 'X-2', { 'Defaulter Name': '' }),
      row('A', 'X-3', { defaulter_gstin: '29AAPFU0939F1ZV' }),
    ]);
    const { body, issues } = reportBodyOf(g!, columns, 7);
    expect(body).toMatchObject({
      reporter_business_id: 7,
      defaulter_gstin: '27AAPFU0939F1ZV',
      invoices: [{ invoice_number: 'X-1' }, { invoice_number: 'X-2' }, { invoice_number: 'X-3' }],
      contact: null,
      agreed_credit_days: null,
    });
    expect(issues).toEqual([
      expect.objectContaining({ row: g!.rows[2]!.line, column: 'defaulter_gstin', message: expect.stringContaining('“27AAPFU0939F1ZV”') }),
    ]);
  });
  it('maps a rule’s field back to the file’s row and column', async () => {
    const [g] = await groups([row('A', 'Y-1'), row('A', 'Y-2')]);
    expect(issueAt(g!, columns, ['invoices', 1, 'amount'], 'bad')).toEqual({
      row: g!.rows[1]!.line,
      column: 'invoice_amount (₹)',
      message: 'bad',
    });
    expect(issueAt(g!, columns, ['contact', 'mobile'], 'bad')).toMatchObject({ row: g!.rows[0]!.line, column: 'contact_mobile' });
    expect(issueAt(g!, columns, ['reporter_business_id'], 'bad')).toMatchObject({ column: 'reporter_business (GSTIN)' });
    expect(issueAt(g!, columns, ['advance_paid'], 'bad')).toMatchObject({ column: 'advance_paid (₹)' }); // not in this file: the template's header;
  });
});
