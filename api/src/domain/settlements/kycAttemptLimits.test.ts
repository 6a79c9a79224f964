import { describe, expect, it } from 'vitest';
import { kycLimit } from './kycAttemptLimits';

describe('kycLimit', () => {
  it('takes a whole number from 1 to 100', () => {
    expect(kycLimit('1', 5)).toBe(1);
    expect(kycLimit(' 12 ', 5)).toBe(12);
    expect(kycLimit('100', 5)).toBe(100);
  });
  it('falls back to the default for anything else', () => {
    for (const v of [undefined, null, '', ' ', '0', '-3', '101', '2.5', 'five', '1e1x']) expect(kycLimit(v, 5)).toBe(5);
  });
});
