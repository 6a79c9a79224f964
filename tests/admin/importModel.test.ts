import { describe, expect, it } from 'vitest';
import {
  blockedReason,
  canCommit,
  cellText,
  failureMessage,
  groupErrorsByRow,
  importButtonLabel,
  importedMessage,
  isTableFile,
  jobPhase,
  previewColumns,
  progressPercent,
  rowCount,
} from '../../admin/src/screens/import/importModel';

describe('bulk import model', () => {
  it('progress is the share of valid rows saved, 0–100, whole numbers', () => {
    expect(progressPercent(0, 200)).toBe(0);
    expect(progressPercent(50, 200)).toBe(25);
    expect(progressPercent(199, 200)).toBe(99);
    expect(progressPercent(200, 200)).toBe(100);
    expect(progressPercent(250, 200)).toBe(100);
    expect(progressPercent(-5, 200)).toBe(0);
    expect(progressPercent(10, 0)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
  });

  it('lets a file be imported only when every row is valid', () => {
    expect(canCommit({ invalid_rows: 0, valid_rows: 3 })).toBe(true);
    expect(canCommit({ invalid_rows: 1, valid_rows: 3 })).toBe(false);
    expect(canCommit({ invalid_rows: 0, valid_rows: 0 })).toBe(false);
    expect(blockedReason({ invalid_rows: 0, valid_rows: 3 })).toBeNull();
    expect(blockedReason({ invalid_rows: 1, valid_rows: 3 })).toMatch(/^1 row has errors\. Every row is saved together or none is/);
    expect(blockedReason({ invalid_rows: 2, valid_rows: 3 })).toMatch(/^2 rows have errors/);
    expect(blockedReason({ invalid_rows: 0, valid_rows: 0 })).toBe('The file has no rows to import.');
  });

  it('groups issues by row (ascending), then column, each message once', () => {
    const grouped = groupErrorsByRow([
      { row: 4, column: 'state_id', message: 'No state is called “Atlantis”.' },
      { row: 3, column: 'name', message: 'Name is required.' },
      { row: 4, column: 'state_id', message: 'State is required.' },
      { row: 4, column: 'name', message: 'Too short.' },
      { row: 4, column: 'state_id', message: 'State is required.' },
    ]);
    expect(grouped).toEqual([
      { row: 3, problems: [{ column: 'name', messages: ['Name is required.'] }] },
      {
        row: 4,
        problems: [
          { column: 'state_id', messages: ['No state is called “Atlantis”.', 'State is required.'] },
          { column: 'name', messages: ['Too short.'] },
        ],
      },
    ]);
    expect(groupErrorsByRow([])).toEqual([]);
  });

  it('reads the job phase and the failure message', () => {
    expect(jobPhase({ status: 'committing' })).toBe('running');
    expect(jobPhase({ status: 'previewed' })).toBe('running');
    expect(jobPhase({ status: 'committed' })).toBe('committed');
    expect(jobPhase({ status: 'failed' })).toBe('failed');
    expect(failureMessage({ error: 'A row repeats a value that must be unique (x). Nothing was imported.' })).toBe(
      'A row repeats a value that must be unique (x). Nothing was imported.',
    );
    expect(failureMessage({ error: 'Database down' })).toBe('Database down. Nothing was imported.');
    expect(failureMessage({ error: null })).toMatch(/Nothing was imported/);
  });

  it('builds the preview table columns and cells', () => {
    expect(
      previewColumns([
        { row: 2, name: 'A', state_id: 8 },
        { row: 3, name: 'B', status: 1 },
      ]),
    ).toEqual(['name', 'state_id', 'status']);
    expect(cellText(null)).toBe('');
    expect(cellText({ a: 1 })).toBe('{"a":1}');
    expect(cellText(12)).toBe('12');
  });

  it('words counts and labels', () => {
    expect(rowCount(1)).toBe('1 row');
    expect(rowCount(125000)).toBe('1,25,000 rows');
    expect(importButtonLabel({ valid_rows: 12 })).toBe('Import 12 rows');
    expect(importedMessage(1)).toBe('Imported 1 row');
    expect(isTableFile('a.CSV')).toBe(true);
    expect(isTableFile('a.xlsx')).toBe(true);
    expect(isTableFile('a.xls')).toBe(false);
  });
});
