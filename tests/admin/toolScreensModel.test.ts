/** The pure parts of the report, bills, export, reset and legal-notice screens. */
import type { IdentifierLock } from '@bakaya/api/contracts';
import { describe, expect, it } from 'vitest';
import { DOWNLOAD_MESSAGES, downloadOutcome } from '../../admin/src/files/downloadFile';
import { formatFileSize } from '../../admin/src/format/display';
import { cleanFilter, rangeListUrl, totalFromContentRange } from '../../admin/src/providers/rangeList';
import { UNFINISHED_DATE } from '../../admin/src/inputs/usePickerValue';
import { defaultPeriod, exportUrl, periodProblems } from '../../admin/src/screens/agentRevenueExport/agentRevenueExportModel';
import {
  defaultersOfGstin,
  reportCsvUrl,
  stateOption,
  WORST_STATUS_CHOICES,
} from '../../admin/src/screens/defaulterReport/defaulterReportModel';
import { audienceOf, filterProblems, sendableFilter, toggleIds } from '../../admin/src/screens/legalNoticeProcess/legalNoticeModel';
import { lockSummary, lookupProblem, reasonProblem, refusalLabel } from '../../admin/src/screens/signInReset/signInResetModel';
import { nextSort } from '../../admin/src/screens/tables/tableModel';
import {
  balanceOf,
  checkPair,
  documentsByTransaction,
  missingDocuments,
  totals,
} from '../../admin/src/screens/transactionBills/transactionBillsModel';

const query = (url: string) => Object.fromEntries(new URL(url, 'http://x').searchParams);

describe('download helper messages (spec §8)', () => {
  it('success on a 200 with a body; nothing to download when empty or not 200; else the error or the fallback', () => {
    expect(downloadOutcome(200, 120)).toEqual({ kind: 'success', message: 'File downloaded successfully' });
    expect(downloadOutcome(204, 0)).toEqual({ kind: 'empty', message: 'Nothing to download' });
    expect(downloadOutcome(200, 0).message).toBe(DOWNLOAD_MESSAGES.empty);
    expect(downloadOutcome(206, 10).message).toBe(DOWNLOAD_MESSAGES.empty);
    expect(downloadOutcome(403, 0, 'You do not have permission to do this.')).toEqual({
      kind: 'error',
      message: 'You do not have permission to do this.',
    });
    expect(downloadOutcome(500, 0, undefined).message).toBe('An error occurred while downloading the file');
    expect(downloadOutcome(400, 0, '  ').message).toBe(DOWNLOAD_MESSAGES.failed);
  });
});

describe('range lists', () => {
  it('sends filter, sort and a 0-based range, without blank filters', () => {
    const url = rangeListUrl(
      '/api/x',
      { filter: { q: '', state: '08', status: [], gstin: undefined }, sort: { field: 'cases', order: 'ASC' }, page: 3, perPage: 25 },
      { notice_for: 'buyer' },
    );
    expect(query(url)).toEqual({ notice_for: 'buyer', filter: '{"state":"08"}', sort: '["cases","ASC"]', range: '[50,74]' });
    expect(cleanFilter({ a: 0, b: false, c: null })).toEqual({ a: 0, b: false });
  });
  it('reads the total from Content-Range', () => {
    expect(totalFromContentRange('defaulters 0-24/310')).toBe(310);
    expect(totalFromContentRange('defaulters */0')).toBe(0);
    expect(totalFromContentRange(null)).toBeUndefined();
  });
  it('flips the order on the same column; a new column starts with its own first order', () => {
    expect(nextSort({ field: 'cases', order: 'DESC' }, 'cases')).toEqual({ field: 'cases', order: 'ASC' });
    expect(nextSort({ field: 'cases', order: 'ASC' }, 'name', 'ASC')).toEqual({ field: 'name', order: 'ASC' });
    expect(nextSort({ field: 'name', order: 'ASC' }, 'outstanding')).toEqual({ field: 'outstanding', order: 'DESC' });
  });
});

