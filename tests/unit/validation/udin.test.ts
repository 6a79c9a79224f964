import { describe, it, expect } from 'vitest';
import { isUdin, normaliseUdin, udinSchema, UDIN_MESSAGES } from '../../../api/src/validation/index';
import type { z } from 'zod';

/** The user-facing messages a schema gives for an input ([] when it parses). */
function messagesFor(schema: z.ZodType, input: unknown): string[] {
  const result = schema.safeParse(input);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
}

describe('isUdin', () => {
  it.each(['26123456ABCDEF1234', '25987654AAAAAA0001', '261234560000000000', '26123456abcdef1234', ' 26123456ABCDEF1234 '])(
    'accepts %j',
    (s) => expect(isUdin(s)).toBe(true),
  );

  it.each([
    '',
    '26123456ABCDEF123', // 17 characters
    '26123456ABCDEF12345', // 19 characters
    'A6123456ABCDEF1234', // year must be digits
    '2612345AABCDEF1234', // membership number must be 6 digits
    '26123456ABCDEF-234',
    '26123456 ABCDEF1234',
  ])('rejects %j', (s) => expect(isUdin(s)).toBe(false));

  it('rejects non-strings', () => expect(isUdin(26123456)).toBe(false));
});

describe('normaliseUdin', () => {
  it('trims and upper-cases', () => expect(normaliseUdin(' 26123456abcdef1234 ')).toBe('26123456ABCDEF1234'));
});

describe('udinSchema', () => {
  it('outputs the upper-cased UDIN', () => expect(udinSchema.parse('26123456abcdef1234')).toBe('26123456ABCDEF1234'));
  it('asks for a value when empty or missing', () => {
    expect(messagesFor(udinSchema, '')).toEqual([UDIN_MESSAGES.required]);
    expect(messagesFor(udinSchema, undefined)).toEqual([UDIN_MESSAGES.required]);
  });
  it('explains an invalid UDIN', () => {
    expect(messagesFor(udinSchema, '26123456ABCDEF123')).toEqual([
      'Enter the 18-character UDIN from the ICAI portal, like 26123456ABCDEF1234',
    ]);
  });
});
