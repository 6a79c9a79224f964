/**
 * Streams the rows of an uploaded CSV or XLSX file as { line, cells } with the header row as keys.
 * Memory stays flat: rows are parsed and handed on one at a time (papaparse / exceljs streaming).
 */
import fs from 'node:fs';
import ExcelJS from 'exceljs';
import Papa from 'papaparse';
import type { TableFormat } from '../contracts/bulkImport';

export interface TableRow {
  line: number;
  cells: Record<string, string>;
}

export function formatOf(fileName: string): TableFormat | undefined {
  const ext = fileName.toLowerCase().split('.').pop();
  return ext === 'csv' ? 'csv' : ext === 'xlsx' ? 'xlsx' : undefined;
}

const isBlank = (cells: Record<string, string>) => Object.values(cells).every((v) => v === '');

async function* csvRows(file: string): AsyncGenerator<TableRow> {
  const parser = fs.createReadStream(file).pipe(
    Papa.parse(Papa.NODE_STREAM_INPUT, {
      header: true,
      skipEmptyLines: 'greedy',
      transformHeader: (h: string) => h.replace(/^\uFEFF/, '').trim(),
      transform: (v: string) => v.trim(),
    }),
  );
  let line = 1; // the header
  for await (const cells of parser as AsyncIterable<Record<string, string>>) {
    line += 1;
    if (!isBlank(cells)) yield { line, cells };
  }
}

function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString().slice(0, 10);
  if (typeof value === 'object') {
    if ('text' in value && typeof value.text === 'string') return value.text;
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    return '';
  }
  return String(value).trim();
}

async function* xlsxRows(file: string): AsyncGenerator<TableRow> {
  const workbook = new ExcelJS.stream.xlsx.WorkbookReader(file, {
    sharedStrings: 'cache',
    hyperlinks: 'ignore',
    styles: 'ignore',
    worksheets: 'emit',
  });
  for await (const sheet of workbook) {
    let headers: string[] | undefined;
    for await (const row of sheet) {
      const values = (row.values as ExcelJS.CellValue[]).slice(1).map(cellText);
      if (!headers) {
        headers = values.map((h) => h.trim());
        continue;
      }
      const cells = Object.fromEntries(headers.map((h, i) => [h, values[i] ?? '']));
      if (!isBlank(cells)) yield { line: row.number, cells };
    }
    return; // the first worksheet only
  }
}

export function readTable(file: string, format: TableFormat): AsyncGenerator<TableRow> {
  return format === 'csv' ? csvRows(file) : xlsxRows(file);
}