describe('reported-defaulters report', () => {
  it('links a row to the defaulters list filtered by its GSTIN, and downloads with the same filters', () => {
    expect(defaultersOfGstin('08ABCDE1234F1Z5')).toBe(
      `/customer-management/defaulter?filter=${encodeURIComponent('{"defaulter_gstin":"08ABCDE1234F1Z5"}')}`,
    );
    const csv = reportCsvUrl({ filter: { q: 'Traders', state: '' }, sort: { field: 'outstanding', order: 'DESC' } });
    expect(csv.startsWith('/api/admin/reports/defaulters.csv?')).toBe(true);
    expect(query(csv)).toEqual({ filter: '{"q":"Traders"}', sort: '["outstanding","DESC"]' });
  });
  it('offers worst statuses most serious first, with their spec labels and colours', () => {
    expect(WORST_STATUS_CHOICES[0]).toMatchObject({ id: 'verified', name: 'Verified', colour: '#43A047' });
    expect(WORST_STATUS_CHOICES.map((c) => c.id)).toContain('more_details_required');
    expect(stateOption({ code: '08', name: 'Rajasthan', defaulters: 12345 })).toBe('Rajasthan (08) · 12,345');
  });
});

describe('transaction bill details', () => {
  it('explains a malformed buyer/supplier pair', () => {
    expect(checkPair('12,34')).toEqual({ ok: true, buyer: 12, supplier: 34 });
    expect(checkPair('12;34')).toMatchObject({ ok: false, message: expect.stringContaining('e.g. transation-bill-details/12,34') });
    expect(checkPair(undefined)).toMatchObject({ ok: false });
    expect(checkPair('7,7')).toMatchObject({ ok: false, message: expect.stringContaining('both buyer and supplier') });
    expect(checkPair('0,5')).toMatchObject({ ok: false, message: expect.stringContaining('start at 1') });
  });
  it('totals amounts, advances and balances in paise', () => {
    const list = [
      { id: 1, amount: '0.10', advance_paid: '0.00' },
      { id: 2, amount: '0.20', advance_paid: '0.05' },
      { id: 3, amount: '118000.00', advance_paid: null },
    ];
    expect(totals(list)).toEqual({ count: 3, amount: '118000.30', advance_paid: '0.05', balance: '118000.25' });
    expect(balanceOf(list[1]!)).toBe('0.15');
    expect(totals([])).toEqual({ count: 0, amount: '0.00', advance_paid: '0.00', balance: '0.00' });
  });
  it('orders each transaction’s documents and names the missing ones', () => {
    const docs = [
      { id: 5, transaction_id: 1, doc_type: 'ca_certificate' },
      { id: 3, transaction_id: 1, doc_type: 'bilty' },
      { id: 4, transaction_id: 1, doc_type: 'invoice' },
      { id: 6, transaction_id: 2, doc_type: 'invoice' },
    ];
    const by = documentsByTransaction(docs);
    expect(by.get('1')!.map((d) => d.doc_type)).toEqual(['invoice', 'bilty', 'ca_certificate']);
    expect(missingDocuments(by.get('1'))).toEqual(['payment_proof', 'ledger_certificate']);
    expect(missingDocuments(undefined)).toHaveLength(5);
    expect([formatFileSize(58_624), formatFileSize(3_355_443), formatFileSize(10), formatFileSize(0), formatFileSize('x')]).toEqual([
      '57 KB',
      '3.2 MB',
      '1 KB',
      '',
      '',
    ]);
  });
});

describe('agent revenue export form', () => {
  it('defaults to this IST month up to today', () => {
    expect(defaultPeriod(new Date('2026-11-30T20:00:00Z'))).toEqual({ from: '2026-12-01', to: '2026-12-01' });
    expect(defaultPeriod(new Date('2026-11-21T06:00:00Z'))).toEqual({ from: '2026-11-01', to: '2026-11-21' });
  });
  it('says what is wrong with a period, and builds the address', () => {
    expect(periodProblems({ from: '', to: '2026-11-02' })).toEqual({ from: 'Choose the start date.' });
    expect(periodProblems({ from: '2026-11-05', to: '2026-11-02' })).toEqual({ to: 'The end date must be on or after the start date.' });
    expect(periodProblems({ from: '2026-02-30', to: '2026-03-02' })).toEqual({ from: 'Enter a whole date, like 21, Nov, 2026.' });
    // What the picker hands on while the typed text is not a whole date.
    expect(periodProblems({ from: '2026-11-01', to: UNFINISHED_DATE })).toEqual({ to: 'Enter a whole date, like 21, Nov, 2026.' });
    expect(periodProblems({ from: '2026-11-01', to: '2026-11-01' })).toEqual({});
    expect(exportUrl({ from: '2026-11-01', to: '2026-11-30', agentId: 7 })).toBe(
      '/api/admin/exports/agent-revenue.csv?from=2026-11-01&to=2026-11-30&agent_id=7',
    );
    expect(exportUrl({ from: '2026-11-01', to: '2026-11-30', agentId: null })).toBe(
      '/api/admin/exports/agent-revenue.csv?from=2026-11-01&to=2026-11-30',
    );
  });
});

