/** Dates as the spec shows them (DD, Mon, YYYY, IST) in both languages: Hindi month names in Hindi (issue 21). */
import { describe, expect, it } from 'vitest';
import { formatDate, MONTHS_HI } from '../../portal/src/format/format';

describe('formatDate', () => {
  it('writes DD, Mon, YYYY in IST, in English by default', () => {
    expect(formatDate('2026-11-28T20:00:00Z', 'en')).toBe('29, Nov, 2026');
    expect(formatDate('2026-01-05', 'en')).toBe('05, Jan, 2026');
  });

  it('names the month in Hindi when the portal is in Hindi, for every month', () => {
    expect(formatDate('2026-11-28T10:00:00Z', 'hi')).toBe('28, नव॰, 2026');
    for (let m = 1; m <= 12; m++) expect(formatDate(`2026-${String(m).padStart(2, '0')}-15`, 'hi')).toBe(`15, ${MONTHS_HI[m - 1]}, 2026`);
    expect(formatDate('not a date', 'hi')).toBe('');
  });
});
