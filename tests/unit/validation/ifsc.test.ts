import { describe, it, expect } from 'vitest';
import { isIfsc, normaliseIfsc, ifscSchema, IFSC_MESSAGES } from '../../../api/src/validation/index';
import type { z } from 'zod';

/** The user-facing messages a schema gives for an input ([] when it parses). */
function messagesFor(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('isIfsc', () => {
  it.each(['SBIN0001234', 'HDFC0000001', 'ICIC0ABC123', 'sbin0001234', ' Utib0000009 '])('accepts %j', (s) => expect(isIfsc(s)).toBe(true));

  it.each([
    '',
    'SBIN1001234', // 5th character must be zero
    'SBINO001234', // letter O, not zero
    'SBI00001234', // only 3 letters of bank code
    'SBIN000123', // 10 characters
    'SBIN00012345', // 12 characters
    '1BIN0001234',
    'SBIN0-01234',
    'SBIN 0001234',
  ])('rejects %j', (s) => expect(isIfsc(s)).toBe(false));

  it('rejects non-strings', () => expect(isIfsc(null)).toBe(false));
});

describe('normaliseIfsc', () => {
  it('trims and upper-cases', () => expect(normaliseIfsc(' sbin0001234 ')).toBe('SBIN0001234'));
});

describe('ifscSchema', () => {
  it('outputs the upper-cased IFSC', () => expect(ifscSchema.parse('hdfc0000001')).toBe('HDFC0000001'));
  it('asks for a value when empty or missing', () => {
    expect(messagesFor(ifscSchema, '')).toEqual([IFSC_MESSAGES.required]);
    expect(messagesFor(ifscSchema, undefined)).toEqual([IFSC_MESSAGES.required]);
  });
  it('explains an invalid IFSC', () => {
    expect(messagesFor(ifscSchema, 'SBIN1001234')).toEqual([IFSC_MESSAGES.invalid]);
    expect(IFSC_MESSAGES.invalid).toMatch(/11-character IFSC/);
  });
});
