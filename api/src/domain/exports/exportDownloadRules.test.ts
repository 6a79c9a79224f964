import { describe, expect, it } from 'vitest';
import { STATUS_OF_KIND } from '../../http/domainErrors';
import { ERROR_CATALOG } from '../errors';
import { downloadDecision, exportContentType, exportFileName, type DownloadDecision, type ExportJobFacts } from './exportDownloadRules';

/** The HTTP status a refusal becomes (its code's kind, mapped by http/domainErrors.ts); 200 when allowed. */
const statusOf = (d: DownloadDecision) => (d.ok ? 200 : STATUS_OF_KIND[ERROR_CATALOG[d.code].kind]);

const now = new Date('2026-11-24T12:00:00Z');
const done: ExportJobFacts = { status: 'done', requested_by: 7, file_path: 'exports/2026/11/a.csv', expires_at: null };
const member = { userId: 7, mayDownloadAll: false, isStaff: false };

describe('downloadDecision', () => {
  it('lets the requester and staff with download access fetch a finished file', () => {
    expect(downloadDecision(done, member, now)).toEqual({ ok: true });
    expect(downloadDecision(done, { userId: 1, mayDownloadAll: true, isStaff: true }, now)).toEqual({ ok: true });
  });
  it('hides another member’s export (404) and refuses staff without the permission (403)', () => {
    expect(statusOf(downloadDecision(done, { ...member, userId: 8 }, now))).toBe(404);
    expect(statusOf(downloadDecision(done, { userId: 8, mayDownloadAll: false, isStaff: true }, now))).toBe(403);
    expect(statusOf(downloadDecision({ ...done, requested_by: null }, member, now))).toBe(404);
  });
  it('answers 409 until finished or when failed, 404 without a file, 410 once expired', () => {
    const running = downloadDecision({ ...done, status: 'running' }, member, now);
    expect(running).toEqual({ ok: false, code: 'EXPORT_NOT_FINISHED' });
    expect(statusOf(running)).toBe(409);
    expect(ERROR_CATALOG.EXPORT_NOT_FINISHED.english).toMatch(/not finished/);
    expect(statusOf(downloadDecision({ ...done, status: 'queued' }, member, now))).toBe(409);
    const failed = downloadDecision({ ...done, status: 'failed' }, member, now);
    expect(failed).toEqual({ ok: false, code: 'EXPORT_FAILED' });
    expect(statusOf(failed)).toBe(409);
    expect(ERROR_CATALOG.EXPORT_FAILED.english).toMatch(/failed/);
    expect(statusOf(downloadDecision({ ...done, file_path: null }, member, now))).toBe(404);
    expect(statusOf(downloadDecision({ ...done, expires_at: new Date('2026-11-24T11:59:59Z') }, member, now))).toBe(410);
    expect(downloadDecision({ ...done, expires_at: new Date('2026-11-25T00:00:00Z') }, member, now)).toEqual({ ok: true });
  });
});

describe('names and types', () => {
  it('names the file after the data and the IST day it finished', () => {
    expect(exportFileName({ resource: 'agent-revenue', finished_at: new Date('2026-11-24T19:00:00Z'), file_path: 'x/y.csv' })).toBe(
      'agent-revenue_2026-11-25.csv',
    );
    expect(exportFileName({ resource: '../etc/passwd', finished_at: null, file_path: 'x/y.PDF' })).toBe('etc-passwd.pdf');
  });
  it('types the file by its stored extension', () => {
    expect(exportContentType('a/b.csv')).toBe('text/csv; charset=utf-8');
    expect(exportContentType('a/b.xlsx')).toMatch(/spreadsheetml/);
    expect(exportContentType('a/b.html')).toBe('application/octet-stream');
  });
});
