import { describe, expect, it } from 'vitest';
import { MAX_BULK_GSTINS, type GstHitResult, type GstinDetails } from '../../api/src/contracts';
import { listProblem, outcomeOf, parseGstinList, resultRow, sortResults, summaryText } from '../../admin/src/screens/gstHit/gstHitModel';

const details: GstinDetails = {
  gstin: '27AAPFU0939F1ZV',
  legal_name: 'Acme Private Limited',
  trade_name: 'Acme',
  status: 'Active',
  state_code: '27',
  state: 'Maharashtra',
  registration_date: '2019-01-01',
  taxpayer_type: 'Regular',
  constitution: 'Private Limited Company',
  pan: 'AAPFU0939F',
  address: 'Pune',
};

describe('bulk GST hit model', () => {
  it('reads pasted GSTINs one per line (or comma/space separated), upper-cased, repeats once', () => {
    const list = parseGstinList(' 27aapfu0939f1zv\n\n08AABCS1429B1ZX, 27AAPFU0939F1ZV ;NOTAGSTIN\t');
    expect(list.gstins).toEqual(['27AAPFU0939F1ZV', '08AABCS1429B1ZX', 'NOTAGSTIN']);
    expect(list.duplicates).toBe(1);
    expect(list.invalid).toContain('NOTAGSTIN');
    expect(list.invalid).not.toContain('27AAPFU0939F1ZV');
  });

  it('refuses an empty list and one over the limit', () => {
    expect(listProblem(parseGstinList('  \n'))).toMatch(/at least one GSTIN/);
    expect(listProblem(parseGstinList('27AAPFU0939F1ZV'))).toBeNull();
    const many = Array.from({ length: MAX_BULK_GSTINS + 1 }, (_, i) => `X${i}`).join('\n');
    expect(listProblem(parseGstinList(many))).toMatch(/At most 1,000 GSTINs/);
  });

  it('turns results into table rows: legal name when found, the error otherwise', () => {
    const ok: GstHitResult = { gstin: details.gstin, status: 'success', verified: true, business_id: 4, result: details };
    const cancelled: GstHitResult = {
      gstin: '08CCCCC0000C1ZK',
      status: 'success',
      verified: false,
      business_id: null,
      result: { ...details, status: 'Cancelled', trade_name: 'Acme Private Limited' },
      error: 'The GST registration is cancelled.',
      error_code: 'cancelled',
    };
    const missing: GstHitResult = {
      gstin: '08AAAAA0000A1Z2',
      status: 'failed',
      verified: false,
      business_id: null,
      error: 'No GST registration was found.',
      error_code: 'not_found',
    };
    expect(resultRow(ok)).toEqual({
      gstin: details.gstin,
      outcome: 'verified',
      statusLabel: 'Active',
      detail: 'Acme Private Limited (Acme)',
      businessId: 4,
    });
    expect(resultRow(cancelled)).toMatchObject({ outcome: 'inactive', statusLabel: 'Cancelled', detail: 'Acme Private Limited' });
    expect(resultRow(missing)).toMatchObject({ outcome: 'failed', statusLabel: 'Not found', detail: 'No GST registration was found.' });
    expect(outcomeOf({ ...missing, error_code: 'weird' })).toBe('failed');
    expect(resultRow({ ...missing, error_code: undefined, error: undefined }).detail).toBe('The look-up failed.');
    expect(sortResults([ok, cancelled, missing].map(resultRow)).map((r) => r.outcome)).toEqual(['failed', 'inactive', 'verified']);
  });

  it('summarises a batch', () => {
    expect(summaryText({ total: 12, success: 10, failed: 2, duplicates: 0 })).toBe('12 GSTINs looked up: 10 found, 2 failed.');
    expect(summaryText({ total: 1, success: 1, failed: 0, duplicates: 1 })).toBe(
      '1 GSTIN looked up: 1 found, 0 failed. 1 repeated entry was looked up once.',
    );
    expect(summaryText({ total: 3, success: 3, failed: 0, duplicates: 2 })).toMatch(/2 repeated entries were looked up once\.$/);
  });
});
