import { describe, expect, it } from 'vitest';
import { DEFAULT_RETENTION_DAYS, retentionDays } from './evidenceRetention';

describe('evidence retention days', () => {
  it('come from the setting when it is a whole number of days, else the eight-year default', () => {
    expect(retentionDays('365')).toBe(365);
    expect(retentionDays(undefined)).toBe(DEFAULT_RETENTION_DAYS);
    expect(retentionDays('')).toBe(DEFAULT_RETENTION_DAYS);
    expect(retentionDays('ten')).toBe(DEFAULT_RETENTION_DAYS);
    expect(retentionDays('0')).toBe(DEFAULT_RETENTION_DAYS);
    expect(retentionDays('12.5')).toBe(DEFAULT_RETENTION_DAYS);
  });
});