describe('sign-in reset tool', () => {
  const lock = (o: Partial<IdentifierLock>): IdentifierLock => ({
    identifier: '9876500001',
    channel: 'sms',
    locked: false,
    locked_at: null,
    pending_codes: 0,
    wait_seconds: 0,
    wait_reason: null,
    codes_in_window: 0,
    code_limit: 5,
    ...o,
  });
  it('accepts a mobile or an email only, and a real reason', () => {
    expect(lookupProblem('9876500001')).toBeNull();
    expect(lookupProblem(' Member@Example.com ')).toBeNull();
    expect(lookupProblem('12345')).toMatch(/10-digit/);
    expect(lookupProblem('')).toMatch(/Enter the member/);
    expect(reasonProblem('ok')).toMatch(/at least 5/);
    expect(reasonProblem('Caller verified by email')).toBeNull();
    expect(reasonProblem('x'.repeat(301))).toMatch(/At most 300/);
  });
  it('says what blocks an identifier in words', () => {
    expect(lockSummary(lock({ locked: true, wait_seconds: 25, wait_reason: 'cooldown' }))).toBe(
      'Latest code locked after too many wrong tries · may ask for a new code in 25 s (resend cool-down)',
    );
    expect(lockSummary(lock({ wait_seconds: 600, wait_reason: 'code_limit', codes_in_window: 5 }))).toBe(
      'may ask for a new code in 10 min (5 of 5 codes used)',
    );
    expect(lockSummary(lock({}))).toBe('Can ask for a code now');
    expect(lockSummary(lock({ pending_codes: 1 }))).toBe('A code is on its way and can be used');
    expect(refusalLabel('otp_wrong')).toBe('Wrong code');
    expect(refusalLabel('something_new')).toBe('something new');
  });
});

describe('legal-notice process', () => {
  it('reads the audience from the route option or parameter', () => {
    expect(audienceOf('supplier', undefined)).toEqual({ kind: 'fixed', noticeFor: 'supplier' });
    expect(audienceOf(undefined, 'buyer')).toEqual({ kind: 'fixed', noticeFor: 'buyer' });
    expect(audienceOf(undefined, undefined)).toEqual({ kind: 'choose' });
    expect(audienceOf(undefined, 'tenant')).toEqual({ kind: 'unknown', raw: 'tenant' });
  });
  it('keeps the choice across pages and never beyond a batch', () => {
    const { next, refused } = toggleIds(new Set([1, 2]), [2, 3, 4], true, 3);
    expect([...next]).toEqual([1, 2, 3]);
    expect(refused).toBe(1);
    expect([...toggleIds(next, [1, 3], false).next]).toEqual([2]);
  });
  it('checks the filters before sending them', () => {
    expect(filterProblems({ state: '8', min_amount: 'lots', max_amount: '5', due_from: '2026-02-01', due_to: '2026-01-01' })).toEqual({
      state: 'A GST state code, e.g. 08',
      min_amount: 'An amount in rupees, like 25000.50',
      due_to: 'On or after the first due date',
    });
    expect(filterProblems({ min_amount: '100', max_amount: '99.99' })).toEqual({ max_amount: 'Not below the smallest amount' });
    // A half-typed or impossible due date is held back, and the range is not compared with it.
    expect(filterProblems({ due_from: UNFINISHED_DATE, due_to: '2026-01-01' })).toEqual({ due_from: 'A whole date, like 21, Nov, 2026' });
    expect(filterProblems({ due_from: '2026-01-01', due_to: '2026-02-30' })).toEqual({ due_to: 'A whole date, like 21, Nov, 2026' });
    expect(sendableFilter({ due_from: UNFINISHED_DATE, due_to: '2026-01-31' })).toEqual({ due_to: '2026-01-31' });
    expect(sendableFilter({ state: '08', min_amount: 'x', q: 'abc' })).toEqual({ state: '08', q: 'abc' });
  });
});
