import { describe, expect, it } from 'vitest';
import { contrastText, formatDateTime, formatDay, formatJson, formatMoney, formatPercent } from '../../admin/src/format/display';
import { pageTitle } from '../../admin/src/config';

describe('admin display formats (spec §9)', () => {
  it('shows money as ₹ with Indian digit grouping', () => {
    expect(formatMoney('125000.5')).toBe('₹1,25,000.50');
    expect(formatMoney('12345678.00')).toBe('₹1,23,45,678.00');
    expect(formatMoney(0)).toBe('₹0.00');
    expect(formatMoney('-500')).toBe('-₹500.00');
  });
  it('never throws on odd money values', () => {
    expect(formatMoney(null)).toBe('');
    expect(formatMoney('')).toBe('');
    expect(formatMoney('abc')).toBe('abc');
    expect(formatMoney({})).toBe('[object Object]');
  });
  it('shows dates as DD, Mon, YYYY in IST', () => {
    expect(formatDay('2026-11-21')).toBe('21, Nov, 2026');
    expect(formatDay('2026-11-20T20:00:00Z')).toBe('21, Nov, 2026'); // 01:30 IST next day
    expect(formatDay(null)).toBe('');
    expect(formatDay('not a date')).toBe('');
  });
  it('adds the IST time for date-times', () => {
    expect(formatDateTime('2026-11-21T05:32:58.292Z')).toBe('21, Nov, 2026, 11:02');
    expect(formatDateTime(undefined)).toBe('');
  });
  it('formats percentages, JSON and chip text colours', () => {
    expect(formatPercent('12.5')).toBe('12.50%');
    expect(formatPercent(null)).toBe('');
    expect(formatJson({ a: 1 })).toBe('{\n  "a": 1\n}');
    expect(formatJson(null)).toBe('');
    expect(contrastText('#FFFFFF')).toBe('#000');
    expect(contrastText('#1B5E20')).toBe('#fff');
  });
  it("titles pages '{page} | Bakaya Admin'", () => {
    expect(pageTitle('Customers')).toBe('Customers | Bakaya Admin');
  });
});
