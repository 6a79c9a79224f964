/** The one formula-escaping rule for every CSV the server or the admin writes (api/src/contracts/csv.ts). */
import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import { isSpreadsheetFormula, spreadsheetSafe } from '../../../api/src/contracts';

describe('spreadsheetSafe', () => {
  it('prefixes text a spreadsheet would run with an apostrophe', () => {
    for (const formula of [
      '=HYPERLINK("http://evil.example","Click")',
      '=1+1',
      "+1+cmd|' /C calc'!A0",
      "-2+3+cmd|' /C calc'!A0",
      '@SUM(A1:A2)',
      '\t=1+1',
      '\r=1+1',
      '\n=1',
      '  =1+1',
      '\u00a0=1',
      '＝1+1',
      '＋1',
      '－1',
      '＠SUM(A1)',
      '-',
      '+',
      '=',
      '@',
      '-1-',
      '+91 98765 43210',
    ]) {
      expect(isSpreadsheetFormula(formula), JSON.stringify(formula)).toBe(true);
      expect(spreadsheetSafe(formula)).toBe(`'${formula}`);
    }
  });

  it('leaves numbers, safe text and non-text as they are', () => {
    for (const cell of [
      'Ramesh Traders',
      'a=b',
      'x-y',
      'me@example.com',
      '',
      ' ',
      '1180.00',
      '-1250.00',
      '+5',
      '-.5',
      '1e3',
      '-2E-3',
      '2026-11-21',
      "'=already escaped",
      '{"a":1}',
    ]) {
      expect(spreadsheetSafe(cell), JSON.stringify(cell)).toBe(cell);
    }
    for (const cell of [-5, 0, 12.5, null, undefined, true]) expect(spreadsheetSafe(cell)).toBe(cell);
  });

  it('survives a CSV round trip as text, quote and all', () => {
    const csv = Papa.unparse([['=HYPERLINK("http://evil.example")', 'x,y', '-10.00'].map(spreadsheetSafe)]);
    expect(Papa.parse<string[]>(csv).data[0]).toEqual(['\'=HYPERLINK("http://evil.example")', 'x,y', '-10.00']);
  });
});
