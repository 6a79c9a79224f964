import { describe, expect, it } from 'vitest';
import { financialYear, financialYearLabel, invoiceNumber } from './invoiceNumbering';

describe('financialYear', () => {
  it('turns at midnight IST between 31 March and 1 April', () => {
    // 1 Apr 2026 00:00 IST = 31 Mar 2026 18:30 UTC.
    expect(financialYear(new Date('2026-03-31T18:29:59.999Z'))).toBe('25-26');
    expect(financialYear(new Date('2026-03-31T18:30:00.000Z'))).toBe('26-27');
    // Still 31 March in UTC, already April in India.
    expect(financialYear(new Date('2026-03-31T20:00:00Z'))).toBe('26-27');
  });

  it('runs April to March', () => {
    expect(financialYear(new Date('2026-04-01T00:00:00+05:30'))).toBe('26-27');
    expect(financialYear(new Date('2026-12-31T23:59:59+05:30'))).toBe('26-27');
    expect(financialYear(new Date('2027-01-01T00:00:00+05:30'))).toBe('26-27');
    expect(financialYear(new Date('2027-03-31T23:59:59+05:30'))).toBe('26-27');
    expect(financialYear(new Date('2027-04-01T00:00:00+05:30'))).toBe('27-28');
  });

  it('writes centuries with two digits each', () => {
    expect(financialYear(new Date('2099-06-01T00:00:00+05:30'))).toBe('99-00');
    expect(financialYear(new Date('2009-06-01T00:00:00+05:30'))).toBe('09-10');
    expect(() => financialYear(new Date('nope'))).toThrow(RangeError);
  });
});

describe('financialYearLabel', () => {
  it('expands the code to the stored form and refuses non-consecutive years', () => {
    expect(financialYearLabel('26-27')).toBe('2026-27');
    expect(financialYearLabel('09-10')).toBe('2009-10');
    expect(() => financialYearLabel('26-28')).toThrow(RangeError);
    expect(() => financialYearLabel('2026-27')).toThrow(RangeError);
  });
});

describe('invoiceNumber', () => {
  it('pads the sequence to six digits', () => {
    expect(invoiceNumber('BKY', '26-27', 123)).toBe('BKY/26-27/000123');
    expect(invoiceNumber('BKY', '26-27', 1)).toBe('BKY/26-27/000001');
    expect(invoiceNumber('BKY', '26-27', 999_999)).toBe('BKY/26-27/999999');
  });

  it('refuses a number longer than 16 characters', () => {
    expect(invoiceNumber('BKY', '26-27', 999_999)).toHaveLength(16);
    expect(() => invoiceNumber('BKY', '26-27', 1_000_000)).toThrow(/longer than 16/);
    expect(() => invoiceNumber('BAKY', '26-27', 1)).toThrow(/longer than 16/);
    expect(invoiceNumber('BK', '26-27', 1_000_000)).toBe('BK/26-27/1000000');
  });

  it('refuses a bad prefix, year or sequence', () => {
    expect(() => invoiceNumber('bky', '26-27', 1)).toThrow(RangeError);
    expect(() => invoiceNumber('B/Y', '26-27', 1)).toThrow(RangeError);
    expect(() => invoiceNumber('BKY', '2026-27', 1)).toThrow(RangeError);
    expect(() => invoiceNumber('BKY', '26-27', 0)).toThrow(RangeError);
    expect(() => invoiceNumber('BKY', '26-27', 1.5)).toThrow(RangeError);
  });
});
