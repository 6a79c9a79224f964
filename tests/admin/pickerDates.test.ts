import { describe, expect, it } from 'vitest';
import { fromPickerValue, isWholeDate, parsePickerText, pickerText, toPickerValue } from '../../admin/src/format/pickerDates';

// The admin's date pickers show and accept 'DD, Mon, YYYY' in IST and store what the API expects.
describe('date picker values (format/pickerDates.ts)', () => {
  it('shows a stored day as DD, Mon, YYYY and stores it back as YYYY-MM-DD', () => {
    expect(pickerText('date', '2026-11-21')).toBe('21, Nov, 2026');
    expect(fromPickerValue('date', toPickerValue('date', '2026-11-21'))).toBe('2026-11-21');
    expect(parsePickerText('date', '09, Oct, 2026')).toBe('2026-10-09');
  });

  it('shows an instant on IST’s clock and stores the typed IST time as an ISO instant', () => {
    expect(pickerText('datetime', '2026-11-21T18:45:00.000Z')).toBe('22, Nov, 2026, 00:15');
    expect(parsePickerText('datetime', '22, Nov, 2026, 00:15')).toBe('2026-11-21T18:45:00.000Z');
    expect(fromPickerValue('datetime', toPickerValue('datetime', '2026-11-21T18:45:00.000Z'))).toBe('2026-11-21T18:45:00.000Z');
  });

  it('refuses what is not a whole date, and keeps empty as null', () => {
    expect(parsePickerText('date', '11/21/2026')).toBeUndefined();
    expect(parsePickerText('date', '31, Feb, 2026')).toBeUndefined();
    expect(parsePickerText('date', '')).toBeNull();
    expect(toPickerValue('date', null)).toBeNull();
    expect(fromPickerValue('date', null)).toBeNull();
    // A year still being typed (its section reads 0200) is not a date yet.
    expect(fromPickerValue('date', toPickerValue('date', '0200-01-01'))).toBeUndefined();
  });

  it('knows a whole calendar day as the API takes it', () => {
    expect(isWholeDate('2026-11-21')).toBe(true);
    expect(isWholeDate('2024-02-29')).toBe(true);
    expect(isWholeDate('2026-02-29')).toBe(false);
    expect(isWholeDate('21, Nov, 2026')).toBe(false);
    expect(isWholeDate('not a date')).toBe(false);
  });
});
